import Foundation
import Testing

@testable import SectionsTestSupport

/// `sections view` and `sections pick` show the document as `render --format plain` lays
/// it out at the terminal's width: the title, a table with its titled columns aligned, a
/// grid packed in columns, a panel drawn, a bordered table, and footers, line by line,
/// apart from the highlight's and the chosen marks' columns and the status row.
@Suite(.serialized) struct InteractiveLayoutTests {
    static let document = """
        {"title": "Café menu", "sections": [
          {"header": "Drinks", "layout": "table",
           "columns": [{"title": "Name"}, {"title": "Price", "align": "trailing"}],
           "items": [{"cells": ["Espresso", "2.50"], "id": "esp"}, {"cells": ["Flat white", "3.80"]},
                     {"cells": ["Hot chocolate with cream", "4.20"]}],
           "footer": "Prices include tax"},
          {"header": "Pastries", "layout": "grid",
           "items": ["Croissant", "Muffin", "Scone", "Danish", "Brownie", "Cinnamon roll", "Éclair"]},
          {"header": "Notice", "layout": "panel",
           "items": ["Closed on Mondays", {"label": "Wifi", "value": "cafe-guest"}],
           "footer": "Ask at the counter"},
          {"layout": "table", "columns": [{"title": "Extra"}, {"title": "Cost"}], "border": "rounded",
           "items": [{"cells": ["Oat milk", "0.40"]}]},
          {"header": "Notes", "items": ["Closed on Mondays", {"label": "Wifi", "value": "cafe-guest"}]}
        ]}
        """

    @Test(.needsTmux, arguments: ["view", "pick", "pick --multi"])
    func theListShowsWhatRenderPrints(command: String) throws {
        for columns in [30, 44] {
            let plain = try Products.run(
                "sections", ["render", "-", "--format", "plain", "--width", "\(columns)"],
                input: Self.document)
            let expected = plain.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let terminal = try InteractiveCommandTests.start(
                "\(command) doc.json", columns: columns, rows: expected.count + 3,
                files: ["doc.json": Self.document])
            try terminal.wait(for: "the list") { $0.contains { $0.contains("Oat milk") } }
            let screen = try terminal.screen()
            let rows = screen.dropFirst().prefix(expected.count)
            for (row, line) in zip(rows, expected) {
                #expect(Self.matches(row, String(line)), "\(command) at \(columns) columns: \(row)")
            }
            #expect(screen.dropFirst(expected.count + 1).allSatisfy { $0.isEmpty })
            try terminal.press("C-c")
            _ = try InteractiveCommandTests.end(of: terminal)
        }
    }

    /// In a grid the highlight marks one cell: Down moves to the next item in the grid's
    /// order, and the marks stand in the two columns before its cell.
    @Test(.needsTmux) func theHighlightMovesBetweenTheItemsOfAGridRow() throws {
        let grid = """
            {"sections": [{"header": "Pastries", "layout": "grid",
              "items": [{"text": "Croissant", "id": "c"}, {"text": "Muffin", "id": "m"}, {"text": "Scone", "id": "s"}]}]}
            """
        let terminal = try InteractiveCommandTests.start(
            "pick --multi grid.json", columns: 40, rows: 6, files: ["grid.json": grid])
        try terminal.wait(for: "the grid") { $0.count > 2 && $0[2] == "> Croissant  Muffin  Scone" }
        try terminal.press("Space", "Down")
        try terminal.wait(for: "the second cell") { $0[2] == " *Croissant> Muffin  Scone" }
        try terminal.press("Down", "Space", "Enter")
        let end = try InteractiveCommandTests.end(of: terminal)
        #expect(end.output == "c\ns\n")
    }

    /// Whether a screen row is the line, or the line with the marks in its first two
    /// columns, which the layout's indent leaves empty.
    static func matches(_ row: String, _ line: String) -> Bool {
        guard row != line else { return true }
        let marks = row.prefix(2)
        return line.hasPrefix("  ") && marks.allSatisfy { " >*".contains($0) } && marks != "  "
            && row.dropFirst(2) == line.dropFirst(2)
    }
}
