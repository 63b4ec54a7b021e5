import Sections
import Testing

@testable import Core
@testable import Interactive

/// Counts, lookups by position and by id, and typed lookup, with every error's message.
@Suite struct DocumentDataSourceTests {
    struct ProfileCard: SectionItem {
        var name: String
        var body: [Item] { Row("Name", name) }
    }

    static let document = Document(title: "Account") {
        Section(id: "profile", header: "Profile", footer: "2 items") {
            Row("Name", "Lin Hay").id("name")
            Row("Email", "lin@example.com").id("email")
        }
        Section(id: "plan") {
            ProfileCard(name: "Lin").id("card")
            Text("Thanks")
        }
        Section {}
    }

    @Test func countsOfSectionsAndItems() throws {
        let doc = Self.document
        #expect(doc.numberOfSections == 3)
        #expect(try doc.numberOfItems(inSection: 0) == 2)
        #expect(try doc.numberOfItems(inSection: 2) == 0)
        #expect(Document(sections: []).numberOfSections == 0)
    }

    @Test func sectionsHeadersFootersAndItemsAtPositions() throws {
        let doc = Self.document
        #expect(try doc.section(at: 1).id == "plan")
        #expect(try doc.header(inSection: 0) == "Profile")
        #expect(try doc.footer(inSection: 0) == "2 items")
        #expect(try doc.header(inSection: 1) == nil)
        #expect(
            try doc.item(at: ItemPath(section: 0, item: 1)) == Row("Email", "lin@example.com").id("email"))
        #expect(try doc.item(at: ItemPath(section: 1, item: 1)) == Text("Thanks").item)
    }

    @Test func typedLookupGivesTheValueOrNamesBothTypes() throws {
        let doc = Self.document
        #expect(
            try doc.item(at: ItemPath(section: 1, item: 0), as: ProfileCard.self) == ProfileCard(name: "Lin"))
        #expect(try doc.item(at: ItemPath(section: 0, item: 0), as: Row.self) == Row("Name", "Lin Hay"))
        #expect(try doc.item(at: ItemPath(section: 1, item: 1), as: Text.self) == Text("Thanks"))
        #expect(
            throws: DataSourceError(.typeMismatch, "item 0 of section 0 is a Row, not a ProfileCard")
        ) {
            try doc.item(at: ItemPath(section: 0, item: 0), as: ProfileCard.self)
        }
        #expect(throws: DataSourceError(.typeMismatch, "item 0 of section 1 is a ProfileCard, not an Item")) {
            try doc.item(at: ItemPath(section: 1, item: 0), as: Item.self)
        }
        #expect(throws: DataSourceError(.typeMismatch, "item 1 of section 1 is a Text, not a Row")) {
            try doc.item(at: ItemPath(section: 1, item: 1), as: Row.self)
        }
        let headed = Document(sections: [
            Section(id: nil, header: nil, footer: nil, layout: .list, items: [Item(content: .header("H"))])
        ])
        #expect(try headed.item(at: ItemPath(section: 0, item: 0), as: Header.self) == Header("H"))
    }

    @Test func outOfRangePositionsNameThePositionAndTheValidRange() {
        let doc = Self.document
        let cases: [(ItemPath, DataSourceError)] = [
            (
                ItemPath(section: 0, item: 2),
                DataSourceError(.itemOutOfRange, "item 2 is out of range: section 0 has 2 items (0..<2)")
            ),
            (
                ItemPath(section: 0, item: -1),
                DataSourceError(.itemOutOfRange, "item -1 is out of range: section 0 has 2 items (0..<2)")
            ),
            (
                ItemPath(section: 2, item: 0),
                DataSourceError(.itemOutOfRange, "item 0 is out of range: section 2 has 0 items (0..<0)")
            ),
            (
                ItemPath(section: 3, item: 0),
                DataSourceError(
                    .sectionOutOfRange, "section 3 is out of range: the document has 3 sections (0..<3)")
            ),
        ]
        for (path, error) in cases {
            #expect(throws: error, "\(path)") { try doc.item(at: path) }
            #expect(throws: error, "\(path)") { try doc.item(at: path, as: Row.self) }
        }
        let section = DataSourceError(
            .sectionOutOfRange, "section -1 is out of range: the document has 3 sections (0..<3)")
        #expect(throws: section) { try doc.section(at: -1) }
        #expect(throws: section) { try doc.numberOfItems(inSection: -1) }
        #expect(throws: section) { try doc.header(inSection: -1) }
        #expect(throws: section) { try doc.footer(inSection: -1) }
        let one = Document { Section { Text("only") } }
        #expect(
            throws: DataSourceError(
                .itemOutOfRange, "item 1 is out of range: section 0 has 1 item (0..<1)")
        ) { try one.item(at: ItemPath(section: 0, item: 1)) }
        #expect(
            throws: DataSourceError(
                .sectionOutOfRange, "section 1 is out of range: the document has 1 section (0..<1)")
        ) { try one.section(at: 1) }
    }

    @Test func lookupsByIdReturnNilWhenNothingHasIt() {
        let doc = Self.document
        #expect(doc.path(ofItemWithID: "email") == ItemPath(section: 0, item: 1))
        #expect(doc.path(ofItemWithID: "card") == ItemPath(section: 1, item: 0))
        #expect(doc.item(withID: "email")?.content(as: Row.self)?.value == "lin@example.com")
        #expect(doc.path(ofItemWithID: "missing") == nil)
        #expect(doc.item(withID: "missing") == nil)
        #expect(doc.index(ofSectionWithID: "plan") == 1)
        #expect(doc.section(withID: "plan")?.items.count == 2)
        #expect(doc.index(ofSectionWithID: "missing") == nil)
        #expect(doc.section(withID: "missing") == nil)
    }

    @Test func itemPathsReadAndSortInReadingOrder() {
        let paths = [
            ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 5), ItemPath(section: 0, item: 1),
        ]
        #expect(paths.sorted().map(\.description) == ["[0, 1]", "[0, 5]", "[1, 0]"])
        #expect(DataSourceError.Kind.itemOutOfRange.description == "item out of range")
        #expect("\(DataSourceError.unknownID("a"))" == "no item has id \"a\"")
    }
}
