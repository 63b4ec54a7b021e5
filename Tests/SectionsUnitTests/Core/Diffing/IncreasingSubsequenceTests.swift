import Sections
import Testing

@testable import Core
@testable import Interactive

/// Patience sorting finds a longest strictly increasing subsequence.
@Suite struct IncreasingSubsequenceTests {
    func members(_ values: [Int]) -> [Int] {
        var subsequence = IncreasingSubsequence()
        subsequence.solve(values)
        return values.indices.filter { subsequence.members[$0] }.map { values[$0] }
    }

    @Test func knownSequences() {
        #expect(members([]) == [])
        #expect(members([7]) == [7])
        #expect(members([0, 1, 2, 3]) == [0, 1, 2, 3])
        #expect(members([3, 2, 1, 0]) == [0])
        #expect(members([1, 0, 2]) == [0, 2])
        #expect(members([2, 5, 3, 7, 11, 8, 10, 13, 6]) == [2, 3, 7, 8, 10, 13])
    }

    @Test func buffersAreResetBetweenRuns() {
        var subsequence = IncreasingSubsequence()
        subsequence.solve([5, 1, 2, 3])
        subsequence.solve([9, 8])
        #expect(subsequence.members == [false, true])
        subsequence.solve([4, 6])
        #expect(subsequence.members == [true, true])
        subsequence.solve([6, 4, 5])
        #expect(subsequence.members == [false, true, true])
    }

    /// Against the quadratic definition, on seeded permutations that are mostly in order
    /// (which take the in-order path when nothing moved) and on shuffled ones.
    @Test func randomValuesGiveALongestIncreasingSubsequence() {
        var random = CodingTests.JSONRoundTripTests.SplitMix64(seed: 0x1_5EC5)
        for round in 0..<300 {
            var values = Array(0..<Int.random(in: 0..<40, using: &random))
            for _ in 0..<(round % 3 == 0 ? 0 : Int.random(in: 0...values.count, using: &random)) {
                let (i, j) = (
                    Int.random(in: 0..<values.count, using: &random),
                    Int.random(in: 0..<values.count, using: &random)
                )
                values.swapAt(i, j)
            }
            var longest = [Int](repeating: 1, count: values.count)
            for i in values.indices {
                for j in 0..<i where values[j] < values[i] { longest[i] = max(longest[i], longest[j] + 1) }
            }
            let found = members(values)
            #expect(found.count == (longest.max() ?? 0), "round \(round)")
            #expect(zip(found, found.dropFirst()).allSatisfy { $0 < $1 }, "round \(round)")
        }
    }
}
