import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// An item of yours whose body is a table row.
private struct Listing: SectionItem {
    var body: [Item] { TableRow("a.txt", "3") }
}

/// A table with columns and no rows shows its column titles in every format (<doc:PlainLayout>:
/// what plain prints, the others print too): plain and ANSI at every width, stacked
/// included; Markdown as a GFM table of its header row alone; HTML as a table with its
/// `thead`; JSON keeps the columns.
@Suite struct EmptyTableTests {
    static let empty = Document {
        Section(
            header: "Files", footer: "0 files",
            layout: .table(TableColumn("Name"), TableColumn("Size", alignment: .trailing))
        ) {}
    }

    @Test func plainShowsTheTitlesAndTheRule() throws {
        let expected = """
            Files
              Name  Size
              ────  ────
            0 files

            """
        #expect(try PlainRenderer.render(Self.empty, width: 30) == expected)
    }

    @Test func aStackedTableWithoutRowsStillShowsItsTitles() throws {
        let expected = """
            Files
              Name
              Size
            0 files

            """
        #expect(try PlainRenderer.render(Self.empty, width: 8) == expected)
        let ansi =
            "\u{1B}[1mFiles\u{1B}[0m\n  \u{1B}[1mName\u{1B}[0m\n  \u{1B}[1mSize\u{1B}[0m\n"
            + "\u{1B}[2m0 files\u{1B}[0m\n"
        let rendered = try ANSIRenderer.render(Self.empty, width: 8)
        #expect(rendered == ansi)
    }

    @Test func ansiShowsTheTitlesAndTheRule() throws {
        let expected =
            "\u{1B}[1mFiles\u{1B}[0m\n  \u{1B}[1mName\u{1B}[0m  \u{1B}[1mSize\u{1B}[0m\n"
            + "  \u{1B}[2m────\u{1B}[0m  \u{1B}[2m────\u{1B}[0m\n\u{1B}[2m0 files\u{1B}[0m\n"
        let rendered = try ANSIRenderer.render(Self.empty, width: 30)
        #expect(rendered == expected)
    }

    @Test(.needsPythonCheckers) func markdownIsAGFMTableOfItsHeaderRow() throws {
        let expected = """
            ## Files

            | Name | Size |
            | --- | --: |

            0 files

            """
        let markdown = try MarkdownRenderer.render(Self.empty)
        #expect(markdown == expected)
        let reading = try Checkers.markdown([markdown])
        #expect(reading == [Expected.markdown(Self.empty)])
        #expect(
            reading.first?.blocks.map { $0.kind } == ["heading", "table", "paragraph"]
                && reading.first?.blocks[1].rows == [["Name", "Size"]])
    }

    @Test(.needsPythonCheckers) func htmlIsATableWithItsHead() throws {
        let expected = """
            <section>
            <h2>Files</h2>
            <table>
            <thead>
            <tr><th>Name</th><th style="text-align: right">Size</th></tr>
            </thead>
            <tbody>
            </tbody>
            </table>
            <footer>0 files</footer>
            </section>

            """
        let html = try HTMLRenderer.render(Self.empty)
        #expect(html == expected)
        #expect(try Checkers.html([html]).first?.outline == Expected.html(Self.empty))
    }

    @Test func jsonKeepsTheColumns() throws {
        let json = try JSONRenderer.render(Self.empty)
        #expect(json.contains(#""title": "Size""#) && json.contains(#""items": []"#))
        #expect(try Document(json: json) == Self.empty)
    }

    /// Untitled columns and no rows: nothing to show in any format but the header.
    @Test func untitledColumnsWithoutRowsShowNothing() throws {
        let document = Document {
            Section(header: "Files", layout: .table(TableColumn(), TableColumn())) {}
        }
        #expect(try PlainRenderer.render(document, width: 30) == "Files\n")
        #expect(try MarkdownRenderer.render(document) == "## Files\n")
        #expect(try HTMLRenderer.render(document) == "<section>\n<h2>Files</h2>\n</section>\n")
    }

    /// Rows only in the body of an item of yours are list items in Markdown and HTML,
    /// so the titles come first as a table of their own, as plain shows them first.
    @Test(.needsPythonCheckers) func titlesOfRowsInsideAnItemOfYoursAreNotLost() throws {
        let document = Document {
            Section(layout: .table(TableColumn("Name"), TableColumn("Size"))) { Listing() }
        }
        #expect(try PlainRenderer.render(document, width: 30) == "  Name   Size\n  ─────  ────\n  a.txt  3\n")
        let markdown = try MarkdownRenderer.render(document)
        #expect(markdown == "| Name | Size |\n| --- | --- |\n\n- a.txt \\| 3\n")
        let reading = try Checkers.markdown([markdown])
        #expect(reading == [Expected.markdown(document)])
    }
}
