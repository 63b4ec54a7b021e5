import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// One width per cluster on every path that measures (<doc:PlainLayout>): fitting a line, wrapping
/// word by word, cutting a long word and truncating give each cluster what the whole line
/// gives it. Only a text's first cluster is measured in place (after an indent, a space or
/// a border); a later cluster that starts with a joiner or a mark follows a Control-class
/// character (U+200B, U+FEFF, U+202E, ...), which nothing joins, so it counts 0.
@Suite struct ClusterWidthTests {
    typealias Generator = RandomContent.Generator

    func wrapped(_ text: String, width: Int, indent: Int = 0) -> [Run] {
        var writer = LineWriter()
        writer.wrap(Sanitizer.sanitize(text), indent: indent, width: width, role: .text)
        return (0..<writer.lineCount).flatMap { writer.runs(ofLine: $0) }
    }

    /// A line may break after U+200B before a joiner (UAX #14 LB8, and UAX #29 GB4 ends the
    /// cluster after it); the joiner then begins the next line, where it is measured in
    /// place: it joins the indent's space, or the space a header is drawn after, into an
    /// emoji sequence of 2 cells, so it takes 1.
    @Test func aJoinerAfterAZeroWidthSpaceBeginsTheNextLineMeasuredInPlace() throws {
        let document = Document {
            Section(header: "abcdefg\u{200B}\u{200D}hijklmnopq") {
                Text("ab\u{200B}\u{200D}cdefghij")
            }
        }
        let expected = """
            abcdefg\u{200B}
            \u{200D}hijklmn
            opq
              ab\u{200B}
              \u{200D}cdefg
              hij

            """
        #expect(try plain(document, width: 8) == expected)
    }

    @Test func aJoinerAfterAByteOrderMarkOrAnOverrideCountsNothingInAWord() {
        for control in ["\u{FEFF}", "\u{202E}"] {
            #expect(
                wrapped("abcde\(control)\u{200D}fghij", width: 6).map(\.text) == [
                    "abcde\(control)\u{200D}f", "ghij",
                ])
        }
    }

    @Test func truncationCountsAJoinerAfterAControlAsTheLineDoes() throws {
        let document = Document {
            Section {
                Text("ab\u{200B}\u{200D}cdefghijkl").truncated()
                Text("abcdefghij\u{200B}\u{200D}kl").truncated(.middle)
            }
        }
        let expected = """
              ab\u{200B}\u{200D}cdefg…
              abcd…j\u{200B}\u{200D}kl

            """
        #expect(try plain(document, width: 10) == expected)
    }

    /// A word of hostile clusters, without spaces or line feeds.
    static func word(using random: inout Generator) -> String {
        let pieces = RandomContent.hostile + ["a", "b", "7", "é", "\u{301}", "\u{FE0F}", "\u{200D}"]
        let raw = (0..<Int.random(in: 1...14, using: &random)).map { _ in
            pieces.randomElement(using: &random)!
        }
        return Sanitizer.sanitize(raw.joined()).filter { $0 != " " && $0 != "\n" }
    }

    /// Seeded words cut at every width: each line's recorded width is its width measured
    /// whole, no line is wider than the width, even printed after its indent, and each
    /// piece but the last is as wide as fits, since its next cluster would not, unless it
    /// ends at a line-break opportunity inside the word (an ideograph, U+200B), where the
    /// next word did not fit.
    @Test(arguments: 1...40 as ClosedRange<UInt64>) func cutPiecesAreAsWideAsFitByTheWholeLineMeasure(
        seed: UInt64
    ) {
        var random = Generator(seed: seed)
        for _ in 0..<20 {
            let word = Self.word(using: &random)
            guard !word.isEmpty else { continue }
            for width in 2...14 {
                let lines = wrapped(word, width: width, indent: 2)
                let context = "seed \(seed), width \(width), \(word.unicodeScalars.map(\.value))"
                #expect(lines.map(\.text).joined() == word, "\(context)")
                let opportunities = LineBreakICUTests.opportunities(in: word)
                var end = 0
                for (index, line) in lines.enumerated() {
                    end += line.text.unicodeScalars.count
                    let whole = DisplayWidth.placed(line.text)
                    #expect(line.width == whole, "\(context), line \(index)")
                    #expect(whole <= width, "\(context), line \(index)")
                    #expect(DisplayWidth.of("  " + line.text) <= 2 + width, "\(context), line \(index)")
                    guard index + 1 < lines.count, let next = lines[index + 1].text.first,
                        !opportunities.contains(end)
                    else { continue }
                    let grown = DisplayWidth.placed(line.text + String(next))
                    #expect(grown > width, "\(context), line \(index)")
                }
            }
        }
    }

    /// Seeded paragraphs of such words: every line's recorded width is its whole width,
    /// within the width, and trailing spaces, which take the word-by-word path instead of
    /// the one that measures a line whole, change nothing.
    @Test(arguments: 1...40 as ClosedRange<UInt64>) func wrappingWordByWordMeasuresAsTheWholeLine(
        seed: UInt64
    ) {
        var random = Generator(seed: seed)
        for _ in 0..<20 {
            let words = (0..<Int.random(in: 1...5, using: &random)).map { _ in Self.word(using: &random) }
            var paragraph = ""
            for word in words {
                paragraph += String(repeating: " ", count: Int.random(in: 0...2, using: &random)) + word
            }
            for width in 2...14 {
                let context = "seed \(seed), width \(width), \(paragraph.unicodeScalars.map(\.value))"
                let lines = wrapped(paragraph, width: width)
                for line in lines {
                    #expect(line.width == DisplayWidth.placed(line.text), "\(context)")
                    #expect(line.width <= width, "\(context)")
                }
                #expect(wrapped(paragraph + "  ", width: width) == lines, "\(context)")
            }
        }
    }

    /// The two sides of the ellipsis in a middle truncation, split at its scalar (a mark
    /// after it would join its cluster).
    func sides(_ cut: String) -> (head: String, tail: String) {
        let scalars = cut.unicodeScalars
        guard let mark = scalars.firstIndex(of: "…") else { return (cut, "") }
        return (String(scalars[..<mark]), String(scalars[scalars.index(after: mark)...]))
    }

    /// Seeded truncation: the text kept at the end, ellipsis included, measures whole what
    /// the layout records, fits, and keeps as much as fits beside the ellipsis; in the
    /// middle, the end kept after the ellipsis starts a run of its own, measured in place.
    @Test(arguments: 1...40 as ClosedRange<UInt64>) func truncationMeasuresAsTheWholeLine(seed: UInt64) {
        var random = Generator(seed: seed)
        for _ in 0..<20 {
            let word = Self.word(using: &random)
            for width in 2...14 {
                let context = "seed \(seed), width \(width), \(word.unicodeScalars.map(\.value))"
                let middle = Truncate.line(word[...], width: width, mode: .middle, ellipsis: "…")
                let (head, tail) = sides(middle.text)
                let marks = middle.text.unicodeScalars.contains("…") ? 1 : 0
                #expect(
                    middle.width == DisplayWidth.placed(head) + marks + DisplayWidth.placed(tail),
                    "\(context)")
                #expect(DisplayWidth.placed(middle.text) <= middle.width, "\(context)")
                #expect(middle.width <= width, "\(context)")
                let end = Truncate.line(word[...], width: width, mode: .end, ellipsis: "…")
                #expect(end.width == DisplayWidth.placed(end.text), "\(context)")
                #expect(end.width <= width, "\(context)")
                guard end.text.hasSuffix("…") else { continue }
                let kept = end.text.dropLast()
                let next = word[word.index(word.startIndex, offsetBy: kept.count)]
                #expect(DisplayWidth.placed(kept + String(next)) > width - 1, "\(context)")
            }
        }
    }
}
