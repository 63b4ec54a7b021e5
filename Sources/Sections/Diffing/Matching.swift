/// Which sections and items of two documents are the same ones (SPEC §5 identity), in
/// time linear in the documents' sizes.
///
/// Every element is numbered in reading order; a match is kept as the other side's
/// number, or -1. Identities are looked up in one dictionary per kind, one hash per item:
/// ids map to their old and new numbers; a content maps to the chain of its old
/// occurrences, and the *k*-th new occurrence takes the *k*-th old one.
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

    private mutating func matchItems() throws(DocumentError) {
        var ids: [String: IDSlot] = [:]
        /// Texts and labels; the rare items of your own types, by value, apart.
        var texts: [String: Occurrences] = [:]
        texts.reserveCapacity(oldItems.count)
        var values: [Item.Content: Occurrences] = [:]
        /// The next old occurrence of the same content, for each old item, or -1.
        var next = [Int](repeating: -1, count: oldItems.count)
        var p = 0
        for s in old.sections.indices {
            let items = old.sections[s].items
            for i in items.indices {
                if let id = items[i].id {
                    let first = ids[id, default: IDSlot()].claimOld(p)
                    if first >= 0 {
                        throw .duplicateItem(
                            id, at: oldItems.path(p), first: oldItems.path(first), in: .old)
                    }
                } else if let text = items[i].identityText {
                    texts[text, default: Occurrences()].append(p, next: &next)
                } else {
                    values[items[i].content, default: Occurrences()].append(p, next: &next)
                }
                p += 1
            }
        }
        var q = 0
        for t in new.sections.indices {
            let sectionIsCommon = newSectionMatch[t] >= 0
            let items = new.sections[t].items
            for j in items.indices {
                var match = -1
                if let id = items[j].id {
                    let (first, oldUse) = ids[id, default: IDSlot()].claimNew(q)
                    if first >= 0 {
                        throw .duplicateItem(
                            id, at: newItems.path(q), first: newItems.path(first), in: .new)
                    }
                    match = oldUse
                } else if let text = items[j].identityText {
                    if let index = texts.index(forKey: text) { match = texts.values[index].take(next: next) }
                } else if let index = values.index(forKey: items[j].content) {
                    match = values.values[index].take(next: next)
                }
                if match >= 0, sectionIsCommon, oldSectionMatch[oldItems.sectionOf[match]] >= 0 {
                    oldItemMatch[match] = q
                    newItemMatch[q] = match
                }
                q += 1
            }
        }
    }
}

/// Where an id is used on each side.
private struct IDSlot {
    var old = -1
    var new = -1

    /// Records the old use; returns an earlier old use, or -1.
    mutating func claimOld(_ p: Int) -> Int {
        defer { if old < 0 { old = p } }
        return old
    }

    /// Records the new use; returns an earlier new use (or -1) and the old use (or -1).
    mutating func claimNew(_ q: Int) -> (first: Int, old: Int) {
        defer { if new < 0 { new = q } }
        return (new, old)
    }
}

/// The old occurrences of one content, as a chain through `next`, handed out in order.
private struct Occurrences {
    /// The next occurrence to hand out, or -1 when all are taken.
    var cursor = -1
    /// The last occurrence appended.
    var tail = -1

    mutating func append(_ p: Int, next: inout [Int]) {
        if tail < 0 { cursor = p } else { next[tail] = p }
        tail = p
    }

    mutating func take(next: [Int]) -> Int {
        let p = cursor
        if p >= 0 { cursor = next[p] }
        return p
    }
}
