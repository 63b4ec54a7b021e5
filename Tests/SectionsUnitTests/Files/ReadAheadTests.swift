import Foundation
import Sections
import Testing

@testable import Core
@testable import Files
@testable import Interactive
@testable import SectionsTestSupport

/// A diff's file read ahead on a thread of its own (`DiffDocument.ReadAhead`) decodes as the
/// file read when asked, and keeps its errors, those of `Document(contentsOfFile:)`, until it
/// is decoded.
@Suite(.systemThreads) struct ReadAheadTests {
    /// The changeset from `old`, read when asked, to the file at `path`, read ahead.
    func changes(from old: String, toFileAt path: String) throws -> String {
        let file = DiffDocument.ReadAhead(contentsOfFile: path)
        let old = try DiffDocument(jsonBytes: Array(old.utf8))
        var output = ""
        try DiffDocument.writeChangesJSON(
            from: DiffDocument.Old(old), to: DiffDocument(readAhead: file), to: &output)
        return output
    }

    @Test func aFileReadAheadGivesTheChangesetOfTheFile() throws {
        let old = DocumentFileTests.large
        let new = old.replacingOccurrences(of: "\"Item 7\"", with: "\"Item seven\"")
        let path = try DocumentFileTests.temporaryFile(new)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expected = try Changeset(from: Document(json: old), to: Document(json: new)).json()
        #expect(try changes(from: old, toFileAt: path) == expected)
        #expect(expected.contains("\"inserted\": [[0, 7]"))
    }

    @Test func itsErrorsAreThoseOfTheFileReadWhenAsked() throws {
        let broken = try DocumentFileTests.temporaryFile(
            #"{"sections": [{"items": [{"text": "a", "id": 7}]}]}"#)
        let empty = try DocumentFileTests.temporaryFile("")
        defer {
            try? FileManager.default.removeItem(atPath: broken)
            try? FileManager.default.removeItem(atPath: empty)
        }
        for path in ["/no/such/file", "/", broken, empty] {
            let expected = thrownError(DocumentError.self) { try Document(contentsOfFile: path) }
            let actual = thrownError(DocumentError.self) {
                try DiffDocument(readAhead: DiffDocument.ReadAhead(contentsOfFile: path))
            }
            #expect(actual != nil && actual == expected, "\(path)")
        }
    }

    /// A file read ahead and never decoded, as when the old document of a diff is bad, lets
    /// its descriptor go with it: none is left open on the file (told by Linux's
    /// `/proc/self/fd`, whose links name the files; other tests open files meanwhile).
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs Linux's /proc/self/fd"))
    func aFileNeverDecodedIsClosed() throws {
        let path = try DocumentFileTests.temporaryFile(DocumentFileTests.large)
        defer { try? FileManager.default.removeItem(atPath: path) }
        func descriptorsOnTheFile() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count {
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == path
            }
        }
        var files: [DiffDocument.ReadAhead] = []
        for _ in 0..<50 { files.append(DiffDocument.ReadAhead(contentsOfFile: path)) }
        #expect(try descriptorsOnTheFile() == 50)
        files = []
        #expect(try descriptorsOnTheFile() == 0)
    }
}
