import Sections
import Testing

@testable import Core
@testable import Interactive

/// A long table in the interactive list is laid out a row at a time as it is shown, and
/// shows the lines the layout stage lays out for the whole table: the same columns, the
/// same gaps and rules, stacked or not, in a border or not.
@Suite(.systemThreads) struct ListModelTableTests {
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

    /// Scrolled so that the top row falls on the column titles or the rule under them,
    /// the screen shows the whole header: standing over the rows, or pushing them down
    /// where it would cover the highlight. Never titles or a rule without their header.
    @Test(arguments: [0, 2])
    func aHeaderScrolledPartWayOffShowsWhole(layout: Int) throws {
        let document = Self.table(200, layout: Self.layouts[layout])
        let plain = try PlainRenderer.render(document, width: 60).split(separator: "\n").map(String.init)
        let header = try #require(plain.firstIndex(of: "Rows (header)"))
        var list = try ListModel(
            document: document, options: ListOptions(mode: .browse), width: 60, height: 13)
        let sticky = list.stickyCount(0)
        #expect(sticky >= 3)
        if list.highlight?.isHeader == true { _ = list.handle(.down) }
        for offset in 1..<sticky {
            // The highlight on the first row, just under the header: the rows are pushed down.
            list.top = LinePointer(entry: .header(0), line: list.layOut(.header(0)).own.lowerBound + offset)
            var screen = list.screen().dropFirst().map(Self.unmarked)
            #expect(Array(screen.prefix(12)) == Array(plain[header..<(header + 12)]), "offset \(offset)")
            // The highlight further down: the header stands over the rows after the top.
            _ = list.handle(.down)
            _ = list.handle(.down)
            _ = list.handle(.down)
            _ = list.handle(.down)
            list.top = LinePointer(entry: .header(0), line: list.layOut(.header(0)).own.lowerBound + offset)
            screen = list.screen().dropFirst().map(Self.unmarked)
            #expect(
                Array(screen.prefix(sticky)) == Array(plain[header..<(header + sticky)]), "offset \(offset)")
            #expect(
                Array(screen.dropFirst(sticky).prefix(4))
                    == Array(plain[(header + offset + sticky)...].prefix(4)),
                "offset \(offset)")
            _ = list.handle(.home)
            if list.highlight?.isHeader == true { _ = list.handle(.down) }
        }
    }

    /// A screen row without the highlight's mark in the first column.
    static func unmarked(_ row: String) -> String {
        row.hasPrefix(">") ? " " + row.dropFirst() : row
    }
}
