import Sections
import Testing

@testable import Core
@testable import Interactive

/// Table rows and panels in a diff: a row is identified by its first cell, as a label/value
/// row by its label, and a panel by its title; a change of layout updates the section.
@Suite struct LayoutIdentityTests {
    static let columns = SectionLayout.table(TableColumn("PID"), TableColumn("Command"))

    @Test func aRowWhoseOtherCellsChangeIsUpdated() throws {
        let old = Document {
            Section(layout: Self.columns) {
                TableRow("1", "init"); TableRow("2", "sh")
            }
        }
        let new = Document {
            Section(layout: Self.columns) {
                TableRow("2", "bash"); TableRow("1", "init")
            }
        }
        let changes = try Changeset(from: old, to: new)
        #expect(changes.items.updated == [ItemPath(section: 0, item: 0)])
        #expect(changes.items.deleted.isEmpty && changes.items.inserted.isEmpty)
        #expect(changes.items.moved.count == 1)
        #expect(try old.applying(changes) == new)
    }

    @Test func panelsByTitleAndLayoutsAsSectionUpdates() throws {
        let old = Document { Section { Panel(title: "Disk") { Row("Used", "78%") } } }
        let new = Document { Section(layout: .panel) { Panel(title: "Disk") { Row("Used", "79%") } } }
        let changes = try Changeset(from: old, to: new)
        #expect(changes.sections.updated == [0])
        #expect(changes.items.updated == [ItemPath(section: 0, item: 0)])
        #expect(try old.applying(changes) == new)
    }
}
