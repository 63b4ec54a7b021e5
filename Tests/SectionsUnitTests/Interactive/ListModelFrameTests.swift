import Sections
import Testing

@testable import Core
@testable import Interactive

/// Exact frames: the status line, the gutter, headers, wrapping at the width, the sticky
/// header, folding and resizing.
@Suite struct ListModelFrameTests {
    @Test func smallDocumentFrame() throws {
        let model = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 9)
        #expect(
            model.screen() == [
                ">                 5 of 5",
                "Fruit",
                "> apple",
                "  banana",
                "  cherry",
                "",
                "Vegetables",
                "  kale",
                "  leek",
            ])
        #expect(model.frameProblems() == [])
        #expect(model.highlightedPath == ItemPath(section: 0, item: 0))
    }

    @Test func looksOfTheRows() throws {
        var model = try ListModel(
            document: ListDocuments.produce, options: ListOptions(mode: .multiple), width: 24, height: 5)
        _ = model.handle(.character(" "))
        let rows = model.frame().rows
        #expect(rows[0].segments.allSatisfy { $0.look.contains(.status) })
        #expect(rows[1].segments.allSatisfy { $0.look.contains(.header) || $0.look.contains(.dim) })
        #expect(rows[2].segments.map(\.text) == [">", "*", "apple"])
        #expect(rows[2].segments.map(\.look) == [.highlight, [.highlight, .chosen], .highlight])
        #expect(rows[3].segments.map(\.look) == [[]])
    }

    @Test func longItemsWrapAtTheWidthLessTheGutter() throws {
        let document = Document {
            Section { Text("one two three four five six") }
            Section { Row("Name", "Lin Hay") }
        }
        let model = try ListModel(document: document, options: ListOptions(), width: 12, height: 6)
        #expect(
            model.screen() == [
                ">     2 of 2",
                "> one two",
                "  three four",
                "  five six",
                "",
                "  Name",
            ])
        #expect(model.frameProblems() == [])
    }

    @Test func exactlyHeightRowsWhenTheListIsShort() throws {
        let model = try ListModel(
            document: ListDocuments.numbers(2), options: ListOptions(), width: 20, height: 6)
        #expect(
            model.screen() == [
                ">             2 of 2",
                "Numbers",
                "> item 1",
                "  item 2",
                "",
                "",
            ])
    }

    @Test func stickyHeaderShowsTheSectionOfTheTopRow() throws {
        var model = try ListModel(
            document: ListDocuments.numbers(30), options: ListOptions(), width: 20, height: 5)
        for _ in 0..<6 { _ = model.handle(.down) }
        #expect(model.highlightedID == "n7")
        #expect(
            model.screen() == [
                ">           30 of 30",
                "Numbers",
                "  item 5",
                "  item 6",
                "> item 7",
            ])
        for _ in 0..<3 { _ = model.handle(.up) }
        // item 4 is below the sticky header, never under it.
        #expect(
            model.screen()[1...] == [
                "Numbers",
                "> item 4",
                "  item 5",
                "  item 6",
            ])
        #expect(model.frameProblems() == [])
    }

    /// A section whose one row on screen is the top row shows that row, not a header over
    /// none of its rows.
    @Test func noStickyHeaderOverASectionsLastRow() throws {
        var model = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 5)
        _ = model.handle(.end)
        #expect(model.highlightedID == "leek")
        #expect(
            model.screen()[1...] == [
                "",
                "Vegetables",
                "  kale",
                "> leek",
            ])
        _ = model.handle(.up)
        _ = model.handle(.up)
        _ = model.handle(.up)
        #expect(
            model.screen()[1...] == [
                "Fruit",
                "> cherry",
                "",
                "Vegetables",
            ])
        _ = model.handle(.up)
        #expect(
            model.screen()[1...] == [
                "Fruit",
                "> banana",
                "  cherry",
                "",
            ])
        #expect(model.frameProblems() == [])
    }

    @Test func foldedSectionShowsItsHeaderAndCount() throws {
        var model = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 6)
        _ = model.handle(.left)
        #expect(model.highlightedHeader == 0)
        #expect(
            model.screen()[1...] == [
                "▸ Fruit (3)",
                "",
                "Vegetables",
                "  kale",
                "  leek",
            ])
        _ = model.handle(.right)
        #expect(
            model.screen()[1...] == [
                "Fruit",
                "  apple",
                "  banana",
                "  cherry",
                "",
            ])
        _ = model.handle(.enter)
        #expect(model.screen()[1] == "▸ Fruit (3)")
        _ = model.handle(.down)
        #expect(model.highlightedHeader == 1)
        _ = model.handle(.enter)
        _ = model.handle(.up)
        _ = model.handle(.enter)
        #expect(
            model.screen()[1...] == [
                "Fruit",
                "  apple",
                "  banana",
                "  cherry",
                "",
            ])
    }

    @Test func resizeLaysOutAgainAndKeepsTheHighlightedRow() throws {
        let document = Document {
            Section(header: "Words") {
                Text("alpha beta gamma").id("a")
                Text("delta epsilon").id("d")
                Text("zeta eta theta").id("z")
            }
        }
        var model = try ListModel(document: document, options: ListOptions(), width: 30, height: 5)
        _ = model.handle(.down)
        #expect(
            model.screen()[1...] == [
                "Words",
                "  alpha beta gamma",
                "> delta epsilon",
                "  zeta eta theta",
            ])
        try model.resize(width: 10, height: 5)
        #expect(model.highlightedID == "d")
        #expect(
            model.screen()[1...] == [
                "Words",
                "  gamma",
                "> delta",
                "  epsilon",
            ])
        #expect(model.frameProblems() == [])
        #expect(throws: LayoutError.self) { try model.resize(width: 4, height: 5) }
    }

    @Test func statusLineKeepsTheEndOfALongFilter() throws {
        var model = try ListModel(
            document: ListDocuments.numbers(3), options: ListOptions(), width: 14, height: 3)
        model.typeSettled("item")
        #expect(model.screen()[0] == "> item  3 of 3")
        model.typeSettled(" 2")
        #expect(model.screen()[0] == " item 2 1 of 3")
        #expect(model.frameProblems() == [])
    }

    @Test func tinyHeights() throws {
        var model = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 10, height: 1)
        #expect(model.screen() == [">   5 of 5"])
        _ = model.handle(.down)
        try model.resize(width: 10, height: 0)
        #expect(model.screen() == [])
        try model.resize(width: 10, height: 2)
        #expect(model.screen() == [">   5 of 5", "> banana"])
    }

    @Test func controlCharactersNeverReachTheFrame() throws {
        let document = Document {
            Section(header: "A\u{1B}[31m") { Text("x\u{7}y").id("x") }
        }
        var model = try ListModel(
            document: document, options: ListOptions(prompt: "\u{1B}> "), width: 20, height: 3)
        #expect(model.frameProblems() == [])
        _ = model.handle(.character("x"))
        model.settle()
        #expect(model.frameProblems() == [])
    }
}
