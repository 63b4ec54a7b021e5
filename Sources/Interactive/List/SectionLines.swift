package import Core

/// A section's lines as the layout stage laid them out at the list's width, cut into the
/// parts the list shows as entries: what stands above the items (the header, a panel's top
/// border, a table's titles and the rule under them), each item's lines with the gap
/// before it, and what stands below the items (the footer, a panel's bottom border).
///
/// The list reads these and lays nothing out itself, so what a person browses is what
/// `render` prints. A long list's items are laid out one at a time as they are read
/// (``ListChunks``).
package struct SectionLines: Sendable {
    package let laidOut: LaidOutSection
    /// Above the items; `nil` when nothing stands there.
    package let head: Lines?
    /// Below the items; `nil` when nothing stands there.
    package let tail: Lines?
    /// Whether the items' lines are their own lines in the section's storage, with the
    /// gaps between them there too; otherwise (a long list, a grid) each item is read
    /// from ``LaidOutSection/items`` with its separator.
    private let isHeld: Bool
    /// A long table's rows, laid out as they are read; its items.
    private let rows: (chunks: TableChunks, items: [Item])?

    package init(_ section: Section, at index: Int, width: Int, options: LayoutOptions) {
        if let chunks = TableChunks(section, width: width, glyphs: options.glyphs) {
            // The header and the footer now, as a section with no items lays them out.
            var ends = section
            ends.items = []
            ends.layout = .list
            laidOut = LaidOutSection(ends, at: index, width: width, options: options)
            rows = (chunks, section.items)
            isHeld = false
            var head = EntryLines()
            head.append(laidOut.header)
            head.append(chunks.titles())
            self.head = head.joined
            var tail = EntryLines()
            tail.append(chunks.end())
            tail.append(laidOut.footer)
            self.tail = tail.joined
            return
        }
        rows = nil
        laidOut = LaidOutSection(section, at: index, width: width, options: options)
        guard let all = laidOut.heldLines else {
            isHeld = false
            head = laidOut.header
            tail = laidOut.footer
            return
        }
        isHeld = laidOut.grid == nil
        if let grid = laidOut.grid {
            let lines = grid.lines.range
            head =
                lines.lowerBound > all.startIndex ? Self.slice(all, all.startIndex..<lines.lowerBound) : nil
            tail = lines.upperBound < all.endIndex ? Self.slice(all, lines.upperBound..<all.endIndex) : nil
            return
        }
        let ranges = laidOut.items.ranges
        let first = ranges.first(where: { !$0.isEmpty })?.lowerBound
        let last = ranges.last(where: { !$0.isEmpty })?.upperBound
        let headEnd = first ?? laidOut.footer?.range.lowerBound ?? all.endIndex
        let tailStart = last ?? headEnd
        head = headEnd > all.startIndex ? Self.slice(all, all.startIndex..<headEnd) : nil
        tail = tailStart < all.endIndex ? Self.slice(all, tailStart..<all.endIndex) : nil
    }

    /// Item `position`'s lines, and the lines between it and the item before it in the
    /// section (`nil` for the first item, or when the layout puts nothing there).
    package func item(_ position: Int) -> (gap: Lines?, lines: Lines) {
        if let rows { return rows.chunks.row(position, of: rows.items) }
        let item = laidOut.items[position]
        guard isHeld, let all = laidOut.heldLines else { return (item.separator, item.lines) }
        let ranges = laidOut.items.ranges
        guard position > 0, !ranges[position].isEmpty,
            let previous = ranges[..<position].last(where: { !$0.isEmpty })
        else { return (nil, item.lines) }
        let gap = previous.upperBound..<ranges[position].lowerBound
        return (gap.isEmpty ? nil : Self.slice(all, gap), item.lines)
    }

    /// Item `position`'s lines in its grid cell, placed after the marks' columns: how a
    /// grid's item is listed while a filter ranks the items.
    package func cell(_ position: Int) -> Lines {
        let lines = laidOut.items[position].lines
        var runs: [Run] = []
        var ends: [Int] = []
        for line in lines {
            for (index, run) in line.runs.enumerated() {
                var run = run
                if index == 0 { run.spaces += ListModel.gutter }
                runs.append(run)
            }
            ends.append(runs.count)
        }
        return Lines(runs: runs, ends: ends, range: 0..<ends.count, attributes: lines.attributes)
    }

    /// The grid's row of item `position` and the items in that row, left to right, each
    /// with the columns its cell spans; `nil` when the section is not a grid.
    package func gridRow(of position: Int) -> (row: Int, cells: [GridCell])? {
        guard let grid = laidOut.grid else { return nil }
        let row = grid.position(ofItem: position).row
        return (row, cells(ofRow: row, in: grid))
    }

    /// The items of grid row `row`, left to right; none when the section is not a grid.
    package func cells(ofRow row: Int) -> [GridCell] {
        laidOut.grid.map { cells(ofRow: row, in: $0) } ?? []
    }

    private func cells(ofRow row: Int, in grid: LaidOutGrid) -> [GridCell] {
        var cells: [GridCell] = []
        for column in 0..<grid.columnCount {
            let item =
                switch grid.order {
                case .columnMajor: column * grid.rowCount + row
                case .rowMajor: row * grid.columnCount + column
                }
            guard item < laidOut.items.count else { break }
            let start = grid.columnStarts[column]
            cells.append(GridCell(position: item, columns: start..<(start + grid.columnWidths[column])))
        }
        return cells
    }

    /// Grid row `row`'s lines and the lines between it and the row above.
    package func gridLines(ofRow row: Int) -> (gap: Lines?, lines: Lines)? {
        guard let grid = laidOut.grid, let all = laidOut.heldLines else { return nil }
        let lines = grid.rows[row]
        guard row > 0 else { return (nil, lines) }
        let gap = grid.rows[row - 1].range.upperBound..<lines.range.lowerBound
        return (gap.isEmpty ? nil : Self.slice(all, gap), lines)
    }

    private static func slice(_ lines: Lines, _ range: Range<Int>) -> Lines {
        lines.sharing(range)
    }
}

/// An item in a grid row: its position in the section and the display columns of its cell.
package struct GridCell: Hashable, Sendable {
    package var position: Int
    package var columns: Range<Int>
}

/// An entry's lines: what stands before it (a title, the space between sections, a gap),
/// its own lines, which the highlight marks, and what follows it (a footer), read from
/// the parts the layout stage laid out.
package struct EntryLines: Sendable {
    private var parts: [Lines] = []
    /// The line numbers of each part's first line, and the total as the last element.
    private var starts: [Int] = [0]
    /// The entry's own lines.
    private(set) var own: Range<Int> = 0..<0
    /// For a grid row, the items it shows, by global number, each with its cell's columns:
    /// the marks and the highlight go to the one highlighted or chosen.
    package var cells: [(number: Int, columns: Range<Int>)] = []

    package var count: Int { starts[starts.count - 1] }

    package mutating func append(_ lines: Lines?) {
        guard let lines, !lines.isEmpty else { return }
        parts.append(lines)
        starts.append(count + lines.count)
    }

    package mutating func appendEmptyLines(_ count: Int) {
        guard count > 0 else { return }
        append(Lines(runs: [], ends: Array(repeating: 0, count: count), range: 0..<count))
    }

    /// Marks the lines appended in `body` as the entry's own.
    package mutating func own(_ body: (inout EntryLines) -> Void) {
        let start = count
        body(&self)
        if count == start { appendEmptyLines(1) }
        own = start..<count
    }

    /// The lines in one storage: the parts' runs copied together.
    package var joined: Lines? {
        guard count > 0 else { return nil }
        var runs: [Run] = []
        var ends: [Int] = []
        for line in 0..<count {
            runs += self[line].runs
            ends.append(runs.count)
        }
        return Lines(runs: runs, ends: ends, range: 0..<count)
    }

    /// Line `line`, from 0.
    package subscript(line: Int) -> Line {
        var part = 0
        while starts[part + 1] <= line { part += 1 }
        let lines = parts[part]
        return lines[lines.startIndex + line - starts[part]]
    }
}
