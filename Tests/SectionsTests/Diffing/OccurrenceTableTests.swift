import Testing

@testable import Sections

/// The table hands out each identity's old occurrences in reading order, whatever the
/// hashes do: spread, starting at one slot, or agreeing in every bit for different
/// identities.
@Suite struct OccurrenceTableTests {
    static let old = ["a", "b", "a", "c", "b", "a"]

    /// What `take` gives for each of `probes`, after adding ``old`` with hashes by `hash`.
    func takes(_ probes: [String], hash: (String) -> Int) -> [Int] {
        var table = OccurrenceTable(count: Self.old.count)
        for p in Self.old.indices.reversed() {
            _ = table.add(p, hash: hash(Self.old[p])) { Self.old[$0] == Self.old[p] }
        }
        return probes.map { probe in table.take(hash: hash(probe)) { Self.old[$0] == probe } }
    }

    static let probes = ["a", "b", "d", "a", "c", "c", "a", "a", "b", "b"]
    static let expected = [0, 1, -1, 2, 3, -1, 5, -1, 4, -1]

    @Test func occurrencesComeInReadingOrder() {
        #expect(takes(Self.probes, hash: \.hashValue) == Self.expected)
    }

    @Test func identitiesWhoseHashesAgreeAreToldApart() {
        #expect(takes(Self.probes) { _ in 42 } == Self.expected)
        #expect(
            takes(Self.probes) { Int(UInt32(truncatingIfNeeded: $0.hashValue)) << 32 | 5 } == Self.expected)
    }

    @Test func addingReturnsTheNextOccurrence() {
        var table = OccurrenceTable(count: 3)
        #expect(table.add(2, hash: 1) { _ in true } == -1)
        #expect(table.add(1, hash: 2) { _ in false } == -1)
        #expect(table.add(0, hash: 1) { $0 == 2 } == 2)
    }

    @Test func anEmptyTableHasNothing() {
        var table = OccurrenceTable(count: 0)
        #expect(table.take(hash: 0) { _ in true } == -1)
    }
}
