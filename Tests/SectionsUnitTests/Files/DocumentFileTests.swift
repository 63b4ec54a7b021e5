import Foundation
import Sections
import Testing

@testable import Core
@testable import Files
@testable import Interactive
@testable import SectionsTestSupport

/// Reading a document from a file: the same tree as from its bytes, errors that name the
/// path, and error positions that stay right after the decoder released pages behind it.
@Suite struct DocumentFileTests {
    /// The path of a new file in the temporary directory that holds `text`.
    static func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "doc-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A document large enough that many pages are released before its end.
    static let large: String = {
        let sections = (0..<400).map { index in
            #"{"header": "Section \#(index)", "items": ["#
                + (0..<20).map { #"{"label": "Item \#($0)", "value": "東京 value \#(index).\#($0)"}"# }
                .joined(separator: ", ") + "]}"
        }
        return #"{"title": "Large", "sections": [\#n"# + sections.joined(separator: ",\n") + "\n]}\n"
    }()

    @Test func decodesTheSameTreeAsTheBytes() throws {
        let path = try Self.temporaryFile(Self.large)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromFile = try Document(contentsOfFile: path)
        #expect(fromFile == (try Document(json: Self.large)))
        #expect(fromFile.sections.count == 400)
    }

    @Test func anErrorAtTheEndIsPlacedAsFromTheBytes() throws {
        let broken = Self.large.replacingOccurrences(
            of: "\"Item 19\", \"value\": \"東京 value 399.19\"", with: "\"Item 19\", \"value\": 7")
        let path = try Self.temporaryFile(broken)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expected = thrownError(DocumentError.self) { try Document(json: broken) }
        let actual = thrownError(DocumentError.self) { try Document(contentsOfFile: path) }
        #expect(actual == expected)
        #expect(actual?.path == "sections[399].items[19].value")
        #expect(actual?.line == 401)
    }

    @Test func unreadableFilesNameThePathAndTheReason() {
        #expect(
            throws: DocumentError(
                .unreadable, at: "", "cannot read '/no/such/file': No such file or directory")
        ) {
            try Document(contentsOfFile: "/no/such/file")
        }
        #expect(throws: DocumentError(.unreadable, at: "", "cannot read '/': it is a directory")) {
            try Document(contentsOfFile: "/")
        }
    }

    @Test func anEmptyFileIsTheEmptyInputError() throws {
        let path = try Self.temporaryFile("")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: DocumentError.self) { try Document(contentsOfFile: path) }
        #expect((try? Document(contentsOfFile: path)) == nil)
    }
}
