import Foundation
import Sections
import SectionsTesting
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// A table section is a GFM table in Markdown and a `<table>` in HTML, and parsers read
/// every cell back exactly, hostile text included (Tests/Checkers/tables.py).
@Suite struct StructuredTableTests {
    struct Reading: Decodable, Equatable {
        var head: [String]
        var rows: [[String]]
        var align: [String]
        var unexpected: [String]
    }

    static let hostile = [
        "a | b", "*not* **bold**", "<b>tag</b>", "[link](javascript:x)", "\\|", "two\nlines", "",
    ]

    static let processes = Document {
        Section(
            header: "Processes",
            layout: .table(TableColumn("PID", alignment: .trailing), TableColumn("Command"))
        ) {
            TableRow("1", "/sbin/init")
            TableRow("42", "swift build")
        }
    }

    static var hostileTable: Document {
        Document {
            Section(layout: .table(TableColumn("Text"), TableColumn("Same", alignment: .center))) {
                for text in hostile { TableRow(text, text) }
            }
        }
    }

    func read(_ format: String, _ text: String) throws -> Reading {
        let output = try Checkers.run("tables.py", [format], input: Data(text.utf8))
        return try JSONDecoder().decode(Reading.self, from: Data(output.utf8))
    }

    @Test func markdownGolden() throws {
        let expected = """
            ## Processes

            | PID | Command |
            | --: | --- |
            | 1 | /sbin/init |
            | 42 | swift build |

            """
        #expect(try MarkdownRenderer.render(Self.processes) == expected)
    }

    @Test func htmlGolden() throws {
        let expected = """
            <section>
            <h2>Processes</h2>
            <table>
            <thead>
            <tr><th style="text-align: right">PID</th><th>Command</th></tr>
            </thead>
            <tbody>
            <tr><td style="text-align: right">1</td><td>/sbin/init</td></tr>
            <tr><td style="text-align: right">42</td><td>swift build</td></tr>
            </tbody>
            </table>
            </section>

            """
        #expect(try HTMLRenderer.render(Self.processes) == expected)
    }

    @Test(.needsPythonCheckers) func everyCellReadsBackFromMarkdown() throws {
        let reading = try read("markdown", try MarkdownRenderer.render(Self.hostileTable))
        #expect(reading.head == ["Text", "Same"])
        #expect(reading.rows == Self.hostile.map { [$0, $0] })
        #expect(reading.align == ["leading", "center"])
        #expect(reading.unexpected == [])
    }

    @Test(.needsPythonCheckers) func everyCellReadsBackFromHTML() throws {
        let reading = try read("html", try HTMLRenderer.render(Self.hostileTable))
        #expect(reading.head == ["Text", "Same"])
        #expect(reading.rows == Self.hostile.map { [$0, $0] })
        #expect(reading.unexpected == [])
    }
}
