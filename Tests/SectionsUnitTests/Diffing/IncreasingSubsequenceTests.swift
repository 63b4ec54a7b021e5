import Testing

@testable import Sections

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
    }
}
