import Core

/// A row of the list below the status line: a section's header or an item.
package struct ListEntry: Hashable, Comparable, Sendable {
    /// The index of the entry's group in ``ListDisplay/groups``.
    package var group: Int
    /// The item's place in the display order, or -1 for the group's header.
    package var offset: Int

    package static func header(_ group: Int) -> ListEntry { ListEntry(group: group, offset: -1) }

    package var isHeader: Bool { offset < 0 }

    package static func < (a: ListEntry, b: ListEntry) -> Bool { (a.group, a.offset) < (b.group, b.offset) }
}

/// One line of an entry: where the viewport starts, or any row of it.
package struct LinePointer: Hashable, Comparable, Sendable {
    package var entry: ListEntry
    package var line: Int

    package static func < (a: LinePointer, b: LinePointer) -> Bool { (a.entry, a.line) < (b.entry, b.line) }
}

/// A section as the list shows it: its header, then its items at `range` of the display order.
package struct ListGroup: Hashable, Sendable {
    package var section: Int
    package var range: Range<Int>
}

/// What the list shows, in order: every section in reading order, or, when a filter is
/// on, the sections with a match in ranked order, each with its matching items.
///
/// Items are numbered 0, 1, 2, … in reading order across sections (their global numbers);
/// the display order lists them, or is reading order itself when there is no filter, so
/// that a document of a million items costs one group per section, not one per item.
package struct ListDisplay: Sendable {
    private(set) var groups: [ListGroup]
    /// Global numbers in display order; `nil` is reading order.
    private(set) var order: [Int32]?

    package var isFiltered: Bool { order != nil }

    /// The global number of the item at `offset` of the display order.
    package func number(at offset: Int) -> Int { order.map { Int($0[offset]) } ?? offset }

    /// The number of items shown, folded ones included.
    package var itemCount: Int { order?.count ?? (groups.last?.range.upperBound ?? 0) }

    /// Every section and item in reading order; `starts` as ``ListModel`` keeps them.
    package static func all(starts: [Int32]) -> ListDisplay {
        var groups: [ListGroup] = []
        groups.reserveCapacity(starts.count - 1)
        for s in 0..<(starts.count - 1) {
            groups.append(ListGroup(section: s, range: Int(starts[s])..<Int(starts[s + 1])))
        }
        return ListDisplay(groups: groups, order: nil)
    }

    /// The items of `numbers` in that order, grouped by section: a section's group comes
    /// where its first item comes, and holds its items in their order in `numbers`.
    /// `sections`, the section of each of `numbers` when the caller knows it (the ranking
    /// does), spares a search of `starts` per item where sections are small.
    package static func ranked(_ numbers: [Int32], starts: [Int32], sections: [Int32]? = nil) -> ListDisplay {
        var groupOfSection: [Int32] = Array(repeating: -1, count: starts.count - 1)
        var groupSections: [Int] = []
        var counts: [Int] = []
        var groupOfItem: [Int32] = []
        groupOfItem.reserveCapacity(numbers.count)
        var contiguous = true
        var section = 0
        for (index, number) in numbers.enumerated() {
            // Ranked results keep a section's items together: most lookups are the last section.
            if let sections {
                section = Int(sections[index])
            } else if !(starts[section] <= number && number < starts[section + 1]) {
                section = Self.section(of: Int(number), starts: starts)
            }
            var g = groupOfSection[section]
            if g < 0 {
                g = Int32(groupSections.count)
                groupOfSection[section] = g
                groupSections.append(section)
                counts.append(0)
            } else if let last = groupOfItem.last, last != g {
                contiguous = false
            }
            counts[Int(g)] += 1
            groupOfItem.append(g)
        }
        var groups: [ListGroup] = []
        groups.reserveCapacity(groupSections.count)
        var lower = 0
        for (g, s) in groupSections.enumerated() {
            groups.append(ListGroup(section: s, range: lower..<(lower + counts[g])))
            lower += counts[g]
        }
        guard !contiguous else { return ListDisplay(groups: groups, order: numbers) }
        var order = [Int32](repeating: 0, count: numbers.count)
        var next = groups.map(\.range.lowerBound)
        for (i, number) in numbers.enumerated() {
            let g = Int(groupOfItem[i])
            order[next[g]] = number
            next[g] += 1
        }
        return ListDisplay(groups: groups, order: order)
    }

    /// The section of global number `number`: the last section starting at or before it
    /// (an empty section starts where the next one does).
    package static func section(of number: Int, starts: [Int32]) -> Int {
        var low = 0
        var high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= number { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The group index of `section`, or `nil` when it shows none.
    package func group(ofSection section: Int) -> Int? {
        guard isFiltered else { return section < groups.count ? section : nil }
        return groups.firstIndex { $0.section == section }
    }

    /// The entry of the item with global number `number`, or `nil` when it is not shown.
    package func entry(ofNumber number: Int, starts: [Int32]) -> ListEntry? {
        guard let order else {
            guard number >= 0, number < itemCount else { return nil }
            return ListEntry(group: Self.section(of: number, starts: starts), offset: number)
        }
        guard let offset = order.firstIndex(of: Int32(number)) else { return nil }
        let g = groups.firstIndex { $0.range.contains(offset) } ?? 0
        return ListEntry(group: g, offset: offset)
    }
}
