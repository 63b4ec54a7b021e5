extension Changeset {
    /// Computes the changes from one document to another (<doc:ChangesetFormat>).
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
    /// changes.items.inserted   // [ItemPath(section: 0, item: 2)]
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
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/duplicateID`` when two
    ///   sections or two items of one document share an id, naming the id, both positions
    ///   and the document:
    ///   `sections[1].items[0]: duplicate item id "n" in the new document, first used at sections[0].items[0]`.
    /// - Complexity: O(*n*) in the sizes of the documents, plus O(*m* log *m*) for the *m*
    ///   common elements that might have moved.
    public init(from old: Document, to new: Document) throws(DocumentError) {
        let matching = try Matching(from: old, to: new)
        var sections = ChangesBuilder<Int, Section>()
        sections.collect(matching)
        var items = ChangesBuilder<ItemPath, Item>()
        items.collectOld(matching)
        items.collectNew(matching)
        self.init(
            sections: sections.changes, items: items.changes,
            changesTitle: old.title != new.title, title: new.title,
            insertedSections: sections.insertedValues, updatedSections: sections.updatedValues,
            insertedItems: items.insertedValues, updatedItems: items.updatedValues,
            oldItemCounts: old.sections.map { $0.items.count })
    }
}

/// The lists of one kind of element, with the new values that applying them needs.
private struct ChangesBuilder<Position: Comparable & Hashable & Sendable, Value> {
    var deleted: [Position] = []
    var inserted: [Position] = []
    var moved: [Changes<Position>.Move] = []
    var updated: [Position] = []
    var insertedValues: [Value] = []
    var updatedValues: [Value] = []

    var changes: Changes<Position> {
        Changes(deleted: deleted, inserted: inserted, moved: moved, updated: updated)
    }

    mutating func insert(_ value: Value, at position: Position) {
        inserted.append(position)
        insertedValues.append(value)
    }

    mutating func update(_ value: Value, at position: Position) {
        updated.append(position)
        updatedValues.append(value)
    }

    mutating func move(from: Position, to: Position) {
        moved.append(Changes.Move(from: from, to: to))
    }
}

extension ChangesBuilder<Int, Section> {
    /// Sections: deletions and moves in old order, then insertions and updates in new
    /// order.
    mutating func collect(_ matching: Matching) {
        var common: [Int] = []
        for (s, t) in matching.oldSectionMatch.enumerated() {
            if t < 0 { deleted.append(s) } else { common.append(t) }
        }
        var subsequence = IncreasingSubsequence()
        subsequence.solve(common)
        var k = 0
        for (s, t) in matching.oldSectionMatch.enumerated() where t >= 0 {
            if !subsequence.members[k] { move(from: s, to: t) }
            k += 1
        }
        for (t, s) in matching.newSectionMatch.enumerated() {
            if s < 0 {
                insert(matching.new.sections[t].withoutItems, at: t)
            } else if !matching.old.sections[s].equalsIgnoringItems(matching.new.sections[t]) {
                update(matching.new.sections[t].withoutItems, at: t)
            }
        }
    }
}

extension ChangesBuilder<ItemPath, Item> {
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
                let q = matching.oldItemMatch(p)
                if q >= 0, matching.newItems.section(of: q) == t { staying.append(q) }
            }
            subsequence.solve(staying)
            var k = 0
            for p in range {
                let q = matching.oldItemMatch(p)
                let from = ItemPath(section: s, item: p - range.lowerBound)
                if q < 0 {
                    deleted.append(from)
                } else if matching.newItems.section(of: q) != t {
                    move(from: from, to: matching.newItems.path(q))
                } else {
                    if !subsequence.members[k] { move(from: from, to: matching.newItems.path(q)) }
                    k += 1
                }
            }
        }
    }

    /// Insertions and updates, in new reading order.
    mutating func collectNew(_ matching: Matching) {
        for t in matching.new.sections.indices {
            let range = matching.newItems.range(ofSection: t)
            for q in range where matching.newItemMatch(q) < 0 || matching.newItemDiffers(q) {
                let j = q - range.lowerBound
                let item = matching.new.sections[t].items[j]
                if matching.newItemMatch(q) < 0 {
                    insert(item, at: ItemPath(section: t, item: j))
                } else {
                    update(item, at: ItemPath(section: t, item: j))
                }
            }
        }
    }
}
