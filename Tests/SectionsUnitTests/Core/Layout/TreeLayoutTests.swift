import Sections
import Testing

/// The tree layout of the Plain layout article and SPEC §4: guides on every line of a
/// child, wrapped lines included, nested sections as nodes, 4 columns a level while 8
/// remain.
@Suite struct TreeLayoutTests {
    /// SPEC §4's worked example.
    static let json = #"""
        {"sections": [{"header": "swift-nio", "layout": "tree", "footer": "3 entries", "items": [{"label": "Package.swift", "value": "4 KB"}, {"header": "Sources", "items": [{"header": "NIOCore", "footer": "2 files", "items": [{"label": "ByteBuffer-core.swift", "value": "52 KB"}, "EventLoop.swift"]}, "NIOPosix 東京都の設定"]}, "README.md with a long description of the package"]}]}
        """#

    @Test func theWorkedExampleAtForty() throws {
        let expected = """
            swift-nio
            ├── Package.swift                   4 KB
            ├── Sources
            │   ├── NIOCore
            │   │   ├── ByteBuffer-core.swift  52 KB
            │   │   └── EventLoop.swift
            │   │   2 files
            │   └── NIOPosix 東京都の設定
            └── README.md with a long description of
                the package
            3 entries

            """
        #expect(try PlainRenderer.render(Document(json: Self.json), width: 40) == expected)
    }

    @Test func theWorkedExampleAtTwentyFourKeepsItsGuidesOnWrappedLines() throws {
        let expected = """
            swift-nio
            ├── Package.swift   4 KB
            ├── Sources
            │   ├── NIOCore
            │   │   ├── ByteBuffer-
            │   │   │   core.swift
            │   │   │   52 KB
            │   │   └── EventLoop.sw
            │   │       ift
            │   │   2 files
            │   └── NIOPosix 東京都
            │       の設定
            └── README.md with a
                long description of
                the package
            3 entries

            """
        #expect(try PlainRenderer.render(Document(json: Self.json), width: 24) == expected)
    }

    @Test func asciiGuides() throws {
        let document = Document {
            Section("root", layout: .tree) {
                Section("a") { "one" }
                "two"
            }
        }
        let expected = """
            root
            |-- a
            |   `-- one
            `-- two

            """
        #expect(
            try PlainRenderer.render(document, width: 40, options: LayoutOptions(glyphs: .ascii)) == expected)
    }
}
