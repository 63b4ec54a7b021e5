import Sections
import Testing

@testable import Core
@testable import Interactive

/// Multiple choice by sections and within limits: Space on a header marks the section's
/// items shown, the header says how many are chosen, folding keeps the marks, and Enter
/// and Space keep to the selection limit, the status row saying why.
@Suite struct ListModelChoiceTests {
    private func model(limit: ClosedRange<Int>? = nil, width: Int = 30) throws -> ListModel {
        try ListModel(
            document: ListDocuments.produce, options: ListOptions(mode: .multiple, limit: limit),
            width: width,
            height: 9)
    }

    @Test func spaceOnAHeaderMarksItsSectionAndTheHeaderSaysSo() throws {
        var list = try model()
        _ = list.handle(.up)
        #expect(list.highlightedHeader == 0)
        _ = list.handle(.character(" "))
        #expect(
            list.screen()[1...5] == [
                "Fruit (all 3 chosen)",
                " *apple",
                " *banana",
                " *cherry",
                "",
            ])
        _ = list.handle(.down)
        _ = list.handle(.character(" "))
        #expect(list.screen()[1...2] == ["Fruit (2 of 3 chosen)", "> apple"])
        // A section partly chosen is marked whole; marked whole, unmarked whole.
        _ = list.handle(.up)
        _ = list.handle(.character(" "))
        #expect(list.screen()[1] == "Fruit (all 3 chosen)")
        _ = list.handle(.character(" "))
        #expect(list.screen()[1...2] == ["Fruit", "  apple"])
        #expect(list.handle(.enter) == .continuing)
    }

    @Test func foldedSectionsKeepTheirMarksAndAFoldedHeaderMarksThemAll() throws {
        var list = try model()
        _ = list.handle(.character(" "))
        _ = list.handle(.left)
        #expect(list.screen()[1] == "▸ Fruit (3) (1 of 3 chosen)")
        _ = list.handle(.character(" "))
        #expect(list.screen()[1] == "▸ Fruit (3) (all 3 chosen)")
        _ = list.handle(.right)
        _ = list.handle(.end)
        #expect(list.handle(.enter) == .chosen((0..<3).map { ItemPath(section: 0, item: $0) }))
    }

    @Test func withAFilterAHeaderMarksTheMatchesOnly() throws {
        var list = try model()
        list.typeSettled("an")
        #expect(list.screen()[1...2] == ["Fruit", "> banana"])
        _ = list.handle(.up)
        _ = list.handle(.tab)
        #expect(list.chosenPaths == [ItemPath(section: 0, item: 1)])
        #expect(list.screen()[1] == "Fruit (1 of 3 chosen)")
    }

    @Test func enterIsRefusedOutsideTheLimitAndTheStatusRowSaysWhy() throws {
        var list = try model(limit: 2...3)
        #expect(list.handle(.enter) == .continuing)
        #expect(list.screen()[0] == ">            choose at least 2")
        _ = list.handle(.character(" "))
        // The notice lasts until the next key; the status row counts the marks.
        #expect(list.screen()[0] == ">            5 of 5 (1 chosen)")
        _ = list.handle(.down)
        _ = list.handle(.tab)
        _ = list.handle(.tab)
        #expect(list.highlightedHeader == 1)
        _ = list.handle(.tab)
        #expect(list.chosenPaths.count == 3)
        #expect(list.screen()[0] == ">             choose at most 3")
        let section = list.handle(.enter)
        #expect(section == .chosen((0..<3).map { ItemPath(section: 0, item: $0) }))
    }

    @Test func aHeaderMarksNoMoreThanTheLimit() throws {
        var list = try model(limit: 1...2)
        _ = list.handle(.up)
        _ = list.handle(.character(" "))
        #expect(list.chosenPaths == [])
        #expect(list.screen()[0] == ">             choose at most 2")
        _ = list.handle(.end)
        _ = list.handle(.up)
        _ = list.handle(.up)
        #expect(list.highlightedHeader == 1)
        _ = list.handle(.character(" "))
        #expect(list.chosenPaths == [ItemPath(section: 1, item: 0), ItemPath(section: 1, item: 1)])
    }

    @Test func marksFollowTheirItemsInANewVersion() throws {
        var list = try model()
        _ = list.handle(.up)
        _ = list.handle(.character(" "))
        let fewer = Document {
            Section(id: "veg", header: "Vegetables") { Text("kale").id("kale") }
            Section(id: "fruit", header: "Fruit") {
                Text("cherry").id("cherry")
                Text("apple").id("apple")
            }
        }
        list.apply(ListUpdate(from: ListDocuments.produce, to: fewer))
        #expect(list.chosenPaths == [ItemPath(section: 1, item: 0), ItemPath(section: 1, item: 1)])
        #expect(list.choiceState(of: 1) == " (all 2 chosen)")
        #expect(list.choiceState(of: 0) == nil)
    }

    /// An item drawn inside a panel's border has no free column for `*`: its line takes
    /// the chosen look instead, so a chosen item never looks like any other.
    @Test func aChosenItemInAPanelTakesTheChosenLook() throws {
        let document = Document {
            Section(header: "Disk", layout: .panel) {
                Row("Used", "78%").id("used")
                Row("Free", "22%").id("free")
            }
        }
        var list = try ListModel(
            document: document, options: ListOptions(mode: .multiple), width: 30, height: 8)
        if list.highlight?.isHeader == true { _ = list.handle(.down) }
        _ = list.handle(.character(" "))
        _ = list.handle(.down)
        let rows = list.frame().rows
        let used = try #require(rows.firstIndex { $0.text.contains("Used") })
        let free = try #require(rows.firstIndex { $0.text.contains("Free") })
        #expect(rows[used].segments.contains { $0.look.contains(.chosen) && $0.text.contains("Used") })
        #expect(!rows[free].segments.contains { $0.look.contains(.chosen) })
    }
}
