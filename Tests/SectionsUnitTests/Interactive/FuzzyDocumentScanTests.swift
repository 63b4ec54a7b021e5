import Sections
import Testing

@testable import Core
@testable import Interactive

/// `FuzzySearch` over a document, which it reads in place: texts, rows (label and value two
/// spaces apart, side by side in a scratch buffer), other items' plain text on one line,
/// sections empty and not, all-items and narrowed scans, in slices. Each must give what
/// `FuzzyPattern.score` gives on the item's searchable text.
@Suite struct FuzzyDocumentScanTests {
    typealias Generator = FuzzySearchTests.Generator

    /// An item of two lines, whose searchable text joins them with a space.
    struct TwoLines: SectionItem {
        var first: String
        var second: String

        var body: [Item] {
            Text(first)
            Text(second)
        }
    }

    static func text(using random: inout Generator) -> String {
        FuzzySearchTests.corpus(1, using: &random)[0]
    }

    /// A document of random sections and the searchable text of each item in reading order.
    static func document(using random: inout Generator) -> (Document, [String]) {
        var texts: [String] = []
        let sections = (0..<Int.random(in: 0...6, using: &random)).map { s in
            let items = (0..<Int.random(in: 0...12, using: &random)).map { _ -> Item in
                let first = text(using: &random)
                let second = text(using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    texts.append(first)
                    return Text(first).item
                case 5..<9:
                    // Now and then a value that starts with a mark, which joins the space before it.
                    let second = Int.random(in: 0..<5, using: &random) == 0 ? "\u{301}" + second : second
                    texts.append(first + "  " + second)
                    return Row(first, second).item
                default:
                    let item = TwoLines(first: first, second: second).item
                    texts.append(SearchCorpus.otherText(of: item, width: 40))
                    return item
                }
            }
            return Section(id: "s\(s)", header: "S\(s)", footer: nil, layout: .list, items: items)
        }
        return (Document(sections: sections), texts)
    }

    @Test func documentScanEqualsBruteForce() {
        var random = Generator(seed: 1919)
        var matched = 0
        var matchedRows = 0
        for _ in 0..<80 {
            let (document, texts) = Self.document(using: &random)
            let starts = ListModel.starts(of: document)
            var corpus = SearchCorpus(document: document, starts: starts, width: 40)
            #expect(corpus.total == texts.count)
            while corpus.count < corpus.total { corpus.index(limit: Int.random(in: 1...5, using: &random)) }
            #expect(corpus.count == texts.count)
            let pattern = FuzzyPattern(FuzzySearchTests.pattern(using: &random))
            let candidates: [Int32]? =
                Bool.random(using: &random)
                ? nil : texts.indices.filter { _ in Bool.random(using: &random) }.map(Int32.init)
            var search = FuzzySearch(pattern: pattern, corpus: corpus, candidates: candidates)
            while !search.advance(maxItems: Int.random(in: 1...9, using: &random)) {}
            let expected = FuzzySearchTests.bruteForce(pattern, texts, among: candidates)
            #expect(search.matches == expected.matches, "\(pattern.query) in \(texts)")
            #expect(search.scores == expected.scores, "\(pattern.query) in \(texts)")
            matched += search.matches.count
            matchedRows += search.matches.filter { texts[Int($0)].contains("  ") }.count
        }
        #expect(matched > 150 && matchedRows > 30)
    }

    /// A document the search has not indexed yet has no characters in its table: a
    /// non-ASCII pattern character matches nothing until it is indexed.
    @Test func theTableIsMadeOfTheDocumentsCharacters() {
        let document = Document(sections: [
            Section(
                id: "s", header: nil, footer: nil, layout: .list,
                items: [Text("Item g.j 東京タワー abc").item, Row("東", "x").item])
        ])
        var corpus = SearchCorpus(document: document, starts: ListModel.starts(of: document), width: 40)
        #expect(corpus.codes(of: FuzzyPattern("京")) == nil)
        corpus.index(limit: 10)
        #expect(corpus.count == 2)
        var search = FuzzySearch(pattern: FuzzyPattern("東x"), corpus: corpus, candidates: nil)
        let finished = search.advance(maxItems: 10)
        #expect(finished)
        #expect(search.matches == [1])
        #expect(FuzzyPattern("ij東").matchedCharacters(in: "Item g.j 東京タワー abc") == [0, 7, 9])
    }

    /// A document of 100,000 items that are not ASCII (kana and ideographs beside ASCII) is
    /// searched item by item from its strings, as all of it and narrowed.
    @Test func aLargeDocumentOfWideItems() {
        let count = 100_000
        let document = Document(sections: [
            Section(
                id: "wide", header: "Wide", footer: nil, layout: .list,
                items: (0..<count).map { Text("Item \($0 / 10).\($0 % 10) 東京タワー abc").item })
        ])
        var corpus = SearchCorpus(document: document, starts: ListModel.starts(of: document), width: 80)
        while corpus.count < corpus.total { corpus.index(limit: 16_384) }
        var all = FuzzySearch(pattern: FuzzyPattern("東タ"), corpus: corpus, candidates: nil)
        while !all.advance(maxItems: 32_768) {}
        #expect(all.matches.count == count)
        #expect(Set(all.scores).count == 1)
        var narrowed = FuzzySearch(pattern: FuzzyPattern("9.9東タc"), corpus: corpus, candidates: all.matches)
        while !narrowed.advance(maxItems: 32_768) {}
        let expected = (0..<count).filter { "Item \($0 / 10).\($0 % 10)".contains("9") }.count
        #expect(narrowed.matches.count > 0 && narrowed.matches.count <= expected)
        #expect(
            FuzzyPattern("9.9東タc").matchedCharacters(in: "Item 99.9 東京タワー abc") == [6, 7, 8, 10, 12, 18])
    }
}
