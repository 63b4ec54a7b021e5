import Foundation
import Testing

@testable import SectionsTestSupport

/// `pick` and `view` asking plainly in a real terminal (tmux): with `--accessible`, with
/// `ACCESSIBLE` set, and by themselves where the full-screen list cannot be drawn (`TERM`
/// dumb, a terminal too small). The menu's items are numbered 1 to 5; answers are typed
/// a line at a time, and the terminal's settings and modes are as they were afterwards.
@Suite(.serialized) struct AccessibleCommandTests {
    static let prompt = "Type a number (1-5) to choose, or text to filter:"

    /// Starts `sections ARGUMENTS` at 80 columns and waits for `prompt`.
    static func asked(
        _ arguments: String, rows: Int = 20, environment: [String: String] = [:], prompt: String = prompt
    ) throws -> TmuxSession {
        let terminal = try InteractiveCommandTests.start(
            arguments, columns: 80, rows: rows, environment: environment)
        try terminal.wait(for: "the prompt", asks(prompt))
        return terminal
    }

    /// Types `line` and Enter, and waits for the program to end.
    static func answer(_ terminal: TmuxSession, _ line: String) throws -> (status: String?, output: String?) {
        try terminal.run(line)
        return try InteractiveCommandTests.end(of: terminal)
    }

    /// Whether the last line that holds text is the prompt, with nothing typed after it.
    static func asks(_ prompt: String) -> ([String]) -> Bool {
        { screen in screen.last { !$0.isEmpty } == prompt }
    }

    @Test(.needsTmux) func aTypedNumberChoosesThatItem() throws {
        let terminal = try Self.asked("pick --accessible menu.json")
        // Below the shell's command line: the items under their headers, then the prompt.
        let screen = try terminal.screen()
        let start = try #require(screen.firstIndex(of: "Drinks"))
        #expect(Array(screen[start...].prefix(5)) == ["Drinks", "1.   Tea", "2.   Coffee", "3.   Water", ""])
        #expect(screen.count > start + 8 && screen[start + 5] == "Food")
        #expect(screen[start + 6].hasPrefix("4.   Cake") && screen[start + 7].hasPrefix("5.   Soup"))
        #expect(screen[start + 8] == Self.prompt)
        // Nothing drawn over: the list is plain lines, and the terminal's modes untouched.
        #expect(try terminal.modes() == TmuxSession.restored)
        let end = try Self.answer(terminal, "2")
        #expect(end.status == "0\n")
        #expect(end.output == "coffee\n")
    }

    @Test(.needsTmux) func aFilterPrintsTheMatchesNumberedThenANumberChooses() throws {
        let terminal = try Self.asked("pick --accessible menu.json")
        try terminal.run("so")
        try terminal.wait(for: "the match") { screen in
            guard let start = screen.firstIndex(of: "1 item matches 'so':"), screen.count > start + 3 else {
                return false
            }
            return screen[start + 1] == "Food" && screen[start + 2].hasPrefix("5.   Soup")
                && screen[start + 3] == Self.prompt
        }
        let end = try Self.answer(terminal, "5")
        #expect(end.status == "0\n")
        #expect(end.output == "Soup\n")
    }

    @Test(.needsTmux) func aWrongNumberIsExplainedAndAskedAgain() throws {
        let terminal = try Self.asked("pick --accessible menu.json")
        try terminal.run("9")
        try terminal.wait(for: "the explanation") { screen in
            screen.contains("There is no item 9: the items are numbered 1 to 5.")
                && Self.asks(Self.prompt)(screen)
        }
        let end = try Self.answer(terminal, "1")
        #expect(end.status == "0\n")
        #expect(end.output == "tea\n")
    }

    @Test(.needsTmux) func multipleChoiceTakesSeveralNumbers() throws {
        let terminal = try Self.asked(
            "pick --multi --accessible menu.json",
            prompt: "Type numbers (1-5; several as 1 3 5 or 2-4) to choose, or text to filter:")
        try terminal.run("3 1")
        let end = try InteractiveCommandTests.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "tea\nWater\n")
    }

    /// Esc alone on a line, or Ctrl-D: status 130 and nothing printed, as pick's cancel.
    @Test(.needsTmux, arguments: [["Escape", "Enter"], ["C-d"]])
    func escOrTheEndOfInputCancels(keys: [String]) throws {
        let terminal = try Self.asked("pick --accessible menu.json")
        for key in keys { try terminal.press(key) }
        let end = try InteractiveCommandTests.end(of: terminal)
        #expect(end.status == "130\n")
        #expect(end.output == "")
    }

    /// No option needed where the full-screen list cannot be shown: a dumb terminal, or
    /// one of two rows.
    @Test(.needsTmux, arguments: [("dumb", 20), ("xterm-256color", 2)])
    func aTerminalThatCannotShowTheListIsAskedPlainly(term: String, rows: Int) throws {
        let terminal = try Self.asked("pick menu.json", rows: rows, environment: ["TERM": term])
        let end = try Self.answer(terminal, "1")
        #expect(end.status == "0\n")
        #expect(end.output == "tea\n")
    }

    /// `ACCESSIBLE` set asks plainly; `view` filters every line and quits on an empty one.
    @Test(.needsTmux) func viewWithAccessibleSetQuitsOnAnEmptyLine() throws {
        let prompt = "Type text to filter, or press Enter to quit:"
        let terminal = try Self.asked("view menu.json", environment: ["ACCESSIBLE": "1"], prompt: prompt)
        try terminal.run("cake")
        try terminal.wait(for: "the match") { $0.contains("1 item matches 'cake':") && Self.asks(prompt)($0) }
        try terminal.press("Enter")
        let end = try InteractiveCommandTests.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "")
    }
}
