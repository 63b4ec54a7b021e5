/// A grid laid out in a frame: the algorithm of <doc:Layouts>, "Grids".
///
/// The grid packs like `ls -C`: each column is as wide as its own widest item (its natural
/// width, within the column rule's minimum and maximum, never wider than the frame), and
/// the arrangement is the one with the fewest rows whose columns and gaps fit the frame.
/// Column-major order fills each column top to bottom, like `ls -C`; row-major fills each
/// row left to right, like `ls -x`. Each item is laid out in its cell at its column's
/// width (an item wider than the column wraps there), and a grid row is as tall as its
/// tallest cell. Proportional columns stretch so that the grid fills the width.
package struct GridLayout {
    package let order: GridOrder
    package let columnWidth: ColumnWidth
    package let layout: SectionLayout
    package let frame: ItemFrame

    package func place(_ items: [Item], into writer: inout LineWriter) -> BodyRecord {
        let gap = layout.gap
        let natural = items.map { $0.naturalWidth(limit: frame.available) }
        var shape = GridShape.packing(natural, order: order, gap: gap, available: frame.available) {
            width(widest: $0)
        }
        if columnWidth.weight > 0 { shape.stretch(to: frame.available, gap: gap) }
        let (rowCount, columnCount, widths) = (shape.rowCount, shape.widths.count, shape.widths)
        var starts: [Int] = []
        starts.reserveCapacity(columnCount)
        var start = frame.indent
        for width in widths {
            starts.append(start)
            start += width + gap
        }

        var record = BodyRecord()
        var cells = writer.scratch()
        var cellFrame = frame
        cellFrame.indent = 0
        for (index, item) in items.enumerated() {
            let first = cells.lineCount
            cellFrame.available = widths[shape.column(ofItem: index)]
            cells.item(item, in: cellFrame)
            record.itemRanges.append(first..<cells.lineCount)
        }

        let firstLine = writer.lineCount
        var rows: [Range<Int>] = []
        for row in 0..<rowCount {
            if row > 0 { writer.gap(layout, frame: frame) }
            let first = writer.lineCount
            let parts = (0..<columnCount).compactMap { column -> (Range<Int>, Int)? in
                let index = shape.index(row: row, column: column)
                return index < items.count ? (record.itemRanges[index], starts[column]) : nil
            }
            writer.sideBySide(cells, parts)
            rows.append(first..<writer.lineCount)
        }
        record.cells = cells
        record.grid = GridRecord(
            order: order, columnCount: columnCount, rowCount: rowCount, columnWidths: widths, gap: gap,
            columnStarts: starts, rows: rows, lines: firstLine..<writer.lineCount)
        return record
    }

    /// The width of a column whose widest item is `widest`: within the rule, at least 2
    /// when an item is (so a wide character fits), at least 1, and at most the frame.
    private func width(widest: Int) -> Int {
        var width = widest
        if let minimum = columnWidth.minimum { width = max(width, minimum) }
        if let maximum = columnWidth.maximum { width = min(width, maximum) }
        return min(max(width, min(widest, 2), 1), frame.available)
    }
}

/// How many rows and columns a grid has, and how wide each column is.
package struct GridShape: Equatable {
    package var order: GridOrder
    package var itemCount: Int
    package var rowCount: Int
    package var widths: [Int]

    /// The arrangement `ls -C` (column-major) or `ls -x` (row-major) chooses: for `c`
    /// from the most columns that could fit down to one, the grid of ⌈n / c⌉ rows is
    /// measured, each column as wide as `width` of its widest item, and the first whose
    /// columns and gaps fit `available` is taken. In column-major order that grid has
    /// ⌈n / rows⌉ columns, so the last column is never left empty; one column always fits,
    /// since a column is never wider than `available`.
    ///
    /// - Parameters:
    ///   - natural: The natural width of each item, in order.
    ///   - order: Which way the items flow.
    ///   - gap: The columns between two grid columns.
    ///   - available: The width of the frame.
    ///   - width: The column width for a column whose widest natural width is the argument;
    ///     it never decreases as that width grows.
    /// - Returns: The rows and the column widths.
    package static func packing(
        _ natural: [Int], order: GridOrder, gap: Int, available: Int, width: (Int) -> Int
    ) -> GridShape {
        let count = natural.count
        guard count > 0 else { return GridShape(order: order, itemCount: 0, rowCount: 0, widths: []) }
        // The rule is monotonic, so a column's width is the widest of its items' own.
        let cells = natural.map(width)
        let total = cells.reduce(0, +)
        // No more columns than items, nor than columns of width 1 with their gaps.
        let most = min(count, max((available + gap) / (1 + gap), 1))
        var measured = Int.max
        for candidate in stride(from: most, through: 2, by: -1) {
            let rows = (count + candidate - 1) / candidate
            let columns = order == .columnMajor ? (count + rows - 1) / rows : candidate
            // Column-major candidates with the same rows give the same grid: measure it once.
            guard columns < measured else { continue }
            measured = columns
            // A column of at most `rows` items is at least their mean wide, so the columns
            // are at least `total / rows` together: a cheap test that skips most of the
            // arrangements of a long list before any is measured.
            guard (total + rows - 1) / rows + gap * (columns - 1) <= available else { continue }
            var shape = GridShape(order: order, itemCount: count, rowCount: rows, widths: [])
            if shape.fits(cells, columns: columns, gap: gap, available: available) { return shape }
        }
        return GridShape(order: order, itemCount: count, rowCount: count, widths: [cells.max() ?? 1])
    }

    /// Measures the columns of this grid with `columns` columns into ``widths``, and
    /// whether they fit; the measuring stops as soon as the columns are too wide.
    private mutating func fits(_ cells: [Int], columns: Int, gap: Int, available: Int) -> Bool {
        widths = []
        widths.reserveCapacity(columns)
        var total = gap * (columns - 1)
        switch order {
        case .columnMajor:
            for start in stride(from: 0, to: cells.count, by: rowCount) {
                widths.append(cells[start..<min(start + rowCount, cells.count)].max() ?? 0)
                total += widths[widths.count - 1]
                if total > available { return false }
            }
        case .rowMajor:
            widths = [Int](repeating: 0, count: columns)
            for (index, cell) in cells.enumerated() where widths[index % columns] < cell {
                total += cell - widths[index % columns]
                widths[index % columns] = cell
                if total > available { return false }
            }
        }
        return total <= available
    }

    /// Widens the columns to fill `available`, sharing the spare width evenly (the
    /// leftmost columns take what does not divide).
    package mutating func stretch(to available: Int, gap: Int) {
        guard !widths.isEmpty else { return }
        let spare = available - widths.reduce(gap * (widths.count - 1), +)
        guard spare > 0 else { return }
        for column in widths.indices {
            widths[column] += spare / widths.count + (column < spare % widths.count ? 1 : 0)
        }
    }

    /// The column of the item at `index`.
    package func column(ofItem index: Int) -> Int {
        order == .columnMajor ? index / max(rowCount, 1) : index % max(widths.count, 1)
    }

    /// The index of the item at a row and column; `itemCount` or more where there is none.
    package func index(row: Int, column: Int) -> Int {
        order == .columnMajor ? column * rowCount + row : row * widths.count + column
    }
}
