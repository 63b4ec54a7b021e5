extension Changeset {
    /// Computes the changes from one document to another (SPEC §5).
    ///
    /// ```swift
    /// let old = Document {
    ///     Section(id: "a") { Text("x"); Text("y") }
    /// }
    /// let new = Document {
    ///     Section(id: "a") { Text("y"); Text("x"); Text("z") }
    /// }
    /// let changes = try Changeset(from: old, to: new)
    /// changes.items.moved      // one move: [0, 0] → [0, 1]
    /// changes.items.inserted   // [[0, 2]]
    /// ```
    ///
    /// Identity: a section is its id, else its header (with its occurrence among sections
    /// of equal header, so duplicate headers stay distinct), else its position; an item is
    /// its id, else its text or label with its occurrence among items without an id of
    /// equal text or label, counted over the whole document in reading order. Only the
    /// items of sections take part, not the bodies of your own item types.
    ///
    /// - Parameters:
    ///   - old: The document before.
    ///   - new: The document after.
    /// - Throws: ``DiffError`` of kind ``DiffError/Kind/duplicateID`` when two sections or
    ///   two items of one document share an id, naming the document, the id and both
    ///   positions.
    /// - Complexity: O(*n*) in the sizes of the documents, plus O(*m* log *m*) for the *m*
    ///   common elements that might have moved.
    public init(from old: Document, to new: Document) throws(DiffError) {
        let matching = try Matching(from: old, to: new)
        var sections = SectionChangesBuilder()
        sections.collect(matching)
        var items = ItemChangesBuilder()
        items.collectOld(matching)
        items.collectNew(matching)
        self.init(
            sections: Changes(
                deleted: sections.deleted, inserted: sections.inserted, moved: sections.moved,
                updated: sections.updated),
            items: Changes(
                deleted: items.deleted, inserted: items.inserted, moved: items.moved,
                updated: items.updated),
            changesTitle: old.title != new.title, title: new.title,
            insertedSections: sections.insertedValues, updatedSections: sections.updatedValues,
            insertedItems: items.insertedValues, updatedItems: items.updatedValues,
            oldItemCounts: old.sections.map(\.items.count))
    }
}

/// The section lists of a changeset, with the values applying it needs.
private struct SectionChangesBuilder {
    var deleted: [Int] = []
    var inserted: [Int] = []
    var moved: [Changes<Int>.Move] = []
    var updated: [Int] = []
    var insertedValues: [Section] = []
    var updatedValues: [Section] = []

    mutating func collect(_ matching: Matching) {
        var common: [Int] = []
        for (s, t) in matching.oldSectionMatch.enumerated() {
            if t < 0 { deleted.append(s) } else { common.append(t) }
        }
        var subsequence = IncreasingSubsequence()
        subsequence.solve(common)
        var k = 0
        for (s, t) in matching.oldSectionMatch.enumerated() where t >= 0 {
            if !subsequence.members[k] { moved.append(Changes.Move(from: s, to: t)) }
            k += 1
        }
        for (t, s) in matching.newSectionMatch.enumerated() {
            let section = matching.new.sections[t].withoutItems
            if s < 0 {
                inserted.append(t)
                insertedValues.append(section)
            } else if matching.old.sections[s].withoutItems != section {
                updated.append(t)
                updatedValues.append(section)
            }
        }
    }
}

/// The item lists of a changeset, with the values applying it needs.
private struct ItemChangesBuilder {
    var deleted: [ItemPath] = []
    var inserted: [ItemPath] = []
    var moved: [Changes<ItemPath>.Move] = []
    var updated: [ItemPath] = []
    var insertedValues: [Item] = []
    var updatedValues: [Item] = []

    /// Deletions and moves, in old reading order. A common item is moved when its
    /// section's identity changed, or when it is outside one longest increasing
    /// subsequence of the new positions of the common items that stay in its section.
    mutating func collectOld(_ matching: Matching) {
        var staying: [Int] = []
        var subsequence = IncreasingSubsequence()
        for (s, t) in matching.oldSectionMatch.enumerated() {
            let range = matching.oldItems.range(ofSection: s)
            guard t >= 0 else {
                for p in range { deleted.append(ItemPath(section: s, item: p - range.lowerBound)) }
                continue
            }
            staying.removeAll(keepingCapacity: true)
            for p in range {
                let q = matching.oldItemMatch[p]
                if q >= 0, matching.newItems.sectionOf[q] == t { staying.append(q) }
            }
            subsequence.solve(staying)
            var k = 0
            for p in range {
                let q = matching.oldItemMatch[p]
                let from = ItemPath(section: s, item: p - range.lowerBound)
                if q < 0 {
                    deleted.append(from)
                } else if matching.newItems.sectionOf[q] != t {
                    moved.append(Changes.Move(from: from, to: matching.newItems.path(q)))
                } else {
                    if !subsequence.members[k] {
                        moved.append(Changes.Move(from: from, to: matching.newItems.path(q)))
                    }
                    k += 1
                }
            }
        }
    }

    /// Insertions and updates, in new reading order.
    mutating func collectNew(_ matching: Matching) {
        for (t, section) in matching.new.sections.enumerated() {
            let start = matching.newItems.starts[t]
            for (j, item) in section.items.enumerated() {
                let p = matching.newItemMatch[start + j]
                if p < 0 {
                    inserted.append(ItemPath(section: t, item: j))
                    insertedValues.append(item)
                } else if matching.oldItem(p) != item {
                    updated.append(ItemPath(section: t, item: j))
                    updatedValues.append(item)
                }
            }
        }
    }
}
