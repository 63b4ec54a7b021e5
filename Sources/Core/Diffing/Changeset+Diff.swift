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
        if old.hasNestedSections || new.hasNestedSections {
            let changes = try NestedDiff(from: old, to: new).changes()
            self.init(
                sections: changes.sections, items: changes.items,
                changesTitle: old.title != new.title, title: new.title,
                oldShape: old.shape,
                insertedSections: changes.sections.inserted.map { new.section(at: $0).withoutItems },
                updatedSections: changes.sections.updated.map { new.section(at: $0).withoutItems },
                insertedItems: changes.items.inserted.map { new.item(atChecked: $0) },
                updatedItems: changes.items.updated.map { new.item(atChecked: $0) },
                oldItemCounts: old.sections.map { $0.items.count })
            return
        }
        let changes: (sections: Changes<Int>, items: Changes<ItemPath>)
        do {
            changes = try Matching(from: DocumentOperand(old), to: DocumentOperand(new)).changes()
        } catch {
            throw error.error
        }
        self.init(
            sections: changes.sections.map { SectionPath($0) }, items: changes.items,
            changesTitle: old.title != new.title, title: new.title, oldShape: nil,
            insertedSections: changes.sections.inserted.map { new.sections[$0].withoutItems },
            updatedSections: changes.sections.updated.map { new.sections[$0].withoutItems },
            insertedItems: changes.items.inserted.map { new.sections[$0.section].items[$0.item] },
            updatedItems: changes.items.updated.map { new.sections[$0.section].items[$0.item] },
            oldItemCounts: old.sections.map { $0.items.count })
    }
}

extension Changes {
    /// The same changes with every position made another way.
    package func map<Other>(_ transform: (Position) -> Other) -> Changes<Other> {
        Changes<Other>(
            deleted: deleted.map(transform), inserted: inserted.map(transform),
            moved: moved.map { Changes<Other>.Move(from: transform($0.from), to: transform($0.to)) },
            updated: updated.map(transform))
    }
}

extension Document {
    /// Whether a section is nested among the items of another.
    package var hasNestedSections: Bool {
        sections.contains { $0.items.contains(where: \.isNestedSection) }
    }

    /// The section at a position the diff found: a top-level one, or one nested there.
    fileprivate func section(at path: SectionPath) -> Section {
        guard let item = path.itemPath, let nested = try? nestedSection(at: item) else {
            return sections[path.section]
        }
        return nested
    }

    /// The item at a position the diff found.
    fileprivate func item(atChecked path: ItemPath) -> Item {
        (try? item(at: path)) ?? Item(content: .text(""))
    }
}

extension Matching {
    /// The positions of the changes: what the JSON form holds.
    package func changes() -> (sections: Changes<Int>, items: Changes<ItemPath>) {
        var sections = ChangesBuilder<Int>()
        sections.collect(self)
        var items = ChangesBuilder<ItemPath>()
        items.collectOld(self)
        items.collectNew(self)
        return (sections.changes, items.changes)
    }
}

/// The lists of one kind of element.
package struct ChangesBuilder<Position: Comparable & Hashable & Sendable> {
    package var deleted: [Position] = []
    package var inserted: [Position] = []
    package var moved: [Changes<Position>.Move] = []
    package var updated: [Position] = []

    package var changes: Changes<Position> {
        Changes(deleted: deleted, inserted: inserted, moved: moved, updated: updated)
    }

    package mutating func move(from: Position, to: Position) {
        moved.append(Changes.Move(from: from, to: to))
    }
}

extension ChangesBuilder<Int> {
    /// Sections: deletions and moves in old order, then insertions and updates in new
    /// order.
    package mutating func collect<Operand>(_ matching: Matching<Operand>) {
        var common: [Int] = []
        common.reserveCapacity(matching.oldSectionMatch.count)
        for (s, t) in matching.oldSectionMatch.enumerated() {
            if t < 0 { deleted.append(s) } else { common.append(t) }
        }
        var subsequence = IncreasingSubsequence()
        subsequence.solve(common)
        common = []
        var k = 0
        for (s, t) in matching.oldSectionMatch.enumerated() where t >= 0 {
            if !subsequence.members[k] { move(from: s, to: t) }
            k += 1
        }
        for (t, s) in matching.newSectionMatch.enumerated() {
            if s < 0 {
                inserted.append(t)
            } else if !matching.old.section(s, equalsIgnoringItems: t, of: matching.new) {
                updated.append(t)
            }
        }
    }
}

extension ChangesBuilder<ItemPath> {
    /// Deletions and moves, in old reading order. A common item is moved when its
    /// section's identity changed, or when it is outside one longest increasing
    /// subsequence of the new positions of the common items that stay in its section.
    package mutating func collectOld<Operand>(_ matching: Matching<Operand>) {
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
    package mutating func collectNew<Operand>(_ matching: Matching<Operand>) {
        for t in 0..<matching.new.sectionCount {
            let range = matching.newItems.range(ofSection: t)
            for q in range where matching.newItemMatch(q) < 0 || matching.newItemDiffers(q) {
                let position = ItemPath(section: t, item: q - range.lowerBound)
                if matching.newItemMatch(q) < 0 {
                    inserted.append(position)
                } else {
                    updated.append(position)
                }
            }
        }
    }
}
