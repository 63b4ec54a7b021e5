public import Sections
public import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks a document's rendering against a snapshot file, recording the file when it is
/// missing or when the environment variable `SECTIONS_RECORD` is `1`.
///
/// The path is relative to the folder of the test file that calls this, so snapshots live
/// beside their tests:
///
/// ```swift
/// @Test func report() {
///     expectRendering(of: report, width: 80, matchesSnapshot: "Snapshots/report-80.txt")
/// }
/// ```
///
/// A recorded snapshot still fails the test once, so that a snapshot is never created
/// silently; run the test again to compare against it.
///
/// - Parameters:
///   - document: The document to render.
///   - width: The width in terminal cells.
///   - renderer: The renderer, ``PlainRenderer`` by default.
///   - path: The snapshot's path, relative to the calling test file's folder.
///   - filePath: The calling file; leave the default.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
/// - Returns: True when the rendering matched the snapshot.
@discardableResult
public func expectRendering<R: Renderer>(
    of document: Document, width: Int, using renderer: R = PlainRenderer(),
    matchesSnapshot path: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    guard let actual = rendering(document, width: width, using: renderer, sourceLocation: sourceLocation)
    else { return false }
    let folder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    let file = (folder + [Substring(path)]).joined(separator: "/")
    let recording = getenv("SECTIONS_RECORD").map { String(cString: $0) } == "1"
    guard !recording, let expected = SnapshotFile.read(file) else {
        if let problem = SnapshotFile.write(actual, to: file) {
            Issue.record("cannot record snapshot \(file): \(problem)", sourceLocation: sourceLocation)
        } else {
            Issue.record("recorded snapshot \(file); run the test again", sourceLocation: sourceLocation)
        }
        return false
    }
    return expectText(actual, toBe: expected, what: "snapshot \(path)", sourceLocation: sourceLocation)
}

/// Reading and writing snapshot files with the C library, so the product needs no
/// Foundation.
enum SnapshotFile {
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the text, creating missing folders; returns what went wrong, if anything.
    static func write(_ text: String, to path: String) -> String? {
        var folder = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(folder, 0o755)  // An existing folder is fine; fopen reports real problems.
        }
        guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        return written == bytes.count ? nil : String(cString: strerror(errno))
    }
}
