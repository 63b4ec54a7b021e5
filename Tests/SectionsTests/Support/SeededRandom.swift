@testable import Sections

/// A small deterministic generator (SplitMix64), so random tests fail the same way twice.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Pieces that markup, escaping and white-space handling must survive.
    static let pieces: [String] = [
        "a", "Z", "7", "12", " ", "  ", "\n", "\t", "*", "**", "_", "`", "```", "~", "~~", "#", "##",
        "[", "]", "(", ")", "!", "<", ">", "</b>", "<b>", "|", "\\", "&", "&amp;", "&#10;", "-",
        "+", "=", "1.", "2)", ".", ":", "//", "www.", "x.com", "@", "\"", "'", "東京", "👍🏽",
        "e\u{301}", "\u{3000}", "\u{A0}", "\u{1B}[31m", "\u{7}", "\u{0}", "\u{9B}", "\u{7F}", "\r\n",
    ]

    mutating func string() -> String {
        (0..<Int.random(in: 0...8, using: &self)).map { _ in Self.pieces.randomElement(using: &self)! }
            .joined()
    }

    mutating func document() -> Document {
        let title = Bool.random(using: &self) ? string() : nil
        let sections = (0..<Int.random(in: 1...3, using: &self)).map { _ in
            Section(
                id: nil, header: Bool.random(using: &self) ? string() : nil,
                footer: Bool.random(using: &self) ? string() : nil, layout: .list,
                items: (0..<Int.random(in: 0...4, using: &self)).map { _ in
                    Bool.random(using: &self) ? Text(string()).item : Row(string(), string()).item
                })
        }
        return Document(title: title, sections: sections)
    }
}
