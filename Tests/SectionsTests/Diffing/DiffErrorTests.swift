import Testing

@testable import Sections

/// Duplicate ids make identity ambiguous: an error naming the document, the id and both
/// positions, never a trap.
@Suite struct DiffErrorTests {
    static let valid = Document { Section(id: "a") { Text("x").id("x") } }

    @Test func duplicateSectionIdsInEitherDocument() {
        let duplicated = Document {
            Section(id: "a") {}
            Section {}
            Section(id: "a") {}
        }
        #expect(
            throws: DiffError(
                .duplicateID,
                #"old document: sections[2]: duplicate section id "a", first used at sections[0]"#)
        ) { try Changeset(from: duplicated, to: Self.valid) }
        #expect(
            throws: DiffError(
                .duplicateID,
                #"new document: sections[2]: duplicate section id "a", first used at sections[0]"#)
        ) { try Changeset(from: Self.valid, to: duplicated) }
    }

    @Test func duplicateItemIdsInEitherDocument() {
        let duplicated = Document {
            Section {
                Text("x").id("n"); Text("y")
            }
            Section { Row("k", "v").id("n") }
        }
        #expect(
            throws: DiffError(
                .duplicateID,
                #"old document: sections[1].items[0]: duplicate item id "n", first used at sections[0].items[0]"#
            )
        ) { try Changeset(from: duplicated, to: Self.valid) }
        #expect(
            throws: DiffError(
                .duplicateID,
                #"new document: sections[1].items[0]: duplicate item id "n", first used at sections[0].items[0]"#
            )
        ) { try Changeset(from: Self.valid, to: duplicated) }
        #expect("\(DiffError.Kind.duplicateID)" == "duplicate id")
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
            throws: DiffError(.documentMismatch, "the changeset was made for a document of 2 sections, not 1")
        ) { try new.applying(changeset) }
        let other = Document {
            Section { Text("a") }
            Section { Text("c") }
        }
        #expect(
            throws: DiffError(
                .documentMismatch, "the changeset was made for a document whose section 0 has 2 items, not 1")
        ) { try other.applying(changeset) }
    }
}
