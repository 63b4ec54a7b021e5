/// A section's items laid out in a grid: its shape and its lines.
///
/// A renderer that prints lines needs only ``lines``. One that writes structure (an HTML
/// list, say) reads the order and the cells: item `i` sits at ``position(ofItem:)``, and
/// its own lines, laid out at its column's width, are ``LaidOutSection/items``[i].lines.
public struct LaidOutGrid: Sendable {
    /// Whether items fill columns first or rows first.
    public let order: GridOrder
    /// The number of columns used.
    public let columnCount: Int
    /// The number of grid rows.
    public let rowCount: Int
    /// The width of each column, left to right, in terminal cells: each column is as wide
    /// as its own widest item, within the layout's ``ColumnWidth`` rule.
    public let columnWidths: [Int]
    /// The columns between two grid columns.
    public let gap: Int
    /// The display column where each grid column starts.
    public let columnStarts: [Int]
    /// The lines of each grid row, top to bottom.
    public let rows: [Lines]
    /// Every line of the grid, with the spacing and separators between rows.
    public let lines: Lines

    package init(_ record: GridRecord, lines: (Range<Int>) -> Lines) {
        order = record.order
        columnCount = record.columnCount
        rowCount = record.rowCount
        columnWidths = record.columnWidths
        gap = record.gap
        columnStarts = record.columnStarts
        rows = record.rows.map(lines)
        self.lines = lines(record.lines)
    }

    /// The grid row and column of the item at `index` in the section.
    ///
    /// - Parameter index: The item's position in the section.
    /// - Returns: Its grid row and column, both from 0.
    public func position(ofItem index: Int) -> (row: Int, column: Int) {
        switch order {
        case .columnMajor: (index % max(rowCount, 1), index / max(rowCount, 1))
        case .rowMajor: (index / max(columnCount, 1), index % max(columnCount, 1))
        }
    }
}
