import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Every break the layout takes is a line-break opportunity that ICU's line BreakIterator, an
/// independent implementation of UAX #14, reports, unless the word it cuts (the text between
/// two of the layout's opportunities) is wider than the line. Over real translated text of
/// many scripts (``LineBreakCorpus``) and seeded random text of mixed scripts, at every width
/// from 8 to 120.
@Suite struct LineBreakICUTests {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    /// Pieces of many scripts and of the punctuation the rules treat apart.
    static let pieces: [String] = [
        "word", "mots", "слово", "λέξη", "שלום", "كلمة", "शब्द", "日本語", "ひらがな", "カタカナ", "中文", "한국어",
        "ภาษา", "ខ្មែរ", "\u{200B}", " ", " ", "  ", "-", "/", "(", ")", "「", "」", "。", "、", "ゃ", "ー",
        ",", ".", "!", "?", ":", "\"", "'", "«", "»", "\u{A0}", "\u{2060}", "\u{2014}", "$", "%", "€", "12",
        "3.5", "👨‍👩‍👧", "🇯🇵", "👍🏽", "e\u{301}", "https://a.example/b", "state-of-the-art", "\u{AD}",
    ]

    static func randomParagraph(using random: inout Generator) -> String {
        (0..<Int.random(in: 1...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            .joined()
    }

    /// The corpus's paragraphs and 400 random ones, sanitised as layout sees them.
    static let paragraphs: [String] = {
        var random = Generator(seed: 29)
        let texts =
            LineBreakCorpus.paragraphs.map(\.text) + (0..<400).map { _ in randomParagraph(using: &random) }
        return texts.flatMap { Sanitizer.sanitize($0).split(separator: "\n").map(String.init) }
    }()

    /// The scalar offsets where the lines of `paragraph` wrapped at `width` begin, the first
    /// left out.
    static func breaks(of paragraph: String, width: Int) -> [Int] {
        var writer = LineWriter()
        writer.wrap(paragraph, indent: 0, width: width, role: .text)
        let scalars = Array(paragraph.unicodeScalars)
        var offset = 0
        var starts: [Int] = []
        for (index, line) in writer.lines(0..<writer.lineCount).enumerated() {
            let text = Array(line.text.unicodeScalars)
            // The run of spaces dropped at the break (or at the start) comes before the line.
            while offset < scalars.count, scalars[offset] == " ",
                Array(scalars[offset..<min(offset + text.count, scalars.count)]) != text
            {
                offset += 1
            }
            if index > 0 { starts.append(offset) }
            offset += text.count
        }
        return starts
    }

    /// The layout's own opportunities in `paragraph`, as scalar offsets.
    static func opportunities(in paragraph: String) -> Set<Int> {
        var rules = LineBreakRules()
        var found: Set<Int> = []
        for (offset, scalar) in paragraph.unicodeScalars.enumerated()
        where rules.breaks(before: LineBreakTables.value(of: scalar.value)) {
            found.insert(offset)
        }
        return found
    }

    /// Whether the word around scalar offset `offset`, between two of `opportunities`, is
    /// wider than `width` without its trailing spaces.
    static func isWiderThanTheLine(
        _ paragraph: String, around offset: Int, _ opportunities: Set<Int>, width: Int
    )
        -> Bool
    {
        let scalars = Array(paragraph.unicodeScalars)
        let start = opportunities.filter { $0 <= offset }.max() ?? 0
        let end = opportunities.filter { $0 > offset }.min() ?? scalars.count
        var word = String(String.UnicodeScalarView(scalars[start..<end]))
        while word.last == " " { word.removeLast() }
        return DisplayWidth.placed(word) > width
    }

    @Test(.needsICU) func everyBreakIsAnOpportunityICUReports() throws {
        let answers = try Checkers.lineBreaks(Self.paragraphs)
        try #require(answers.count == Self.paragraphs.count)
        #expect(answers.allSatisfy { $0.unicode == "15.0" }, "ICU's Unicode version is not the tables' 15.0")
        var failures: [String] = []
        for (paragraph, answer) in zip(Self.paragraphs, answers) {
            let icu = Set(answer.breaks)
            let own = Self.opportunities(in: paragraph)
            // The layout's opportunities are ICU's, but for those that ICU's dictionary and
            // Hangul rules add.
            for offset in own where !icu.contains(offset) {
                failures.append(
                    "opportunity at \(offset) that ICU does not report: \(paragraph.debugDescription)")
            }
            for width in 8...120 {
                for offset in Self.breaks(of: paragraph, width: width) where !icu.contains(offset) {
                    if !own.contains(offset),
                        Self.isWiderThanTheLine(paragraph, around: offset, own, width: width)
                    {
                        continue
                    }
                    failures.append("break at \(offset), width \(width): \(paragraph.debugDescription)")
                }
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) failures, first: \(failures.prefix(20).joined(separator: "\n"))")
    }
}
