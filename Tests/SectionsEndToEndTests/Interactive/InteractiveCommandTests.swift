import Foundation
import Testing

@testable import SectionsTestSupport

/// `sections pick`, `sections view` and the `interactive-list` playground in a real
/// terminal (tmux) under a shell with job control: keys pressed, screens read, and the
/// terminal's settings (`stty -a`) and modes (alternate screen, cursor, mouse reporting)
/// checked after every way out.
@Suite(.serialized) struct InteractiveCommandTests {
    static let sections = Products.directory.appendingPathComponent("sections").path
    static let playground = Products.directory.appendingPathComponent("interactive-list").path

    /// Starts `sections ARGUMENTS` in a new terminal holding `menu.json`, its output into
    /// out.txt, its exit status into status.txt, and the terminal's settings before and
    /// after it into before.txt and after.txt.
    static func start(
        _ arguments: String, program: String = sections, columns: Int = 40, rows: Int = 12,
        environment: [String: String] = [:], files: [String: String] = [:], ignoring signal: String? = nil
    ) throws -> TmuxSession {
        let terminal = try TmuxSession(columns: columns, rows: rows, environment: environment)
        try terminal.write(PickSessionTests.menu, to: "menu.json")
        for (name, text) in files { try terminal.write(text, to: name) }
        // Ignoring a signal: in a subshell that ignores it and becomes the program.
        let command =
            signal.map { "(trap '' \($0); exec '\(program)' \(arguments))" } ?? "'\(program)' \(arguments)"
        try terminal.run(
            "stty -a > before.txt; \(command) > out.txt; echo $? > status.txt; stty -a > after.txt")
        return terminal
    }

    /// Sends a signal to the children of a process with `pkill`; its exit status.
    static func pkill(_ signal: String, parentOf parent: String) throws -> Int32 {
        try Products.launch(
            URL(fileURLWithPath: "/usr/bin/env"), ["pkill", signal, "-P", parent], input: Data()
        )
        .status
    }

    /// Whether the row of `text` is the highlighted one: it starts with the gutter's `>`
    /// (row 0, the status line, starts with the prompt).
    static func highlights(_ text: String) -> ([String]) -> Bool {
        { screen in screen.dropFirst().contains { $0.hasPrefix(">") && $0.contains(text) } }
    }

    /// Waits for the program to end: its exit status, and what it printed.
    static func end(of terminal: TmuxSession) throws -> (status: String?, output: String?) {
        _ = try terminal.file("after.txt")
        // The settings, not the size, which a test may have changed.
        let settings = { (text: String?) in text?.split(separator: "\n").dropFirst() }
        #expect(settings(try terminal.file("before.txt")) == settings(try terminal.file("after.txt")))
        #expect(try terminal.modes(becoming: TmuxSession.restored) == TmuxSession.restored)
        let output = try? String(
            contentsOf: terminal.folder.appendingPathComponent("out.txt"), encoding: .utf8)
        return (try terminal.file("status.txt"), output)
    }

    @Test(.needsTmux) func pickMovesAndEnterPrintsTheChosenId() throws {
        let terminal = try Self.start("pick menu.json")
        try terminal.wait(for: "the list", Self.highlights("Tea"))
        #expect(try terminal.modes(becoming: TmuxSession.shown) == TmuxSession.shown)
        try terminal.press("Down")
        try terminal.wait(for: "the highlight on Coffee", Self.highlights("Coffee"))
        try terminal.press("Enter")
        let end = try Self.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "coffee\n")
    }

    @Test(.needsTmux) func pickMultiPrintsEveryMarkedItemInDocumentOrder() throws {
        let terminal = try Self.start("pick --multi menu.json")
        try terminal.wait(for: "the list", Self.highlights("Tea"))
        // Keys arrive in order, so Enter comes after both marks.
        try terminal.press("Down", "Down", "Space", "Up", "Up", "Space", "Enter")
        let end = try Self.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "tea\nWater\n")
    }

    /// Keys typed faster than the search: Enter chooses from the finished search.
    @Test(.needsTmux) func enterRightAfterTypingChoosesFromTheFinishedSearch() throws {
        let terminal = try Self.start("pick menu.json")
        try terminal.wait(for: "the list", Self.highlights("Tea"))
        try terminal.send(bytes: "cof\r")
        let end = try Self.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "coffee\n")
    }

    @Test(.needsTmux, arguments: ["Escape", "C-c"])
    func pickCancelledExits130AndPrintsNothing(key: String) throws {
        let terminal = try Self.start("pick menu.json")
        try terminal.wait(for: "the list", Self.highlights("Tea"))
        try terminal.press("Down", key)
        let end = try Self.end(of: terminal)
        #expect(end.status == "130\n")
        #expect(end.output == "")
    }

    @Test(.needsTmux) func viewBrowsesUntilQ() throws {
        let terminal = try Self.start("view menu.json")
        try terminal.wait(for: "the document") { $0.contains { $0.contains("Soup") } }
        #expect(try terminal.modes(becoming: TmuxSession.shown) == TmuxSession.shown)
        try terminal.press("Down", "q")
        let end = try Self.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "")
    }

    /// In view, `/` starts a search that Enter keeps; Left folds the highlighted item's
    /// section and Right unfolds it; `q` leaves with status 0.
    @Test(.needsTmux) func viewSearchesAndFolds() throws {
        let long =
            "{\"sections\": [{\"header\": \"Numbers\", \"items\": ["
            + (1...60).map { "\"Item \($0)\"" }.joined(separator: ", ") + "]}]}"
        let terminal = try Self.start("view long.json", files: ["long.json": long])
        try terminal.wait(for: "the document") { $0.contains { $0.contains("Item 3") } }
        try terminal.send(bytes: "/42")
        try terminal.wait(for: "the search") { $0[0].hasPrefix("/42") && $0[0].hasSuffix("1 of 60") }
        try terminal.press("Enter", "Left")
        try terminal.wait(for: "the folded section") { $0[1].hasPrefix("▸ Numbers") }
        try terminal.press("Right")
        try terminal.wait(for: "the unfolded section") {
            $0[1] == "Numbers" && $0[2] == "  Item 42"
        }
        try terminal.press("q")
        let end = try Self.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "")
    }

    /// The wheel arrives as SGR mouse reports (tmux passes them on as typed here): down
    /// changes what is shown, up brings it back.
    @Test(.needsTmux) func theMouseWheelScrolls() throws {
        let long =
            "{\"sections\": [{\"header\": \"Numbers\", \"items\": ["
            + (1...60).map { "\"Item \($0)\"" }.joined(separator: ", ") + "]}]}"
        let terminal = try Self.start("view long.json", files: ["long.json": long])
        try terminal.wait(for: "the document") { $0.contains { $0.contains("Item 3") } }
        let first = try terminal.screen()
        try terminal.send(bytes: "\u{1B}[<65;5;5M")
        try terminal.wait(for: "a scrolled screen") { $0 != first }
        try terminal.send(bytes: "\u{1B}[<64;5;5M")
        try terminal.wait(for: "the top again") { $0.contains { $0.hasSuffix("Item 1") } }
        try terminal.press("q")
        #expect(try Self.end(of: terminal).status == "0\n")
    }

    /// A smaller window lays the list out again at its width: the status line's count is
    /// right-aligned to the new last column.
    @Test(.needsTmux) func resizingLaysTheListOutAgain() throws {
        let terminal = try Self.start("pick menu.json")
        try terminal.wait(for: "the list", Self.highlights("Tea"))
        #expect(try terminal.screen()[0].count == 40)
        try terminal.tmux("resize-window", "-x", "30", "-y", "8")
        try terminal.wait(for: "the list at 30 columns") { $0[0].count == 30 && $0[0].hasSuffix("5 of 5") }
        // Too small for a list: nothing is drawn until the window grows again.
        try terminal.tmux("resize-window", "-x", "30", "-y", "2")
        try terminal.wait(for: "an empty screen") { $0.allSatisfy(\.isEmpty) }
        try terminal.tmux("resize-window", "-x", "36", "-y", "9")
        try terminal.wait(for: "the list at 36 columns") { $0[0].count == 36 && $0[0].hasSuffix("5 of 5") }
        try terminal.press("Down", "Enter")
        let end = try Self.end(of: terminal)
        #expect(end.output == "coffee\n")
    }

    /// Stopped by a signal from outside, then by Ctrl-Z, the list gives the terminal back
    /// as it was; `fg` brings it back, drawn again whole.
    @Test(.needsTmux) func suspendingGivesTheTerminalBackAndResumingRedraws() throws {
        let terminal = try Self.start("pick menu.json")
        try terminal.wait(for: "the list", Self.highlights("Tea"))
        let shell = try terminal.tmux("display-message", "-p", "#{pane_pid}").filter(\.isNumber)
        for stop in ["kill", "key"] {
            if stop == "kill" {
                #expect(try Self.pkill("-TSTP", parentOf: shell) == 0)
            } else {
                try terminal.press("C-z")
            }
            try terminal.wait(for: "the shell's prompt") { $0.contains { $0.contains("Stopped") } }
            #expect(
                try terminal.modes(becoming: TmuxSession.restored) == TmuxSession.restored, "after \(stop)")
            try terminal.run("clear; fg")
            try terminal.wait(for: "the list again", Self.highlights("Tea"))
            #expect(try terminal.modes(becoming: TmuxSession.shown) == TmuxSession.shown, "after \(stop)")
        }
        try terminal.press("Down", "Enter")
        let end = try Self.end(of: terminal)
        #expect(end.output == "coffee\n")
    }

    /// SIGTERM and SIGHUP end the program as they would without the list, the terminal
    /// restored first.
    @Test(.needsTmux, arguments: [("TERM", "143\n"), ("HUP", "129\n")])
    func anEndingSignalRestoresTheTerminal(signal: String, status: String) throws {
        let terminal = try Self.start("pick menu.json")
        try terminal.wait(for: "the list", Self.highlights("Tea"))
        let shell = try terminal.tmux("display-message", "-p", "#{pane_pid}").filter(\.isNumber)
        #expect(try Self.pkill("-\(signal)", parentOf: shell) == 0)
        let end = try Self.end(of: terminal)
        #expect(end.status == status)
        #expect(end.output == "")
    }

    /// SIGQUIT ends the program by the signal too, without the Swift runtime's crash
    /// report (which printed a backtrace and waited for a key) and with the terminal restored.
    @Test(.needsTmux) func quitEndsByTheSignalWithoutACrashReport() throws {
        let terminal = try Self.start("pick menu.json 2> errors.txt")
        try terminal.wait(for: "the list", Self.highlights("Tea"))
        let shell = try terminal.tmux("display-message", "-p", "#{pane_pid}").filter(\.isNumber)
        #expect(try Self.pkill("-QUIT", parentOf: shell) == 0)
        let end = try Self.end(of: terminal)
        #expect(end.status == "131\n", "killed by SIGQUIT (128 + 3)")
        #expect(end.output == "")
        let errors = terminal.folder.appendingPathComponent("errors.txt")
        #expect(try String(contentsOf: errors, encoding: .utf8) == "")
        #expect(!(try terminal.screen()).contains { $0.contains("Crash") || $0.contains("Backtrace") })
    }

    /// A signal the program was started ignoring (as under `nohup`) stays ignored.
    @Test(.needsTmux) func anIgnoredSignalStaysIgnored() throws {
        let terminal = try Self.start("pick menu.json", ignoring: "HUP")
        try terminal.wait(for: "the list", Self.highlights("Tea"))
        let shell = try terminal.tmux("display-message", "-p", "#{pane_pid}").filter(\.isNumber)
        #expect(try Self.pkill("-HUP", parentOf: shell) == 0)
        try terminal.press("Down")
        try terminal.wait(for: "the highlight on Coffee", Self.highlights("Coffee"))
        try terminal.press("Enter")
        let end = try Self.end(of: terminal)
        #expect(end.output == "coffee\n")
    }

    /// The playground inserts an item at the top every 100 ms for 3 s; the highlight stays
    /// on its item, so Down, Down, Enter chooses task-3 whenever the keys come. It is drawn
    /// inline: the shell's lines above stay, and the rows are cleared afterwards.
    @Test(.needsTmux) func thePlaygroundsHighlightFollowsItsItemWhileItemsArrive() throws {
        let terminal = try TmuxSession(columns: 40, rows: 24)
        try terminal.run("echo above")
        try terminal.run(
            "stty -a > before.txt; '\(Self.playground)' > out.txt; echo $? > status.txt; stty -a > after.txt")
        try terminal.wait(for: "the list", Self.highlights("Task 1"))
        #expect(try terminal.modes(becoming: TmuxSession.shownInline) == TmuxSession.shownInline)
        // The inserted items are above the highlighted one, where the list stays anchored:
        // they show in the count.
        try terminal.wait(for: "inserted items") { screen in
            let status = screen.first { $0.hasPrefix(">") && $0.contains(" of ") } ?? ""
            let count = status.split(separator: " ").last.flatMap { Int($0) } ?? 0
            return count > 20 && count < 50
        }
        try terminal.press("Down")
        try terminal.wait(for: "the highlight on Task 2", Self.highlights("Task 2"))
        try terminal.press("Down", "Enter")
        let end = try Self.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "task-3\n")
        let screen = try terminal.screen()
        #expect(screen.contains("above"))
        #expect(!screen.contains { $0.contains("Task") || $0.contains("New") }, "the rows are cleared")
    }
}
