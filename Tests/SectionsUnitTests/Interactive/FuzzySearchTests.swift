import Sections
import Testing

@testable import Core
@testable import Interactive

/// `FuzzySearch` against brute force on seeded random corpora: the corpus scan, narrowing
/// and slicing must each give exactly what `FuzzyPattern.score` gives item by item.
@Suite struct FuzzySearchTests {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    /// Pieces of item text: ASCII words and separators, both cases, and characters that are
    /// not one byte (precomposed and decomposed é, wide, an emoji cluster, CR LF, and the
    /// Kelvin sign, which folds to an ASCII `k` that its bytes do not hold).
    static let pieces: [String] = [
        "a", "b", "c", "ab", "B", "A", "x", "item", "Item", " ", "-", "/", "_", "1", "2",
        "é", "e\u{301}", "É", "東", "京", "👍🏽", "\r\n", "ß", "k", "\u{212A}",
    ]
    /// Characters of patterns: mostly ones the pieces hold, some that no item has.
    static let patternCharacters: [Character] = [
        "a", "b", "c", "x", "i", "t", "e", "m", "B", "A", "I", " ", "-", "1", "é", "É", "東", "京",
        "👍🏽", "z", "ß", "k",
    ]

    static func corpus(_ count: Int, foldingToASCII: Bool = true, using random: inout Generator) -> [String] {
        // Without the Kelvin sign no character folds to ASCII, and the scan decides on an
        // item's bytes before its codes.
        let pieces = foldingToASCII ? pieces : pieces.filter { $0 != "\u{212A}" }
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
        }
    }

    static func pattern(using random: inout Generator) -> String {
        String(
            (0..<Int.random(in: 0...3, using: &random)).map { _ in
                patternCharacters.randomElement(using: &random)!
            })
    }

    static func searchCorpus(_ texts: [String]) -> SearchCorpus {
        SearchCorpus(texts: texts)
    }

    /// Item indices and scores by scoring each text on its own.
    static func bruteForce(_ pattern: FuzzyPattern, _ texts: [String], among: [Int32]? = nil)
        -> (matches: [Int32], scores: [Int32])
    {
        var matches: [Int32] = []
        var scores: [Int32] = []
        for item in among ?? texts.indices.map(Int32.init) {
            if let score = pattern.score(texts[Int(item)]) {
                matches.append(item)
                scores.append(Int32(score))
            }
        }
        return (matches, scores)
    }

    static func finished(_ search: FuzzySearch) -> FuzzySearch {
        var search = search
        while !search.advance(maxItems: 1000) {}
        return search
    }

    @Test(arguments: [true, false]) func scanEqualsBruteForce(foldingToASCII: Bool) {
        var random = Generator(seed: 19)
        var matched = 0
        var matchedWide = 0
        for _ in 0..<60 {
            let texts = Self.corpus(
                Int.random(in: 0...60, using: &random), foldingToASCII: foldingToASCII, using: &random)
            let corpus = Self.searchCorpus(texts)
            #expect(corpus.count == texts.count)
            let pattern = FuzzyPattern(Self.pattern(using: &random))
            let search = Self.finished(FuzzySearch(pattern: pattern, corpus: corpus, candidates: nil))
            let expected = Self.bruteForce(pattern, texts)
            #expect(search.isFinished && search.scanned == texts.count && search.total == texts.count)
            #expect(search.matches == expected.matches, "\(pattern.query) in \(texts)")
            #expect(search.scores == expected.scores, "\(pattern.query) in \(texts)")
            matched += search.matches.count
            matchedWide += search.matches.filter { texts[Int($0)].utf8.contains { $0 >= 0x80 } }.count
        }
        // The seed gives real work: matches, and among them items that are not ASCII.
        #expect(matched > 200 && matchedWide > 100)
    }

    @Test func narrowingEqualsFreshSearch() {
        var random = Generator(seed: 2019)
        var narrowedMatches = 0
        for _ in 0..<60 {
            let texts = Self.corpus(Int.random(in: 0...60, using: &random), using: &random)
            let corpus = Self.searchCorpus(texts)
            let first = Self.pattern(using: &random)
            var longer = first
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let character = Self.patternCharacters.randomElement(using: &random)!
                longer.insert(
                    character,
                    at: longer.index(
                        longer.startIndex, offsetBy: Int.random(in: 0...longer.count, using: &random)))
            }
            let previous = FuzzyPattern(first)
            let pattern = FuzzyPattern(longer)
            // Inserting characters keeps the old ones in order, and can only add capitals.
            #expect(pattern.narrows(previous), "\(longer) after \(first)")
            let old = Self.finished(FuzzySearch(pattern: previous, corpus: corpus, candidates: nil))
            let narrowed = Self.finished(
                FuzzySearch(pattern: pattern, corpus: corpus, candidates: old.matches))
            let fresh = Self.finished(FuzzySearch(pattern: pattern, corpus: corpus, candidates: nil))
            #expect(narrowed.total == old.matches.count)
            #expect(narrowed.matches == fresh.matches, "\(first) → \(longer) in \(texts)")
            #expect(narrowed.scores == fresh.scores)
            narrowedMatches += narrowed.matches.count
        }
        #expect(narrowedMatches > 50)
    }

    /// `narrows` is sound on arbitrary pairs: when it says yes, brute force agrees.
    @Test func narrowsIsSound() {
        var random = Generator(seed: 7)
        let texts = Self.corpus(300, using: &random)
        var checked = 0
        for _ in 0..<400 {
            let previous = FuzzyPattern(Self.pattern(using: &random))
            let pattern = FuzzyPattern(Self.pattern(using: &random))
            guard pattern.narrows(previous) else { continue }
            checked += 1
            let wider = Set(Self.bruteForce(previous, texts).matches)
            #expect(Self.bruteForce(pattern, texts).matches.allSatisfy(wider.contains))
        }
        #expect(checked > 20)
    }

    @Test func slicesEqualOneGo() {
        var random = Generator(seed: 1_000_000)
        for _ in 0..<60 {
            let texts = Self.corpus(Int.random(in: 0...80, using: &random), using: &random)
            let corpus = Self.searchCorpus(texts)
            let pattern = FuzzyPattern(Self.pattern(using: &random))
            let candidates: [Int32]? =
                Bool.random(using: &random)
                ? nil : texts.indices.filter { _ in Bool.random(using: &random) }.map(Int32.init)
            var sliced = FuzzySearch(pattern: pattern, corpus: corpus, candidates: candidates)
            var whole = sliced
            let wholeFinished = whole.advance(maxItems: .max)
            #expect(wholeFinished)
            var previousCount = 0
            while !sliced.isFinished {
                let before = sliced.scanned
                // Bounded by items, or by bytes: the texts are up to a few dozen bytes.
                let (maxItems, maxBytes) = (
                    Int.random(in: 0...7, using: &random), Int.random(in: 0...40, using: &random)
                )
                let finished = sliced.advance(maxItems: maxItems, maxBytes: maxBytes)
                let slice = before..<sliced.scanned
                #expect(slice.count <= maxItems && (maxItems == 0 || !slice.isEmpty || finished))
                // More than one candidate only within the bytes allowed.
                let items = slice.map { Int(candidates?[$0] ?? Int32($0)) }
                let bytes = items.map { texts[$0].utf8.count }.reduce(0, +)
                #expect(slice.count <= 1 || bytes <= maxBytes, "\(slice) of \(items) holds \(bytes) bytes")
                #expect(finished == sliced.isFinished)
                #expect(sliced.scanned >= before && sliced.scanned <= sliced.total)
                // Matches so far are a prefix of the final ones.
                #expect(sliced.matches.count >= previousCount)
                #expect(Array(whole.matches.prefix(sliced.matches.count)) == sliced.matches)
                previousCount = sliced.matches.count
            }
            #expect(sliced.matches == whole.matches)
            #expect(sliced.scores == whole.scores)
            #expect(sliced.matches == Self.bruteForce(pattern, texts, among: candidates).matches)
        }
    }

    /// The offsets are Characters of the text, whichever way the corpus split it (scalar by
    /// scalar when each stands alone, by grapheme breaking otherwise), and hold the pattern's
    /// characters in order.
    @Test func offsetsPointAtThePatternsCharacters() {
        var random = Generator(seed: 45)
        var checked = 0
        for _ in 0..<600 {
            let text = Self.corpus(1, using: &random)[0]
            let pattern = FuzzyPattern(Self.pattern(using: &random))
            guard let offsets = pattern.matchedCharacters(in: text) else { continue }
            checked += 1
            let characters = Array(text)
            #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count)
            let found = offsets.map {
                pattern.isCaseSensitive ? characters[$0] : FuzzyPattern.fold(characters[$0])
            }
            #expect(found == pattern.characters, "\(pattern.query) in \(text)")
        }
        #expect(checked > 150)
    }

    @Test func indicesTheCorpusLacksMatchNothing() {
        let corpus = Self.searchCorpus(["ab", "b"])
        var search = FuzzySearch(pattern: FuzzyPattern("b"), corpus: corpus, candidates: [-1, 0, 1, 2, 9])
        let finished = search.advance(maxItems: 10)
        #expect(finished)
        #expect(search.matches == [0, 1])
        #expect(search.scanned == 5)
        var everything = FuzzySearch(pattern: FuzzyPattern(""), corpus: corpus, candidates: [-1, 1, 2])
        let done = everything.advance(maxItems: 3)
        #expect(done && everything.matches == [1] && everything.scores == [0])
    }

    @Test func aCharacterNoItemHasFinishesAtOnce() {
        let search = FuzzySearch(
            pattern: FuzzyPattern("東"), corpus: Self.searchCorpus(["a", "b"]), candidates: nil)
        #expect(search.isFinished && search.matches.isEmpty && search.total == 2)
    }
}
