import Sections
import Testing

@testable import Core
@testable import Interactive

/// How the layouts look: the standard theme makes column titles strong and borders dim,
/// and the document's styles reach rows and cells through every layout.
@Suite struct LayoutStylesTests {
    @Test func ansiStylesTitlesBordersRowsAndCells() throws {
        let document = Document {
            Section(header: "Checks", layout: .table(TableColumn("Check"), TableColumn("Result")).inPanel()) {
                TableRow {
                    "lint"; Text("ok").style(.success)
                }
                TableRow("tests", "2 failed").style(.error)
            }
        }
        let dim = { (text: String) in "\u{1B}[2m\(text)\u{1B}[0m" }
        let strong = { (text: String) in "\u{1B}[1m\(text)\u{1B}[0m" }
        let expected = [
            dim("┌─") + " " + strong("Checks") + " " + dim("─────────────┐"),
            dim("│") + " " + strong("Check") + "  " + strong("Result") + "        " + dim("│"),
            dim("│") + " " + dim("─────") + "  " + dim("────────") + "      " + dim("│"),
            dim("│") + " lint   \u{1B}[32mok\u{1B}[0m            " + dim("│"),
            dim("│") + " \u{1B}[31mtests\u{1B}[0m  \u{1B}[31m2 failed\u{1B}[0m      " + dim("│"),
            dim("└──────────────────────┘"), "",
        ]
        #expect(
            try ANSIRenderer.render(document, width: 24, colors: .ansi16) == expected.joined(separator: "\n"))
    }

    @Test func aPageStylesTablesAndPanels() {
        let css = HTMLStylesheet(theme: .standard).css
        #expect(css.contains("th { font-weight: 700; }\n"))
        #expect(css.contains("section.panel, li.panel { border: 1px solid;"))
        #expect(css.contains("th, td { text-align: left;"))
    }
}
