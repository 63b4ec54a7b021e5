import Testing

@testable import Sections

/// Applying keeps what did not change: shared item arrays, and the old items' actions.
@Suite struct DocumentApplyingTests {
    @Test func sectionsWithoutItemChangesShareTheirItems() throws {
        let old = Document {
            Section(id: "a") {
                Text("a0"); Text("a1")
            }
            Section(id: "b") { Text("b0") }
        }
        let new = Document {
            Section(id: "b", footer: "changed") { Text("b0") }
            Section(id: "a") {
                Text("a0"); Text("a1"); Text("a2")
            }
        }
        let applied = try old.applying(try Changeset(from: old, to: new))
        #expect(applied == new)
        let address = { (items: [Item]) in items.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(address(applied.sections[0].items) == address(old.sections[1].items))
        #expect(address(applied.sections[1].items) != address(old.sections[0].items))
    }

    @Test func unchangedItemsKeepTheOldDocumentsActions() throws {
        let old = Document { Section { Text("x").onSelect {} } }
        let new = Document {
            Section {
                Text("x"); Text("y")
            }
        }
        let applied = try old.applying(try Changeset(from: old, to: new))
        #expect(applied == new)
        #expect(try applied.item(at: ItemPath(section: 0, item: 0)).isSelectable)
    }
}
