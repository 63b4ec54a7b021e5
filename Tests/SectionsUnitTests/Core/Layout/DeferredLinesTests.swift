import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// A long text item's lines, laid out again a chunk at a time as they are read, are exactly
/// the lines of the text wrapped whole: read in order, by position or chunk by chunk, at
/// chunk sizes small enough that chunks begin inside cut words, after empty paragraphs and
/// beside every kind of cluster.
@Suite struct DeferredLinesTests {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    static func wholeLines(_ text: String, _ layout: ParagraphWrapper.Layout) -> [String] {
        var writer = LineWriter()
        writer.wrap(text, indent: layout.indent, width: layout.width, role: layout.role)
        return WrapReferenceTests.lines(writer)
    }

    static func described(_ lines: some Sequence<Line>) -> [String] {
        lines.map { line in line.runs.map { "\($0.spaces)|\($0.text)|\($0.width)" }.joined(separator: ",") }
    }

    /// Text whose paragraphs break at spaces alone: letters of several scripts, digits, long
    /// words to cut, the punctuation that only forbids a break before it.
    @Test func randomTextReadsAsTheTextWrappedWhole() {
        var random = Generator(seed: 64)
        let pieces = [
            "a", "bc", "defgh", "ijklmnopqrst", " ", " ", "  ", "   ", "\n", "é", "ж", "λ", "Ω",
            ",", ".", ":", ";", ")", "]", "1", "2024",
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "жжжжжжжжжжжжжжжжжжжж", "éééééééééééééé",
        ]
        var compared = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }
            .joined()
            let layout = (
                indent: Int.random(in: 0...2, using: &random), width: Int.random(in: 2...12, using: &random),
                role: Role.text, style: Style.plain
            )
            guard DeferredLines.breaksAtSpacesAlone(text) else { continue }
            compared += 1
            let expected = Self.wholeLines(text, layout)
            let deferred = DeferredLines(text, layout, linesPerChunk: Int.random(in: 1...4, using: &random))
            let lines = Lines(deferred)
            let description = "\(text.unicodeScalars.map { String($0.value, radix: 16) }) at \(layout.width)"
            #expect(Self.described(lines) == expected, "\(description)")
            #expect(Self.described(lines.indices.map { lines[$0] }) == expected, "\(description)")
            var parts: [String] = []
            lines.forEachHeldPart { parts += Self.described($0) }
            #expect(parts == expected, "\(description)")
        }
        // Most texts qualify: a `,` `.` `:` `;` `)` or `]` that begins a word does not.
        #expect(compared > 1_500)
    }

    /// Text that needs the rules of UAX #14 (ideographs, hyphens, slashes, brackets) is laid
    /// out whole, for the rules read what stands before a line's start.
    @Test func textThatNeedsTheRulesIsLaidOutWhole() {
        for text in ["東京", "state-of-the-art", "a/b", "(a", "a\u{A0}b", "ok\nx-y"] {
            let long = String(repeating: text + " ", count: DeferredLines.threshold / text.utf8.count)
            #expect(!DeferredLines.breaksAtSpacesAlone(text), "\(text)")
            #expect(DeferredLines(Text(long).item, in: ItemFrame(indent: 2, available: 10)) == nil, "\(text)")
        }
        let plain = String(repeating: "words, words. ", count: DeferredLines.threshold / 14 + 1)
        #expect(DeferredLines(Text(plain).item, in: ItemFrame(indent: 2, available: 10)) != nil)
    }

    @Test func printableASCIIReadsAsTheTextWrappedWhole() {
        var random = Generator(seed: 65)
        let words = ["a", "bb", "ccc", "dddddddd", "eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", " ", "  "]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in
                words.randomElement(using: &random)!
            }
            .joined()
            let layout = (
                indent: 2, width: Int.random(in: 2...16, using: &random), role: Role.text, style: Style.plain
            )
            let deferred = DeferredLines(text, layout, linesPerChunk: Int.random(in: 1...5, using: &random))
            #expect(
                Self.described(Lines(deferred)) == Self.wholeLines(text, layout), "\(text) at \(layout.width)"
            )
        }
    }

    /// A section of more text than a chunk holds is laid out as it is read, its long text
    /// item a chunk of lines at a time, and prints the lines of the section laid out whole.
    @Test func aLongTextItemPrintsTheLinesOfTheSectionLaidOutWhole() throws {
        let word = String(repeating: "abж", count: ListChunks.textPerChunk / 10 + 1)
        let text = (0..<3).map { "\($0) \(word) tail\n" }.joined() + "end"
        let document = Document {
            Section(header: "Long") {
                Text(text); Text("after")
            }
        }
        let laidOut = try LaidOutDocument(document, width: 13)
        let section = try #require(laidOut.sections.first { _ in true })
        #expect(section.items.first?.lines.deferred != nil)
        var printed = ""
        section.forEachLines { printed += $0.text }
        #expect(printed == section.lines.text)
        // Pieces of 11 columns; the last leaves no room for " tail" beside it.
        #expect(printed.hasSuffix("\n  abжabжabжab\n  жabжabж\n  tail\n  end\n  after\n"))
    }
}
