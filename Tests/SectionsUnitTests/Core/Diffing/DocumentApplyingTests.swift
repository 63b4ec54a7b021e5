import Sections
import Testing

@testable import Core
@testable import Interactive

/// Applying keeps what did not change — shared item arrays, the old items' actions — and
/// refuses a document of another shape than the changeset's.
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

    @Test func applyingToADocumentOfAnotherShapeIsAnError() throws {
        let old = Document {
            Section {
                Text("a"); Text("b")
            }
            Section { Text("c") }
        }
        let new = Document { Section { Text("b") } }
        let changeset = try Changeset(from: old, to: new)
        #expect(
            throws: DocumentError(
                .changesetMismatch, at: "sections", "the changeset was made for 2 sections, not 1")
        ) { try new.applying(changeset) }
        let other = Document {
            Section { Text("a") }
            Section { Text("c") }
        }
        #expect(
            throws: DocumentError(
                .changesetMismatch, at: "sections[0].items", "the changeset was made for 2 items, not 1")
        ) { try other.applying(changeset) }
        #expect("\(DocumentError.Kind.changesetMismatch)" == "changeset mismatch")
    }
}
