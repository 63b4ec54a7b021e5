// SCAFFOLD of the filter helper's contract (INTERACTIVE.md), so that the model compiles and
// its tests run before the real engine lands on main. Deleted at that merge; never on main.

struct FuzzyPattern: Hashable, Sendable {
    let query: String
    private let folds: Bool

    init(_ query: String) {
        self.query = query
        folds = query == query.lowercased()
    }

    var isEmpty: Bool { query.isEmpty }

    func narrows(_ previous: FuzzyPattern) -> Bool {
        query.hasPrefix(previous.query) && (folds == previous.folds || !folds)
    }

    func score(_ text: String) -> Int? {
        matchedCharacters(in: text).map { offsets in
            var score = 0
            for (a, b) in zip(offsets, offsets.dropFirst()) where b == a + 1 { score += 1 }
            return score * 2 - (offsets.last ?? 0)
        }
    }

    func matchedCharacters(in text: String) -> [Int]? {
        let haystack = Array(folds ? text.lowercased() : text)
        let needle = Array(query)
        guard !needle.isEmpty, haystack.count == text.count else { return needle.isEmpty ? [] : nil }
        var offsets: [Int] = []
        var j = 0
        for (i, character) in haystack.enumerated() where j < needle.count && character == needle[j] {
            offsets.append(i)
            j += 1
        }
        return j == needle.count ? offsets : nil
    }
}

struct SearchCorpus: Sendable {
    private(set) var texts: [String] = []

    init() {}

    mutating func append(_ text: String) { texts.append(text) }

    var count: Int { texts.count }
}

struct FuzzySearch: Sendable {
    private let pattern: FuzzyPattern
    private let corpus: SearchCorpus
    private let candidates: [Int32]?
    private var scores: [Int] = []
    private(set) var scanned = 0
    private(set) var matches: [Int32] = []

    init(pattern: FuzzyPattern, corpus: SearchCorpus, candidates: [Int32]?) {
        self.pattern = pattern
        self.corpus = corpus
        self.candidates = candidates
    }

    var total: Int { candidates?.count ?? corpus.count }
    var isFinished: Bool { scanned == total }

    mutating func advance(maxItems: Int) -> Bool {
        let end = min(scanned + max(maxItems, 1), total)
        while scanned < end {
            let index = candidates?[scanned] ?? Int32(scanned)
            if let score = pattern.score(corpus.texts[Int(index)]) {
                matches.append(index)
                scores.append(score)
            }
            scanned += 1
        }
        return isFinished
    }

    func ranked(sectionStarts: [Int32]) -> [Int32] {
        var best: [Int: Int] = [:]
        var sectionOf: [Int] = []
        for (m, index) in matches.enumerated() {
            var s = 0
            while sectionStarts[s + 1] <= index { s += 1 }
            sectionOf.append(s)
            best[s] = max(best[s] ?? .min, scores[m])
        }
        return matches.indices.sorted { a, b in
            let (sa, sb) = (sectionOf[a], sectionOf[b])
            if sa != sb { return best[sa]! != best[sb]! ? best[sa]! > best[sb]! : sa < sb }
            return scores[a] != scores[b] ? scores[a] > scores[b] : a < b
        }.map { matches[$0] }
    }
}
