extension MarkdownRenderer {
    /// Writes a table as a GFM table: a row of titles (empty for untitled columns), the
    /// delimiter row with each column's alignment (`---`, `--:`, `:-:`), and a row per
    /// table row. A table's width does not matter here, so a table the plain layout stacks
    /// is a table too. Cells are escaped like a heading's text: `|` and other markup is
    /// backslash-escaped and a line feed is written `&#10;`, so that a GFM parser reads back
    /// each cell exactly. Items of the table that are not rows follow it as a list.
    ///
    /// ```markdown
    /// | PID | Command |
    /// | --: | --- |
    /// | 1 | /sbin/init |
    /// ```
    public mutating func renderTable(
        _ table: LaidOutTable, of section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        Self.tableRow(table.columns.map { $0.title ?? "" }, into: &output)
        Self.tableRow(table.columns.map { Self.delimiter($0.alignment) }, escaping: false, into: &output)
        var rowItems = Set<Int>()
        for row in table.rows {
            Self.tableRow(Array(row.cells), into: &output)
            rowItems.insert(row.item)
        }
        endsWithList = false
        let others = section.items.filter { !rowItems.contains($0.index) }
        guard !others.isEmpty else { return }
        output.write("\n")
        for item in others { renderItem(item, into: &output) }
        endsWithList = true
    }

    private static func tableRow(
        _ cells: [String], escaping: Bool = true, into output: inout some TextOutputStream
    ) {
        output.write("|")
        for cell in cells {
            output.write(" ")
            output.write(escaping ? MarkdownText.heading(cell) : cell)
            output.write(" |")
        }
        output.write("\n")
    }

    private static func delimiter(_ alignment: Alignment) -> String {
        switch alignment {
        case .leading: "---"
        case .center: ":-:"
        case .trailing: "--:"
        }
    }
}
