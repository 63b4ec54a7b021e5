import Foundation
import Testing

@testable import SectionsTestSupport

/// The file-tree playground draws a folder as `tree -L 3 --noreport` does, and keeps its
/// guides on the lines of names too long for a narrow width.
@Suite struct FileTreePlaygroundTests {
    /// A folder of known entries, three levels and more deep, removed when `body` returns.
    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let files = FileManager.default
        let root = files.temporaryDirectory.appendingPathComponent("file-tree-\(UUID().uuidString)")
        defer { try? files.removeItem(at: root) }
        for path in [
            "swift-nio/Sources/NIOCore/ByteBuffer-core.swift",
            "swift-nio/Sources/NIOCore/Deeper/Hidden.swift",
            "swift-nio/Sources/NIOPosix 東京都の設定.swift", "swift-nio/Package.swift",
            "swift-nio/README with a long description.md", "swift-nio/.git/HEAD",
        ] {
            let file = root.appendingPathComponent(path)
            try files.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: file)
        }
        try files.createDirectory(
            at: root.appendingPathComponent("swift-nio/Tests"), withIntermediateDirectories: true)
        return try body(root.appendingPathComponent("swift-nio").path)
    }

    @Test func aFolderThreeLevelsDeep() throws {
        let result = try Self.withFolder { try Products.run("file-tree", [$0, "80"]) }
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        let expected = """
            ├── Package.swift
            ├── README with a long description.md
            ├── Sources
            │   ├── NIOCore
            │   │   ├── ByteBuffer-core.swift
            │   │   └── Deeper
            │   └── NIOPosix 東京都の設定.swift
            └── Tests

            """
        #expect(lines.joined(separator: "\n") == expected)
        #expect(result.status == 0 && result.errors == "")
    }

    @Test func guidesStayOnWrappedNamesAtThirtyColumns() throws {
        var folder = ""
        let result = try Self.withFolder {
            folder = $0
            return try Products.run("file-tree", [$0, "30", "--ascii"])
        }
        // The header, the folder's long path, wraps too.
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let headerLines = lines.prefix { !$0.hasPrefix("|") && !$0.hasPrefix("`") }
        #expect(headerLines.joined() == folder && headerLines.count > 1)
        let expected = """
            |-- Package.swift
            |-- README with a long
            |   description.md
            |-- Sources
            |   |-- NIOCore
            |   |   |-- ByteBuffer-
            |   |   |   core.swift
            |   |   `-- Deeper
            |   `-- NIOPosix 東京都の設
            |       定.swift
            `-- Tests

            """
        #expect(lines.dropFirst(headerLines.count).joined(separator: "\n") == expected)
    }

    @Test func aMissingFolderIsOneLineOnStandardError() throws {
        let result = try Products.run("file-tree", ["/nonexistent/folder"])
        #expect(result.status == 1 && result.output == "")
        #expect(result.errors == "file-tree: /nonexistent/folder: cannot read this folder or one inside it\n")
    }

    /// This package's own `Sources`, drawn as `tree` draws it, apart from the differences
    /// the playground documents: `tree` puts two no-break spaces after `│`, and sorts by
    /// the locale (so it runs in `C.UTF-8`, which sorts by code point).
    @Test(.needs(.tree)) func thisPackagesSourcesAsTreeDrawsThem() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources").path
        let ours = try Products.run("file-tree", [sources, "80"])
        let theirs = try Products.launch(
            URL(fileURLWithPath: Requirements.tree ?? "tree"), ["-L", "3", "--noreport", sources],
            input: Data(),
            environment: ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"])
        try #require(theirs.status == 0, "\(theirs.errors)")
        #expect(ours.output == theirs.output.replacingOccurrences(of: "\u{A0}", with: " "))
        #expect(ours.output.split(separator: "\n").count > 100)
    }
}
