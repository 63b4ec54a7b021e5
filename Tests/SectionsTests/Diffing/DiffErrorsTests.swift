import Testing

@testable import Sections

/// Duplicate ids make identity ambiguous: an error naming the id, both positions and the
/// document, never a trap. A changeset applied to another document is an error too.
@Suite struct DiffErrorsTests {
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
