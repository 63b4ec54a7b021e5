import Core

/// Walking the entries of the display in order, skipping the items of folded sections.
extension ListModel {
    /// The first entry of group `group` or of a later one.
    package func firstEntry(from group: Int) -> ListEntry? {
        var g = group
        while g < display.groups.count {
            let range = display.groups[g].range
            if hasHeader(display.groups[g].section) { return .header(g) }
            if !range.isEmpty { return ListEntry(group: g, offset: range.lowerBound) }
            g += 1
        }
        return nil
    }

    /// The last entry of group `group` or of an earlier one.
    package func lastEntry(through group: Int) -> ListEntry? {
        var g = group
        while g >= 0 {
            let range = display.groups[g].range
            if !isFolded(g), !range.isEmpty { return ListEntry(group: g, offset: range.upperBound - 1) }
            if hasHeader(display.groups[g].section) { return .header(g) }
            g -= 1
        }
        return nil
    }

    package func next(_ entry: ListEntry) -> ListEntry? {
        let range = display.groups[entry.group].range
        if entry.isHeader {
            if !isFolded(entry.group), !range.isEmpty {
                return ListEntry(group: entry.group, offset: range.lowerBound)
            }
        } else if entry.offset + 1 < range.upperBound {
            return ListEntry(group: entry.group, offset: entry.offset + 1)
        }
        return firstEntry(from: entry.group + 1)
    }

    package func previous(_ entry: ListEntry) -> ListEntry? {
        if !entry.isHeader {
            if entry.offset > display.groups[entry.group].range.lowerBound {
                return ListEntry(group: entry.group, offset: entry.offset - 1)
            }
            if hasHeader(display.groups[entry.group].section) { return .header(entry.group) }
        }
        return lastEntry(through: entry.group - 1)
    }

    /// The entry after `entry` with lines of its own: not an item of a grid row that
    /// another entry shows.
    package func nextLined(_ entry: ListEntry) -> ListEntry? {
        var candidate = next(entry)
        while let c = candidate, layOut(c).count == 0 { candidate = next(c) }
        return candidate
    }

    /// The entry before `entry` with lines of its own.
    package func previousLined(_ entry: ListEntry) -> ListEntry? {
        var candidate = previous(entry)
        while let c = candidate, layOut(c).count == 0 { candidate = previous(c) }
        return candidate
    }

    /// The first item shown (else the first header), for a fresh highlight.
    package func firstItemEntry() -> ListEntry? {
        guard let first = firstEntry(from: 0) else { return nil }
        var entry = first
        while entry.isHeader {
            guard let next = next(entry) else { return first }
            entry = next
        }
        return entry
    }
}

/// The viewport: lines of entries from ``ListModel/top``, `rows` of them.
extension ListModel {
    /// The pointer `count` lines after `pointer` (before it when negative), stopping at
    /// either end of the list, and how many lines it moved.
    package mutating func moved(_ pointer: LinePointer, by count: Int) -> (pointer: LinePointer, lines: Int) {
        var p = pointer
        var done = 0
        if count >= 0 {
            while done < count {
                if p.line + 1 < lineCount(p.entry) {
                    p.line += 1
                } else if let next = nextLined(p.entry) {
                    p = LinePointer(entry: next, line: 0)
                } else {
                    break
                }
                done += 1
            }
        } else {
            while done < -count {
                if p.line > 0 {
                    p.line -= 1
                } else if let previous = previousLined(p.entry) {
                    p = LinePointer(entry: previous, line: lineCount(previous) - 1)
                } else {
                    break
                }
                done += 1
            }
        }
        return (p, done)
    }

    /// The viewport row of `pointer`, or `nil` when it is not in view.
    package mutating func row(of pointer: LinePointer) -> Int? {
        guard var p = top, p <= pointer else { return nil }
        for row in 0..<rows {
            if p == pointer { return row }
            let step = moved(p, by: 1)
            if step.lines == 0 { return nil }
            p = step.pointer
        }
        return nil
    }

    /// The viewport row of the highlighted entry's first line, `nil` when out of view.
    package mutating func highlightRow() -> Int? {
        guard let highlight else { return nil }
        return row(of: LinePointer(entry: lineEntry(highlight), line: 0))
    }

    /// The first row where `entry` may start: an item of a section with a header starts
    /// below the rows its sticky header may take.
    package func firstRow(for entry: ListEntry) -> Int {
        entry.isHeader ? 0 : stickyCount(entry.group)
    }

    /// Scrolls as little as it takes to show the whole highlighted entry, or its first
    /// lines when it is taller than the viewport; then fills the viewport.
    package mutating func revealHighlight() {
        guard let highlight = highlight.map(lineEntry), rows > 0 else { return clampTop() }
        let minimum = firstRow(for: highlight)
        // What stands before the entry (a title, a gap) shows with it when all of it fits.
        let entry = lines(of: highlight)
        let start = entry.count > rows - minimum ? entry.own.lowerBound : 0
        let first = LinePointer(entry: highlight, line: start)
        let lines = entry.count - start
        let row = row(of: first)
        if let row, row >= minimum {
            if row + lines > rows { top = moved(first, by: -max(minimum, rows - lines)).pointer }
        } else if let top, first < top || row != nil {
            self.top = moved(first, by: -minimum).pointer
        } else {
            top = moved(first, by: -max(minimum, rows - lines)).pointer
        }
        clampTop()
    }

    /// Keeps the viewport full: the last line of the list is never above the last row.
    package mutating func clampTop() {
        guard var top = top ?? firstEntry(from: 0).map({ LinePointer(entry: $0, line: 0) }) else {
            self.top = nil
            return
        }
        if lineCount(top.entry) <= top.line { top.line = 0 }
        let below = moved(top, by: max(rows - 1, 0)).lines
        if below < rows - 1 { top = moved(top, by: below - (rows - 1)).pointer }
        self.top = top
    }

    /// Puts the highlighted entry's first line at viewport row `row`, as near as the ends
    /// of the list allow.
    package mutating func anchor(row: Int) {
        guard let highlight else {
            top = nil
            return clampTop()
        }
        let entry = lineEntry(highlight)
        top = moved(LinePointer(entry: entry, line: 0), by: -max(row, firstRow(for: entry))).pointer
        clampTop()
        revealHighlight()
    }
}
