extension Document {
    /// The document a changeset turns this one into.
    ///
    /// Applied to the document it was made from, a changeset gives the other one:
    ///
    /// ```swift
    /// let changes = try Changeset(from: old, to: new)
    /// try old.applying(changes) == new   // true
    /// ```
    ///
    /// Sections and items that stay where they were are taken from this document in
    /// order, filling the new positions that are neither insertions nor move
    /// destinations; a section none of whose items changed keeps its items array, shared.
    /// Selection actions are not part of a changeset: unchanged items keep this
    /// document's actions.
    ///
    /// - Parameter changeset: Changes made from a document of the same shape as this one.
    /// - Returns: The changed document.
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/changesetMismatch`` when
    ///   this document has another number of sections, or of items in a section, than the
    ///   one the changeset was made from:
    ///   `sections[0].items: the changeset was made for 2 items, not 1`.
    /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes, plus the items
    ///   of the sections that change.
    public func applying(_ changeset: Changeset) throws(DocumentError) -> Document {
        if let oldShape = changeset.oldShape { return try applyingNested(changeset, oldShape: oldShape) }
        try checkShape(for: changeset)
        let sources = sectionSources(changeset.sections.map(\.section))
        let plan = ItemPlan(changeset, oldSectionCount: sections.count, newSectionCount: sources.count)
        var result: [Section] = []
        result.reserveCapacity(sources.count)
        var inserted = 0
        var updated = 0
        for (t, s) in sources.enumerated() {
            var section: Section
            if s < 0 {
                section = changeset.insertedSections[inserted]
                inserted += 1
            } else {
                section = sections[s]
            }
            if updated < changeset.sections.updated.count, changeset.sections.updated[updated].section == t {
                let items = section.items
                section = changeset.updatedSections[updated]
                section.items = items
                updated += 1
            }
            plan.apply(to: &section.items, newSection: t, oldSection: s, in: self)
            result.append(section)
        }
        return Document(title: changeset.title, sections: result)
    }

    private func checkShape(for changeset: Changeset) throws(DocumentError) {
        let counts = changeset.oldItemCounts
        guard counts.count == sections.count else {
            throw DocumentError(
                .changesetMismatch, at: "sections",
                "the changeset was made for \(counts.count) sections, not \(sections.count)")
        }
        for (s, section) in sections.enumerated() where section.items.count != counts[s] {
            throw DocumentError(
                .changesetMismatch, at: "sections[\(s)].items",
                "the changeset was made for \(counts[s]) items, not \(section.items.count)")
        }
    }

    /// For each new section, the old section it comes from, or -1 for an insertion: moves
    /// and insertions first, then the sections that stay, in order, in the places left.
    private func sectionSources(_ changes: Changes<Int>) -> [Int] {
        let unassigned = -2
        var sources = [Int](
            repeating: unassigned,
            count: sections.count - changes.deleted.count + changes.inserted.count)
        var leaves = [Bool](repeating: false, count: sections.count)
        for s in changes.deleted { leaves[s] = true }
        for move in changes.moved {
            leaves[move.from] = true
            sources[move.to] = move.from
        }
        for t in changes.inserted { sources[t] = -1 }
        var next = 0
        for t in sources.indices where sources[t] == unassigned {
            while leaves[next] { next += 1 }
            sources[t] = next
            next += 1
        }
        return sources
    }
}

/// A changeset's item lists, grouped by the section each entry concerns, so that every
/// section is rebuilt from its own entries only.
private struct ItemPlan {
    package let changeset: Changeset
    /// Per old section: its entries in `items.deleted`.
    package let deletedRanges: [Range<Int>]
    /// Per old section: its entries in `items.moved` (sorted by old position).
    package let movedOutRanges: [Range<Int>]
    /// Indices into `items.moved`, sorted by new position.
    package let movesByDestination: [Int]
    /// Per new section: its entries in `movesByDestination`.
    package let movedInRanges: [Range<Int>]
    /// Per new section: its entries in `items.inserted`.
    package let insertedRanges: [Range<Int>]
    /// Per new section: its entries in `items.updated`.
    package let updatedRanges: [Range<Int>]

    package init(_ changeset: Changeset, oldSectionCount: Int, newSectionCount: Int) {
        let items = changeset.items
        self.changeset = changeset
        deletedRanges = Self.ranges(items.deleted.map(\.section), count: oldSectionCount)
        movedOutRanges = Self.ranges(items.moved.map(\.from.section), count: oldSectionCount)
        movesByDestination = items.moved.indices.sorted { items.moved[$0].to < items.moved[$1].to }
        movedInRanges = Self.ranges(
            movesByDestination.map { items.moved[$0].to.section }, count: newSectionCount)
        insertedRanges = Self.ranges(items.inserted.map(\.section), count: newSectionCount)
        updatedRanges = Self.ranges(items.updated.map(\.section), count: newSectionCount)
    }

    /// For sorted section numbers, the range of entries of each section.
    private static func ranges(_ sorted: [Int], count: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(count)
        var start = 0
        for section in 0..<count {
            var end = start
            while end < sorted.count, sorted[end] == section { end += 1 }
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }

    /// Turns a copy of old section `s`'s items (none for an insertion) into new section
    /// `t`'s.
    package func apply(to items: inout [Item], newSection t: Int, oldSection s: Int, in old: Document) {
        let changes = changeset.items
        let inserted = insertedRanges[t]
        let movedIn = movedInRanges[t]
        let deleted = s >= 0 ? deletedRanges[s] : 0..<0
        let movedOut = s >= 0 ? movedOutRanges[s] : 0..<0
        if !(inserted.isEmpty && movedIn.isEmpty && deleted.isEmpty && movedOut.isEmpty) {
            var leaves = [Bool](repeating: false, count: items.count)
            for entry in deleted { leaves[changes.deleted[entry].item] = true }
            for entry in movedOut { leaves[changes.moved[entry].from.item] = true }
            var staying: [Item] = []
            staying.reserveCapacity(items.count)
            for (i, item) in items.enumerated() where !leaves[i] { staying.append(item) }
            var next = 0
            var insertion = inserted.lowerBound
            var arrival = movedIn.lowerBound
            let count = staying.count + inserted.count + movedIn.count
            var rebuilt: [Item] = []
            rebuilt.reserveCapacity(count)
            for j in 0..<count {
                if insertion < inserted.upperBound, changes.inserted[insertion].item == j {
                    rebuilt.append(changeset.insertedItems[insertion])
                    insertion += 1
                } else if arrival < movedIn.upperBound,
                    changes.moved[movesByDestination[arrival]].to.item == j
                {
                    let from = changes.moved[movesByDestination[arrival]].from
                    rebuilt.append(old.sections[from.section].items[from.item])
                    arrival += 1
                } else {
                    rebuilt.append(staying[next])
                    next += 1
                }
            }
            items = rebuilt
        }
        for entry in updatedRanges[t] {
            items[changes.updated[entry].item] = changeset.updatedItems[entry]
        }
    }
}
