import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Live updates leave the same screen as a full redraw, with fewer bytes; checked by a
/// terminal emulator.
@Suite struct LiveDisplayTests {
    /// A terminal's output, where the display redraws.
    static let terminal = TerminalEnvironment(
        variables: ["TERM": "xterm"], isTerminal: true, terminalColumns: 80)

    /// A display on a terminal that draws every version, for the tests of what is drawn.
    func redrawing() -> LiveDisplay<PlainRenderer> {
        LiveDisplay(terminal: Self.terminal, minimumInterval: .zero)
    }

    func report(done: Int, of total: Int = 5, note: String = "working") -> Document {
        Document(title: "Build") {
            Section(header: "Steps") {
                for step in 0..<total { Row("Step \(step + 1)", step < done ? "done" : "waiting") }
            }
            Section(footer: note) {}
        }
    }

    @Test(.needsPythonCheckers) func firstDrawShowsThePlainRendering() throws {
        var display = redrawing()
        var bytes = ""
        try display.update(to: report(done: 1), width: 30, into: &bytes)
        let plain = try PlainRenderer.render(report(done: 1), width: 30)
        #expect(try Checkers.screen(of: bytes, columns: 30) == plain)
    }

    @Test(.needsPythonCheckers) func updatesRewriteOnlyChangedLinesAndLeaveTheSameScreen() throws {
        var display = redrawing()
        var first = ""
        try display.update(to: report(done: 1), width: 30, into: &first)
        var update = ""
        try display.update(to: report(done: 2), width: 30, into: &update)
        let plain = try PlainRenderer.render(report(done: 2), width: 30)
        #expect(try Checkers.screen(of: first + update, columns: 30) == plain)
        #expect(update.utf8.count < plain.utf8.count / 2)
        #expect(update.contains("done"))
        #expect(!update.contains("Step 1"))
    }

    @Test(.needsPythonCheckers) func shorterAndLongerVersionsClearAndExtend() throws {
        var display = redrawing()
        var bytes = ""
        try display.update(to: report(done: 0, of: 5), width: 30, into: &bytes)
        try display.update(to: report(done: 0, of: 2), width: 30, into: &bytes)
        #expect(
            try Checkers.screen(of: bytes, columns: 30)
                == (try PlainRenderer.render(report(done: 0, of: 2), width: 30)))
        try display.update(to: report(done: 1, of: 7, note: "almost"), width: 30, into: &bytes)
        let expected = try PlainRenderer.render(report(done: 1, of: 7, note: "almost"), width: 30)
        #expect(try Checkers.screen(of: bytes, columns: 30) == expected)
    }

    @Test(.needsPythonCheckers) func aWidthChangeRedrawsEverything() throws {
        var display = redrawing()
        var bytes = ""
        try display.update(to: report(done: 1), width: 40, into: &bytes)
        try display.update(to: report(done: 1), width: 24, into: &bytes)
        #expect(
            try Checkers.screen(of: bytes, columns: 40)
                == (try PlainRenderer.render(report(done: 1), width: 24)))
    }

    /// Lines as wide as the terminal leave its cursor past the edge; what the program
    /// prints after the display still starts at the beginning of the line below it.
    @Test(.needsPythonCheckers) func whatIsPrintedNextStartsUnderTheDisplay() throws {
        func full(_ digit: Int) -> Document {
            Document { Section { Text(String(repeating: "\(digit)", count: 28)) } }
        }
        var display = redrawing()
        var bytes = ""
        try display.update(to: full(1), width: 30, into: &bytes)
        try display.update(to: full(2), width: 30, into: &bytes)
        bytes += "after\n"
        #expect(
            try Checkers.screen(of: bytes, columns: 30) == (try PlainRenderer.render(full(2), width: 30))
                + "after\n")
    }

    @Test func unchangedVersionWritesNoText() throws {
        var display = redrawing()
        var bytes = ""
        try display.update(to: report(done: 3), width: 30, into: &bytes)
        var again = ""
        try display.update(to: report(done: 3), width: 30, into: &again)
        #expect(again == "")
    }

    @Test func anInvalidWidthWritesNothing() {
        var display = redrawing()
        var bytes = ""
        #expect(throws: LayoutError(width: 3)) {
            try display.update(to: report(done: 0), width: 3, into: &bytes)
        }
        #expect(bytes == "")
    }

    /// Every built-in renderer is `Sendable`, so that each can drive a display; a styled
    /// one keeps its styles and links in the lines it redraws.
    @Test func aStyledRendererDrivesTheDisplayWithItsStylesAndLinks() throws {
        _ = LiveDisplay(renderer: MarkdownRenderer(), terminal: Self.terminal)
        _ = LiveDisplay(renderer: HTMLRenderer(), terminal: Self.terminal)
        _ = LiveDisplay(renderer: JSONRenderer(), terminal: Self.terminal)
        var display = LiveDisplay(
            renderer: ANSIRenderer(colors: .ansi16, hyperlinks: true), terminal: Self.terminal,
            minimumInterval: .zero)
        let document = Document {
            Section {
                Text("Guide").link(Hyperlink("https://example.com/guide")).underline()
            }
        }
        var bytes = ""
        try display.update(to: document, width: 30, into: &bytes)
        #expect(bytes.contains("\u{1B}]8;;https://example.com/guide\u{1B}\\"))
        #expect(bytes.contains("\u{1B}[4m"))
    }
}
