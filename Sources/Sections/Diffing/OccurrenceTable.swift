/// The old items grouped by identity, each identity's occurrences handed out in reading
/// order, so that the *k*-th new item of an identity takes its *k*-th old one (SPEC §5).
///
/// An open-addressing hash table with linear probing, kept at most half full. A slot holds
/// the first old occurrence of one identity and 32 bits of its hash, so that a probe
/// compares identities only when those bits agree; the later occurrences hang off the first
/// in a chain. Positions are 32-bit, so a slot takes 8 bytes: a million items need a 16 MB
/// table, where a `Dictionary` of strings took 64 MB in three arrays and three cache misses
/// a lookup, which made it the largest cost of a large diff.
///
/// The caller hashes each identity once and says, for a slot whose bits agree, whether
/// that old item has the identity, so the table never holds an identity itself.
///
/// - Complexity: O(1) expected for each ``add(_:hash:isSame:)`` and
///   ``take(hash:isSame:)``.
struct OccurrenceTable {
    private struct Slot {
        /// The high 32 bits of the identity's hash.
        var tag: UInt32 = 0
        /// The first occurrence of the identity, or -1 for an empty slot.
        var first: Int32 = -1
    }

    private var slots: [Slot]
    private let mask: Int
    /// The next occurrence of the same identity after each old item, or -1.
    private var next: [Int32]
    /// For the first occurrence of each identity, the occurrence to hand out next, or -1
    /// when all are taken.
    private var cursor: [Int32]

    /// An empty table for `count` old items.
    ///
    /// - Precondition: `count` is less than 2³¹.
    init(count: Int) {
        precondition(count < Int(Int32.max), "a diff takes fewer than 2³¹ items in a document")
        var capacity = 2
        while capacity < 2 * count { capacity *= 2 }
        slots = Array(repeating: Slot(), count: capacity)
        mask = capacity - 1
        next = Array(repeating: -1, count: count)
        cursor = Array(0..<Int32(count))
    }

    /// Adds old item `p`. Items are added from the last to the first, so that each chain
    /// ends up in reading order with nothing to remember but its first element.
    ///
    /// - Parameters:
    ///   - p: The item's number; smaller than every number added before.
    ///   - hash: The hash of the item's identity.
    ///   - isSame: Whether the old item with the given number has the same identity.
    /// - Returns: The next occurrence of the same identity, or -1 when `p` is the last.
    mutating func add(_ p: Int, hash: Int, isSame: (Int) -> Bool) -> Int {
        let tag = Self.tag(hash)
        var index = hash & mask
        while slots[index].first >= 0 {
            let first = Int(slots[index].first)
            if slots[index].tag == tag, isSame(first) {
                next[p] = Int32(first)
                slots[index].first = Int32(p)
                return first
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(tag: tag, first: Int32(p))
        return -1
    }

    /// Takes the next old occurrence of an identity that has not been taken yet.
    ///
    /// - Parameters:
    ///   - hash: The hash of the identity.
    ///   - isSame: Whether the old item with the given number has the identity.
    /// - Returns: The old item's number, or -1 when the identity has no old occurrence left.
    mutating func take(hash: Int, isSame: (Int) -> Bool) -> Int {
        let tag = Self.tag(hash)
        var index = hash & mask
        while slots[index].first >= 0 {
            let first = Int(slots[index].first)
            if slots[index].tag == tag, isSame(first) {
                let p = Int(cursor[first])
                if p >= 0 { cursor[first] = next[p] }
                return p
            }
            index = (index + 1) & mask
        }
        return -1
    }

    /// The bits a slot keeps: the high half, independent of the low bits that choose it.
    private static func tag(_ hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }
}
