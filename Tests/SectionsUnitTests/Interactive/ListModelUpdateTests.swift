import Sections
import Testing

@testable import Core
@testable import Interactive

/// Live updates: the highlight, the chosen set and the folded sections follow their
/// elements by identity through new versions of the document.
@Suite struct ListModelUpdateTests {
    /// The playground of issue 19 as a model test: items inserted at the top while task-1
    /// is highlighted; Down, Down highlights task-3 however many came in.
    @Test func playgroundScenario() throws {
        var list = try ListModel(
            document: ListDocuments.tasks(20), options: ListOptions(highlightedID: "task-1"), width: 30,
            height: 8)
        #expect(list.highlightedID == "task-1")
        for inserted in 1...30 {
            list.update(to: ListDocuments.tasks(20, inserted: inserted))
            #expect(list.highlightedID == "task-1")
        }
        _ = list.handle(.down)
        _ = list.handle(.down)
        #expect(list.highlightedID == "task-3")
        #expect(list.handle(.enter) == .chosen([ItemPath(section: 0, item: 32)]))
    }

    /// An update made apart (as off the key-handling thread) applies as update(to:) does;
    /// one made against an older version is made again against the version shown.
    @Test func preparedUpdates() async throws {
        var list = try ListModel(
            document: ListDocuments.tasks(20), options: ListOptions(highlightedID: "task-2"), width: 30,
            height: 8)
        let shown = list.document
        let prepared = await Task.detached {
            ListUpdate(from: shown, to: ListDocuments.tasks(20, inserted: 1))
        }.value
        list.apply(prepared)
        #expect(list.highlightedPath == ItemPath(section: 0, item: 2))
        // Made against the first version, not the one shown now.
        list.apply(ListUpdate(from: shown, to: ListDocuments.tasks(20, inserted: 3)))
        #expect(list.highlightedID == "task-2")
        #expect(list.highlightedPath == ItemPath(section: 0, item: 4))
    }

    /// A progress item in the list is one row that an update moves on, the highlight kept.
    @Test func anUpdateMovesAProgressBar() throws {
        func jobs(_ done: Int) -> Document {
            Document {
                Section(header: "Jobs") {
                    ProgressView("Copy", value: done, total: 4).id("copy")
                    Row("Owner", "lin").id("owner")
                }
            }
        }
        var list = try ListModel(
            document: jobs(1), options: ListOptions(highlightedID: "owner"), width: 30, height: 4)
        #expect(
            list.screen()[1...] == [
                "Jobs", "  Copy ███▊░░░░░░░░░░░ 25% 1/4", "> Owner                    lin",
            ])
        list.update(to: jobs(3))
        #expect(
            list.screen()[1...] == [
                "Jobs", "  Copy ███████████▎░░░ 75% 3/4", "> Owner                    lin",
            ])
        #expect(list.highlightedID == "owner")
    }

    @Test func theHighlightedRowStaysOnItsScreenRow() throws {
        var list = try ListModel(
            document: ListDocuments.tasks(20), options: ListOptions(highlightedID: "task-3"), width: 30,
            height: 8)
        #expect(list.screen()[4] == "> Task 3")
        list.update(to: ListDocuments.tasks(20, inserted: 2))
        #expect(list.screen()[4] == "> Task 3")
        #expect(
            list.screen()[1...] == [
                "Tasks",
                "  Task 1",
                "  Task 2",
                "> Task 3",
                "  Task 4",
                "  Task 5",
                "  Task 6",
            ])
    }

    @Test func aDeletedHighlightMovesToItsNeighbour() throws {
        let document = ListDocuments.produce
        var list = try ListModel(
            document: document, options: ListOptions(highlightedID: "banana"), width: 24, height: 9)
        list.update(to: try document.removingItem(at: ItemPath(section: 0, item: 1)))
        #expect(list.highlightedID == "cherry")
        list.update(to: try list.document.removingItem(at: ItemPath(section: 0, item: 1)))
        #expect(list.highlightedID == "apple")
        list.update(to: try list.document.removingItem(at: ItemPath(section: 0, item: 0)))
        #expect(list.highlightedHeader == 0)
        #expect(
            list.screen()[1...3] == [
                "Fruit",
                "",
                "Vegetables",
            ])
    }

    @Test func chosenAndFoldedFollowTheirElements() throws {
        var list = try ListModel(
            document: ListDocuments.produce, options: ListOptions(mode: .multiple), width: 24, height: 9)
        _ = list.handle(.down)
        _ = list.handle(.character(" "))
        _ = list.handle(.end)
        _ = list.handle(.character(" "))
        _ = list.handle(.left)
        let moved = try list.document.movingItem(
            from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 0)
        )
        .insertingItem(Text("plum").id("plum"), at: ItemPath(section: 1, item: 0))
        let swapped = Document(title: nil, sections: moved.sections.reversed())
        list.update(to: swapped)
        #expect(list.chosenPaths == [ItemPath(section: 0, item: 2), ItemPath(section: 1, item: 0)])
        #expect(list.highlightedHeader == 0)
        #expect(
            list.screen()[1...] == [
                "▸ Vegetables (3)",
                "",
                "Fruit (1 of 3 chosen)",
                " *banana",
                "  apple",
                "  cherry",
                "",
                "",
            ])
    }

    /// A nested section is one entry of the list (its own rows beneath it); an update of a
    /// nested document follows the highlight by identity, as the changeset does.
    @Test func aNestedDocumentUpdatesByIdentity() throws {
        let old = Document {
            Section("Sources") {
                Text("Package.swift").id("package")
                Section("Core", id: "core") { Text("Item.swift") }
                Text("README.md").id("readme")
            }
        }
        var list = try ListModel(
            document: old, options: ListOptions(highlightedID: "readme"), width: 24, height: 9)
        let new = try old.nestingSection(Section("Layout") { Text("Wrap.swift") }, at: ItemPath(0, 0))
            .insertingItem(Text("Row.swift"), at: ItemPath(0, 2, 1))
            .movingItem(from: ItemPath(0, 1), to: ItemPath(0, 3))
        list.update(to: new)
        #expect(list.highlightedID == "readme")
        #expect(
            list.screen()[1...] == [
                "Sources", "  Layout", "    Wrap.swift", "  Core", "    Item.swift", "    Row.swift",
                "> README.md", "  Package.swift",
            ])
    }

    @Test func aFilterStaysOnAndSearchesTheNewVersion() throws {
        var list = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 6)
        list.typeSettled("e")
        _ = list.handle(.down)
        let highlighted = list.highlightedID
        list.update(
            to: try list.document.insertingItem(Text("pear").id("pear"), at: ItemPath(section: 0, item: 0)))
        #expect(list.highlightedID == highlighted)
        #expect(list.hasPendingWork)
        list.settle()
        #expect(list.highlightedID == highlighted)
        #expect(list.screen()[0] == "> e               5 of 6")
    }

    @Test func anEmptyVersionAndBack() throws {
        var list = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 4)
        _ = list.handle(.down)
        list.update(to: Document(sections: []))
        #expect(list.highlightedPath == nil)
        #expect(list.screen() == [">                 0 of 0", "", "", ""])
        for key: Key in [.down, .up, .end, .home, .pageDown, .wheelDown, .left, .right, .character(" ")] {
            #expect(list.handle(key) == .continuing)
        }
        #expect(list.handle(.enter) == .continuing)
        list.update(to: ListDocuments.produce)
        #expect(list.highlightedID == "apple")
        #expect(list.frameProblems() == [])
    }

    @Test func duplicateIdsKeepPositions() throws {
        var list = try ListModel(
            document: ListDocuments.produce, options: ListOptions(), width: 24, height: 6)
        _ = list.handle(.down)
        let duplicated = try list.document.insertingItem(
            Text("again").id("kale"), at: ItemPath(section: 0, item: 0))
        list.update(to: duplicated)
        #expect(list.highlightedPath == ItemPath(section: 0, item: 1))
        #expect(list.frameProblems() == [])
    }

    /// Random inserts, deletions, moves and updates while a highlight and a chosen set are
    /// held: both follow identity, and a deleted highlight goes to a neighbour.
    @Test(arguments: 1...40) func randomEditsFollowIdentity(seed: UInt64) throws {
        var random = CodingTests.JSONRoundTripTests.SplitMix64(seed: seed)
        var next = 0
        func fresh() -> Item {
            next += 1
            return Text("item \(next)").id("i\(next)").item
        }
        var document = Document(
            sections: (0..<3).map { s in
                Section(
                    id: "s\(s)", header: "S\(s)", footer: nil, layout: .list,
                    items: (0..<4).map { _ in fresh() })
            })
        var list = try ListModel(
            document: document, options: ListOptions(mode: .multiple), width: 20, height: 7)
        var deletions = 0
        for _ in 0..<60 {
            // Hold: a random highlight and chosen set.
            for _ in 0..<Int.random(in: 0..<4, using: &random) {
                _ = list.handle([.down, .up, .pageDown, .character(" ")].randomElement(using: &random)!)
            }
            let before = list.document
            let highlightedID = list.highlightedID
            let chosenIDs = Set(list.chosenPaths.map { before.sections[$0.section].items[$0.item].id! })
            let highlightedPath = list.highlightedPath
            if let highlightedPath, Int.random(in: 0..<4, using: &random) == 0 {
                document = try before.removingItem(at: highlightedPath)
            } else {
                document = try edit(before, random: &random, fresh: fresh)
            }
            list.update(to: document)
            let ids = Set(document.sections.flatMap { $0.items.compactMap(\.id) })
            #expect(
                Set(list.chosenPaths.map { document.sections[$0.section].items[$0.item].id! })
                    == chosenIDs.intersection(ids))
            if let highlightedID, ids.contains(highlightedID) {
                #expect(list.highlightedID == highlightedID)
            } else if let highlightedPath, let highlightedID {
                // Deleted: the nearest surviving item of its old section, after it first.
                let oldItems = before.sections[highlightedPath.section].items.compactMap(\.id)
                let index = oldItems.firstIndex(of: highlightedID)!
                let expected =
                    (oldItems[(index + 1)...].first { ids.contains($0) })
                    ?? oldItems[..<index].last { ids.contains($0) }
                if let expected {
                    #expect(list.highlightedID == expected)
                } else {
                    // No item of its section is left: the section's header (sections stay).
                    #expect(list.highlightedHeader == highlightedPath.section)
                }
                deletions += 1
            }
            #expect(list.frameProblems() == [])
        }
        // A quarter of the edits delete the highlighted item.
        #expect(deletions > 0)
    }

    private func edit(
        _ document: Document, random: inout CodingTests.JSONRoundTripTests.SplitMix64, fresh: () -> Item
    ) throws -> Document {
        let s = Int.random(in: 0..<document.sections.count, using: &random)
        let count = document.sections[s].items.count
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return try document.insertingItem(
                fresh(), at: ItemPath(section: s, item: Int.random(in: 0...count, using: &random)))
        case 1 where count > 0:
            return try document.removingItem(
                at: ItemPath(section: s, item: Int.random(in: 0..<count, using: &random)))
        case 2 where count > 0:
            let t = Int.random(in: 0..<document.sections.count, using: &random)
            let room = document.sections[t].items.count + (s == t ? 0 : 1)
            return try document.movingItem(
                from: ItemPath(section: s, item: Int.random(in: 0..<count, using: &random)),
                to: ItemPath(section: t, item: Int.random(in: 0..<room, using: &random)))
        case 3 where count > 0:
            let i = Int.random(in: 0..<count, using: &random)
            let id = document.sections[s].items[i].id!
            return try document.replacingItem(
                at: ItemPath(section: s, item: i), with: Text("changed \(id)").id(id))
        default:
            return try document.insertingItem(fresh(), at: ItemPath(section: s, item: 0))
        }
    }
}
