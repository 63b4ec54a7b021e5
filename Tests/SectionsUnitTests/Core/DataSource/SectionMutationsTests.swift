import Sections
import Testing

@testable import Core
@testable import Interactive

/// Section edits return a new document, leave the old one as it was, and name the index
/// and the valid range when it is wrong.
@Suite struct SectionMutationsTests {
    static let document = Document {
        Section(id: "a") { Text("a0") }
        Section(id: "b") { Text("b0") }
        Section(id: "c") {}
    }

    func ids(_ document: Document) -> [String] { document.sections.map { $0.id ?? "-" } }

    @Test func insertingRemovingReplacingAndMovingSections() throws {
        let doc = Self.document
        let extra = Section(id: "x") { Text("x0") }
        #expect(ids(try doc.insertingSection(extra, at: 0)) == ["x", "a", "b", "c"])
        #expect(ids(try doc.insertingSection(extra, at: 3)) == ["a", "b", "c", "x"])
        #expect(ids(try doc.removingSection(at: 1)) == ["a", "c"])
        #expect(ids(try doc.replacingSection(at: 2, with: extra)) == ["a", "b", "x"])
        #expect(ids(try doc.movingSection(from: 0, to: 2)) == ["b", "c", "a"])
        #expect(ids(try doc.movingSection(from: 2, to: 0)) == ["c", "a", "b"])
        let moved = try doc.movingSection(from: 0, to: 1)
        #expect(moved.sections[1].items == [Text("a0").item])
        #expect(doc == Self.document)
    }

    @Test func invalidIndicesNameTheIndexAndTheValidRange() {
        let doc = Self.document
        let extra = Section {}
        #expect(
            throws: DataSourceError(
                .sectionOutOfRange,
                "section 4 is out of range for an insertion: the document has 3 sections (0...3)")
        ) { try doc.insertingSection(extra, at: 4) }
        #expect(
            throws: DataSourceError(
                .sectionOutOfRange, "section 3 is out of range: the document has 3 sections (0..<3)")
        ) { try doc.removingSection(at: 3) }
        #expect(
            throws: DataSourceError(
                .sectionOutOfRange, "section -2 is out of range: the document has 3 sections (0..<3)")
        ) { try doc.replacingSection(at: -2, with: extra) }
        #expect(
            throws: DataSourceError(
                .sectionOutOfRange,
                "section 3 is out of range for a move: the document has 3 sections (0..<3)")
        ) { try doc.movingSection(from: 0, to: 3) }
        #expect(
            throws: DataSourceError(
                .sectionOutOfRange, "section 0 is out of range: the document has 0 sections (0..<0)")
        ) { try Document(sections: []).movingSection(from: 0, to: 0) }
    }
}
