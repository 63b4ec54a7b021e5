import Sections
import Testing

@testable import Core
@testable import Interactive

/// <doc:PlainLayout> item layout at explicit widths: text items, rows, headers and footers.
@Suite struct ItemLayoutTests {
    func plain(width: Int, @SectionBuilder _ items: () -> [Item]) throws -> String {
        try PlainRenderer.render(Document { Section(items: items) }, width: width)
    }

    @Test func rowOnOneLineEndsAtTheRightEdge() throws {
        #expect(try plain(width: 20) { Row("Name", "Lin Hay") } == "  Name       Lin Hay\n")
    }

    @Test func rowNeedsTwoSpacesBetweenLabelAndValue() throws {
        // L + 2 + V = 18 = A: still one line.
        #expect(try plain(width: 20) { Row("Label123", "Value123") } == "  Label123  Value123\n")
        // One column more: label, then the value indented by 4.
        #expect(try plain(width: 20) { Row("Label1234", "Value123") } == "  Label1234\n    Value123\n")
    }

    @Test func rowThatDoesNotFitWrapsLabelAndValueSeparately() throws {
        let expected = """
              A label that is
              long
                and a value
                that wraps

            """
        #expect(try plain(width: 17) { Row("A label that is long", "and a value that wraps") } == expected)
    }

    @Test func rowWithAnEmptyValueLeavesOnlyTheLabel() throws {
        #expect(try plain(width: 20) { Row("Name", "") } == "  Name\n")
        #expect(try plain(width: 20) { Row("Name", "   ") } == "  Name\n")
    }

    @Test func rowWithAMultiParagraphValueUsesTwoParts() throws {
        #expect(
            try plain(width: 20) { Row("Address", "1 Road\nTown") } == "  Address\n    1 Road\n    Town\n")
    }

    @Test func rowMeasuresWideCharacters() throws {
        #expect(try plain(width: 20) { Row("City", "東京タワー") } == "  City    東京タワー\n")
        #expect(try plain(width: 16) { Row("City", "東京タワー") } == "  City\n    東京タワー\n")
    }

    @Test func emptyTextItemIsAnEmptyLine() throws {
        #expect(
            try plain(width: 20) {
                Text("a"); Text(""); Text("b")
            } == "  a\n\n  b\n")
    }

    @Test func headerAndFooterWrapAtColumnZero() throws {
        let doc = Document {
            Section(header: "A header that wraps", footer: "and a footer") { Text("item") }
        }
        #expect(try PlainRenderer.render(doc, width: 10) == "A header\nthat wraps\n  item\nand a\nfooter\n")
    }

    @Test func blocksAreSeparatedByOneEmptyLineAndEmptySectionsPrintNothing() throws {
        let doc = Document(title: "Title") {
            Section(header: "One") { Text("a") }
            Section {}
            Section(footer: "Two") {}
        }
        #expect(try PlainRenderer.render(doc, width: 20) == "Title\n\nOne\n  a\n\nTwo\n")
    }

    @Test func emptyDocumentPrintsNothing() throws {
        #expect(try PlainRenderer.render(Document(sections: []), width: 20) == "")
    }

    @Test func widthOutOfRangeIsAnError() {
        #expect(throws: LayoutError(width: 7)) { try PlainRenderer.render(Document(sections: []), width: 7) }
        #expect("\(LayoutError(width: 7))" == "width 7 is out of range: it must be from 8 to 1000000")
    }

    @Test func narrowestWidthStillLaysOutEverything() throws {
        let expected = """
              Name
                東京
                abcd
              abcdef
              ghij

            """
        #expect(
            try plain(width: 8) {
                Row("Name", "東京 abcd"); Text("abcdefghij")
            } == expected)
    }
}
