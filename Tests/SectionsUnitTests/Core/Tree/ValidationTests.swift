import Sections
import Testing

@testable import Core
@testable import Interactive

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

    @Test func idsInsidePanelsAndCellsAreChecked() {
        let panel = Document {
            Section {
                Text("x").id("a"); Panel { Row("k", "v").id("a") }
            }
        }
        #expect(
            throws: DocumentError(
                .duplicateID, at: "sections[0].items[1].body[0]",
                "duplicate item id \"a\", first used at sections[0].items[0]")
        ) {
            try panel.validate()
        }
        let cells = Document {
            Section(layout: .table(TableColumn())) { TableRow { Text("x").id("a") }.id("a") }
        }
        #expect(
            throws: DocumentError(
                .duplicateID, at: "sections[0].items[0].cells[0]",
                "duplicate item id \"a\", first used at sections[0].items[0]")
        ) {
            try cells.validate()
        }
    }

    @Test func aTablesItemsAreRowsWithACellPerColumn() throws {
        let columns = SectionLayout.table(TableColumn("A"), TableColumn("B"))
        try Document {
            Section(layout: columns) {
                TableRow("1", "2"); Card2()
            }
        }.validate()
        #expect(
            throws: DocumentError(
                .raggedRow, at: "sections[0].items[1].body[1]",
                "a TableRow of 1 cell in a table of 2 columns: a row has one cell per column")
        ) {
            try Document {
                Section(layout: columns) {
                    TableRow("1", "2"); Card2(short: true)
                }
            }.validate()
        }
        #expect(
            throws: DocumentError(
                .invalidValue, at: "sections[0].items[0]",
                "expected a TableRow: every item of a table section is one")
        ) {
            try Document { Section(layout: columns) { Text("not a row") } }.validate()
        }
        // Outside a table a row is just an item.
        try Document { Section { TableRow("1") } }.validate()
    }

    struct Card2: SectionItem {
        var short = false
        var body: [Item] {
            TableRow("3", "4")
            if short { TableRow("5") } else { TableRow("5", "6") }
        }
    }
}
