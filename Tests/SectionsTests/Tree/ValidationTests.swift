import Testing

@testable import Sections

/// Duplicate ids in a built document name both positions.
@Suite struct ValidationTests {
    struct Card: SectionItem {
        var body: [Item] { Text("inside").id("dup") }
    }

    @Test func uniqueIdsPass() throws {
        let doc = Document {
            Section(id: "a") { Text("x").id("1") }
            Section(id: "b") {
                Text("y").id("2"); Text("no id"); Text("no id")
            }
        }
        try doc.validate()
    }

    @Test func duplicateSectionIds() {
        let doc = Document {
            Section(id: "a") {}; Section {}; Section(id: "a") {}
        }
        #expect(
            throws: DocumentError(
                .duplicateID, at: "sections[2]", "duplicate section id \"a\", first used at sections[0]")
        ) {
            try doc.validate()
        }
    }

    @Test func duplicateItemIdsAcrossSectionsAndInsideBodies() {
        let across = Document {
            Section { Text("x").id("n") }
            Section {
                Text("y"); Row("k", "v").id("n")
            }
        }
        #expect(
            throws: DocumentError(
                .duplicateID, at: "sections[1].items[1]",
                "duplicate item id \"n\", first used at sections[0].items[0]")
        ) {
            try across.validate()
        }
        let nested = Document {
            Section {
                Text("x").id("dup"); Card()
            }
        }
        #expect(
            throws: DocumentError(
                .duplicateID, at: "sections[0].items[1].body[0]",
                "duplicate item id \"dup\", first used at sections[0].items[0]")
        ) {
            try nested.validate()
        }
    }
}
