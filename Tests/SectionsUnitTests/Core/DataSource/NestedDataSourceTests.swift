import Sections
import Testing

/// The data source below the top level: paths of any depth, lookups, counts and edits of
/// nested sections and their items, each returning a new document.
@Suite struct NestedDataSourceTests {
    static let document = Document {
        Section("Sources", id: "sources") {
            Text("Package.swift").id("package")
            Section("Core", id: "core") {
                Text("Item.swift").id("item")
                Section("Layout", id: "layout") { Row("Wrap.swift", "4 KB").id("wrap") }
            }
            Text("README.md")
        }
        Section("Tests") { Text("ItemTests.swift") }
    }

    @Test func aPathHasAnyNumberOfIndicesAndSortsInReadingOrder() {
        let deep = ItemPath(section: 0, nesting: [1, 1], item: 0)
        #expect(deep.indices == [0, 1, 1, 0] && deep.depth == 2)
        #expect(ItemPath(0, 1, 1, 0) == deep && ItemPath([0, 1, 1, 0]) == deep && ItemPath([3]) == nil)
        #expect(deep.parent == ItemPath(0, 1, 1) && ItemPath(section: 0, item: 1).parent == nil)
        #expect(ItemPath(section: 0, item: 1).appending(item: 1).appending(item: 0) == deep)
        #expect(deep.description == "[0, 1, 1, 0]" && deep.debugDescription == "ItemPath(0, 1, 1, 0)")
        let sorted = [ItemPath(0, 2), deep, ItemPath(0, 1), ItemPath(0, 1, 0)].sorted()
        #expect(sorted.map(\.description) == ["[0, 1]", "[0, 1, 0]", "[0, 1, 1, 0]", "[0, 2]"])
    }

    @Test func lookupsAndCountsReachEveryDepth() throws {
        let document = Self.document
        #expect(try document.item(at: ItemPath(0, 1, 1, 0), as: Row.self).value == "4 KB")
        #expect(try document.numberOfItems(inSectionAt: ItemPath(0, 1)) == 2)
        #expect(try document.nestedSection(at: ItemPath(0, 1, 1)).header == "Layout")
        #expect(document.path(ofItemWithID: "wrap") == ItemPath(0, 1, 1, 0))
        #expect(document.item(withID: "item")?.content(as: Text.self)?.string == "Item.swift")
        #expect(document.path(ofNestedSectionWithID: "layout") == ItemPath(0, 1, 1))
        #expect(document.section(withID: "layout")?.header == "Layout")
        #expect(document.section(withID: "sources")?.header == "Sources")
    }

    @Test func aWrongPathSaysWhatIsThereAndWhere() {
        let document = Self.document
        #expect(
            throws: DataSourceError(
                .itemOutOfRange, "item 5 is out of range: section [0, 1] has 2 items (0..<2)")
        ) {
            try document.item(at: ItemPath(0, 1, 5))
        }
        #expect(throws: DataSourceError(.typeMismatch, "item 0 of section 0 is a Text, not a Section")) {
            try document.item(at: ItemPath(0, 0, 1))
        }
        #expect(
            throws: DataSourceError(.itemOutOfRange, "item 9 is out of range: section 0 has 3 items (0..<3)")
        ) {
            try document.numberOfItems(inSectionAt: ItemPath(0, 9))
        }
        #expect(throws: DataSourceError(.typeMismatch, "item 0 of section [0, 1, 1] is a Row, not a Text")) {
            try document.item(at: ItemPath(0, 1, 1, 0), as: Text.self)
        }
    }

    @Test func editsAtDepthReturnNewDocumentsAndLeaveTheOldOne() throws {
        let document = Self.document
        let inserted = try document.insertingItem(Text("Lines.swift"), at: ItemPath(0, 1, 1, 1))
        #expect(try inserted.numberOfItems(inSectionAt: ItemPath(0, 1, 1)) == 2)
        #expect(try document.numberOfItems(inSectionAt: ItemPath(0, 1, 1)) == 1)
        let removed = try document.removingItem(at: ItemPath(0, 1, 0))
        #expect(try removed.nestedSection(at: ItemPath(0, 1)).items.count == 1)
        let replaced = try document.replacingItem(at: ItemPath(0, 1, 1, 0), with: Text("Grid.swift"))
        #expect(try replaced.item(at: ItemPath(0, 1, 1, 0)).content(as: Text.self)?.string == "Grid.swift")
        let nested = try document.nestingSection(Section("Empty") {}, at: ItemPath(1, 0))
        #expect(try nested.nestedSection(at: ItemPath(1, 0)).header == "Empty")
        let emptied = try document.replacingItems(inSectionAt: ItemPath(0, 1, 1), with: [])
        #expect(try emptied.numberOfItems(inSectionAt: ItemPath(0, 1, 1)) == 0)
        #expect(try emptied.nestedSection(at: ItemPath(0, 1, 1)).id == "layout")
    }

    @Test func movesCrossParentsAndTheDestinationIsWhereTheItemEndsUp() throws {
        let document = Self.document
        // Package.swift goes into Layout; Core moves up to index 0, so Layout is [0, 0, 1].
        let moved = try document.movingItem(from: ItemPath(0, 0), to: ItemPath(0, 0, 1, 1))
        #expect(moved.path(ofItemWithID: "package") == ItemPath(0, 0, 1, 1))
        // A whole nested section moves with its items, to another top-level section.
        let section = try document.movingItem(from: ItemPath(0, 1, 1), to: ItemPath(1, 1))
        #expect(section.path(ofItemWithID: "wrap") == ItemPath(1, 1, 0))
        #expect(try section.numberOfItems(inSectionAt: ItemPath(0, 1)) == 1)
        // Within one nested section the destination is 0..<count.
        #expect(
            throws: DataSourceError(
                .itemOutOfRange, "item 2 is out of range for a move: section [0, 1] has 2 items (0..<2)")
        ) {
            try document.movingItem(from: ItemPath(0, 1, 0), to: ItemPath(0, 1, 2))
        }
    }

    @Test func anActionAtDepthRunsWhenItsItemIsSelected() async throws {
        let document = Document {
            Section("Menu") {
                Section("File") { Text("Open").id("open").onSelect {} }
            }
        }
        #expect(try await document.select(itemAt: ItemPath(0, 0, 0)) == .performed)
        #expect(try await document.select(itemWithID: "open") == .performed)
    }
}
