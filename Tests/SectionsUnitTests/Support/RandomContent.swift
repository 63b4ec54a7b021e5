import Sections

@testable import Core
@testable import Interactive

/// Random documents of markup characters, white space, line feeds, controls and wide
/// characters, for the round trips through the Markdown and HTML parsers. Seed the
/// generator (``CodingTests/JSONRoundTripTests/SplitMix64``) so a failure replays.
enum RandomContent {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    /// Pieces that markup, escaping and white-space handling must survive.
    static let pieces: [String] = [
        "a", "Z", "7", "12", " ", "  ", "\n", "\t", "*", "**", "_", "`", "```", "~", "~~", "#", "##",
        "[", "]", "(", ")", "!", "<", ">", "</b>", "<b>", "|", "\\", "&", "&amp;", "&#10;", "-",
        "+", "=", "1.", "2)", ".", ":", "//", "www.", "x.com", "@", "\"", "'", "東京", "👍🏽",
        "e\u{301}", "\u{3000}", "\u{A0}", "\u{1B}[31m", "\u{7}", "\u{0}", "\u{9B}", "\u{7F}", "\r\n",
    ]

    /// Pieces of untrusted text for ``RandomDocuments/hostile`` documents: C0 controls,
    /// DEL, C1 controls, escape sequences, bidi overrides and isolates, zero-width and
    /// joining characters, ZWJ sequences, flags, skin tones, combining storms, CJK, and
    /// text that GFM's autolink extension links (e-mail addresses, `mailto:` and `xmpp:`,
    /// `www.`, URLs).
    static let hostile: [String] = [
        "\u{0}", "\u{7}", "\u{8}", "\t", "\u{B}", "\u{C}", "\r", "\r\n", "\u{1A}", "\u{1F}", "\u{7F}",
        "\u{80}", "\u{85}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{9F}",
        "\u{1B}", "\u{1B}[31m", "\u{1B}[0m", "\u{1B}[2J\u{1B}[H", "\u{1B}[5A", "\u{1B}[?1049h", "\u{1B}c",
        "\u{1B}]0;title\u{7}", "\u{1B}]8;;https://evil.example/\u{1B}\\", "\u{1B}P+q\u{1B}\\", "\u{9B}1m",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
        "\u{2069}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{AD}", "\u{2028}",
        "👨‍👩‍👧", "👩🏽‍💻", "🏳️‍🌈", "1️⃣", "🇯🇵", "🇺🇸", "🇯", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "👍🏽", "👋🏿", "🏽",
        "e" + String(repeating: "\u{301}", count: 24),
        "Z\u{351}\u{36B}\u{343}\u{36A}\u{302}\u{34F}\u{334}\u{319}",
        "\u{301}", "\u{20DD}",
        "東京タワー", "한국어", "ＡＢＣ", "\u{3000}", "\u{1100}\u{1161}\u{11A8}", "ｶﾀｶﾅ", "ला",
        "a@b.co", "lin@example.com", "mailto:x@y.zz", "xmpp:a@b.c/r", "www.1", "www.example.com/a_b",
        "https://example.com", "FTP://x.y", "@", "_@x.io",
    ]

    static func string(using random: inout Generator) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            .joined()
    }

    static func document(using random: inout Generator) -> Document {
        let title = Bool.random(using: &random) ? string(using: &random) : nil
        let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            Section(
                id: nil, header: Bool.random(using: &random) ? string(using: &random) : nil,
                footer: Bool.random(using: &random) ? string(using: &random) : nil, layout: .list,
                items: (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    Bool.random(using: &random)
                        ? Text(string(using: &random)).item
                        : Row(string(using: &random), string(using: &random)).item
                })
        }
        return Document(title: title, sections: sections)
    }
}
