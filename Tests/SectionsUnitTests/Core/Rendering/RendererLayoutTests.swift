import Sections
import Testing

@testable import Core
@testable import Interactive

/// The renderer entry points of the layouts: a structural renderer gets grids, tables,
/// separators and panels as structure and text, never needing to measure.
@Suite struct RendererLayoutTests {
    /// Writes one line per part, naming it, as a Markdown or HTML renderer would walk them.
    struct Outline: Renderer {
        mutating func renderHeader(
            _ lines: Lines, of section: LaidOutSection, into output: inout some TextOutputStream
        ) {
            output.write("header \(lines.map(\.text))\n")
        }

        mutating func renderItem(_ item: LaidOutItem, into output: inout some TextOutputStream) {
            output.write("item \(item.lines.map(\.text))\n")
        }

        mutating func renderItemSeparator(
            _ lines: Lines, of section: LaidOutSection, into output: inout some TextOutputStream
        ) {
            output.write("separator \(lines.count)\n")
        }

        mutating func renderGrid(
            _ grid: LaidOutGrid, of section: LaidOutSection, into output: inout some TextOutputStream
        ) {
            let cells = section.items.map { $0.lines.map(\.text).joined(separator: " ") }
            output.write("grid \(grid.columnCount)x\(grid.rowCount) \(cells)\n")
        }

        mutating func renderTable(
            _ table: LaidOutTable, of section: LaidOutSection, into output: inout some TextOutputStream
        ) {
            let titles = table.columns.map { "\($0.title ?? "")/\($0.alignment)" }
            output.write("table \(titles) \(table.rows.map { Array($0.cells) })\n")
        }

        mutating func renderLine(_ line: Line, into output: inout some TextOutputStream) {
            output.write("line \(line.text)\n")
        }
    }

    @Test func structureReachesTheEntryPoints() throws {
        let document = Document {
            Section(header: "List", layout: .list.separator(.rule)) {
                Text("a"); Text("b")
            }
            Section(layout: .grid) {
                Text("x"); Text("y")
            }
            Section(header: "T", layout: .table(TableColumn("N", alignment: .trailing)).inPanel()) {
                TableRow("1\u{1B}")
            }
        }
        var renderer = Outline()
        let output = renderer.render(try LaidOutDocument(document, width: 12))
        let expected = """
            header ["List"]
            item ["  a"]
            separator 1
            item ["  b"]

            grid 2x1 ["x", "y"]

            line ┌─ T ──────┐
            table ["N/trailing"] [["1␛"]]
            line └──────────┘

            """
        #expect(output == expected)
    }

    @Test func theDefaultsPrintTheLines() throws {
        let document = Document {
            Section(layout: .table(TableColumn("N"), TableColumn("V"))) { TableRow("a", "1") }
            Section(layout: .grid) {
                Text("x"); Text("y")
            }
        }
        #expect(try PlainRenderer.render(document, width: 20) == "  N  V\n  ─  ─\n  a  1\n\n  x  y\n")
    }
}
