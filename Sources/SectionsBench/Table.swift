/// Rows of cells printed as aligned plain-text columns or as a Markdown table, so that the
/// report reads well in a terminal and pastes into the benchmark README unchanged
/// (`--markdown`).
struct Table {
    var header: [String]
    var rows: [[String]] = []

    /// The table as lines: columns padded to their widest cell and two spaces apart, a rule
    /// under the header; or, with `markdown`, a GitHub-flavoured Markdown table.
    func lines(markdown: Bool) -> [String] {
        if markdown {
            let cells = { (row: [String]) in
                "| " + row.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
            }
            return [cells(header), cells(header.map { _ in "---" })] + rows.map(cells)
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        let line = { (row: [String]) in
            zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
                .joined(separator: "  ").trimmingSuffix()
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return [line(header), rule] + rows.map(line)
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate func trimmingSuffix() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
