/// A GFM table: a header row of column titles (empty cells when a table has none, since
/// GFM needs one), the delimiter row with each column's alignment, then one row per
/// ``TableRow``.
///
/// Cell text is escaped like any Markdown content (which escapes `|` too), so a
/// CommonMark/GFM parser reads every cell back exactly; a line feed inside a cell, which
/// GFM cannot hold, becomes `<br>`. A cell with a link is an inline link.
@usableFromInline package struct MarkdownTable {
    package let columns: [LaidOutTable.Column]
    package let rows: [[Span]]

    @usableFromInline package init(columns: [LaidOutTable.Column], rows: [[Span]]) {
        self.columns = columns
        self.rows = rows
    }

    @usableFromInline package func write(into output: inout some TextOutputStream) {
        let titles = columns.map { $0.title.map(Self.cell) ?? "" }
        output.write(Self.row(titles))
        output.write(Self.row(columns.map(\.alignment).map(Self.delimiter)))
        for cells in rows {
            var texts = cells.prefix(columns.count).map { Self.cell($0.text, style: $0.style, link: $0.link) }
            texts += Array(repeating: "", count: max(columns.count - texts.count, 0))
            output.write(Self.row(texts))
        }
    }

    private static func row(_ cells: [String]) -> String {
        "|" + cells.map { $0.isEmpty ? " " : " " + $0 + " " }.joined(separator: "|") + "|\n"
    }

    private static func delimiter(_ alignment: Alignment) -> String {
        switch alignment {
        case .leading: "---"
        case .center: ":-:"
        case .trailing: "--:"
        }
    }

    private static func cell(_ text: String) -> String { cell(text, style: .plain, link: nil) }

    private static func cell(_ text: String, style: Style, link: Hyperlink?) -> String {
        // The escaping of any Markdown content escapes `|` as well, so it stays in its cell.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            MarkdownText.block(String($0))
        }
        return MarkdownRenderer.emphasized(
            MarkdownRenderer.linked(lines.joined(separator: "<br>"), to: link), style)
    }
}
