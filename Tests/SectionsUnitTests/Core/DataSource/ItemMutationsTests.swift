import Sections
import Testing

@testable import Core
@testable import Interactive

/// Item edits return a new document, leave the old one as it was, and name the position
/// and the valid range when it is wrong.
@Suite struct ItemMutationsTests {
    static let document = Document(title: "List") {
        Section(id: "a") {
            Text("a0")
            Text("a1")
            Text("a2")
        }
        Section(id: "b") { Text("b0") }
    }

    func texts(_ document: Document) -> [[String]] {
        document.sections.map { $0.items.compactMap { $0.content(as: Text.self)?.string } }
    }

    @Test func insertingAnItemAtEveryValidPlace() throws {
        let doc = Self.document
        #expect(
            texts(try doc.insertingItem(Text("new"), at: ItemPath(section: 0, item: 0)))[0] == [
                "new", "a0", "a1", "a2",
            ])
        #expect(
            texts(try doc.insertingItem(Text("new"), at: ItemPath(section: 0, item: 3)))[0] == [
                "a0", "a1", "a2", "new",
            ])
        let row = try doc.insertingItem(Row("k", "v").id("r"), at: ItemPath(section: 1, item: 1))
        #expect(row.sections[1].items == [Text("b0").item, Row("k", "v").id("r")])
        #expect(doc == Self.document)
    }

    @Test func removingAndReplacingAnItem() throws {
        let doc = Self.document
        #expect(texts(try doc.removingItem(at: ItemPath(section: 0, item: 1))) == [["a0", "a2"], ["b0"]])
        #expect(
            texts(try doc.replacingItem(at: ItemPath(section: 1, item: 0), with: Text("B"))) == [
                ["a0", "a1", "a2"], ["B"],
            ])
        #expect(doc == Self.document)
    }

    @Test func movingAnItemWithinASectionAndAcrossSections() throws {
        let doc = Self.document
        #expect(
            texts(try doc.movingItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2)))
                == [["a1", "a2", "a0"], ["b0"]])
        #expect(
            texts(try doc.movingItem(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 0)))
                == [["a2", "a0", "a1"], ["b0"]])
        #expect(
            texts(try doc.movingItem(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 1)))
                == [["a0", "a2"], ["b0", "a1"]])
        #expect(
            texts(try doc.movingItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 0)))
                == [["b0", "a0", "a1", "a2"], []])
        #expect(doc == Self.document)
    }

    @Test func replacingAllItemsOfASectionKeepsItsHeaderAndFooter() throws {
        let doc = Document { Section(id: "t", header: "Tags", footer: "end") { Text("old") } }
        let edited = try doc.replacingItems(inSection: 0, with: [Text("x").item, Text("y").item])
        #expect(
            edited.sections == [
                Section(
                    id: "t", header: "Tags", footer: "end", layout: .list,
                    items: [Text("x").item, Text("y").item])
            ])
        #expect(doc.sections[0].items == [Text("old").item])
    }

    @Test func untouchedSectionsShareTheirItems() throws {
        let doc = Self.document
        let edited = try doc.removingItem(at: ItemPath(section: 0, item: 0))
        let shared = doc.sections[1].items.withUnsafeBufferPointer { $0.baseAddress }
        #expect(edited.sections[1].items.withUnsafeBufferPointer { $0.baseAddress } == shared)
    }

    @Test func invalidPositionsNameThePositionAndTheValidRange() {
        let doc = Self.document
        let item = Text("x")
        func error(_ kind: DataSourceError.Kind, _ message: String) -> DataSourceError {
            DataSourceError(kind, message)
        }
        #expect(
            throws: error(
                .itemOutOfRange, "item 4 is out of range for an insertion: section 0 has 3 items (0...3)")
        ) { try doc.insertingItem(item, at: ItemPath(section: 0, item: 4)) }
        #expect(
            throws: error(
                .sectionOutOfRange, "section 2 is out of range: the document has 2 sections (0..<2)")
        ) { try doc.insertingItem(item, at: ItemPath(section: 2, item: 0)) }
        #expect(throws: error(.itemOutOfRange, "item 1 is out of range: section 1 has 1 item (0..<1)")) {
            try doc.removingItem(at: ItemPath(section: 1, item: 1))
        }
        #expect(throws: error(.itemOutOfRange, "item 3 is out of range: section 0 has 3 items (0..<3)")) {
            try doc.replacingItem(at: ItemPath(section: 0, item: 3), with: item)
        }
        #expect(
            throws: error(.itemOutOfRange, "item 3 is out of range for a move: section 0 has 3 items (0..<3)")
        ) {
            try doc.movingItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 3))
        }
        #expect(
            throws: error(.itemOutOfRange, "item 2 is out of range for a move: section 1 has 1 item (0...1)")
        ) {
            try doc.movingItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 2))
        }
        #expect(throws: error(.itemOutOfRange, "item 5 is out of range: section 0 has 3 items (0..<3)")) {
            try doc.movingItem(from: ItemPath(section: 0, item: 5), to: ItemPath(section: 1, item: 0))
        }
        #expect(
            throws: error(
                .sectionOutOfRange, "section -1 is out of range: the document has 2 sections (0..<2)")
        ) { try doc.replacingItems(inSection: -1, with: []) }
    }
}
