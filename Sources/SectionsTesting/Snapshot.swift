public import Sections
import Syscalls
public import Testing

/// Checks a document's rendering against a snapshot file, recording the file when it is
/// missing or when the environment variable `SECTIONS_RECORD` is `1`.
///
/// A relative path is relative to the folder of the test file that calls this, so
/// snapshots live beside their tests; an absolute path is used as it is:
///
/// ```swift
/// @Test func report() {
///     expectRendering(of: report, width: 80, matchesSnapshot: "Snapshots/report-80.txt")
/// }
/// ```
///
/// A recorded snapshot still fails the test once, so that a snapshot is never created
/// silently; run the test again to compare against it. A rendering that differs from its
/// snapshot fails with the changed lines and three lines of context around them, and says
/// how to record the new rendering. As with
/// ``expectRendering(of:width:using:toBe:fileID:filePath:line:column:)``, the same call
/// works in a Swift Testing `@Test` and in an `XCTestCase`.
///
/// - Parameters:
///   - document: The document to render.
///   - width: The width in terminal cells.
///   - renderer: The renderer, ``PlainRenderer`` by default.
///   - path: The snapshot's path: absolute, or relative to the calling test file's folder.
///   - fileID: The calling file's ID; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The calling line; leave the default.
///   - column: The calling column; leave the default.
/// - Returns: True when the rendering matched the snapshot.
@discardableResult
public func expectRendering<R: Renderer>(
    of document: Document, width: Int, using renderer: R = PlainRenderer(),
    matchesSnapshot path: String, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let failure = Failure.callSite(CallSite(fileID: fileID, file: filePath, line: line, column: column))
    return expectSnapshot(
        of: document, width: width, using: renderer, path: path, caller: "\(filePath)", failure: failure)
}

/// Checks a document's rendering against a snapshot file, recording a Swift Testing issue
/// at a source location you pass along; for helpers of your own.
///
/// - Parameters:
///   - document: The document to render.
///   - width: The width in terminal cells.
///   - renderer: The renderer, ``PlainRenderer`` by default.
///   - path: The snapshot's path: absolute, or relative to the folder of `filePath`.
///   - filePath: The file a relative path is relative to; the calling file by default.
///   - sourceLocation: Where a failure is reported.
/// - Returns: True when the rendering matched the snapshot.
@discardableResult
public func expectRendering<R: Renderer>(
    of document: Document, width: Int, using renderer: R = PlainRenderer(),
    matchesSnapshot path: String, filePath: String = #filePath, sourceLocation: SourceLocation
) -> Bool {
    expectSnapshot(
        of: document, width: width, using: renderer, path: path, caller: filePath,
        failure: .issue(sourceLocation))
}

/// Compares with the snapshot at `path`, resolved against the folder of `caller`.
func expectSnapshot<R: Renderer>(
    of document: Document, width: Int, using renderer: R, path: String, caller: String,
    failure: Failure
) -> Bool {
    guard let actual = rendering(document, width: width, using: renderer, failure: failure)
    else { return false }
    return expectSnapshot(actual, of: "rendering", path: path, caller: caller, failure: failure) {
        expected, advice in
        expectText(actual, toBe: expected, what: "snapshot \(path)", advice: advice, failure: failure)
    }
}

/// Compares `actual`, the text of a `subject` (a rendering, a session), with the snapshot
/// at `path`, resolved against the folder of `caller`, by `compare` (the snapshot's text,
/// and how to record a new one); records `actual` instead, failing once, when the file is
/// missing or `SECTIONS_RECORD=1` asks for it.
func expectSnapshot(
    _ actual: String, of subject: String, path: String, caller: String, failure: Failure,
    compare: (_ expected: String, _ advice: String) -> Bool
) -> Bool {
    let file: String
    if path.hasPrefix("/") {
        file = path
    } else {
        let folder = caller.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        file = (folder + [Substring(path)]).joined(separator: "/")
    }
    let recording = SnapshotFile.recordingRequested
    guard !recording, let expected = FileSystem.contents(of: file) else {
        if let problem = SnapshotFile.write(actual, to: file) {
            failure.record("cannot record snapshot \(file): \(problem)")
        } else {
            failure.record("recorded snapshot \(file); run the test again")
        }
        return false
    }
    return compare(
        expected, "to record the \(subject) as the new snapshot, run the test with SECTIONS_RECORD=1")
}
