import Testing

@testable import Sections

/// A long table in the interactive list is laid out a row at a time as it is shown, and
/// shows the lines the layout stage lays out for the whole table: the same columns, the
/// same gaps and rules, stacked or not, in a border or not.
@Suite struct ListModelTableTests {
    /// A table of `count` rows whose widest cell and longest row are near its end, so
    /// that the columns' widths come from rows far below the screen (and, in a table long
    /// enough for two threads, from the second half).
    static func table(_ count: Int, layout: SectionLayout) -> Document {
        var random = CodingTests.JSONRoundTripTests.SplitMix64(seed: UInt64(count))
        let rows = (0..<count).map { index -> Item in
            let name = index == count - 3 ? "the longest name of all" : "name \(random.next() % 1000)"
            let note = index % 7 == 0 ? "a note that wraps in a narrow column" : ""
            let row =
                index == count - 5
                ? TableRow(name, "\(index)", note, "beyond") : TableRow(name, "\(index)", note)
            return row.id("r\(index)").item
        }
        return Document(title: "Rows") {
            Section(id: "rows", header: "Rows (header)", footer: "\(count) rows", layout: layout) { rows }
        }
    }

    static let layouts: [SectionLayout] = [
        .table(TableColumn("Name"), TableColumn("Number", alignment: .trailing), TableColumn("Note")),
        .table(TableColumn("Name"), TableColumn("Number"), TableColumn("Note")).separator(.rule).spacing(1),
        .table(TableColumn("Name"), TableColumn("Number", alignment: .trailing), TableColumn("Note"))
            .border(.rounded),
        .table([TableColumn(), TableColumn(), TableColumn("Note")]).border(.heavy, betweenRows: true),
    ]

    @Test(
        arguments: [TableChunks.threshold, TableChunks.threshold + 1, ColumnNaturals.threadedRows + 1],
        [0, 1, 2, 3])
    func theScreenIsWhatRenderPrints(count: Int, layout: Int) throws {
        for width in [12, 30, 60] {
            let document = Self.table(count, layout: Self.layouts[layout])
            let plain = try PlainRenderer.render(document, width: width).split(
                separator: "\n", omittingEmptySubsequences: false
            ).dropLast().map(String.init)
            var list = try ListModel(
                document: document, options: ListOptions(mode: .browse), width: width, height: 41)
            #expect(list.screen().dropFirst().map(Self.unmarked) == Array(plain.prefix(40)), "width \(width)")
            // At the end, the header and the titles stand over the top rows.
            _ = list.handle(.end)
            let sticky = list.stickyCount(0)
            let header = plain.firstIndex(of: "Rows (header)") ?? 2
            let screen = list.screen().dropFirst().map(Self.unmarked)
            #expect(screen.prefix(sticky) == plain[header..<(header + sticky)], "width \(width)")
            #expect(screen.dropFirst(sticky) == plain.suffix(40 - sticky), "width \(width)")
            #expect(list.frameProblems() == [])
        }
    }

    /// A screen row without the highlight's mark in the first column.
    static func unmarked(_ row: String) -> String {
        row.hasPrefix(">") ? " " + row.dropFirst() : row
    }
}
