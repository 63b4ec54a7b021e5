import Sections
import Testing

@testable import Core
@testable import Interactive

/// `Document.paths(matchingFilter:width:)`, which `sections pick --filter` prints: the
/// matches in the order the interactive list shows them for the same filter.
@Suite struct DocumentFilterTests {
    @Test func theMatchesComeBestSectionFirstAndBestItemFirst() {
        let document = ListDocuments.produce
        #expect(document.paths(matchingFilter: "an") == [ItemPath(section: 0, item: 1)])
        // "le" starts "leek" and ends "kale" and "apple": Vegetables first, leek first.
        #expect(
            document.paths(matchingFilter: "le") == [
                ItemPath(section: 1, item: 1), ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 0),
            ])
        #expect(document.paths(matchingFilter: "zz") == [])
        #expect(document.paths(matchingFilter: "").count == 5)
        #expect(document.paths(matchingFilter: "") == document.paths(matchingFilter: "").sorted())
    }

    @Test func anUpperCaseLetterMakesTheFilterCaseSensitive() {
        let document = Document {
            Section {
                Text("Tea"); Text("tea cake")
            }
        }
        #expect(document.paths(matchingFilter: "tea").count == 2)
        #expect(document.paths(matchingFilter: "Tea") == [ItemPath(section: 0, item: 0)])
    }

    /// A filter longer than every item matches none, as in the list, without a search.
    @Test func aFilterLongerThanEveryItemMatchesNothing() {
        let document = Document { Section { Text("ab") } }
        #expect(document.paths(matchingFilter: "abc") == [])
        #expect(document.paths(matchingFilter: "ab") == [ItemPath(section: 0, item: 0)])
    }

    /// For random documents of every layout and queries made of their own texts, the
    /// matches are exactly the items the list shows, in the list's order: the filter typed
    /// key by key (each key narrowing the last result) and pasted at once.
    @Test(arguments: 0..<40)
    func theMatchesAreWhatTheListShows(seed: UInt64) throws {
        var random = RandomDocuments(seed: seed &* 7919 &+ 3, hostile: seed % 3 == 0)
        let document = random.document()
        let width = 24 + Int(seed % 5) * 11
        let texts = document.sections.flatMap(\.items).map { SearchCorpus.otherText(of: $0, width: width) }
        var queries = ["a", "e 1", "zzzz", "E", "東"]
        for text in texts.prefix(6) where !text.isEmpty {
            let characters = Array(text)
            let start = Int(seed) % characters.count
            let length = 1 + Int(seed / 3) % 4
            queries.append(String(characters[start..<min(characters.count, start + length)]))
        }
        for query in queries {
            let expected = document.paths(matchingFilter: query, width: width)
            var typed = try ListModel(document: document, options: ListOptions(), width: width, height: 12)
            typed.settle()
            typed.typeSettled(query)
            #expect(Self.shown(typed) == expected, "seed \(seed), query \(query.debugDescription), typed")
            var pasted = try ListModel(document: document, options: ListOptions(), width: width, height: 12)
            pasted.typeIntoFilter(query)
            pasted.settle()
            #expect(Self.shown(pasted) == expected, "seed \(seed), query \(query.debugDescription), pasted")
        }
    }

    /// The items the list shows, folded ones included, in its order.
    static func shown(_ list: ListModel) -> [ItemPath] {
        (0..<list.display.itemCount).map { list.path(ofNumber: list.display.number(at: $0)) }
    }
}
