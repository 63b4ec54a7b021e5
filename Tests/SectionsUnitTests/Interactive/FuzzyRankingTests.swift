import Sections
import Testing

@testable import Core
@testable import Interactive

/// `FuzzySearch.ranked(sectionStarts:)`: sections by their best score, items by score, ties
/// in document order; exact on small cases, and against a comparison sort on random ones.
@Suite struct FuzzyRankingTests {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    static func finished(_ pattern: String, _ texts: [String]) -> FuzzySearch {
        let corpus = SearchCorpus(texts: texts)
        var search = FuzzySearch(pattern: FuzzyPattern(pattern), corpus: corpus, candidates: nil)
        _ = search.advance(maxItems: .max)
        return search
    }

    /// The rule, written as a sort: section best score descending, then section, then score
    /// descending, then item.
    static func reference(_ search: FuzzySearch, sectionStarts: [Int32]) -> [Int32] {
        let sectionCount = max(sectionStarts.count - 1, 1)
        func section(_ item: Int32) -> Int {
            var section = 0
            while section + 1 < sectionCount && sectionStarts[section + 1] <= item { section += 1 }
            return section
        }
        var best: [Int: Int32] = [:]
        for (item, score) in zip(search.matches, search.scores) {
            best[section(item)] = max(best[section(item)] ?? .min, score)
        }
        let order = zip(search.matches, search.scores).sorted { left, right in
            let (leftSection, rightSection) = (section(left.0), section(right.0))
            if leftSection != rightSection {
                if best[leftSection]! != best[rightSection]! {
                    return best[leftSection]! > best[rightSection]!
                }
                return leftSection < rightSection
            }
            return left.1 != right.1 ? left.1 > right.1 : left.0 < right.0
        }
        return order.map(\.0)
    }

    @Test func sectionsByBestScoreItemsByScore() {
        // Section 0: items 0-2, section 1: items 3-5, section 2: item 6.
        let texts = ["xbx", "zzz", "b c", "abc", "b", "cb", "bb"]
        let search = Self.finished("b", texts)
        // Scores: xbx 16, b c 36, abc 16, b 36, cb 16, bb 36: all three sections' best is 36,
        // so document order of sections; inside, 36 before 16, ties by item.
        #expect(search.scores == [16, 36, 16, 36, 16, 36])
        #expect(search.ranked(sectionStarts: [0, 3, 6, 7]) == [2, 0, 4, 3, 5, 6])
        // With item 6 in a section of its own after an empty one.
        #expect(search.ranked(sectionStarts: [0, 3, 3, 6, 7]) == [2, 0, 4, 3, 5, 6])
        // Each ranked item's section comes with it.
        let ranked = search.rankedWithSections(sectionStarts: [0, 3, 3, 6, 7])
        #expect(ranked.items == [2, 0, 4, 3, 5, 6])
        #expect(ranked.sections == [0, 0, 2, 2, 2, 3])
    }

    @Test func aBetterSectionComesFirst() {
        let texts = ["xxb", "xbx", "foo bar", "zzz"]
        let search = Self.finished("b", texts)
        #expect(search.ranked(sectionStarts: [0, 2, 4]) == [2, 0, 1])
        #expect(search.ranked(sectionStarts: [0, 4]) == [2, 0, 1])
        #expect(search.ranked(sectionStarts: []) == [2, 0, 1])
    }

    @Test func emptyPatternKeepsDocumentOrder() {
        let search = Self.finished("", ["b", "a", "c"])
        #expect(search.ranked(sectionStarts: [0, 1, 3]) == [0, 1, 2])
        #expect(Self.finished("q", ["b"]).ranked(sectionStarts: [0, 1]).isEmpty)
    }

    /// Scores thousands of points apart take the comparison sort; the order is the same rule.
    @Test func wideScoreRangeFallsBack() {
        let far = "a" + String(repeating: "x", count: 6000) + "b"
        let texts = ["xab", far, "a b", far]
        let search = Self.finished("ab", texts)
        #expect(search.ranked(sectionStarts: [0, 2, 4]) == [2, 3, 0, 1])
        #expect(search.ranked(sectionStarts: [0, 2, 4]) == Self.reference(search, sectionStarts: [0, 2, 4]))
        #expect(search.rankedWithSections(sectionStarts: [0, 2, 4]).sections == [1, 1, 0, 0])
    }

    @Test func randomRankingsFollowTheRule() {
        var random = Generator(seed: 42)
        for round in 0..<80 {
            let texts = FuzzySearchTests.corpus(Int.random(in: 0...240, using: &random), using: &random)
            let search = Self.finished(FuzzySearchTests.pattern(using: &random), texts)
            var starts: [Int32] = [0]
            var next = 0
            // Short sections are ordered by insertion, long ones by counting.
            let longest = round.isMultiple(of: 2) ? 15 : 200
            while next < texts.count {
                next = min(texts.count, next + Int.random(in: 0...longest, using: &random))
                starts.append(Int32(next))
            }
            if starts.last != Int32(texts.count) { starts.append(Int32(texts.count)) }
            let ranked = search.ranked(sectionStarts: starts)
            #expect(ranked.sorted() == search.matches)
            #expect(ranked == Self.reference(search, sectionStarts: starts))
            // Each item's section is the last one starting at or before it.
            let sections = search.rankedWithSections(sectionStarts: starts).sections
            #expect(sections == ranked.map { Int32(ListDisplay.section(of: Int($0), starts: starts)) })
        }
    }
}
