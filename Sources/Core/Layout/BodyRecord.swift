/// Where a section's body put its lines, as line numbers in the section's storage: what
/// ``LaidOutSection`` turns into its public views once every line is written.
package struct BodyRecord {
    /// Line ranges of the items, in order: in the section's storage, or in `cells` for a
    /// grid, whose items are laid out in their cells before they are placed.
    package var itemRanges: [Range<Int>] = []
    /// The lines before item `i` that belong to no item (spacing and separators), for
    /// `i` ≥ 1; empty when the layout puts nothing between items.
    package var gaps: [Range<Int>] = []
    /// The lines of long text items laid out when read, by item position counted as
    /// `itemRanges` counts them; such an item's range is empty.
    package var deferred: [Int: DeferredLines] = [:]
    /// A grid's items, each laid out at the column width at indent 0.
    package var cells: LineWriter?
    package var grid: GridRecord?
    package var table: TableRecord?

    /// Moves every line number in the section's storage by `offset`, as when a panel's
    /// top border is written before the body.
    package mutating func shift(by offset: Int) {
        if cells == nil { itemRanges = itemRanges.map { $0.shifted(by: offset) } }
        gaps = gaps.map { $0.shifted(by: offset) }
        grid?.shift(by: offset)
        table?.shift(by: offset)
    }

    /// Moves every display column by `columns`, as when a panel's side and padding stand
    /// before the body.
    package mutating func move(by columns: Int) {
        if let starts = grid?.columnStarts { grid?.columnStarts = starts.map { $0 + columns } }
        if let table, !table.isStacked {
            self.table?.columns = table.columns.map { $0.moved(by: columns) }
        }
    }
}

/// A grid's shape, as the grid layout decided it.
package struct GridRecord {
    package var order: GridOrder
    package var columnCount: Int
    package var rowCount: Int
    package var columnWidths: [Int]
    package var gap: Int
    package var columnStarts: [Int]
    /// The lines of each grid row.
    package var rows: [Range<Int>]
    package var lines: Range<Int>

    package mutating func shift(by offset: Int) {
        rows = rows.map { $0.shifted(by: offset) }
        lines = lines.shifted(by: offset)
    }
}

/// A table's shape and text, as the table layout decided them.
package struct TableRecord {
    package var columns: [LaidOutTable.Column]
    package var isStacked: Bool
    /// The titles and the rule below them, when the table has titles and columns.
    package var titles: Range<Int>?
    /// Each row: the item it belongs to and its lines.
    package var rows: [(item: Int, lines: Range<Int>)] = []
    /// The sanitised text of every cell, row after row, `columns.count` per row.
    package var cellTexts: [String] = []
    package var lines: Range<Int> = 0..<0

    package mutating func shift(by offset: Int) {
        titles = titles?.shifted(by: offset)
        rows = rows.map { ($0.item, $0.lines.shifted(by: offset)) }
        lines = lines.shifted(by: offset)
    }
}

extension Range<Int> {
    package func shifted(by offset: Int) -> Range<Int> {
        (lowerBound + offset)..<(upperBound + offset)
    }
}
