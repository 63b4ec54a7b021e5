import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The byte-level wrapper gives exactly the lines of the cluster-by-cluster wrapping it
/// replaced (kept here as ``ReferenceWrapper``, which breaks where ``LineBreakRules`` allows):
/// the same texts and widths, on seeded random text of spaces next to marks, joiners,
/// prepended scalars, wide and zero-width characters, hyphens, slashes and brackets, and the
/// ideographs, East Asian punctuation, letters and digits the wrapper takes a run at a time.
@Suite struct WrapReferenceTests {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    /// Pieces chosen around spaces: what may join a space into a larger cluster, and what
    /// changes a cluster's width.
    static let pieces: [String] = [
        "a", "bc", "defgh", "ijklmnopqrst", " ", " ", "  ", "   ", "\n", "\u{301}", "e\u{301}",
        "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "\u{E0067}", "\u{600}", "\u{903}", "\u{200B}", "\u{FEFF}",
        "東京", "タワー", "한국어", "\u{1100}\u{1161}", "👍🏽", "👨‍👩‍👧", "🇯🇵", "🇯", "1️⃣", "\u{3000}",
        "\u{A0}", "é", "ж", "λ", "か", "가", "\u{483}", "\u{3099}", "\u{2028}", "\u{202E}", "\u{AD}",
        "-", "/", "(", ")", "」", "。", "ゃ", ",", "!", "\u{2060}", "ภาษา", "\u{E31}", "1", "$",
        "「", "：", "、", "）", "々", "ー", "\u{302A}", "２", "AB", "\u{3030}", "\u{303F}",
    ]

    static func text(using random: inout Generator) -> String {
        (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            .joined()
    }

    static func lines(_ writer: LineWriter) -> [String] {
        writer.lines(0..<writer.lineCount).map { line in
            line.runs.map { "\($0.spaces)|\($0.text)|\($0.width)" }.joined(separator: ",")
        }
    }

    @Test func randomTextWrapsAsTheClusterByClusterWrapperDid() {
        var random = Generator(seed: 18)
        for _ in 0..<20_000 {
            let text = Sanitizer.sanitize(Self.text(using: &random))
            let width = Int.random(in: 2...16, using: &random)
            let indent = Int.random(in: 0...2, using: &random)
            var fast = LineWriter()
            fast.wrap(text, indent: indent, width: width, role: .text)
            var reference = LineWriter()
            ReferenceWrapper.wrap(text, indent: indent, width: width, into: &reference)
            #expect(
                Self.lines(fast) == Self.lines(reference),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) }) at width \(width)")
        }
    }

    @Test func printableASCIIWrapsAsTheClusterByClusterWrapperDid() {
        var random = Generator(seed: 1_800)
        let words = ["a", "bb", "ccc", "dddddddd", "eeeeeeeeeeeeeeeeeee", " ", "  ", "    "]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                words.randomElement(using: &random)!
            }.joined()
            let width = Int.random(in: 2...24, using: &random)
            var fast = LineWriter()
            fast.wrap(text, indent: 2, width: width, role: .text)
            var reference = LineWriter()
            ReferenceWrapper.wrap(text, indent: 2, width: width, into: &reference)
            #expect(Self.lines(fast) == Self.lines(reference), "\(text) at width \(width)")
        }
    }
}

/// Greedy wrapping a cluster at a time, as layout did before it worked on bytes, at the
/// opportunities of ``LineBreakRules``.
private struct ReferenceWrapper {
    let indent: Int
    let width: Int
    var line = ""
    var lineWidth = 0
    var wroteLine = false

    static func wrap(_ text: String, indent: Int, width: Int, into writer: inout LineWriter) {
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var wrapper = ReferenceWrapper(indent: indent, width: width)
            wrapper.wrap(paragraph, into: &writer)
        }
    }

    /// Words run from one line-break opportunity to the next, an opportunity found before
    /// each cluster by feeding its scalars to the rules; the spaces that end a word are the
    /// run that is kept or dropped.
    mutating func wrap(_ paragraph: Substring, into writer: inout LineWriter) {
        var rules = LineBreakRules()
        var spaces = 0
        var atStart = true
        var word = ""
        var wordWidth = 0
        // The word's width after other text on its line: its first cluster is measured in
        // place only where it begins a line (it can begin with a mark after U+200B).
        var midLineWidth = 0
        var trailing = 0
        func finish(_ wrapper: inout ReferenceWrapper) {
            if word.isEmpty {
                spaces += trailing
            } else {
                wrapper.place(
                    word, wordWidth, midLine: midLineWidth, after: spaces, atStart: atStart, into: &writer)
                atStart = false
                spaces = trailing
            }
            (word, wordWidth, midLineWidth, trailing) = ("", 0, 0, 0)
        }
        for character in paragraph {
            var breaksBefore = false
            for (offset, scalar) in character.unicodeScalars.enumerated() {
                let breaks = rules.breaks(before: LineBreakTables.value(of: scalar.value))
                if offset == 0 { breaksBefore = breaks }
            }
            if breaksBefore { finish(&self) }
            if character == " " {
                trailing += 1
            } else {
                if trailing > 0 {
                    word += String(repeating: " ", count: trailing)
                    wordWidth += trailing
                    midLineWidth += trailing
                    trailing = 0
                }
                wordWidth += DisplayWidth.placed(character, startsText: word.isEmpty)
                midLineWidth += DisplayWidth.placed(character, startsText: false)
                word.append(character)
            }
        }
        finish(&self)
        if !line.isEmpty || !wroteLine { flush(into: &writer) }
    }

    mutating func place(
        _ word: String, _ wordWidth: Int, midLine midLineWidth: Int, after spaces: Int, atStart: Bool,
        into writer: inout LineWriter
    ) {
        let widthHere = line.isEmpty ? wordWidth : midLineWidth
        if !line.isEmpty || atStart, lineWidth + spaces + widthHere <= width {
            line += String(repeating: " ", count: spaces) + word
            lineWidth += spaces + widthHere
            return
        }
        if !line.isEmpty { flush(into: &writer) }
        if wordWidth <= width {
            line = word
            lineWidth = wordWidth
            return
        }
        for character in word {
            if !line.isEmpty, lineWidth + DisplayWidth.placed(character, startsText: false) > width {
                flush(into: &writer)
            }
            // No line begins or ends with a space a cut falls at.
            if line.isEmpty, character == " " { continue }
            lineWidth += DisplayWidth.placed(character, startsText: line.isEmpty)
            line.append(character)
        }
    }

    mutating func flush(into writer: inout LineWriter) {
        while line.last == " " {
            line.removeLast()
            lineWidth -= 1
        }
        if line.isEmpty {
            writer.emptyLine()
        } else {
            writer.line(Run(spaces: indent, text: line, width: lineWidth, role: .text))
        }
        line = ""
        lineWidth = 0
        wroteLine = true
    }
}
