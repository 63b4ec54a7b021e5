extension HTMLRenderer {
    /// Writes a table as a `table`: a `thead` row of `th` titles when a column has one, and
    /// a `tbody` with a `tr` of `td` cells per row; a trailing or centred column's cells
    /// carry `style="text-align: right"` or `center`. Cell text is escaped like all text and
    /// keeps its line feeds. An item of the table that is not a row is a `tr` with one cell
    /// spanning every column. A table's width does not matter here, so a table the plain
    /// layout stacks is a table too.
    ///
    /// ```html
    /// <table>
    /// <thead>
    /// <tr><th style="text-align: right">PID</th><th>Command</th></tr>
    /// </thead>
    /// <tbody>
    /// <tr><td style="text-align: right">1</td><td>/sbin/init</td></tr>
    /// </tbody>
    /// </table>
    /// ```
    public mutating func renderTable(
        _ table: LaidOutTable, of section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        openList(nil, into: &output)
        let aligns = table.columns.map { Self.alignAttribute($0.alignment) }
        output.write("<table>\n")
        if table.columns.contains(where: { $0.title != nil }) {
            output.write("<thead>\n<tr>")
            for (column, align) in zip(table.columns, aligns) {
                output.write("<th\(align)>" + HTMLText.escaped(column.title ?? "") + "</th>")
            }
            output.write("</tr>\n</thead>\n")
        }
        output.write("<tbody>\n")
        var rows = table.rows.makeIterator()
        var next = rows.next()
        for item in section.items {
            guard let row = next, row.item == item.index else {
                let text = Sanitizer.sanitize(item.item.plainText(width: item.placement.available))
                if text.isEmpty { continue }
                output.write("<tr><td colspan=\"\(max(table.columns.count, 1))\">")
                output.write(HTMLText.escaped(text) + "</td></tr>\n")
                continue
            }
            // An item of yours may hold several rows.
            var current: LaidOutTable.Row? = row
            while let row = current, row.item == item.index {
                output.write("<tr>")
                for (cell, align) in zip(row.cells, aligns) {
                    output.write("<td\(align)>" + HTMLText.escaped(cell) + "</td>")
                }
                output.write("</tr>\n")
                current = rows.next()
            }
            next = current
        }
        output.write("</tbody>\n</table>\n")
    }

    private static func alignAttribute(_ alignment: Alignment) -> String {
        switch alignment {
        case .leading: ""
        case .center: " style=\"text-align: center\""
        case .trailing: " style=\"text-align: right\""
        }
    }
}
