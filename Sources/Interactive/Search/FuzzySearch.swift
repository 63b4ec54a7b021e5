import Core
import Files
import Syscalls

/// One search of a corpus for a pattern, reading the texts where the corpus keeps them,
/// done in slices so that a key press never waits for a million items: the list model calls
/// ``advance(maxItems:)`` with what fits in its frame budget and shows ``matches`` as they
/// grow (the bench README's "Figures behind the code" has the rates a slice is sized for).
///
/// Narrowing: when the new pattern ``FuzzyPattern/narrows(_:)`` the previous one, the
/// previous search's ``matches`` are the candidates, so each key typed searches only what
/// is left; a search of all items is kept aside for widening back on Backspace.
package struct FuzzySearch: Sendable {
    /// The pattern searched for.
    package let pattern: FuzzyPattern
    private let corpus: SearchCorpus
    private let candidates: [Int32]?
    /// The pattern as the corpus's codes; nil when a character of it occurs in no item.
    private let codes: [UInt32]?
    /// Candidates looked at so far, of ``total``.
    private(set) var scanned = 0
    /// The number of candidates.
    package let total: Int
    /// Matching item indices ascending (valid any time; complete when finished).
    private(set) var matches: [Int32] = []
    /// The score of each of ``matches``, at the same index.
    private(set) var scores: [Int32] = []

    /// candidates: ascending item indices to search (a previous result when narrowing), nil = all
    package init(pattern: FuzzyPattern, corpus: SearchCorpus, candidates: [Int32]?) {
        self.pattern = pattern
        self.corpus = corpus
        self.candidates = candidates
        total = candidates?.count ?? corpus.count
        codes = corpus.codes(of: pattern)
        if codes == nil { scanned = total }
    }

    /// Whether every candidate has been looked at.
    package var isFinished: Bool { scanned == total }

    /// Slices of at least this many candidates are scanned in two halves at once: below
    /// it a thread costs more than it saves.
    package static let threadedItems = 4_096

    /// The most text a slice reads, whatever its number of candidates: a slice of long
    /// items takes as long as one of many short ones.
    package static let sliceBytes = 4 << 20

    /// Looks at up to `maxItems` more candidates, fewer when their texts hold more than
    /// `maxBytes` (but one at least); returns whether the search is finished.
    package mutating func advance(maxItems: Int, maxBytes: Int = sliceBytes) -> Bool {
        guard let codes, !isFinished else { return true }
        let end = boundedEnd(to: scanned + min(max(maxItems, 0), total - scanned), maxBytes: maxBytes)
        if pattern.isEmpty {
            for position in scanned..<end {
                let item = candidates?[position] ?? Int32(position)
                if item >= 0 && Int(item) < corpus.count {
                    matches.append(item)
                    scores.append(0)
                }
            }
            scanned = end
            return isFinished
        }
        // Locals, so that the scan appends to uniquely held arrays while it borrows the corpus.
        var matches = self.matches
        var scores = self.scores
        self.matches = []
        self.scores = []
        let scan = Scan(
            corpus: corpus, candidates: candidates, codes: codes, caseSensitive: pattern.isCaseSensitive)
        // A long slice is split in two halves, the later one on a thread of its own: the
        // halves' matches, one after the other, are the slice's, ascending as before.
        let middle = end - scanned >= Self.threadedItems ? scanned + (end - scanned) / 2 : end
        let later =
            middle < end
            ? Forked(on: SystemThreads()) {
                var half: (matches: [Int32], scores: [Int32]) = ([], [])
                scan.run(middle..<end, matches: &half.matches, scores: &half.scores)
                return half
            } : nil
        scan.run(scanned..<middle, matches: &matches, scores: &scores)
        if let half = later?.join() {
            matches += half.matches
            scores += half.scores
        }
        self.matches = matches
        self.scores = scores
        scanned = end
        return isFinished
    }
}

extension FuzzySearch {
    /// The end of the slice from ``scanned`` up to `end` whose candidates' texts hold at
    /// most `maxBytes`, but for its first candidate, which it always holds.
    fileprivate func boundedEnd(to end: Int, maxBytes: Int) -> Int {
        guard end - scanned > 1, corpus.count > 0 else { return end }
        let starts = corpus.textStarts
        // Candidates ascend, and an index the corpus lacks counts as its nearest end.
        func item(_ position: Int) -> Int {
            min(max(candidates.map { Int($0[position]) } ?? position, 0), corpus.count)
        }
        let base = starts[item(scanned)]
        func fits(_ last: Int) -> Bool { starts[min(item(last) + 1, corpus.count)] - base <= maxBytes }
        guard !fits(end - 1) else { return end }
        // The last candidate whose text ends within the bound, by halving.
        var (low, high) = (scanned, end - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}

/// What a slice of a search reads, which both halves of a long slice share: the corpus, the
/// candidates and the pattern's codes, none of which a scan changes.
private struct Scan: Sendable {
    package let corpus: SearchCorpus
    package let candidates: [Int32]?
    package let codes: [UInt32]
    package let caseSensitive: Bool

    /// Scores the candidates at `positions`, appending the items that match and their
    /// scores.
    package func run(_ range: Range<Int>, matches: inout [Int32], scores: inout [Int32]) {
        // Read through a pointer: `Optional.map` of the array retained and released it at
        // every candidate, a third of a narrowing key's time.
        guard let candidates = self.candidates else {
            return run(range, candidates: nil, matches: &matches, scores: &scores)
        }
        candidates.withUnsafeBufferPointer { candidates in
            run(range, candidates: candidates, matches: &matches, scores: &scores)
        }
    }

    private func run(
        _ range: Range<Int>, candidates: UnsafeBufferPointer<Int32>?,
        matches: inout [Int32], scores: inout [Int32]
    ) {
        corpus.withScanner(codes: codes, caseSensitive: caseSensitive) { scanner in
            corpus.withText { text in
                var positions: [Int] = []
                let count = corpus.count
                guard let candidates else {
                    let items = min(range.lowerBound, count)..<min(range.upperBound, count)
                    return scanner.scoreAll(items, in: text) { item, score in
                        matches.append(Int32(item))
                        scores.append(score)
                    }
                }
                for position in range {
                    let item = Int(candidates[position])
                    // An index the corpus does not have (a stale result) matches nothing.
                    guard item >= 0 && item < count else { continue }
                    if let score = scanner.score(item: item, in: text, positions: &positions) {
                        matches.append(Int32(item))
                        scores.append(score)
                    }
                }
            }
        }
    }
}
