@testable import Sections

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
