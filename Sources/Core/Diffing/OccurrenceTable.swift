/// The old items grouped by identity, each identity's occurrences handed out in reading
/// order, so that the *k*-th new item of an identity takes its *k*-th old one (the Changeset format article).
///
/// An open-addressing hash table with linear probing, kept at most half full. A slot holds
/// the last old occurrence of one identity so far and 32 bits of its hash, so that a probe
/// compares identities only when those bits agree; the occurrences are chained in reading
/// order, and each knows the first of its chain. Positions are 32-bit, so a slot takes 8
/// bytes, where a `Dictionary` of strings took several times the memory in three arrays
/// and three cache misses a lookup, which made it the largest cost of a large diff.
///
/// The caller hashes each identity once and says, for a slot whose bits agree, whether
/// that old item has the identity, so the table never holds an identity itself. A caller
/// that already knows an old item of the identity, as the matcher does when a new item
/// has the identity of the old item after the last one matched, takes with
/// ``take(sameAs:)`` and needs neither hash nor probe.
///
/// - Complexity: O(1) expected for each addition and each take.
package struct OccurrenceTable {
    private struct Slot {
        /// The high 32 bits of the identity's hash.
        package var tag: UInt32 = 0
        /// The last occurrence of the identity added so far, or -1 for an empty slot.
        package var last: Int32 = -1
    }

    private var slots: [Slot]
    private let mask: Int
    /// The next occurrence of the same identity after each old item, or -1.
    private var next: [Int32]
    /// The first occurrence of each old item's identity.
    private var firstOf: [Int32]
    /// For the first occurrence of each identity, the occurrence to hand out next, or -1
    /// when all are taken; meaningless for the others.
    private var cursor: [Int32]
    /// How many items were added.
    private var count = 0

    /// An empty table for `count` old items.
    ///
    /// - Precondition: `count` is less than 2³¹.
    package init(count: Int) {
        precondition(count < Int(Int32.max), "a diff takes fewer than 2³¹ items in a document")
        var capacity = 2
        while capacity < 2 * count { capacity *= 2 }
        slots = Array(repeating: Slot(), count: capacity)
        mask = capacity - 1
        next = Array(repeating: -1, count: count)
        // As if every item were the first of its identity, so that adding one that is
        // writes nothing but its slot.
        firstOf = Array(0..<Int32(count))
        cursor = Array(0..<Int32(count))
    }

    /// Adds the next old item in reading order, numbered by how many came before it.
    ///
    /// - Parameters:
    ///   - hash: The hash of the item's identity.
    ///   - isSame: Whether the old item with the given number has the same identity.
    /// - Returns: The first occurrence of the identity: the item itself when it is the
    ///   first.
    package mutating func add(hash: Int, isSame: (Int) -> Bool) -> Int {
        let p = count
        count += 1
        return insert(p, hash: hash, isSame: isSame)
    }

    /// Adds every old item, numbered 0, 1, 2, … in reading order, to an empty table: what
    /// ``add(hash:isSame:)`` for each in turn makes.
    ///
    /// A large table is filled part by part, a part being the items whose slots fall in
    /// one slice of the table, so that the slots written stay in the cache: in reading
    /// order, each item's slot was a cache miss of its own. The items of one identity share their hash, and so their part, and
    /// go in in reading order.
    ///
    /// - Parameters:
    ///   - hashes: The hash of each item's identity, in reading order.
    ///   - isSame: Whether the old items with the two numbers have the same identity.
    ///   - partBits: How many parts the table is split into, as a power of two: by default
    ///     none for a table that fits in the cache, else as many as make each part's
    ///     slots fit.
    ///   - repeated: Told each item whose identity an earlier item has, and the first
    ///     item of that identity; not in reading order.
    /// - Precondition: Nothing was added yet, and `hashes` has an element for each item.
    package mutating func addAll(
        _ hashes: [Int], isSame: (Int, Int) -> Bool, partBits: Int? = nil,
        repeated: (_ item: Int, _ first: Int) -> Void
    ) {
        precondition(count == 0 && hashes.count == next.count, "a table is filled once, whole")
        count = hashes.count
        let bits = mask.nonzeroBitCount
        let partBits = min(
            partBits ?? (bits > Self.cachedBits ? Self.partBits : 0), max(bits - Self.sliceBits, 0))
        guard partBits > 0 else {
            for p in hashes.indices {
                let first = insert(p, hash: hashes[p]) { isSame($0, p) }
                if first != p { repeated(p, first) }
            }
            return
        }
        let shift = bits - partBits
        var starts = [Int](repeating: 0, count: (1 << partBits) + 1)
        for hash in hashes { starts[(hash & mask) >> shift + 1] += 1 }
        for part in 0..<(1 << partBits) { starts[part + 1] += starts[part] }
        // Each item with its hash, part after part, reading order within a part.
        var items = [Int32](repeating: 0, count: hashes.count)
        var itemHashes = [Int](repeating: 0, count: hashes.count)
        for p in hashes.indices {
            let part = (hashes[p] & mask) >> shift
            items[starts[part]] = Int32(p)
            itemHashes[starts[part]] = hashes[p]
            starts[part] += 1
        }
        for k in items.indices {
            let p = Int(items[k])
            let first = insert(p, hash: itemHashes[k]) { isSame($0, p) }
            if first != p { repeated(p, first) }
        }
    }

    /// How many slots, as a power of two, a part covers at least: 64 KiB of slots, which
    /// stay in the cache while they are written.
    private static let sliceBits = 13
    /// The most slots, as a power of two, filled in reading order: half a mebibyte.
    private static let cachedBits = 16
    /// How many parts a table is split into at most, as a power of two: each is a stream
    /// of writes while the items are put in their parts.
    private static let partBits = 8

    /// Puts item `p` in its identity's slot.
    private mutating func insert(_ p: Int, hash: Int, isSame: (Int) -> Bool) -> Int {
        let tag = Self.tag(hash)
        var index = hash & mask
        while slots[index].last >= 0 {
            let last = Int(slots[index].last)
            if slots[index].tag == tag, isSame(last) {
                let first = firstOf[last]
                next[last] = Int32(p)
                firstOf[p] = first
                slots[index].last = Int32(p)
                return Int(first)
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(tag: tag, last: Int32(p))
        return p
    }

    /// Takes the next old occurrence of an identity that has not been taken yet.
    ///
    /// - Parameters:
    ///   - hash: The hash of the identity.
    ///   - isSame: Whether the old item with the given number has the identity.
    /// - Returns: The old item's number, or -1 when the identity has no old occurrence left.
    package mutating func take(hash: Int, isSame: (Int) -> Bool) -> Int {
        let tag = Self.tag(hash)
        var index = hash & mask
        while slots[index].last >= 0 {
            let last = Int(slots[index].last)
            if slots[index].tag == tag, isSame(last) { return take(sameAs: last) }
            index = (index + 1) & mask
        }
        return -1
    }

    /// Takes the next old occurrence, not taken yet, of the identity of old item `p`: what
    /// ``take(hash:isSame:)`` gives for that identity, found without hashing.
    ///
    /// - Parameter p: An old item's number.
    /// - Returns: The old item's number, or -1 when the identity has no old occurrence left.
    package mutating func take(sameAs p: Int) -> Int {
        let first = Int(firstOf[p])
        let taken = Int(cursor[first])
        if taken >= 0 { cursor[first] = next[taken] }
        return taken
    }

    /// Whether an identity was added, taken or not.
    ///
    /// - Parameters:
    ///   - hash: The hash of the identity.
    ///   - isSame: Whether the old item with the given number has the identity.
    /// - Returns: `true` when an old item has the identity.
    package func contains(hash: Int, isSame: (Int) -> Bool) -> Bool {
        let tag = Self.tag(hash)
        var index = hash & mask
        while slots[index].last >= 0 {
            if slots[index].tag == tag, isSame(Int(slots[index].last)) { return true }
            index = (index + 1) & mask
        }
        return false
    }

    /// The first identity in order that equals an earlier one, and that earlier one: a
    /// table of slots alone, for a check that hands nothing out.
    ///
    /// - Parameters:
    ///   - hashes: The hash of each identity, in order.
    ///   - isSame: Whether the identities with the two numbers are equal.
    /// - Returns: The numbers of the repeat and of its first occurrence, or `nil` when no
    ///   two are equal.
    package static func firstRepeat(_ hashes: [Int], isSame: (Int, Int) -> Bool) -> (repeat: Int, first: Int)?
    {
        var capacity = 2
        while capacity < 2 * hashes.count { capacity *= 2 }
        var slots = [Slot](repeating: Slot(), count: capacity)
        let mask = capacity - 1
        for p in hashes.indices {
            let tag = Self.tag(hashes[p])
            var index = hashes[p] & mask
            while slots[index].last >= 0 {
                let first = Int(slots[index].last)
                if slots[index].tag == tag, isSame(first, p) { return (p, first) }
                index = (index + 1) & mask
            }
            slots[index] = Slot(tag: tag, last: Int32(p))
        }
        return nil
    }

    /// The bits a slot keeps: the high half, independent of the low bits that choose it.
    private static func tag(_ hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }
}
