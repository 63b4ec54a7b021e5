import Sections
import Testing

@testable import Core
@testable import Interactive

/// Duplicate ids make identity ambiguous: an error naming the id, both positions and the
/// document, never a trap.
@Suite struct IdentityTests {
    static let valid = Document { Section(id: "a") { Text("x").id("x") } }

    @Test func duplicateSectionIdsInEitherDocument() {
        let duplicated = Document {
            Section(id: "a") {}
            Section {}
            Section(id: "a") {}
        }
        for (old, new, side) in [(duplicated, Self.valid, "old"), (Self.valid, duplicated, "new")] {
            #expect(
                throws: DocumentError(
                    .duplicateID, at: "sections[2]",
                    #"duplicate section id "a" in the \#(side) document, first used at sections[0]"#)
            ) { try Changeset(from: old, to: new) }
        }
    }

    @Test func duplicateItemIdsInEitherDocument() {
        let duplicated = Document {
            Section {
                Text("x").id("n"); Text("y")
            }
            Section { Row("k", "v").id("n") }
        }
        for (old, new, side) in [(duplicated, Self.valid, "old"), (Self.valid, duplicated, "new")] {
            let error = DocumentError(
                .duplicateID, at: "sections[1].items[0]",
                #"duplicate item id "n" in the \#(side) document, first used at sections[0].items[0]"#)
            #expect(throws: error) { try Changeset(from: old, to: new) }
            #expect(
                "\(error)"
                    == #"sections[1].items[0]: duplicate item id "n" in the \#(side) document, first used at sections[0].items[0]"#
            )
        }
    }
}
