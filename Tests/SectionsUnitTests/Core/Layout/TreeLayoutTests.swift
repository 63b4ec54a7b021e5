import Sections
import Testing

/// The tree layout of the Plain layout article: guides on every line of a
/// child, wrapped lines included, nested sections as nodes, 4 columns a level while 8
/// remain.
@Suite struct TreeLayoutTests {
    /// The worked example of a tree, at widths 40 and 24.
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

    /// A tree whose first child is a nested section, with a row and a section two deep.
    static let small = #"""
        {"sections": [{"header": "root", "layout": "tree", "footer": "2 entries", "items": [{"header": "a", "footer": "1 file", "items": [{"label": "one", "value": "4 KB"}, {"header": "deeper", "items": ["x"]}]}, "two *b*"]}]}
        """#

    @Test func aNodeWithoutRoomGivesItsChildrenItsOwnGuideCell() throws {
        // At 16, "deeper" starts at column 8 and 16 − 8 − 4 < 8: "x" takes its guide cell.
        let expected = """
            root
            ├── a
            │   ├── one
            │   │   4 KB
            │   └── deeper
            │   └── x
            │   1 file
            └── two *b*
            2 entries

            """
        #expect(try PlainRenderer.render(Document(json: Self.small), width: 16) == expected)
    }

    @Test func markdownWritesATreeAsOneNestedList() throws {
        let expected = """
            ## root

            - **a**
              - **one**: 4 KB
              - **deeper**
                - x
              - 1 file
            - two \\*b\\*

            2 entries

            """
        #expect(try MarkdownRenderer.render(Document(json: Self.small)) == expected)
    }

    @Test func htmlWritesATreeAsNestedListItems() throws {
        let expected = """
            <section>
            <h2>root</h2>
            <ul>
            <li class="section">
            <strong>a</strong>
            <ul>
            <li class="row"><span class="label">one</span> <span class="value">4 KB</span></li>
            <li class="section">
            <strong>deeper</strong>
            <ul>
            <li>x</li>
            </ul>
            </li>
            </ul>
            <footer>1 file</footer>
            </li>
            <li>two *b*</li>
            </ul>
            <footer>2 entries</footer>
            </section>

            """
        #expect(try HTMLRenderer.render(Document(json: Self.small)) == expected)
    }

    @Test func jsonKeepsTheLayoutAndTheNesting() throws {
        let document = try Document(json: Self.small)
        let again = try Document(json: JSONRenderer.render(document))
        #expect(again == document)
        #expect(again.sections[0].layout == .tree)
    }
}
