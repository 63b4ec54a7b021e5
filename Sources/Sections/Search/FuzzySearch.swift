/// One search of a corpus for a pattern, reading the items' texts where they are, done in
/// slices so that a key press never waits for a million items: the list model calls
/// ``advance(maxItems:)`` with what fits in its frame budget and shows ``matches`` as they
/// grow. Reading in place is slower per item than the contiguous copy it replaced, but that
/// copy cost memory for every item; the slice is sized for the in-place rate (the bench
/// README's "Figures behind the code" has the rates).
///
/// Narrowing: when the new pattern ``FuzzyPattern/narrows(_:)`` the previous one, the
/// previous search's ``matches`` are the candidates, so each key typed searches only what
/// is left; a search of all items is kept aside for widening back on Backspace.
struct FuzzySearch: Sendable {
    /// The pattern searched for.
    let pattern: FuzzyPattern
    private let corpus: SearchCorpus
    private let candidates: [Int32]?
    /// The pattern as the corpus's codes; nil when a character of it occurs in no item.
    private let codes: [UInt32]?
    /// Buffers the scan reuses, and the section of the last item it looked at.
    private var scratch = SearchScratch()
    private var section = 0
    /// Candidates looked at so far, of ``total``.
    private(set) var scanned = 0
    /// The number of candidates.
    let total: Int
    /// Matching item indices ascending (valid any time; complete when finished).
    private(set) var matches: [Int32] = []
    /// The score of each of ``matches``, at the same index.
    private(set) var scores: [Int32] = []

    /// candidates: ascending item indices to search (a previous result when narrowing), nil = all
    init(pattern: FuzzyPattern, corpus: SearchCorpus, candidates: [Int32]?) {
        self.pattern = pattern
        self.corpus = corpus
        self.candidates = candidates
        total = candidates?.count ?? corpus.count
        codes = corpus.codes(of: pattern)
        if codes == nil { scanned = total }
    }

    /// Whether every candidate has been looked at.
    var isFinished: Bool { scanned == total }

    /// Slices of at least this many candidates are scanned in two halves at once: below
    /// it a thread costs more than it saves.
    static let threadedItems = 4_096

    /// The later half of a slice, which another thread fills.
    private final class LaterHalf: @unchecked Sendable {
        var matches: [Int32] = []
        var scores: [Int32] = []
    }

    /// Looks at up to `maxItems` more candidates; returns whether the search is finished.
    mutating func advance(maxItems: Int) -> Bool {
        guard let codes, !isFinished else { return true }
        let end = scanned + min(max(maxItems, 0), total - scanned)
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
        var scratch = self.scratch
        self.matches = []
        self.scores = []
        self.scratch = SearchScratch()
        var section = self.section
        let scan = Scan(
            corpus: corpus, candidates: candidates, codes: codes, caseSensitive: pattern.isCaseSensitive)
        // A long slice is split in two halves, the later one on a thread of its own: the
        // halves' matches, one after the other, are the slice's, ascending as before.
        let middle = scanned + (end - scanned) / 2
        let later = end - scanned >= Self.threadedItems ? LaterHalf() : nil
        let thread = later.flatMap { later in
            Platform.Thread.start {
                var section = scan.section(of: middle)
                var scratch = SearchScratch()
                scan.run(
                    middle..<end, section: &section, scratch: &scratch, matches: &later.matches,
                    scores: &later.scores)
            }
        }
        scan.run(
            scanned..<(thread == nil ? end : middle), section: &section, scratch: &scratch, matches: &matches,
            scores: &scores)
        if let thread, let later {
            thread.join()
            matches += later.matches
            scores += later.scores
            section = scan.section(of: end - 1)
        }
        self.matches = matches
        self.scores = scores
        self.scratch = scratch
        self.section = section
        scanned = end
        return isFinished
    }
}

/// What a slice of a search reads, which both halves of a long slice share: the corpus, the
/// candidates and the pattern's codes, none of which a scan changes.
private struct Scan: Sendable {
    let corpus: SearchCorpus
    let candidates: [Int32]?
    let codes: [UInt32]
    let caseSensitive: Bool

    /// The section that candidate `position`'s item is in, where a scan from it starts.
    func section(of position: Int) -> Int {
        guard case .document(_, let starts, _) = corpus.source else { return 0 }
        let item = candidates.map { Int($0[position]) } ?? position
        guard item >= 0, item < Int(starts[starts.count - 1]) else { return 0 }
        return ListDisplay.section(of: item, starts: starts)
    }

    /// Scores the candidates at `positions`, appending the items that match and their
    /// scores; `section` is where the last scan of the same search left off.
    func run(
        _ range: Range<Int>, section: inout Int, scratch: inout SearchScratch, matches: inout [Int32],
        scores: inout [Int32]
    ) {
        // Read through a pointer: `Optional.map` of the array retained and released it at
        // every candidate, a third of a narrowing key's time.
        guard let candidates = self.candidates else {
            return run(
                range, candidates: nil, section: &section, scratch: &scratch, matches: &matches,
                scores: &scores)
        }
        candidates.withUnsafeBufferPointer { candidates in
            run(
                range, candidates: candidates, section: &section, scratch: &scratch, matches: &matches,
                scores: &scores)
        }
    }

    private func run(
        _ range: Range<Int>, candidates: UnsafeBufferPointer<Int32>?, section: inout Int,
        scratch: inout SearchScratch, matches: inout [Int32], scores: inout [Int32]
    ) {
        corpus.withScanner(codes: codes, caseSensitive: caseSensitive) { scanner in
            var positions: [Int] = []
            switch corpus.source {
            case .texts(let texts):
                for position in range {
                    let item = candidates.map { Int($0[position]) } ?? position
                    // An index the corpus does not have (a stale result) matches nothing.
                    guard item >= 0 && item < texts.count else { continue }
                    if let score = scanner.score(texts[item], scratch: &scratch, positions: &positions) {
                        matches.append(Int32(item))
                        scores.append(score)
                    }
                }
            case .document(let document, let starts, let width):
                let itemCount = Int(starts[starts.count - 1])
                var position = range.lowerBound
                while position < range.upperBound {
                    let item = candidates.map { Int($0[position]) } ?? position
                    guard item >= 0 && item < itemCount else {
                        position += 1
                        continue
                    }
                    // Candidates ascend, so the section only moves forward: no search per item.
                    if item < Int(starts[section]) {
                        section = ListDisplay.section(of: item, starts: starts)
                    }
                    while item >= Int(starts[section + 1]) { section += 1 }
                    let first = Int(starts[section])
                    let limit = Int(starts[section + 1])
                    // The section's candidates, read through its items' storage: an item taken
                    // out of the array by value cost a retain and a release of each field.
                    document.sections[section].items.withUnsafeBufferPointer { items in
                        while position < range.upperBound {
                            let item = candidates.map { Int($0[position]) } ?? position
                            guard item >= first && item < limit else { break }
                            if let score = scanner.score(
                                items.baseAddress! + (item - first), width: width, scratch: &scratch,
                                positions: &positions)
                            {
                                matches.append(Int32(item))
                                scores.append(score)
                            }
                            position += 1
                        }
                    }
                }
            }
        }
    }
}
