/// A grid laid out in a frame: the algorithm of <doc:Layouts>, "Grids".
///
/// Every column is as wide as the widest item (its natural width, within the column
/// rule's minimum and maximum, and never wider than the frame). As many columns as fit
/// with the gap between them give the fewest rows; then the fewest columns that still
/// need no more rows are used, so the last column (or row) is not left nearly empty.
/// Column-major order fills each column top to bottom, like `ls`; row-major fills each row
/// left to right. Each item is laid out in its cell at the column width (an item wider
/// than the column wraps there), and a grid row is as tall as its tallest cell.
/// Proportional columns stretch so that the grid fills the width.
struct GridLayout {
    let order: GridOrder
    let columnWidth: ColumnWidth
    let layout: SectionLayout
    let frame: Frame

    func place(_ items: [Item], into writer: inout LineWriter) -> BodyRecord {
        let gap = layout.gap
        let widest = items.reduce(0) { max($0, $1.naturalWidth(limit: frame.available)) }
        var width = self.width(widest: widest)
        let fitting = max((frame.available + gap) / (width + gap), 1)
        let rowCount = items.isEmpty ? 0 : (items.count + fitting - 1) / fitting
        let columnCount = rowCount == 0 ? 0 : (items.count + rowCount - 1) / rowCount
        if columnWidth.weight > 0, columnCount > 0 {
            width = max(width, (frame.available - gap * (columnCount - 1)) / columnCount)
        }
        let starts = (0..<columnCount).map { frame.indent + $0 * (width + gap) }

        var record = BodyRecord()
        var cells = writer.scratch()
        var cellFrame = frame
        (cellFrame.indent, cellFrame.available) = (0, width)
        for item in items {
            let first = cells.lineCount
            cells.item(item, in: cellFrame)
            record.itemRanges.append(first..<cells.lineCount)
        }

        let start = writer.lineCount
        var rows: [Range<Int>] = []
        for row in 0..<rowCount {
            if row > 0 { writer.gap(layout, frame: frame) }
            let first = writer.lineCount
            let parts = (0..<columnCount).compactMap { column -> (Range<Int>, Int)? in
                let index = order == .columnMajor ? column * rowCount + row : row * columnCount + column
                return index < items.count ? (record.itemRanges[index], starts[column]) : nil
            }
            writer.sideBySide(cells, parts)
            rows.append(first..<writer.lineCount)
        }
        record.cells = cells
        record.grid = GridRecord(
            order: order, columnCount: columnCount, rowCount: rowCount, columnWidth: width, gap: gap,
            columnStarts: starts, rows: rows, lines: start..<writer.lineCount)
        return record
    }

    /// The column width for the widest item: within the rule, at least 2 when an item
    /// is (so a wide character fits), at least 1, and at most the frame.
    private func width(widest: Int) -> Int {
        var width = widest
        if let minimum = columnWidth.minimum { width = max(width, minimum) }
        if let maximum = columnWidth.maximum { width = min(width, maximum) }
        return min(max(width, min(widest, 2), 1), frame.available)
    }
}
