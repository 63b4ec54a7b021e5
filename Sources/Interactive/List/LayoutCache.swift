package import Core

/// The laid-out sections and entries in view, kept until the width or the document
/// changes.
package struct LayoutCache: Sendable {
    package enum Key: Hashable, Sendable {
        /// An item, by global number, with what stands around it.
        case item(Int, EntryPlace)
        /// A section's header; `count` is what a folded header shows, `nil` when unfolded.
        case header(section: Int, count: Int?, EntryPlace)
        /// A grid's row, shown by the entry of its first item.
        case gridRow(section: Int, row: Int, EntryPlace)
        /// An item of a grid row shown by another entry: it has no lines of its own.
        case inRow
    }

    private var lines: [Key: EntryLines] = [:]
    private(set) var sections = SectionMemo()

    /// More entries than a few screens' worth are forgotten, so the cache stays the size
    /// of the screen however far the list scrolls.
    private static let limit = 512

    package subscript(key: Key) -> EntryLines? { lines[key] }

    package mutating func store(_ value: EntryLines, for key: Key) {
        if lines.count >= Self.limit { lines.removeAll(keepingCapacity: true) }
        lines[key] = value
    }

    /// Forgets everything, for a new document, width or layout: copies of the model made
    /// before keep what they read.
    package mutating func removeAll() {
        lines.removeAll(keepingCapacity: true)
        sections = SectionMemo()
    }
}

/// What stands around an entry, besides its own lines: what the plain layout prints
/// before it and after it.
package struct EntryPlace: Hashable, Sendable {
    /// The list's first entry: the title stands before it.
    package var isFirstOfList: Bool
    /// Its group's first entry: the space between sections, and for a section without a
    /// header what stands above its items, come before it.
    package var isFirstOfGroup: Bool
    /// Its group's last entry shown: the footer comes after it.
    package var isLastOfGroup: Bool
    /// An item right after the item before it in the section, so the layout's gap between
    /// them stands before it.
    package var followsPredecessor: Bool
}

/// Laying out entries: every line comes from the layout stage's laid-out section at the
/// list's width; the list only chooses which of them each entry shows.
extension ListModel {
    /// Columns before an item's text that the highlight and chosen marks take: the
    /// indent every layout but a panel gives its items.
    package static let gutter = 2

    package func cacheKey(_ entry: ListEntry) -> LayoutCache.Key {
        let group = display.groups[entry.group]
        let first = firstEntry(from: 0)
        let isFirstOfGroup =
            entry.isHeader || !hasHeader(group.section) && entry.offset == group.range.lowerBound
        let isLast =
            entry.isHeader
            ? isFolded(entry.group) || group.range.isEmpty : entry.offset == group.range.upperBound - 1
        var place = EntryPlace(
            isFirstOfList: first == entry, isFirstOfGroup: isFirstOfGroup, isLastOfGroup: isLast,
            followsPredecessor: false)
        guard entry.isHeader else {
            let number = display.number(at: entry.offset)
            if let row = gridRow(of: number, in: group.section) {
                guard row.cells.first?.position == number - Int(starts[group.section]) else { return .inRow }
                place.isLastOfGroup = row.row == (sectionLines(group.section).laidOut.grid?.rowCount ?? 0) - 1
                place.followsPredecessor = row.row > 0
                return .gridRow(section: group.section, row: row.row, place)
            }
            place.followsPredecessor =
                entry.offset > group.range.lowerBound && display.number(at: entry.offset - 1) == number - 1
            return .item(number, place)
        }
        return .header(
            section: group.section, count: isFolded(entry.group) ? group.range.count : nil, place)
    }

    /// Item `number`'s grid row, when its section is a grid shown as a grid: while a
    /// filter ranks the items, a grid's matches are listed one a line, best first.
    package func gridRow(of number: Int, in section: Int) -> (row: Int, cells: [GridCell])? {
        guard !display.isFiltered, case .grid = document.sections[section].layout.kind else { return nil }
        return sectionLines(section).gridRow(of: number - Int(starts[section]))
    }

    /// The entry whose lines show `entry`: the first item of its grid row, or itself.
    package func lineEntry(_ entry: ListEntry) -> ListEntry {
        guard !entry.isHeader,
            let row = gridRow(of: display.number(at: entry.offset), in: display.groups[entry.group].section),
            let first = row.cells.first
        else { return entry }
        return ListEntry(
            group: entry.group, offset: Int(starts[display.groups[entry.group].section]) + first.position)
    }

    /// The section's lines, laid out now unless they are cached.
    package func sectionLines(_ index: Int) -> SectionLines {
        cache.sections.lines(index) {
            SectionLines(document.sections[index], at: index, width: width, options: layoutOptions)
        }
    }

    package var layoutOptions: LayoutOptions { LayoutOptions(concurrentLayout: false) }

    /// The entry's lines, laid out now unless they are cached; never empty.
    package func layOut(_ entry: ListEntry) -> EntryLines {
        let key = cacheKey(entry)
        if let cached = cache[key] { return cached }
        return layOut(key, section: sectionLines(display.groups[entry.group].section))
    }

    private func layOut(_ key: LayoutCache.Key, section: SectionLines) -> EntryLines {
        var lines = EntryLines()
        let place: EntryPlace
        switch key {
        case .item(_, let p), .header(_, _, let p), .gridRow(_, _, let p): place = p
        case .inRow: return lines
        }
        if place.isFirstOfList, let title = LaidOutDocument.title(of: document, width: width) {
            lines.append(title)
            lines.appendEmptyLines(layoutOptions.sectionSpacing)
        } else if place.isFirstOfGroup, !place.isFirstOfList {
            lines.appendEmptyLines(layoutOptions.sectionSpacing)
        }
        switch key {
        case .item(let number, _):
            let position = number - Int(starts[section.laidOut.index])
            let item =
                section.laidOut.grid == nil
                ? section.item(position) : (gap: nil, lines: section.cell(position))
            if place.isFirstOfGroup { lines.append(section.head) }
            if place.followsPredecessor { lines.append(item.gap) }
            lines.own { $0.append(item.lines) }
        case .gridRow(_, let row, _):
            guard let grid = section.gridLines(ofRow: row) else { break }
            let cells = section.cells(ofRow: row)
            if place.isFirstOfGroup { lines.append(section.head) }
            if place.followsPredecessor { lines.append(grid.gap) }
            lines.own { $0.append(grid.lines) }
            let first = Int(starts[section.laidOut.index])
            lines.cells = cells.map { (first + $0.position, $0.columns) }
        case .inRow:
            break
        case .header(_, let count?, _):
            var text = "▸ " + Sanitizer.sanitize(section.laidOut.section.header ?? "")
            text += " (\(ListModel.grouped(count)))"
            var writer = LineWriter()
            let laid = section.laidOut.section
            writer.wrap(
                text, indent: 0, width: width, role: .header,
                style: laid.headerStyle.inheriting(from: laid.style))
            lines.own { $0.append(writer.lines(0..<writer.lineCount)) }
            return lines
        case .header:
            lines.own { $0.append(section.head) }
        }
        if place.isLastOfGroup { lines.append(section.tail) }
        return lines
    }

    /// The entry's lines, kept for the next frame.
    package mutating func lines(of entry: ListEntry) -> EntryLines {
        let index = display.groups[entry.group].section
        let key = cacheKey(entry)
        if let cached = cache[key] { return cached }
        let section = sectionLines(index)
        let lines = layOut(key, section: section)
        cache.store(lines, for: key)
        return lines
    }

    package mutating func lineCount(_ entry: ListEntry) -> Int { lines(of: entry).count }

    /// `1,234,567`: counts on the status line and folded headers.
    package static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
