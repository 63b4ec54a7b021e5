/// Which sections and items of two documents are the same ones (SPEC §5 identity), in
/// time linear in the documents' sizes.
///
/// Every element is numbered in reading order; a match is kept as the other side's
/// number, or -1. Item identities are hashed once each: the old items go into an
/// ``OccurrenceTable``, where each new item takes the next old occurrence of its identity,
/// so the *k*-th new occurrence takes the *k*-th old one. An id is an identity like the
/// others, and duplicates are looked for apart: a second use of an id in the old document
/// shows as a second occurrence in the table, and only then are the old ids read again in
/// order to name the first duplicate; the new ids are checked as they are read.
struct Matching {
    let old: Document
    let new: Document
    let oldItems: FlatItems
    let newItems: FlatItems
    /// For each old section, the index of the same section in the new document, or -1.
    private(set) var oldSectionMatch: [Int]
    /// For each new section, the index of the same section in the old document, or -1.
    private(set) var newSectionMatch: [Int]
    /// For each old item, the number of the same item in the new document, or -1 when it
    /// is not common (its identity is missing, or its old section was deleted, or its new
    /// section inserted).
    private(set) var oldItemMatch: [Int]
    /// For each new item, the number of the same item in the old document, or -1.
    private(set) var newItemMatch: [Int]

    init(from old: Document, to new: Document) throws(DocumentError) {
        self.old = old
        self.new = new
        oldItems = FlatItems(old)
        newItems = FlatItems(new)
        oldSectionMatch = [Int](repeating: -1, count: old.sections.count)
        newSectionMatch = [Int](repeating: -1, count: new.sections.count)
        oldItemMatch = [Int](repeating: -1, count: oldItems.count)
        newItemMatch = [Int](repeating: -1, count: newItems.count)
        try matchSections()
        try matchItems()
    }

    /// Whether the old item with number `p` equals `item`, compared where it is stored
    /// rather than copied out.
    @inline(__always)
    func oldItem(_ p: Int, equals item: Item) -> Bool {
        let s = oldItems.sectionOf[p]
        return old.sections[s].items[p - oldItems.starts[s]] == item
    }

    private mutating func matchSections() throws(DocumentError) {
        let oldIdentities = try SectionIdentity.of(old, side: .old)
        let newIdentities = try SectionIdentity.of(new, side: .new)
        var index: [SectionIdentity: Int] = [:]
        index.reserveCapacity(oldIdentities.count)
        for (s, identity) in oldIdentities.enumerated() { index[identity] = s }
        for (t, identity) in newIdentities.enumerated() {
            if let s = index[identity] {
                oldSectionMatch[s] = t
                newSectionMatch[t] = s
            }
        }
    }

    /// The identity of the old item with number `p`.
    @inline(__always)
    private func oldIdentity(_ p: Int) -> ItemIdentity {
        let s = oldItems.sectionOf[p]
        return ItemIdentity(of: old.sections[s].items[p - oldItems.starts[s]])
    }

    private mutating func matchItems() throws(DocumentError) {
        var table = OccurrenceTable(count: oldItems.count)
        var repeatsAnID = false
        var p = oldItems.count
        for s in old.sections.indices.reversed() {
            let items = old.sections[s].items
            for i in items.indices.reversed() {
                p -= 1
                let identity = ItemIdentity(of: items[i])
                let later = table.add(p, hash: identity.hashValue) { oldIdentity($0) == identity }
                if later >= 0, case .id = identity { repeatsAnID = true }
            }
        }
        if repeatsAnID {
            var uses = IDUses(side: .old, items: oldItems)
            for item in old.sections.lazy.flatMap(\.items) { try uses.use(item.id) }
        }
        var uses = IDUses(side: .new, items: newItems)
        var q = 0
        for t in new.sections.indices {
            let sectionIsCommon = newSectionMatch[t] >= 0
            let items = new.sections[t].items
            for j in items.indices {
                let identity = ItemIdentity(of: items[j])
                if case .id(let id) = identity { try uses.use(id) } else { uses.skip() }
                let match = table.take(hash: identity.hashValue) { oldIdentity($0) == identity }
                if match >= 0, sectionIsCommon, oldSectionMatch[oldItems.sectionOf[match]] >= 0 {
                    oldItemMatch[match] = q
                    newItemMatch[q] = match
                }
                q += 1
            }
        }
    }
}

/// The first use of each id in one document, read in reading order, to name both places
/// of a duplicate.
private struct IDUses {
    let side: DiffSide
    let items: FlatItems
    private var firsts: [String: Int] = [:]
    /// The number of the item read next.
    private var p = 0

    init(side: DiffSide, items: FlatItems) {
        self.side = side
        self.items = items
    }

    /// Reads the next item, whose id is `id`.
    ///
    /// - Throws: ``DocumentError`` when an earlier item has the id.
    mutating func use(_ id: String?) throws(DocumentError) {
        defer { p += 1 }
        guard let id else { return }
        if let first = firsts[id] {
            throw .duplicateItem(id, at: items.path(p), first: items.path(first), in: side)
        }
        firsts[id] = p
    }

    /// Reads the next item, which has no id.
    mutating func skip() { p += 1 }
}
