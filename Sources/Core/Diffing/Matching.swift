/// Which sections and items of two documents are the same ones (identity as the Changeset
/// format article defines it), in time linear in the documents' sizes.
///
/// Every element is numbered in reading order; a match is kept as the other side's
/// number, or -1. The first items, while the two documents' identities agree, match each
/// other without a hash. Each old item's identity after them is hashed once, and those old
/// items go into an ``OccurrenceTable``, where each new item takes the next old occurrence
/// of its identity, so the *k*-th new occurrence takes the *k*-th old one. Most items keep
/// their order, so a new item is first compared with the old item after the last one
/// matched, and hashed only when that is not its identity. Sections with an id or a header are matched the
/// same way. Ids are identities like the others; a repeated id is an error. In the old
/// document it is a second occurrence in the table. In the new one, unless its ids were
/// checked when it was made, it is what ``NewRepeats`` finds among the elements that took
/// no old occurrence, so that checking costs what changed, not the document's size.
package struct Matching<Operand: DiffOperand> {
    package let old: Operand
    package let new: Operand
    package var oldItems: FlatItems { old.items }
    package var newItems: FlatItems { new.items }
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

    /// Whether common items are compared, for ``newItemDiffers(_:)``.
    private let comparesItems: Bool

    /// - Parameters:
    ///   - old: The old document.
    ///   - new: The new document.
    ///   - comparingItems: Whether to compare the common items, as a changeset needs; what
    ///     only follows positions (``IdentityMap``) leaves it out.
    ///   - oldTables: The old document's tables, made before the new document was read;
    ///     `nil` to make them here.
    /// - Throws: ``RepeatedID`` when ids repeat in either document.
    package init(
        from old: Operand, to new: Operand, comparingItems: Bool = true, oldTables: OldTables? = nil
    ) throws(RepeatedID) {
        self.old = old
        self.new = new
        comparesItems = comparingItems
        oldSectionMatch = [Int](repeating: -1, count: old.sectionCount)
        newSectionMatch = [Int](repeating: -1, count: new.sectionCount)
        oldMatches = [Int32](repeating: -1, count: old.items.count)
        newMatches = [Int32](repeating: -1, count: new.items.count)
        newDiffers = [Bool](repeating: false, count: comparingItems ? new.items.count : 0)
        try matchSections(oldTables)
        try matchItems(oldTables)
    }

    /// The number of the same item in the new document as old item `p`, or -1 when it is
    /// not common (its identity is missing, or its old section was deleted, or its new
    /// section inserted).
    package func oldItemMatch(_ p: Int) -> Int { Int(oldMatches[p]) }

    /// The number of the same item in the old document as new item `q`, or -1.
    package func newItemMatch(_ q: Int) -> Int { Int(newMatches[q]) }

    /// Whether new item `q` is common and differs from its old item, as `==` says; only
    /// when made `comparingItems`.
    package func newItemDiffers(_ q: Int) -> Bool { newDiffers[q] }

    /// Sections with an id or a header are matched as items are, through an
    /// ``OccurrenceTable`` of the old ones, so that the *k*-th new section of a header takes
    /// the *k*-th old one; most keep their order, so a new section is first compared with
    /// the old one after the last match. The others match by position.
    private mutating func matchSections(_ oldTables: OldTables?) throws(RepeatedID) {
        let oldNamed = oldTables?.namedSections ?? old.namedSections()
        let newNamed = new.namedSections()
        var table: OccurrenceTable
        if let oldTables {
            table = try oldTables.sectionNames.get()
        } else {
            table = try Self.names(of: old, oldNamed)
        }
        var repeats = NewRepeats(checking: !new.idsAreUnique)
        var guess = 0
        for (k, t) in newNamed.enumerated() {
            let name = new.name(ofSection: t)
            let guessed = guess < oldNamed.count && old.name(ofSection: oldNamed[guess]) == name
            let hash = guessed ? 0 : name.payloadHash
            let match =
                guessed
                ? table.take(sameAs: guess)
                : table.take(hash: hash) { old.name(ofSection: oldNamed[$0]) == name }
            if match >= 0 {
                guess = match + 1
                oldSectionMatch[oldNamed[match]] = t
                newSectionMatch[t] = oldNamed[match]
            } else if repeats.isChecking, name.id != nil {
                let isOld =
                    guessed || table.contains(hash: hash) { old.name(ofSection: oldNamed[$0]) == name }
                repeats.noteUnmatched(k, hash: guessed ? name.payloadHash : hash, isOld: isOld)
            }
        }
        // Numbered by their place in `newNamed`, as the old ones are in the table.
        let isSame = { new.name(ofSection: newNamed[$0]) == new.name(ofSection: newNamed[$1]) }
        if let (k, first) = repeats.first(isSame: isSame), let id = new.name(ofSection: newNamed[k]).id {
            throw RepeatedID(
                .duplicateSection(id, at: newNamed[k], first: newNamed[first], in: .new), in: .new)
        }
        for s in 0..<min(old.sectionCount, new.sectionCount)
        where old.isIdentifiedByPosition(s) && new.isIdentifiedByPosition(s) {
            oldSectionMatch[s] = s
            newSectionMatch[s] = s
        }
    }

    /// The names of the old document's `named` sections in a table, numbered by their place
    /// in `named`.
    ///
    /// - Throws: ``RepeatedID`` when two sections share an id, naming both.
    package static func names(of operand: Operand, _ named: [Int]) throws(RepeatedID) -> OccurrenceTable {
        // Hashed before any goes into the table, as the items are.
        let hashes = named.map { operand.name(ofSection: $0).payloadHash }
        var table = OccurrenceTable(count: named.count)
        var repeated: (name: Int, first: Int)?
        let isSame = { operand.name(ofSection: named[$0]) == operand.name(ofSection: named[$1]) }
        table.addAll(hashes, isSame: isSame) { k, first in
            if k < repeated?.name ?? Int.max, operand.name(ofSection: named[k]).id != nil {
                repeated = (k, first)
            }
        }
        if let (k, first) = repeated, let id = operand.name(ofSection: named[k]).id {
            throw RepeatedID(.duplicateSection(id, at: named[k], first: named[first], in: .old), in: .old)
        }
        return table
    }

    private mutating func matchItems(_ oldTables: OldTables?) throws(RepeatedID) {
        let oldCount = old.items.count
        let prefix = matchCommonPrefix()
        var (table, repeated) =
            if let made = oldTables?.items, made.start == prefix { (made.table, made.repeated) } else {
                Self.itemTable(of: old, from: prefix)
            }
        if let (p, first) = repeated, let id = old.identity(ofItem: p).id {
            throw RepeatedID(
                .duplicateItem(id, at: oldItems.path(p), first: oldItems.path(first), in: .old), in: .old)
        }
        var repeats = NewRepeats(checking: !new.idsAreUnique)
        /// The old item after the last one matched: most items keep their order, so it is
        /// most often the match of the next new item, found without hashing.
        var guess = prefix
        var q = prefix
        let first = prefix < new.items.count ? new.items.section(of: prefix) : new.sectionCount
        for t in first..<new.sectionCount {
            let sectionIsCommon = newSectionMatch[t] >= 0
            for _ in max(prefix, new.items.starts[t])..<new.items.starts[t + 1] {
                let identity = new.identity(ofItem: q)
                let guessed = guess < oldCount && old.identity(ofItem: guess) == identity
                let hash = guessed ? 0 : identity.payloadHash
                let match =
                    guessed
                    ? table.take(sameAs: guess - prefix)
                    : table.take(hash: hash) { old.identity(ofItem: prefix + $0) == identity }
                if match >= 0 {
                    guess = prefix + match + 1
                    if sectionIsCommon { common(prefix + match, q) }
                } else if repeats.isChecking, identity.id != nil {
                    let isOld =
                        guessed
                        || table.contains(hash: hash) { old.identity(ofItem: prefix + $0) == identity }
                    repeats.noteUnmatched(q, hash: guessed ? identity.payloadHash : hash, isOld: isOld)
                }
                q += 1
            }
        }
        if let (q, first) = repeats.first(isSame: { new.identity(ofItem: $0) == new.identity(ofItem: $1) }),
            let id = new.identity(ofItem: q).id
        {
            throw RepeatedID(
                .duplicateItem(id, at: newItems.path(q), first: newItems.path(first), in: .new), in: .new)
        }
    }

    /// The table of the old items from `prefix` on, numbering item `prefix + k` as `k`, and
    /// the first repeated id among them in reading order (the table reports repeats in its
    /// own).
    package static func itemTable(of old: Operand, from prefix: Int) -> (
        OccurrenceTable, repeated: (item: Int, first: Int)?
    ) {
        // Every identity is hashed before any goes into the table: a loop that does nothing
        // but probe lets the processor wait for many of the table's cache misses at once,
        // where each probe between two hashes waited alone.
        let hashes = old.identityHashes(from: prefix)
        var table = OccurrenceTable(count: old.items.count - prefix)
        var repeated: (item: Int, first: Int)?
        table.addAll(hashes) {
            old.identity(ofItem: prefix + $0) == old.identity(ofItem: prefix + $1)
        } repeated: { k, first in
            let p = prefix + k
            if p < repeated?.item ?? Int.max, old.identity(ofItem: p).id != nil {
                repeated = (p, prefix + first)
            }
        }
        return (table, repeated)
    }

    /// Matches the first items of both documents to each other while their identities are
    /// equal, and returns how many: a new version of a document most often keeps most of
    /// its items in place, and then nothing of them is hashed or put in a table.
    ///
    /// Each is the first occurrence of its identity not yet taken on both sides, so these
    /// are the matches the table would make, and the items after them count their
    /// occurrences from the same place on both sides. Unless both documents' ids were
    /// checked, the prefix ends at the first id, which the table and ``NewRepeats`` check
    /// for repeats; before it there is none to check.
    private mutating func matchCommonPrefix() -> Int {
        let checked = old.idsAreUnique && new.idsAreUnique
        let end = min(old.items.count, new.items.count)
        var q = 0
        for t in 0..<new.sectionCount {
            let sectionIsCommon = newSectionMatch[t] >= 0
            for _ in new.items.range(ofSection: t) {
                guard q < end else { return q }
                let identity = new.identity(ofItem: q)
                guard checked || identity.id == nil, old.identity(ofItem: q) == identity else { return q }
                if sectionIsCommon { common(q, q) }
                q += 1
            }
        }
        return q
    }

    /// Records old item `p` and new item `q`, in a common section, as the same item, if
    /// `p`'s old section is common too.
    @inline(__always)
    private mutating func common(_ p: Int, _ q: Int) {
        guard oldSectionMatch[oldItems.section(of: p)] >= 0 else { return }
        oldMatches[p] = Int32(q)
        newMatches[q] = Int32(p)
        // Compared now, while both items are in the cache: a later pass that read both
        // documents again missed the cache for every item of a large diff.
        if comparesItems { newDiffers[q] = !old.item(p, equals: q, of: new) }
    }
}

extension Matching: Sendable where Operand: Sendable {}
