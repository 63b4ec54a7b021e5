/// Applying a changeset between documents with nested sections: every parent's children
/// are rebuilt from its own entries, as the top level's are.
extension Document {
    /// Where sections nest and how many items each has: for each section in reading order,
    /// its number of items, how many of them are nested sections, and their indices.
    package var shape: [Int] {
        var shape: [Int] = []
        func add(_ items: [Item]) {
            let nested = items.indices.filter { items[$0].isNestedSection }
            shape.append(items.count)
            shape.append(nested.count)
            shape += nested
            for index in nested {
                if case .section(let section) = items[index].content { add(section.section.items) }
            }
        }
        for section in sections { add(section.items) }
        return shape
    }

    /// The document `changeset`, made where either document has a nested section, turns
    /// this one into.
    package func applyingNested(_ changeset: Changeset, oldShape: [Int]) throws(DocumentError) -> Document {
        guard shape == oldShape else {
            throw DocumentError(
                .changesetMismatch, at: "sections",
                "the changeset was made for a document whose sections nest or hold items otherwise")
        }
        let plan = NestedPlan(changeset)
        // The top level's children are sections: as items here, so that every level is
        // rebuilt alike.
        let top = sections.map { Item(content: .section(NestedSection($0))) }
        guard let rebuilt = plan.children(of: top, from: [], to: []) else {
            throw DocumentError(
                .changesetMismatch, at: "sections", "the changeset does not fit this document")
        }
        var result: [Section] = []
        result.reserveCapacity(rebuilt.count)
        for item in rebuilt {
            guard case .section(let nested) = item.content else {
                throw DocumentError(
                    .changesetMismatch, at: "sections", "the changeset does not fit this document")
            }
            result.append(nested.section)
        }
        return Document(title: changeset.title, sections: result)
    }
}

/// A changeset's entries by path: where every child of every parent comes from.
private struct NestedPlan {
    /// The old paths of the children that leave their place: deleted or moved.
    let leaving: Set<[Int]>
    /// The new paths of inserted sections and items, with what is inserted.
    let inserted: [[Int]: Item]
    /// The new paths of moved children, with their old paths.
    let arrivals: [[Int]: [Int]]
    /// How many children each new parent gains, by its path: insertions and arrivals.
    let gained: [[Int]: Int]
    /// The new attributes of updated sections, and the new updated items, by new path.
    let updatedSections: [[Int]: Section]
    let updatedItems: [[Int]: Item]

    init(_ changeset: Changeset) {
        let sections = changeset.sections
        let items = changeset.items
        var leaving = Set(sections.deleted.map(\.indices) + items.deleted.map(\.indices))
        var arrivals: [[Int]: [Int]] = [:]
        for move in sections.moved { arrivals[move.to.indices] = move.from.indices }
        for move in items.moved { arrivals[move.to.indices] = move.from.indices }
        leaving.formUnion(arrivals.values)
        var inserted: [[Int]: Item] = [:]
        for (path, section) in zip(sections.inserted, changeset.insertedSections) {
            inserted[path.indices] = Item(content: .section(NestedSection(section)))
        }
        for (path, item) in zip(items.inserted, changeset.insertedItems) { inserted[path.indices] = item }
        var gained: [[Int]: Int] = [:]
        for path in Array(inserted.keys) + Array(arrivals.keys) {
            gained[Array(path.dropLast()), default: 0] += 1
        }
        self.leaving = leaving
        self.inserted = inserted
        self.arrivals = arrivals
        self.gained = gained
        updatedSections = Dictionary(
            zip(sections.updated.map(\.indices), changeset.updatedSections), uniquingKeysWith: { $1 })
        updatedItems = Dictionary(
            zip(items.updated.map(\.indices), changeset.updatedItems), uniquingKeysWith: { $1 })
    }

    /// The new children at `newPath` of a parent whose old children are `children` at
    /// `oldPath` (none for an inserted parent), each nested section's rebuilt in turn;
    /// `nil` when the entries do not fit them. A moved child is found by its old path
    /// among `root`, the old top level's children (`children` at the top level).
    func children(of children: [Item], from oldPath: [Int]?, to newPath: [Int], root: [Item]? = nil)
        -> [Item]?
    {
        let top = root ?? children
        var staying: [(item: Item, path: [Int])] = []
        if let oldPath {
            for (index, child) in children.enumerated() where !leaving.contains(oldPath + [index]) {
                staying.append((child, oldPath + [index]))
            }
        }
        let count = staying.count + gained[newPath, default: 0]
        var result: [Item] = []
        result.reserveCapacity(count)
        var next = 0
        for index in 0..<count {
            let path = newPath + [index]
            var child: Item
            var source: [Int]?
            if let item = inserted[path] {
                child = item
            } else if let from = arrivals[path] {
                guard let item = Self.item(at: from, in: top) else { return nil }
                (child, source) = (item, from)
            } else {
                guard next < staying.count else { return nil }
                (child, source) = staying[next]
                next += 1
            }
            if case .section(let nested) = child.content {
                var section = updatedSections[path] ?? nested.section
                guard
                    let items = self.children(
                        of: source == nil ? [] : nested.section.items, from: source, to: path, root: top)
                else { return nil }
                section.items = items
                child = Item(content: .section(NestedSection(section)))
            } else if let item = updatedItems[path] {
                child = item
            }
            result.append(child)
        }
        return next == staying.count ? result : nil
    }

    /// The old child at `path`, the top level's children being `top`.
    private static func item(at path: [Int], in top: [Item]) -> Item? {
        var children = top
        var item: Item?
        for index in path {
            guard index >= 0, index < children.count else { return nil }
            item = children[index]
            if case .section(let nested) = children[index].content {
                children = nested.section.items
            } else {
                children = []
            }
        }
        return item
    }
}
