import Sections
import Testing

@testable import Core
@testable import Interactive

/// A paste is one edit of the filter, and a filter of any length costs an edit about the
/// same: one longer than every item matches nothing without being scored.
@Suite struct ListModelPasteTests {
    static func model(_ mode: SelectionMode = .single, width: Int = 24) throws -> ListModel {
        try ListModel(
            document: ListDocuments.produce, options: ListOptions(mode: mode), width: width, height: 6)
    }

    /// One level for the paste; Backspace takes off its last character, not all of it.
    @Test func aPasteIsOneEditAndBackspaceTakesOneCharacterOfIt() throws {
        var list = try Self.model()
        list.settle()
        #expect(list.handle(.paste("an")) == .continuing)
        #expect(list.search.levels.count == 1)
        list.settle()
        #expect(
            list.screen(marks: true)[0...2] == [
                "> an              1 of 5",
                "Fruit",
                "> b[an]ana",
            ])
        _ = list.handle(.backspace)
        list.settle()
        #expect(list.filterText == "a")
        #expect(list.screen()[0] == "> a               3 of 5")
        _ = list.handle(.backspace)
        #expect(list.search.levels.isEmpty)
        #expect(list.screen()[0] == ">                 5 of 5")
    }

    /// In a paste a space is text and `q` is not a command; browse mode takes a paste only
    /// while a filter is being typed.
    @Test func aPasteIsTextInEveryMode() throws {
        var multiple = try Self.model(.multiple)
        _ = multiple.handle(.paste("le k"))
        multiple.settle()
        #expect(multiple.filterText == "le k")
        #expect(multiple.chosenPaths == [])
        var browse = try Self.model(.browse)
        #expect(browse.handle(.paste("q")) == .continuing)
        #expect(browse.filterText == "")
        _ = browse.handle(.character("/"))
        #expect(browse.handle(.paste("qk")) == .continuing)
        #expect(browse.filterText == "qk")
    }

    /// Characters that came together are typed one after the other, each doing what it
    /// does alone, those for the filter in one edit.
    @Test func charactersThatCameTogetherActAsTypedInOneEdit() throws {
        var multiple = try Self.model(.multiple)
        _ = multiple.type(["a", "p", " ", "x"])
        #expect(multiple.filterText == "apx")
        #expect(multiple.search.levels.count == 2)
        #expect(multiple.chosenPaths == [ItemPath(section: 0, item: 0)])
        var browse = try Self.model(.browse)
        #expect(browse.type(["x", "/", "k", "q"]) == .continuing)
        #expect(browse.filterText == "kq")
        #expect(browse.search.levels.count == 1)
        var outside = try Self.model(.browse)
        #expect(outside.type(["x", "q", "/"]) == .quit)
    }

    /// A filter longer than every item: nothing matches and nothing is scored; the status
    /// row shows the filter's end.
    @Test func aFilterLongerThanEveryItemMatchesNothing() throws {
        var list = try Self.model()
        list.settle()
        _ = list.handle(.paste(String(repeating: "a", count: 10_000)))
        #expect(list.search.pattern == nil)
        list.settle()
        #expect(list.screen()[0...1] == [String(repeating: "a", count: 17) + " 0 of 5", "  no item matches"])
        #expect(list.frameProblems() == [])
        // As long as the longest item (a header is not an item): searched, and matched.
        var exact = try Self.model()
        exact.settle()
        _ = exact.handle(.paste("banana"))
        exact.settle()
        #expect(exact.screen()[0] == "> banana          1 of 5")
    }

    /// Keys typed one by one onto a long filter, and onto a megabyte's paste, each edit the
    /// filter by one character and leave it matching nothing. What they cost is bounded by
    /// `FilterWorkBoundTests`, which counts instructions.
    @Test func keysOnALongFilterEditItOneCharacterAtATime() throws {
        var typed = try Self.model()
        typed.settle()
        for count in 1...2_000 {
            _ = typed.handle(.character("x"))
            typed.settle()
            #expect(typed.filterText.utf8.count == count)
        }
        #expect(typed.screen()[1] == "  no item matches")
        var pasted = try Self.model()
        pasted.settle()
        _ = pasted.handle(.paste(String(repeating: "x", count: 1_000_000)))
        for _ in 0..<200 {
            _ = pasted.handle(.character("y"))
            pasted.settle()
        }
        #expect(pasted.filterText.hasSuffix("xy" + String(repeating: "y", count: 199)))
        for _ in 0..<200 {
            _ = pasted.handle(.backspace)
            pasted.settle()
        }
        #expect(pasted.filterText == String(repeating: "x", count: 1_000_000))
        #expect(pasted.screen()[0] == String(repeating: "x", count: 17) + " 0 of 5")
        #expect(pasted.handle(.escape) == .cancelled)
    }
}
