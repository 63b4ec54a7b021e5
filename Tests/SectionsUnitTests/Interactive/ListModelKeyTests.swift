import Sections
import Testing

@testable import Core
@testable import Interactive

/// What each key does in each mode, and what it returns.
@Suite struct ListModelKeyTests {
    private func model(
        _ document: Document = ListDocuments.produce, mode: SelectionMode = .single, height: Int = 9
    )
        throws -> ListModel
    {
        try ListModel(document: document, options: ListOptions(mode: mode), width: 24, height: height)
    }

    @Test func upAndDownStepThroughHeadersAndItems() throws {
        var list = try model()
        #expect(list.highlightedID == "apple")
        _ = list.handle(.up)
        #expect(list.highlightedHeader == 0)
        _ = list.handle(.up)
        #expect(list.highlightedHeader == 0)
        for _ in 0..<4 { _ = list.handle(.down) }
        #expect(list.highlightedHeader == 1)
        for _ in 0..<5 { _ = list.handle(.down) }
        #expect(list.highlightedID == "leek")
        _ = list.handle(.home)
        #expect(list.highlightedHeader == 0)
        _ = list.handle(.end)
        #expect(list.highlightedID == "leek")
    }

    @Test func pagesMoveByAScreen() throws {
        var list = try model(ListDocuments.numbers(100), height: 11)
        _ = list.handle(.pageDown)
        #expect(list.highlightedID == "n10")
        // The highlight keeps its screen row: the viewport moved by the same 9 lines.
        #expect(
            list.screen()[1...2] == [
                "Numbers",
                "> item 10",
            ])
        _ = list.handle(.pageDown)
        #expect(list.highlightedID == "n19")
        _ = list.handle(.pageUp)
        #expect(list.highlightedID == "n10")
        _ = list.handle(.end)
        _ = list.handle(.pageDown)
        #expect(list.highlightedID == "n100")
        #expect(list.screen().last == "> item 100")
        _ = list.handle(.home)
        _ = list.handle(.pageUp)
        #expect(list.highlightedHeader == 0)
        #expect(list.frameProblems() == [])
    }

    /// The wheel moves the rows and the highlight with them by 3 rows; back up, the same
    /// screen again.
    @Test func wheelScrollsThreeRowsWithTheHighlight() throws {
        var list = try model(ListDocuments.numbers(100), height: 6)
        let first = list.screen()
        _ = list.handle(.wheelDown)
        #expect(
            list.screen()[1...] == [
                "Numbers",
                "> item 4",
                "  item 5",
                "  item 6",
                "  item 7",
            ])
        #expect(list.highlightedID == "n4")
        _ = list.handle(.down)
        _ = list.handle(.wheelDown)
        #expect(
            list.screen()[1...] == [
                "Numbers",
                "  item 7",
                "> item 8",
                "  item 9",
                "  item 10",
            ])
        _ = list.handle(.wheelUp)
        _ = list.handle(.up)
        _ = list.handle(.wheelUp)
        #expect(list.screen() == first)
        _ = list.handle(.wheelUp)
        #expect(list.highlightedHeader == 0)
        _ = list.handle(.end)
        _ = list.handle(.wheelDown)
        #expect(list.highlightedID == "n100")
        #expect(list.screen().last == "> item 100")
    }

    @Test func singleChoiceReturnsTheHighlightedItem() throws {
        var list = try model()
        _ = list.handle(.down)
        #expect(list.handle(.enter) == .chosen([ItemPath(section: 0, item: 1)]))
        #expect(list.handle(.escape) == .cancelled)
        #expect(list.handle(.interrupt) == .cancelled)
        #expect(list.handle(.suspend) == .suspend)
        _ = list.handle(.character("k"))
        list.settle()
        // Esc cancels even with a filter, as in fzf.
        #expect(list.handle(.escape) == .cancelled)
    }

    @Test func multipleChoiceReturnsTheChosenInDocumentOrder() throws {
        var list = try model(mode: .multiple)
        #expect(list.handle(.enter) == .chosen([ItemPath(section: 0, item: 0)]))
        _ = list.handle(.end)
        _ = list.handle(.character(" "))
        _ = list.handle(.home)
        _ = list.handle(.down)
        _ = list.handle(.down)
        _ = list.handle(.tab)
        #expect(list.highlightedID == "cherry")
        _ = list.handle(.character(" "))
        #expect(list.filterText == "")
        #expect(
            list.chosenPaths == [
                ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2), ItemPath(section: 1, item: 1),
            ])
        _ = list.handle(.character(" "))
        #expect(list.chosenPaths.count == 2)
        #expect(
            list.handle(.enter) == .chosen([ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 1)]))
    }

    @Test func chosenMarksShowInTheGutter() throws {
        var list = try model(mode: .multiple)
        _ = list.handle(.down)
        _ = list.handle(.character(" "))
        _ = list.handle(.down)
        _ = list.handle(.character(" "))
        #expect(
            list.screen()[1...4] == [
                "Fruit (2 of 3 chosen)",
                "  apple",
                " *banana",
                ">*cherry",
            ])
    }

    @Test func browseModeSearchesAfterSlashAndQuitsWithQ() throws {
        var list = try model(mode: .browse)
        #expect(list.screen()[0] == "                  5 of 5")
        #expect(list.handle(.character("k")) == .continuing)
        #expect(list.filterText == "")
        _ = list.handle(.character("/"))
        #expect(list.screen()[0] == "/                 5 of 5")
        list.typeSettled("k")
        #expect(list.screen()[0] == "/k                2 of 5")
        // q is typed while entering.
        list.typeSettled("q")
        #expect(list.filterText == "kq")
        _ = list.handle(.backspace)
        list.settle()
        #expect(list.handle(.enter) == .continuing)
        #expect(list.filterText == "k")
        #expect(
            list.screen(marks: true)[1...3] == [
                "Vegetables",
                "> [k]ale",
                "  lee[k]",
            ])
        _ = list.handle(.character("/"))
        #expect(list.handle(.escape) == .continuing)
        #expect(list.filterText == "")
        #expect(list.handle(.escape) == .quit)
        #expect(list.handle(.character("q")) == .quit)
        #expect(list.handle(.enter) == .continuing)
    }

    /// After Enter keeps a filter, the first Esc clears it, keeping the highlight, and the
    /// second quits.
    @Test func browseModeEscClearsAKeptFilterBeforeQuitting() throws {
        var list = try model(mode: .browse)
        _ = list.handle(.character("/"))
        list.typeSettled("le")
        #expect(list.handle(.enter) == .continuing)
        _ = list.handle(.home)
        _ = list.handle(.down)
        #expect(list.screen()[0] == "/le               3 of 5")
        #expect(list.highlightedID == "leek")
        #expect(list.handle(.escape) == .continuing)
        #expect(list.filterText == "")
        #expect(list.screen()[0] == "                  5 of 5")
        #expect(list.highlightedID == "leek")
        #expect(list.handle(.escape) == .quit)
    }

    /// Backspace over the filter's last character shows every item with the highlighted
    /// one still highlighted, where it went to the first item before.
    @Test func emptyingTheFilterKeepsTheHighlight() throws {
        var list = try model()
        list.typeSettled("e")
        _ = list.handle(.end)
        #expect(list.highlightedID == "leek")
        _ = list.handle(.backspace)
        list.settle()
        #expect(list.filterText == "")
        #expect(list.highlightedID == "leek")
        #expect(list.screen()[0] == ">                 5 of 5")
    }
}
