import Sections
import Testing

@testable import Core
@testable import Interactive

/// Slices long enough to be scanned in two halves at once (`FuzzySearch.threadedItems`)
/// give exactly what scoring each item alone gives, in the same order, for a corpus of
/// texts and for one read in place from a document's sections, with and without
/// candidates, whatever the slices' sizes.
@Suite struct FuzzySearchHalvesTests {
    typealias Generator = FuzzySearchTests.Generator

    /// Slice sizes on both sides of the threshold, and the whole search at once.
    static func sliceSize(using random: inout Generator) -> Int {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: Int.random(in: 1..<FuzzySearch.threadedItems, using: &random)
        case 1: .max
        default: Int.random(in: FuzzySearch.threadedItems...(3 * FuzzySearch.threadedItems), using: &random)
        }
    }

    /// Scans to the end in slices; returns the search and how many slices were halved.
    static func finished(_ search: FuzzySearch, using random: inout Generator) -> (FuzzySearch, halved: Int) {
        var search = search
        var halved = 0
        while !search.isFinished {
            let before = search.scanned
            _ = search.advance(maxItems: sliceSize(using: &random))
            if search.scanned - before >= FuzzySearch.threadedItems { halved += 1 }
        }
        return (search, halved)
    }

    static func candidates(_ count: Int, using random: inout Generator) -> [Int32]? {
        Bool.random(using: &random)
            ? nil : (0..<count).filter { _ in Bool.random(using: &random) }.map(Int32.init)
    }

    @Test func halvesOfTextsEqualBruteForce() {
        var random = Generator(seed: 4_096)
        var halved = 0
        for _ in 0..<6 {
            let texts = FuzzySearchTests.corpus(
                Int.random(in: 9_000...20_000, using: &random), using: &random)
            let pattern = FuzzyPattern(FuzzySearchTests.pattern(using: &random))
            let candidates = Self.candidates(texts.count, using: &random)
            let (search, halves) = Self.finished(
                FuzzySearch(pattern: pattern, corpus: SearchCorpus(texts: texts), candidates: candidates),
                using: &random)
            let expected = FuzzySearchTests.bruteForce(pattern, texts, among: candidates)
            #expect(search.matches == expected.matches, "\(pattern.query)")
            #expect(search.scores == expected.scores, "\(pattern.query)")
            halved += halves
        }
        #expect(halved >= 6)
    }

    @Test func halvesOfADocumentEqualBruteForce() {
        var random = Generator(seed: 8_192)
        var halved = 0
        var matched = 0
        for _ in 0..<4 {
            var texts: [String] = []
            let sections = (0..<Int.random(in: 20...40, using: &random)).map { s in
                let items = (0..<Int.random(in: 0...700, using: &random)).map { _ -> Item in
                    let first = FuzzyDocumentScanTests.text(using: &random)
                    guard Bool.random(using: &random) else {
                        texts.append(first)
                        return Text(first).item
                    }
                    let second = FuzzyDocumentScanTests.text(using: &random)
                    texts.append(first + "  " + second)
                    return Row(first, second).item
                }
                return Section(id: "s\(s)", header: "S\(s)", footer: nil, layout: .list, items: items)
            }
            let document = Document(sections: sections)
            let starts = ListModel.starts(of: document)
            var corpus = SearchCorpus(document: document, starts: starts, width: 40)
            while corpus.count < corpus.total { corpus.index(limit: 5_000) }
            let pattern = FuzzyPattern(FuzzySearchTests.pattern(using: &random))
            let candidates = Self.candidates(texts.count, using: &random)
            let (search, halves) = Self.finished(
                FuzzySearch(pattern: pattern, corpus: corpus, candidates: candidates), using: &random)
            let expected = FuzzySearchTests.bruteForce(pattern, texts, among: candidates)
            #expect(search.matches == expected.matches, "\(pattern.query)")
            #expect(search.scores == expected.scores, "\(pattern.query)")
            halved += halves
            matched += search.matches.count
        }
        #expect(halved >= 4 && matched > 1_000)
    }
}
