import Sections
import Testing

@testable import Core
@testable import Interactive

/// Filtering as one types: sections without a match hide, "n of N", matched characters,
/// narrowing, Backspace back to the wider result, the work done between keys.
@Suite struct ListModelFilterTests {
    @Test func typingFiltersAndHidesSectionsWithoutAMatch() throws {
        var list = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 6)
        list.typeSettled("an")
        #expect(
            list.screen(marks: true) == [
                "> an              1 of 5",
                "Fruit",
                "> b[an]ana",
                "",
                "",
                "",
            ])
        #expect(list.highlightedID == "banana")
        _ = list.handle(.backspace)
        // The wider result was kept: shown at once, no work pending.
        #expect(!list.hasPendingWork)
        #expect(list.screen()[0] == "> a               3 of 5")
        #expect(
            list.screen(marks: true)[1...5] == [
                "Fruit",
                "> [a]pple",
                "  b[a]nana",
                "",
                "Vegetables",
            ])
        _ = list.handle(.backspace)
        #expect(list.screen()[0] == ">                 5 of 5")
        #expect(
            list.screen()[1...2] == [
                "Fruit",
                "> apple",
            ])
    }

    @Test func theHighlightGoesToTheBestRowAfterEachFilterKey() throws {
        var list = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 8)
        _ = list.handle(.end)
        list.typeSettled("e")
        #expect(list.highlight == list.firstItemEntry())
        #expect(list.highlightedPath != nil)
        _ = list.handle(.end)
        // The filter emptied, every item shows again and the highlight stays where it was.
        _ = list.handle(.backspace)
        #expect(list.highlightedID == "leek")
    }

    @Test func noMatchSaysSo() throws {
        var list = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 4)
        list.typeSettled("zz")
        #expect(list.screen() == ["> zz              0 of 5", "  no item matches", "", ""])
        #expect(list.highlightedPath == nil)
        #expect(list.handle(.enter) == .continuing)
        #expect(list.handle(.down) == .continuing)
        #expect(list.frameProblems() == [])
        try list.resize(width: 8, height: 4)
        #expect(list.screen()[1] == "  no ite")
        #expect(list.frameProblems() == [])
    }

    @Test func aLongSearchShowsItsProgressAndTheWiderResultMeanwhile() throws {
        var list = try ListModel(
            document: ListDocuments.numbers(100_000), options: ListOptions(), width: 30, height: 4)
        #expect(list.hasPendingWork)
        list.settle()
        #expect(!list.hasPendingWork)
        _ = list.handle(.character("7"))
        // One step of the search at most: a zero budget still does one.
        let remains = list.advance(budget: .zero)
        #expect(remains)
        let status = list.screen()[0]
        #expect(status.hasPrefix("> 7") && status.hasSuffix(" of 100,000") && status.contains("… "))
        // Until it finishes, the list shown is the one before the key.
        #expect(list.screen()[2] == "> item 1")
        list.settle()
        #expect(list.screen()[0] == "> 7          40,951 of 100,000")
        // The next level narrows: it searches only the 40,951 matches.
        _ = list.handle(.character("7"))
        #expect(list.search.levels.last?.candidates?.count == 40_951)
        list.settle()
        #expect(list.screen()[0].hasSuffix(" of 100,000"))
    }

    @Test func typingBeforeTheCorpusIsBuiltWaitsForIt() throws {
        var list = try ListModel(
            document: ListDocuments.numbers(50_000), options: ListOptions(), width: 30, height: 4)
        _ = list.handle(.character("9"))
        _ = list.handle(.character("9"))
        #expect(list.screen()[0] == "> 99             … 0 of 50,000")
        list.settle()
        #expect(list.search.corpus.count == 50_000)
        #expect(!list.screen()[0].contains("…"))
    }

    /// With many small sections the display takes each match's section from the ranking,
    /// and groups as a search of the section starts does.
    @Test func manySmallSectionsGroupTheSameWay() throws {
        let document = Document(
            sections: (0..<3000).map { s in
                Section(
                    id: "s\(s)", header: s % 2 == 0 ? "S\(s)" : nil, footer: nil, layout: .list,
                    items: s % 3 == 0 ? [] : [Text("item \(s)").item, Text("other \(s)").item])
            })
        var list = try ListModel(document: document, options: ListOptions(), width: 20, height: 5)
        list.typeSettled("2999")
        #expect(list.display.groups.map(\.section) == [2999])
        #expect(list.screen() == ["> 2999    2 of 4,000", "> item 2999", "  other 2999", "", ""])
        _ = list.handle(.backspace)
        let expected = ListDisplay.ranked(list.display.order ?? [], starts: list.starts)
        #expect(list.display.groups == expected.groups)
        #expect(list.display.order == expected.order)
    }

    @Test func foldingWorksOnTheFilteredList() throws {
        var list = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 6)
        list.typeSettled("e")
        _ = list.handle(.left)
        #expect(list.screen()[1].hasPrefix("▸ "))
        #expect(list.screen()[1].hasSuffix(")"))
        #expect(list.frameProblems() == [])
    }
}
