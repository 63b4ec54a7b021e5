/// Which sections and items of two documents are the same ones (identity as the Changeset
/// format article defines it), in time linear in the documents' sizes.
///
/// Every element is numbered in reading order; a match is kept as the other side's
/// number, or -1. Each old item's identity is hashed once, and the old items go into an
/// ``OccurrenceTable``, where each new item takes the next old occurrence of its identity,
/// so the *k*-th new occurrence takes the *k*-th old one. Most items keep their order, so
/// a new item is first compared with the old item after the last one matched, and hashed
/// only when that is not its identity. Ids are identities like the others; a repeated id
/// is an error, found in the old document as a second occurrence in the table and in the
/// new one by a dictionary of the new ids.
struct Matching {
    let old: Document
    let new: Document
    let oldItems: FlatItems
    let newItems: FlatItems
    /// For each old section, the index of the same section in the new document, or -1.
    private(set) var oldSectionMatch: [Int]
    /// For each new section, the index of the same section in the old document, or -1.
    private(set) var newSectionMatch: [Int]
    // The per-item tables are 32-bit, like the occurrence table's positions: at a million
    // items every byte of them is a page to fault in and a line to miss.
    private var oldMatches: [Int32]
    private var newMatches: [Int32]
    /// For each new item, whether it is common and differs from its old item (`==`).
    private var newDiffers: [Bool]

    init(from old: Document, to new: Document) throws(DocumentError) {
        self.old = old
        self.new = new
        oldItems = FlatItems(old)
        newItems = FlatItems(new)
        oldSectionMatch = [Int](repeating: -1, count: old.sections.count)
        newSectionMatch = [Int](repeating: -1, count: new.sections.count)
        oldMatches = [Int32](repeating: -1, count: oldItems.count)
        newMatches = [Int32](repeating: -1, count: newItems.count)
        newDiffers = [Bool](repeating: false, count: newItems.count)
        try matchSections()
        try matchItems()
    }

    /// The number of the same item in the new document as old item `p`, or -1 when it is
    /// not common (its identity is missing, or its old section was deleted, or its new
    /// section inserted).
    func oldItemMatch(_ p: Int) -> Int { Int(oldMatches[p]) }

    /// The number of the same item in the old document as new item `q`, or -1.
    func newItemMatch(_ q: Int) -> Int { Int(newMatches[q]) }

    /// Whether new item `q` is common and differs from its old item, as `==` says.
    func newItemDiffers(_ q: Int) -> Bool { newDiffers[q] }

    /// Whether the old item with number `p` equals item `j` of `items`, as `==` says.
    ///
    /// Both items are read where the arrays store them, property by property. Handed
    /// whole to `==`, both would be copied first, which retains and releases every string
    /// of every common item of the diff. `ChangesetTests` keeps the properties compared
    /// here in step with those of ``Item``.
    @inline(__always)
    private func oldItem(_ p: Int, equals j: Int, of items: [Item]) -> Bool {
        let s = oldItems.section(of: p)
        let i = p - oldItems.starts[s]
        return old.sections[s].items[i].id == items[j].id
            && Self.contentsEqual(old.sections[s].items[i].stored, items[j].stored)
            && old.sections[s].items[i].style == items[j].style
            && old.sections[s].items[i].truncation == items[j].truncation
    }

    /// `==` on two contents, inline for texts and rows, what large documents are made of:
    /// the other kinds go through `==`, which takes copies.
    @inline(__always)
    private static func contentsEqual(_ a: borrowing StoredContent, _ b: borrowing StoredContent) -> Bool {
        // Nested, because a switch over a tuple of the two would copy them into it.
        switch a {
        case .plain(.text(let text)):
            switch b {
            case .plain(.text(let other)): return text == other
            default: break
            }
        case .plain(.row(let label, let value)):
            switch b {
            case .plain(.row(let otherLabel, let otherValue)):
                return label == otherLabel && value == otherValue
            default: break
            }
        default: break
        }
        return copy a == copy b
    }

    private mutating func matchSections() throws(DocumentError) {
        let oldIdentities = try SectionIdentity.named(old, side: .old)
        let newIdentities = try SectionIdentity.named(new, side: .new)
        var index: [SectionIdentity: Int] = [:]
        index.reserveCapacity(oldIdentities.count)
        for (s, identity) in oldIdentities { index[identity] = s }
        for (t, identity) in newIdentities {
            if let s = index[identity] {
                oldSectionMatch[s] = t
                newSectionMatch[t] = s
            }
        }
        for s in 0..<min(old.sections.count, new.sections.count)
        where old.sections[s].isIdentifiedByPosition && new.sections[s].isIdentifiedByPosition {
            oldSectionMatch[s] = s
            newSectionMatch[s] = s
        }
    }

    /// The identity of the old item with number `p`.
    @inline(__always)
    private func oldIdentity(_ p: Int) -> ItemIdentity {
        let s = oldItems.section(of: p)
        return ItemIdentity(of: old.sections[s].items[p - oldItems.starts[s]])
    }

    private mutating func matchItems() throws(DocumentError) {
        // Every old identity is hashed before any goes into the table: a loop that does
        // nothing but probe lets the processor wait for many of the table's cache misses at
        // once, where each probe between two hashes waited alone.
        var hashes: [Int] = []
        hashes.reserveCapacity(oldItems.count)
        for s in old.sections.indices {
            let items = old.sections[s].items
            for i in items.indices { hashes.append(ItemIdentity(of: items[i]).payloadHash) }
        }
        var table = OccurrenceTable(count: oldItems.count)
        for p in hashes.indices {
            let first = table.add(hash: hashes[p]) { oldIdentity($0) == oldIdentity(p) }
            if first != p, case .id(let id) = oldIdentity(p) {
                throw .duplicateItem(id, at: oldItems.path(p), first: oldItems.path(first), in: .old)
            }
        }
        var newIDs: [String: Int] = [:]
        /// The old item after the last one matched: most items keep their order, so it is
        /// most often the match of the next new item, found without hashing.
        var guess = 0
        var q = 0
        for t in new.sections.indices {
            let sectionIsCommon = newSectionMatch[t] >= 0
            let items = new.sections[t].items
            for j in items.indices {
                let identity = ItemIdentity(of: items[j])
                if case .id(let id) = identity {
                    if let first = newIDs[id] {
                        throw .duplicateItem(id, at: newItems.path(q), first: newItems.path(first), in: .new)
                    }
                    newIDs[id] = q
                }
                let match =
                    guess < oldItems.count && oldIdentity(guess) == identity
                    ? table.take(sameAs: guess)
                    : table.take(hash: identity.payloadHash) { oldIdentity($0) == identity }
                if match >= 0 {
                    guess = match + 1
                    if sectionIsCommon, oldSectionMatch[oldItems.section(of: match)] >= 0 {
                        oldMatches[match] = Int32(q)
                        newMatches[q] = Int32(match)
                        // Compared now, while both items are in the cache: a later pass
                        // that read both documents again missed the cache for every item
                        // of a large diff.
                        newDiffers[q] = !oldItem(match, equals: j, of: items)
                    }
                }
                q += 1
            }
        }
    }
}
