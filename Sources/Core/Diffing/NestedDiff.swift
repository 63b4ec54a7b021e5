/// The diff of documents with nested sections (<doc:ChangesetFormat>): each side is one
/// tree of sections and items, read in reading order, and every node is matched by its
/// identity wherever it stands.
///
/// A section is its id, else its header with its occurrence among sections of that header
/// (at every depth, so it keeps its identity when it moves to another parent), else its
/// position among its parent's children; an item is its id, else its text or label with its
/// occurrence in the whole document. A node is common when it, its old parent and its new
/// parent all are; a common node is moved when its parent's identity changed, or when it is
/// outside one longest increasing subsequence of the common children that stay with its
/// parent.
package struct NestedDiff {
    /// A section or an item of one side.
    private struct Node {
        /// The node of the parent section; -1 for a top-level section.
        var parent: Int
        /// The path: a section's ``SectionPath`` indices, an item's ``ItemPath`` ones.
        var indices: [Int]
        /// The section without its items, for a section.
        var section: Section?
        /// The item, for an item.
        var item: Item?
        var key: Key
    }

    /// What identifies a node across the two documents.
    private indirect enum Key: Hashable {
        case sectionID(String)
        case header(String, occurrence: Int)
        /// A section with neither id nor header: its place among its parent's children.
        case position(parent: Key?, index: Int)
        case itemID(String)
        case text(String, occurrence: Int)
        case value(Item.Content, occurrence: Int)

        var id: String? {
            switch self {
            case .sectionID(let id), .itemID(let id): id
            default: nil
            }
        }
    }

    private let old: [Node]
    private let new: [Node]

    /// The changes between two documents, one of which at least has a nested section.
    package init(from old: Document, to new: Document) throws(DocumentError) {
        self.old = try Self.nodes(of: old, side: .old)
        self.new = try Self.nodes(of: new, side: .new)
    }

    /// The nodes of `document` in reading order, parents before their children.
    private static func nodes(of document: Document, side: DiffSide) throws(DocumentError) -> [Node] {
        var nodes: [Node] = []
        var headers: [String: Int] = [:]
        var texts: [String: Int] = [:]
        var values: [Item.Content: Int] = [:]
        var ids: [Key: [Int]] = [:]
        func occurrence<K: Hashable>(_ key: K, in table: inout [K: Int]) -> Int {
            defer { table[key, default: 0] += 1 }
            return table[key, default: 0]
        }
        func add(_ section: Section, at indices: [Int], parent: Int) {
            let key: Key
            if let id = section.id {
                key = .sectionID(id)
            } else if let header = section.header {
                key = .header(header, occurrence: occurrence(header, in: &headers))
            } else {
                key = .position(
                    parent: parent < 0 ? nil : nodes[parent].key, index: indices[indices.count - 1])
            }
            let index = nodes.count
            nodes.append(
                Node(parent: parent, indices: indices, section: section.withoutItems, item: nil, key: key))
            if key.id != nil { ids[key, default: []].append(index) }
            for (i, item) in section.items.enumerated() {
                if case .section(let nested) = item.content {
                    add(nested.section, at: indices + [i], parent: index)
                    continue
                }
                let itemKey: Key =
                    if let id = item.id {
                        .itemID(id)
                    } else if let text = item.identityText {
                        .text(text, occurrence: occurrence(text, in: &texts))
                    } else {
                        .value(item.content, occurrence: occurrence(item.content, in: &values))
                    }
                if itemKey.id != nil { ids[itemKey, default: []].append(nodes.count) }
                nodes.append(
                    Node(parent: index, indices: indices + [i], section: nil, item: item, key: itemKey))
            }
        }
        for (s, section) in document.sections.enumerated() { add(section, at: [s], parent: -1) }
        // The first id used twice in reading order, as the flat diff reports it.
        if let (key, places) = ids.filter({ $0.value.count > 1 }).min(by: { $0.value[1] < $1.value[1] }),
            let id = key.id
        {
            let (first, second) = (nodes[places[0]].indices, nodes[places[1]].indices)
            throw DocumentError(
                .duplicateID, at: Self.jsonPath(second),
                "duplicate \(nodes[places[0]].section == nil ? "item" : "section") id \(quoted(id)) in the "
                    + "\(side.rawValue) document, first used at \(Self.jsonPath(first))")
        }
        return nodes
    }

    /// `sections[0].items[3].items[1]`, as ``DocumentError`` names places.
    package static func jsonPath(_ indices: [Int]) -> String {
        "sections[\(indices[0])]" + indices.dropFirst().map { ".items[\($0)]" }.joined()
    }

    /// The positions of the changes, sorted as ``Changes`` says.
    package func changes() -> (sections: Changes<SectionPath>, items: Changes<ItemPath>) {
        // Matched by identity, then kept only where both parents are common too: a pass
        // over each side in reading order settles every node after its parent.
        var newToOld = [Int](repeating: -1, count: new.count)
        var oldToNew = [Int](repeating: -1, count: old.count)
        var oldByKey: [Key: Int] = [:]
        for (m, node) in old.enumerated() { oldByKey[node.key] = m }
        for (n, node) in new.enumerated() {
            if let m = oldByKey[node.key] { (newToOld[n], oldToNew[m]) = (m, n) }
        }
        var changed = true
        while changed {
            changed = false
            for (n, node) in new.enumerated() where newToOld[n] >= 0 {
                let m = newToOld[n]
                let newParent = node.parent
                let oldParent = old[m].parent
                if (newParent >= 0 && newToOld[newParent] < 0) || (oldParent >= 0 && oldToNew[oldParent] < 0)
                {
                    (newToOld[n], oldToNew[m]) = (-1, -1)
                    changed = true
                }
            }
        }
        var sections = ChangesBuilder<SectionPath>()
        var items = ChangesBuilder<ItemPath>()
        func record(
            _ node: Node, _ list: WritableKeyPath<ChangesBuilder<SectionPath>, [SectionPath]>,
            _ itemList: WritableKeyPath<ChangesBuilder<ItemPath>, [ItemPath]>
        ) {
            if node.section != nil {
                sections[keyPath: list].append(Self.sectionPath(node.indices))
            } else {
                items[keyPath: itemList].append(Self.itemPath(node.indices))
            }
        }
        for (m, node) in old.enumerated() where oldToNew[m] < 0 { record(node, \.deleted, \.deleted) }
        for (n, node) in new.enumerated() {
            let m = newToOld[n]
            if m < 0 {
                record(node, \.inserted, \.inserted)
            } else if let section = node.section, let before = old[m].section,
                !before.equalsIgnoringItems(section)
            {
                sections.updated.append(Self.sectionPath(node.indices))
            } else if let item = node.item, item != old[m].item {
                items.updated.append(Self.itemPath(node.indices))
            }
        }
        // Moves, per old parent, as the flat diff finds them: the common children that go
        // elsewhere, and those of the ones that stay outside one longest run of their new
        // places, taken in their old order.
        var children = [[Int]](repeating: [], count: old.count + 1)
        for (m, node) in old.enumerated() where oldToNew[m] >= 0 { children[node.parent + 1].append(m) }
        var subsequence = IncreasingSubsequence()
        for parent in -1..<old.count where parent < 0 || oldToNew[parent] >= 0 {
            let newParent = parent < 0 ? -1 : oldToNew[parent]
            let list = children[parent + 1]
            let staying = list.filter { new[oldToNew[$0]].parent == newParent }
            subsequence.solve(staying.map { new[oldToNew[$0]].indices.last ?? 0 })
            var k = 0
            for m in list {
                let n = oldToNew[m]
                let stays = new[n].parent == newParent
                if !stays || !subsequence.members[k] {
                    if old[m].section != nil {
                        sections.move(
                            from: Self.sectionPath(old[m].indices), to: Self.sectionPath(new[n].indices))
                    } else {
                        items.move(from: Self.itemPath(old[m].indices), to: Self.itemPath(new[n].indices))
                    }
                }
                if stays { k += 1 }
            }
        }
        return (sections.sorted, items.sorted)
    }

    private static func sectionPath(_ indices: [Int]) -> SectionPath {
        guard indices.count > 1, let item = ItemPath(indices) else { return SectionPath(indices[0]) }
        return SectionPath(nestedAt: item)
    }

    private static func itemPath(_ indices: [Int]) -> ItemPath {
        ItemPath(indices) ?? ItemPath(section: indices[0], item: 0)
    }
}

extension ChangesBuilder {
    /// The lists in reading order: deletions, insertions and updates by position, moves
    /// by old position.
    fileprivate var sorted: Changes<Position> {
        Changes(
            deleted: deleted.sorted(), inserted: inserted.sorted(),
            moved: moved.sorted { $0.from < $1.from }, updated: updated.sorted())
    }
}
