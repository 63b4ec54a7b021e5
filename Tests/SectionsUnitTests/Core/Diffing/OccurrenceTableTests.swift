import Sections
import Testing

@testable import Core
@testable import Interactive

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

    /// A table filled part by part is the one filled in reading order: seeded items of a
    /// few thousand identities, some of whose hashes agree in every bit, report the same
    /// repeats and hand out the same occurrences, whatever the number of parts.
    @Test(arguments: [0, 1, 4, 8])
    func fillingPartByPartMakesTheSameTable(partBits: Int) {
        var random = ChangesetPropertyTests.Random(seed: 0x7AB1E)
        let identities = (0..<200_000).map { _ in Int.random(in: 0..<5_000, using: &random) }
        // Identities below 100 share ten hashes, so that slots agree for different ones.
        let hash = { (identity: Int) in
            identity < 100 ? (identity % 10) &* 0x1E37_79B9_7F4A_7C15 : identity.hashValue
        }
        let hashes = identities.map(hash)
        func filled(partBits: Int) -> (table: OccurrenceTable, repeats: [Int: Int]) {
            var table = OccurrenceTable(count: identities.count)
            var repeats: [Int: Int] = [:]
            table.addAll(hashes, isSame: { identities[$0] == identities[$1] }, partBits: partBits) {
                repeats[$0] = $1
            }
            return (table, repeats)
        }
        var (inOrder, inOrderRepeats) = filled(partBits: 0)
        var (inParts, inPartsRepeats) = filled(partBits: partBits)
        #expect(inPartsRepeats == inOrderRepeats)
        #expect(inOrderRepeats.count == identities.count - Set(identities).count)
        let probes = (0..<300_000).map { _ in Int.random(in: 0..<5_200, using: &random) }
        for (number, probe) in probes.enumerated() {
            let isSame = { identities[$0] == probe }
            let taken = inOrder.take(hash: hash(probe), isSame: isSame)
            #expect(inParts.take(hash: hash(probe), isSame: isSame) == taken, "probe \(number)")
            if taken >= 0 { #expect(identities[taken] == probe) }
        }
    }
}
