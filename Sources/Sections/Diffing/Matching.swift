/// Which sections and items of two documents are the same ones (identity as the Changeset
/// format article defines it), in time linear in the documents' sizes.
///
/// Every element is numbered in reading order; a match is kept as the other side's
/// number, or -1. Each old item's identity is hashed once, and the old items go into an
/// ``OccurrenceTable``, where each new item takes the next old occurrence of its identity,
/// so the *k*-th new occurrence takes the *k*-th old one. Most items keep their order, so
/// a new item is first compared with the old item after the last one matched, and hashed
/// only when that is not its identity. Sections with an id or a header are matched the
/// same way. Ids are identities like the others; a repeated id is an error. In the old
/// document it is a second occurrence in the table. In the new one, unless its ids were
/// checked when it was made, it is what ``NewRepeats`` finds among the elements that took
/// no old occurrence, so that checking costs what changed, not the document's size.
struct Matching<Operand: DiffOperand> {
    let old: Operand
    let new: Operand
    var oldItems: FlatItems { old.items }
    var newItems: FlatItems { new.items }
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

    init(from old: Operand, to new: Operand) throws(RepeatedID) {
        self.old = old
        self.new = new
        oldSectionMatch = [Int](repeating: -1, count: old.sectionCount)
        newSectionMatch = [Int](repeating: -1, count: new.sectionCount)
        oldMatches = [Int32](repeating: -1, count: old.items.count)
        newMatches = [Int32](repeating: -1, count: new.items.count)
        newDiffers = [Bool](repeating: false, count: new.items.count)
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

    /// Sections with an id or a header are matched as items are, through an
    /// ``OccurrenceTable`` of the old ones, so that the *k*-th new section of a header takes
    /// the *k*-th old one; most keep their order, so a new section is first compared with
    /// the old one after the last match. The others match by position.
    private mutating func matchSections() throws(RepeatedID) {
        let oldNamed = old.namedSections()
        let newNamed = new.namedSections()
        var table = try Self.names(of: old, oldNamed, side: .old)
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

    /// The names of an operand's `named` sections in a table, numbered by their place in
    /// `named`.
    ///
    /// - Throws: ``RepeatedID`` when two sections share an id, naming both.
    private static func names(
        of operand: Operand, _ named: [Int], side: DiffSide
    ) throws(RepeatedID) -> OccurrenceTable {
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
            throw RepeatedID(.duplicateSection(id, at: named[k], first: named[first], in: side), in: side)
        }
        return table
    }

    private mutating func matchItems() throws(RepeatedID) {
        let oldCount = old.items.count
        // Every old identity is hashed before any goes into the table: a loop that does
        // nothing but probe lets the processor wait for many of the table's cache misses at
        // once, where each probe between two hashes waited alone.
        var hashes = old.identityHashes()
        var table = OccurrenceTable(count: oldCount)
        // The first repeated id in reading order: the table reports repeats in its own.
        var repeated: (item: Int, first: Int)?
        table.addAll(hashes) {
            old.identity(ofItem: $0) == old.identity(ofItem: $1)
        } repeated: { p, first in
            if p < repeated?.item ?? Int.max, old.identity(ofItem: p).id != nil { repeated = (p, first) }
        }
        if let (p, first) = repeated, let id = old.identity(ofItem: p).id {
            throw RepeatedID(
                .duplicateItem(id, at: oldItems.path(p), first: oldItems.path(first), in: .old), in: .old)
        }
        hashes = []
        var repeats = NewRepeats(checking: !new.idsAreUnique)
        /// The old item after the last one matched: most items keep their order, so it is
        /// most often the match of the next new item, found without hashing.
        var guess = 0
        var q = 0
        for t in 0..<new.sectionCount {
            let sectionIsCommon = newSectionMatch[t] >= 0
            for _ in new.items.range(ofSection: t) {
                let identity = new.identity(ofItem: q)
                let guessed = guess < oldCount && old.identity(ofItem: guess) == identity
                let hash = guessed ? 0 : identity.payloadHash
                let match =
                    guessed
                    ? table.take(sameAs: guess)
                    : table.take(hash: hash) { old.identity(ofItem: $0) == identity }
                if match >= 0 {
                    guess = match + 1
                    if sectionIsCommon, oldSectionMatch[oldItems.section(of: match)] >= 0 {
                        oldMatches[match] = Int32(q)
                        newMatches[q] = Int32(match)
                        // Compared now, while both items are in the cache: a later pass
                        // that read both documents again missed the cache for every item
                        // of a large diff.
                        newDiffers[q] = !old.item(match, equals: q, of: new)
                    }
                } else if repeats.isChecking, identity.id != nil {
                    let isOld = guessed || table.contains(hash: hash) { old.identity(ofItem: $0) == identity }
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
}

extension Matching: Sendable where Operand: Sendable {}
