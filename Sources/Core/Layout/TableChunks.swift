/// How the rows of a long table are laid out when they are read, a row at a time, for a
/// view that shows a few of them: the interactive list.
///
/// The first pass of a table reads every cell, since each column is as wide as its
/// widest cell; here it keeps only the columns' widths (``ColumnNaturals``). The second
/// pass, which makes the lines, is then made for the rows in view only, each measured
/// again and laid out by the same code as a whole table's, so the rows are the same
/// either way.
package struct TableChunks: Sendable {
    private let table: TableLayout
    /// The columns' widths, or `nil` for a stacked table.
    private let widths: [Int]?
    /// The border's box, or `nil` for a table without one.
    private let box: TableBox?
    package let glyphs: Glyphs

    /// Tables of more rows than this are laid out when read, as lists are.
    package static let threshold = ListChunks.threshold

    /// The way to lay out `section`'s rows when read, or `nil` when it is laid out whole:
    /// a short table, a table in a panel (whose box holds the header too), one whose items
    /// are not all rows (an item of yours may hold several), or a section that is not a
    /// table.
    package init?(_ section: Section, width: Int, glyphs: Glyphs) {
        guard case .table(let columns) = section.layout.kind, section.layout.panelStyle == nil,
            section.items.count > Self.threshold,
            section.items.allSatisfy({ if case .cells = $0.content { true } else { false } })
        else { return nil }
        var frame = section.layout.itemFrame(width: width)
        frame.style = section.style
        var table = TableLayout(columns: columns, layout: section.layout, frame: frame)
        (widths, box) = table.resolveKeepingNoText(section.items, ascii: glyphs == .ascii)
        self.table = table
        self.glyphs = glyphs
    }

    /// What stands above the rows: the border's top rule, the column titles and the rule
    /// under them; `nil` when there is none of them.
    package func titles() -> Lines? {
        var writer = LineWriter(estimatedLines: 2, glyphs: glyphs)
        var rows = TableRows(table: table, widths: widths, box: box)
        rows.writeTitles(into: &writer)
        return writer.lineCount == 0 ? nil : writer.lines(0..<writer.lineCount)
    }

    /// What stands below the rows: the border's bottom rule; `nil` without a border.
    package func end() -> Lines? {
        var writer = LineWriter(estimatedLines: 1, glyphs: glyphs)
        TableRows(table: table, widths: widths, box: box).writeEnd(into: &writer)
        return writer.lineCount == 0 ? nil : writer.lines(0..<writer.lineCount)
    }

    /// Row `position` of `items`, laid out, and what stands between it and the row before.
    package func row(_ position: Int, of items: [Item]) -> (gap: Lines?, lines: Lines) {
        var writer = LineWriter(estimatedLines: 2, glyphs: glyphs)
        var rows = TableRows(table: table.measuringRow(items[position]), widths: widths, box: box)
        let parts = rows.writeRow(items[position], at: position, into: &writer)
        return (parts.gap.isEmpty ? nil : writer.lines(parts.gap), writer.lines(parts.row))
    }
}
