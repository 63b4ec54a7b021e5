#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// Writing snapshot files with the C library, so the product needs no Foundation (they
/// are read with ``FileSystem/contents(of:)``).
package enum SnapshotFile {
    /// Whether `SECTIONS_RECORD=1` asks for every snapshot to be recorded again.
    package static var recordingRequested: Bool {
        Platform.environmentVariable("SECTIONS_RECORD") == "1"
    }

    /// Writes the text, creating missing folders; returns what went wrong, if anything.
    package static func write(_ text: String, to path: String) -> String? {
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
