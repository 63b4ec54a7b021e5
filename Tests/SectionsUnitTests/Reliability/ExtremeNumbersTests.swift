import Sections
import Testing

@testable import Core
@testable import Interactive

/// Every number a caller hands the API, at the extremes of `Int`: kept in the range a
/// layout can use (the Layouts article), so that no sum or product of them overflows and
/// the largest value lays out as the largest useful one.
@Suite struct ExtremeNumbersTests {
    static let extremes = [Int.min, -1, 0, 1, 1_000_000, 1_000_001, Int.max]

    /// What each extreme is kept as: negative values count as the least, values above
    /// 1,000,000 as 1,000,000.
    static func kept(_ value: Int, least: Int = 0) -> Int {
        value < least ? least : value > 1_000_000 ? 1_000_000 : value
    }

    @Test(arguments: extremes) func everyLayoutNumberIsKeptInRange(value: Int) {
        #expect(SectionLayout.list.spacing(value).spacing == Self.kept(value))
        #expect(SectionLayout.grid(gap: value).gap == Self.kept(value))
        #expect(SectionLayout.table([TableColumn("A")], gap: value).gap == Self.kept(value))
        let insets = SectionLayout.list.insets(leading: value, trailing: value).insets
        #expect([insets.leading, insets.trailing] == [Self.kept(value), Self.kept(value)])
        #expect(PanelStyle(padding: value).padding == Self.kept(value))
        #expect(ColumnWidth.fixed(value) == ColumnWidth.fixed(Self.kept(value, least: 1)))
        #expect(ColumnWidth.minimum(value).minimum == Self.kept(value, least: 1))
        #expect(ColumnWidth.maximum(value).maximum == Self.kept(value, least: 1))
        #expect(ColumnWidth.proportional(value).weight == Self.kept(value, least: 1))
    }

    @Test(arguments: extremes) func numbersSetDirectlyAreKeptInRangeToo(value: Int) {
        var layout = SectionLayout.list
        layout.spacing = value
        layout.gap = value
        layout.insets.leading = value
        layout.insets.trailing = value
        var style = PanelStyle()
        style.padding = value
        #expect(
            [layout.spacing, layout.gap, layout.insets.leading, layout.insets.trailing, style.padding]
                == Array(repeating: Self.kept(value), count: 5))
    }

    /// Sections whose every distance and share is `value`, but for the spacing, whose
    /// largest value is a million empty lines (`spacingAtItsLargest…` has that).
    static func document(_ value: Int) -> Document {
        return Document(title: "Extremes") {
            Section(header: "list", layout: .list.insets(leading: value, trailing: value)) {
                Row("Used", "78%")
                Text("a paragraph of a few words")
            }
            Section(header: "panel", layout: .list.inPanel(PanelStyle(padding: value))) { Text("boxed") }
            Section(header: "grid", layout: .grid(columnWidth: .maximum(value), gap: value)) {
                Text("one")
                Text("two")
                Text("three")
            }
            Section(
                header: "fixed",
                layout: .table(
                    [TableColumn("A", width: .fixed(value)), TableColumn("B", width: .minimum(value))],
                    gap: value)
            ) {
                TableRow("x", "y")
                TableRow("a longer cell", "z")
            }
            Section(
                header: "shares",
                layout: .table([
                    TableColumn("A", width: .proportional(value)),
                    TableColumn("B", width: .proportional(value)),
                ])
            ) {
                TableRow("x", "y")
                TableRow("a longer cell", "z")
            }
        }
    }

    /// Every text of ``document(_:)``.
    static let texts = [
        "Extremes", "list", "Used", "78%", "a paragraph of a few words", "panel", "boxed", "grid", "one",
        "two", "three", "fixed", "A", "B", "x", "y", "a longer cell", "z", "shares",
    ]

    static func renderings(_ document: Document, width: Int) throws -> [String] {
        [
            try PlainRenderer.render(document, width: width), try ANSIRenderer.render(document, width: width),
            try MarkdownRenderer.render(document, width: width),
            try HTMLRenderer.render(document, width: width),
            try JSONRenderer.render(document, width: width), try SVGRenderer.render(document, width: width),
        ]
    }

    @Test(arguments: [8, 1_000_000])
    func theLargestValueRendersAsTheLargestUsefulOneInEveryFormat(width: Int) throws {
        let largest = try Self.renderings(Self.document(1_000_000), width: width)
        #expect(try Self.renderings(Self.document(Int.max), width: width) == largest)
        #expect(
            try Self.renderings(Self.document(Int.min), width: width)
                == Self.renderings(Self.document(0), width: width))
        // Nothing is lost, however the numbers squeeze the text: each text's letters come
        // in order, wherever it wrapped (a stacked table repeats its titles).
        let letters = largest[0].filter { $0.isLetter || $0.isNumber || $0 == "%" }
        for text in Self.texts {
            var rest = letters[...]
            for character in text where character != " " {
                guard let found = rest.firstIndex(of: character) else {
                    Issue.record("\(text) is missing at width \(width)")
                    break
                }
                rest = rest[rest.index(after: found)...]
            }
        }
    }

    @Test func spacingAtItsLargestIsAMillionEmptyLines() throws {
        let document = Document {
            Section(layout: .list.spacing(.max)) {
                Text("first"); Text("last")
            }
        }
        let lines = try PlainRenderer.render(document, width: 8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1_000_003)
        #expect([lines.first, lines.dropLast().last] == ["  first", "  last"])
    }

    @Test(arguments: extremes) func aQuotationFitsAnyWidthItIsGiven(value: Int) {
        let text = UntrustedText.singleLine(String(repeating: "東京", count: 50), maximumWidth: value)
        #expect(DisplayWidth.of(text) <= max(value, 0))
    }

    @Test(arguments: [Int.min, -1, 0, 8, Int.max]) func jsonOfDrawnItemsAtAnyWidth(width: Int) {
        let document = Document { Section { Text("plain") } }
        #expect(document.json(width: width) == document.json(width: 80))
    }

    @Test(arguments: [Int.min, -1, 0, 7, 1_000_001, Int.max]) func aWidthOutOfRangeIsAnError(width: Int) {
        #expect(throws: LayoutError(width: width)) { try PlainRenderer.render(Document {}, width: width) }
    }
}
