import Testing

@testable import Sections

/// The table hands out each identity's old occurrences in reading order, whatever the
/// hashes do: spread, starting at one slot, or agreeing in every bit for different
/// identities.
@Suite struct OccurrenceTableTests {
    static let old = ["a", "b", "a", "c", "b", "a"]

    /// A table of ``old``, with hashes by `hash`.
    func table(hash: (String) -> Int) -> OccurrenceTable {
        var table = OccurrenceTable(count: Self.old.count)
        for identity in Self.old {
            _ = table.add(hash: hash(identity)) { Self.old[$0] == identity }
        }
        return table
    }

    /// What `take` gives for each of `probes`.
    func takes(_ probes: [String], hash: (String) -> Int) -> [Int] {
        var table = table(hash: hash)
        return probes.map { probe in table.take(hash: hash(probe)) { Self.old[$0] == probe } }
    }

    static let probes = ["a", "b", "d", "a", "c", "c", "a", "a", "b", "b"]
    static let expected = [0, 1, -1, 2, 3, -1, 5, -1, 4, -1]

    @Test func occurrencesComeInReadingOrder() {
        #expect(takes(Self.probes, hash: \.hashValue) == Self.expected)
    }

    @Test func identitiesWhoseHashesAgreeAreToldApart() {
        #expect(takes(Self.probes) { _ in 42 } == Self.expected)
        let sameSlot = { (identity: String) in Int(UInt32(truncatingIfNeeded: identity.hashValue)) << 32 | 5 }
        #expect(takes(Self.probes, hash: sameSlot) == Self.expected)
    }

    @Test func addingReturnsTheFirstOccurrence() {
        var table = OccurrenceTable(count: Self.old.count)
        let firsts = Self.old.map { identity in
            table.add(hash: 42) { Self.old[$0] == identity }
        }
        #expect(firsts == [0, 1, 0, 3, 1, 0])
    }

    @Test func takingTheSameAsAnOldItemTakesItsIdentitysNextOccurrence() {
        var table = table(hash: \.hashValue)
        #expect(table.take(sameAs: 5) == 0)
        #expect(table.take(hash: "a".hashValue) { Self.old[$0] == "a" } == 2)
        #expect(table.take(sameAs: 0) == 5)
        #expect(table.take(sameAs: 2) == -1)
        #expect(table.take(sameAs: 4) == 1)
    }

    @Test func anEmptyTableHasNothing() {
        var table = OccurrenceTable(count: 0)
        #expect(table.take(hash: 0) { _ in true } == -1)
    }
}
