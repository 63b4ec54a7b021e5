import Testing

@testable import Sections
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

    @Test func randomTextReadsAsTheTextWrappedWhole() {
        var random = Generator(seed: 64)
        // Besides the wrapping tests' pieces, what line breaking looks behind or ahead at:
        // punctuation that opens and closes, hyphens, slashes, numbers and their signs.
        let marks = [
            "-", "/", "。", "、", "「", "」", "(", ")", "!", "?", "1", "$", "%", "\u{2014}", "a-b", "x/y",
        ]
        let long = [
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "東京東京東京東京東京東京", "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}",
        ]
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                text += WrapReferenceTests.text(using: &random)
                text += marks.randomElement(using: &random)!
                if Bool.random(using: &random) { text += long.randomElement(using: &random)! }
            }
            text = Sanitizer.sanitize(text)
            let layout = (
                indent: Int.random(in: 0...2, using: &random), width: Int.random(in: 2...12, using: &random),
                role: Role.text, style: Style.plain
            )
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
        let word = String(repeating: "ab東", count: ListChunks.textPerChunk / 15 + 1)
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
        // Pieces as wide as fit in 11 columns, the last one beginning the line " tail" leaves.
        #expect(printed.hasSuffix("\n  b東ab東ab東\n  ab東ab東\n  tail\n  end\n  after\n"))
    }
}
