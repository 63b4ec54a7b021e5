extension FuzzySearch {
    /// The finished result in display order: sections ordered by their best score (ties:
    /// document order), items within a section by score (ties: document order). O(n)
    /// (counting sorts). sectionStarts[s] = global index of section s's first item,
    /// plus a final element = item count.
    ///
    /// Scores span a small range (a few dozen per pattern character, less a point per gap
    /// character), so both orders are stable counting sorts over that range: first all
    /// matches by score, then that sequence by the rank of its section, which keeps the
    /// score order inside each section. Items before the first start count as the first
    /// section's, items from the final element on as the last's. Only a range far wider
    /// than the number of matches (items thousands of characters long) falls back to a
    /// comparison sort, O(n log n), rather than a table larger than the result.
    func ranked(sectionStarts: [Int32]) -> [Int32] {
        rankedWithSections(sectionStarts: sectionStarts).items
    }

    /// ``ranked(sectionStarts:)``, with the section of each item beside it: found for the
    /// matches alone, in their ascending order, so that nothing is kept per item of the
    /// document.
    func rankedWithSections(sectionStarts: [Int32]) -> (items: [Int32], sections: [Int32]) {
        let (order, sectionOfMatch) = rankedPositions(sectionStarts: sectionStarts)
        return (order.map { matches[Int($0)] }, order.map { sectionOfMatch[Int($0)] })
    }

    /// Positions in `matches` in the ranked order, and the section of each match.
    private func rankedPositions(sectionStarts: [Int32]) -> (order: [Int32], sections: [Int32]) {
        let count = matches.count
        guard count > 0 else { return ([], []) }
        let sectionCount = max(sectionStarts.count - 1, 1)
        var sectionOfMatch = [Int32](repeating: 0, count: count)
        var best = [Int32](repeating: .min, count: sectionCount)
        var section = 0
        var lowest = Int32.max
        var highest = Int32.min
        for index in 0..<count {
            let item = matches[index]
            while section + 1 < sectionCount && sectionStarts[section + 1] <= item { section += 1 }
            sectionOfMatch[index] = Int32(section)
            let score = scores[index]
            best[section] = max(best[section], score)
            lowest = min(lowest, score)
            highest = max(highest, score)
        }
        let range = Int(highest) - Int(lowest) + 1
        if range > max(4 * count, 4096) {
            return (comparisonRanked(sectionOfMatch: sectionOfMatch, best: best), sectionOfMatch)
        }
        // Sections with a match, best first; rank[s] = place of section s.
        var sectionKeys: [Int32] = []
        var sectionsWithMatches: [Int32] = []
        for section in 0..<sectionCount where best[section] != .min {
            sectionsWithMatches.append(Int32(section))
            sectionKeys.append(highest - best[section])
        }
        var rank = [Int32](repeating: 0, count: sectionCount)
        let sectionOrder = Self.countingOrder(keys: sectionKeys, range: range)
        for (place, position) in sectionOrder.enumerated() {
            rank[Int(sectionsWithMatches[Int(position)])] = Int32(place)
        }
        let byScore = Self.countingOrder(keys: scores.map { highest - $0 }, range: range)
        let sectionPlaces = byScore.map { rank[Int(sectionOfMatch[Int($0)])] }
        let bySection = Self.countingOrder(keys: sectionPlaces, range: sectionsWithMatches.count)
        return (bySection.map { byScore[Int($0)] }, sectionOfMatch)
    }

    /// The positions of `keys` (each in 0..<range) ordered by key, ties in position order.
    private static func countingOrder(keys: [Int32], range: Int) -> [Int32] {
        var starts = [Int](repeating: 0, count: range + 1)
        for key in keys { starts[Int(key) + 1] += 1 }
        for key in 0..<range { starts[key + 1] += starts[key] }
        var order = [Int32](repeating: 0, count: keys.count)
        for (position, key) in keys.enumerated() {
            order[starts[Int(key)]] = Int32(position)
            starts[Int(key)] += 1
        }
        return order
    }

    private func comparisonRanked(sectionOfMatch: [Int32], best: [Int32]) -> [Int32] {
        let order = matches.indices.sorted { left, right in
            let leftSection = Int(sectionOfMatch[left])
            let rightSection = Int(sectionOfMatch[right])
            if leftSection != rightSection {
                if best[leftSection] != best[rightSection] {
                    return best[leftSection] > best[rightSection]
                }
                return leftSection < rightSection
            }
            if scores[left] != scores[right] { return scores[left] > scores[right] }
            return left < right
        }
        return order.map { Int32($0) }
    }
}
