/// How the rows of a long table are laid out when they are read, a row at a time, for a
/// view that shows a few of them: the interactive list.
///
/// The first pass of a table reads every cell, since each column is as wide as its
/// widest cell; it keeps the texts and widths, not lines. The second pass, which makes
/// the lines, is then made for the rows in view only, each by the same code as a whole
/// table's, so the rows are the same either way.
struct TableChunks: Sendable {
    private let table: TableLayout
    /// The columns' widths, or `nil` for a stacked table.
    private let widths: [Int]?
    let glyphs: Glyphs

    /// Tables of more rows than this are laid out when read, as lists are.
    static let threshold = ListChunks.threshold

    /// The way to lay out `section`'s rows when read, or `nil` when it is laid out whole:
    /// a short table, a table in a panel or in a border (whose box closes below its last
    /// row), one whose items are not all rows (an item of yours may hold several), or a
    /// section that is not a table.
    init?(_ section: Section, width: Int, glyphs: Glyphs) {
        guard case .table(let columns) = section.layout.kind, section.layout.panelStyle == nil,
            section.layout.border == .none,
            section.items.count > Self.threshold,
            section.items.allSatisfy({ if case .cells = $0.content { true } else { false } })
        else { return nil }
        var frame = section.layout.itemFrame(width: width)
        frame.style = section.style
        var table = TableLayout(columns: columns, layout: section.layout, frame: frame)
        widths = table.resolve(section.items, ascii: glyphs == .ascii).widths
        self.table = table
        self.glyphs = glyphs
    }

    /// The column titles and the rule under them; `nil` when no column has a title.
    func titles() -> Lines? {
        var writer = LineWriter(estimatedLines: 2, glyphs: glyphs)
        var rows = TableRows(table: table, widths: widths)
        rows.writeTitles(into: &writer)
        return writer.lineCount == 0 ? nil : writer.lines(0..<writer.lineCount)
    }

    /// Row `position` of `items`, laid out, and what stands between it and the row before.
    func row(_ position: Int, of items: [Item]) -> (gap: Lines?, lines: Lines) {
        var writer = LineWriter(estimatedLines: 2, glyphs: glyphs)
        var rows = TableRows(table: table, widths: widths)
        let parts = rows.writeRow(items[position], at: position, into: &writer)
        return (parts.gap.isEmpty ? nil : writer.lines(parts.gap), writer.lines(parts.row))
    }
}
