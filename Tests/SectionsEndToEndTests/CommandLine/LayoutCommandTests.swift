import Testing

@testable import SectionsCLI

/// The layouts through the command: JSON tables, grids and panels render, ragged rows are
/// invalid input naming the row, and `--ascii` asks for ASCII glyphs.
@Suite struct LayoutCommandTests {
    static let layouts = #"""
        {"sections": [
          {"header": "Disk", "layout": "panel", "items": [{"label": "Used", "value": "78%"}]},
          {"layout": "table", "columns": [{"title": "PID", "align": "trailing"}, {"title": "Command"}],
           "items": [{"cells": ["1", "/sbin/init"]}, {"cells": ["812", "python3"]}]},
          {"layout": "grid", "items": ["a", "bb", "ccc"]}]}
        """#

    func run(_ arguments: String, input: String = layouts) -> SectionsToolTests.Outcome {
        SectionsToolTests().run(arguments, input: input)
    }

    @Test func jsonLayoutsRender() {
        let expected = """
            ┌─ Disk ───────────────┐
            │ Used             78% │
            └──────────────────────┘

              PID  Command
              ───  ──────────
                1  /sbin/init
              812  python3

              a  bb  ccc

            """
        #expect(run("render --width 24") == .init(status: 0, output: expected, errors: ""))
    }

    @Test func asciiGlyphsOnRequest() {
        let output = run("render --width 24 --ascii").output
        #expect(
            output.hasPrefix("+- Disk ---------------+\n| Used             78% |\n+----------------------+\n")
        )
        #expect(output.contains("  ---  ----------\n"))
    }

    @Test func aRaggedRowIsInvalidInputNamingTheRow() {
        let ragged = #"{"sections": [{"layout": "table", "columns": [{}, {}], "items": [{"cells": ["a"]}]}]}"#
        let outcome = run("render", input: ragged)
        #expect(outcome.status == 2 && outcome.output.isEmpty)
        #expect(
            outcome.errors
                == "error: standard input: sections[0].items[0]: expected 2 cells, one per column, found 1 (line 1, column 66)\n"
        )
    }
}
