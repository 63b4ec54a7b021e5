/// Where a section's body put its lines, as line numbers in the section's storage: what
/// ``LaidOutSection`` turns into its public views once every line is written.
struct BodyRecord {
    /// Line ranges of the items, in order: in the section's storage, or in `cells` for a
    /// grid, whose items are laid out in their cells before they are placed.
    var itemRanges: [Range<Int>] = []
    /// The lines before item `i` that belong to no item (spacing and separators), for
    /// `i` ≥ 1; empty when the layout puts nothing between items.
    var gaps: [Range<Int>] = []
    /// The lines of long text items laid out when read, by item position counted as
    /// `itemRanges` counts them; such an item's range is empty.
    var deferred: [Int: DeferredLines] = [:]
    /// A grid's items, each laid out at the column width at indent 0.
    var cells: LineWriter?
    var grid: GridRecord?
    var table: TableRecord?

    /// Moves every line number in the section's storage by `offset`, as when a panel's
    /// top border is written before the body.
    mutating func shift(by offset: Int) {
        if cells == nil { itemRanges = itemRanges.map { $0.shifted(by: offset) } }
        gaps = gaps.map { $0.shifted(by: offset) }
        grid?.shift(by: offset)
        table?.shift(by: offset)
    }

    /// Moves every display column by `columns`, as when a panel's side and padding stand
    /// before the body.
    mutating func move(by columns: Int) {
        if let starts = grid?.columnStarts { grid?.columnStarts = starts.map { $0 + columns } }
        if let table, !table.isStacked {
            self.table?.columns = table.columns.map { $0.moved(by: columns) }
        }
    }
}

/// A grid's shape, as the grid layout decided it.
struct GridRecord {
    var order: GridOrder
    var columnCount: Int
    var rowCount: Int
    var columnWidths: [Int]
    var gap: Int
    var columnStarts: [Int]
    /// The lines of each grid row.
    var rows: [Range<Int>]
    var lines: Range<Int>

    mutating func shift(by offset: Int) {
        rows = rows.map { $0.shifted(by: offset) }
        lines = lines.shifted(by: offset)
    }
}

/// A table's shape and text, as the table layout decided them.
struct TableRecord {
    var columns: [LaidOutTable.Column]
    var isStacked: Bool
    /// The titles and the rule below them, when the table has titles and columns.
    var titles: Range<Int>?
    /// Each row: the item it belongs to and its lines.
    var rows: [(item: Int, lines: Range<Int>)] = []
    /// The sanitised text of every cell, row after row, `columns.count` per row.
    var cellTexts: [String] = []
    var lines: Range<Int> = 0..<0

    mutating func shift(by offset: Int) {
        titles = titles?.shifted(by: offset)
        rows = rows.map { ($0.item, $0.lines.shifted(by: offset)) }
        lines = lines.shifted(by: offset)
    }
}

extension Range<Int> {
    func shifted(by offset: Int) -> Range<Int> {
        (lowerBound + offset)..<(upperBound + offset)
    }
}
