/// One longest strictly increasing subsequence of distinct values, by patience sorting.
///
/// Identities are unique in each document, so the longest common subsequence of two
/// orders of the same elements is the longest increasing subsequence of their new
/// positions taken in old order. Buffers are kept between calls, so running it once per
/// section allocates only for the largest.
///
/// - Complexity: O(*m* log *m*) for *m* values; O(*m*) when they are already increasing.
package struct IncreasingSubsequence {
    /// `tails[k]`: the index of the smallest last value of an increasing run of length
    /// `k + 1` seen so far.
    private var tails: [Int] = []
    /// The index of the value before each one in the run that ends with it, or -1.
    private var previous: [Int] = []
    /// Whether each value of the last ``solve(_:)`` is in the subsequence found.
    private(set) var members: [Bool] = []

    package mutating func solve(_ values: [Int]) {
        tails.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        // Values already in order are their own subsequence: what a diff of documents that
        // moved nothing meets for every section, and for the sections themselves.
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
            members.append(contentsOf: repeatElement(true, count: values.count))
            return
        }
        members.append(contentsOf: repeatElement(false, count: values.count))
        for (index, value) in values.enumerated() {
            var low = 0
            if let last = tails.last, values[last] < value {
                low = tails.count
            } else {
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
            }
            previous.append(low > 0 ? tails[low - 1] : -1)
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var index = tails.last ?? -1
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
    }
}
