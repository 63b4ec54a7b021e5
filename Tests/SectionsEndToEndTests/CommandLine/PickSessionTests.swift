import Foundation
import Syscalls
import Testing

@testable import SectionsTestSupport

/// `sections pick` run for real in a pseudo-terminal, keys typed and the screen read by a
/// terminal emulator (Tests/Checkers/pick_session.py).
@Suite(.serialized) struct PickSessionTests {
    struct Session: Decodable {
        var status: Int32?
        var stdout: String
        var screens: [[String]]
        var restored: Bool
    }

    static let menu = #"""
        {"sections": [
          {"header": "Drinks", "items": [{"text": "Tea", "id": "tea"}, {"text": "Coffee", "id": "coffee"}, "Water"]},
          {"header": "Food", "items": [{"label": "Cake", "value": "chocolate", "id": "cake"},
                                       {"label": "Soup", "value": "tomato"}]}]}
        """#

    func session(_ keys: String..., menu: String = menu, command: String = "pick") throws -> Session {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "menu-\(UUID().uuidString).json")
        try menu.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let binary = Products.directory.appendingPathComponent("sections").path
        let output = try Checkers.run(
            "pick_session.py", [binary, file.path, "40", "12", command] + keys, input: Data())
        let session = try JSONDecoder().decode(Session.self, from: Data(output.utf8))
        // A screen before each key and one at the end, unless the program stopped early:
        // then the tests' indexing would stop the whole test run instead of failing.
        try #require(session.screens.count == keys.count + 1, "the program stopped early: \(session)")
        return session
    }

    /// The whole menu at 40 × 12: the status line (prompt, then "n of N" at the right),
    /// each section's header at the left edge, the items under it, an empty line between
    /// sections: what `render` prints at 40 columns.
    static let firstScreen = [
        ">                                 5 of 5", "Drinks", "> Tea", "  Coffee", "  Water", "", "Food",
        "  Cake                         chocolate", "  Soup                            tomato", "", "", "",
    ]

    /// Whether no row below the status line carries the highlight's mark: a header is
    /// highlighted, which shows by its look alone.
    static func aHeaderIsHighlighted(_ screen: [String]) -> Bool {
        !screen.dropFirst().contains { $0.hasPrefix(">") }
    }

    @Test(.needsPythonCheckers) func arrowsMoveAndEnterPrintsTheId() throws {
        let result = try session(#"\x1b[B"#, #"\r"#)
        #expect(result.status == 0)
        #expect(result.stdout == "coffee\n")
        #expect(result.restored)
        #expect(result.screens[0] == Self.firstScreen)
        #expect(result.screens[1][2...3] == ["  Tea", "> Coffee"])
    }

    /// Ctrl-N and Ctrl-P move as Down and Up do, through the headers too (Enter there
    /// folds); an item without an id prints its text.
    @Test(.needsPythonCheckers) func controlKeysMoveAndAnItemWithoutIdPrintsItsText() throws {
        let result = try session(
            #"\x0e"#, #"\x0e"#, #"\x0e"#, #"\x10"#, #"\x0e"#, #"\x0e"#, #"\x0e"#, #"\r"#)
        #expect(result.screens[3][6] == "Food" && Self.aHeaderIsHighlighted(result.screens[3]))
        #expect(result.screens[4][4] == "> Water")
        #expect(result.status == 0)
        #expect(result.stdout == "Soup\n")
    }

    /// PageDown, Home and End move; Delete edits the filter; a sequence the menu has no use
    /// for, such as Ctrl-Up, is consumed whole rather than typed into the filter.
    @Test(.needsPythonCheckers) func pageKeysMoveAndUnknownSequencesTypeNothing() throws {
        let result = try session(
            #"\x1b[6~"#, #"\x1b[1;5A"#, #"\x1b[H"#, "w", #"\x1b[3~"#, #"\x1b[F"#, #"\x1b[5~"#, #"\x1b[4~"#,
            #"\r"#)
        let soup = "> Soup                            tomato"
        #expect(result.screens[1][8] == soup)
        #expect(result.screens[2][0] == Self.firstScreen[0], "Ctrl-Up typed nothing")
        #expect(result.screens[2][8] == soup)
        #expect(result.screens[3][1] == "Drinks" && Self.aHeaderIsHighlighted(result.screens[3]))
        #expect(
            result.screens[4][0...2] == ["> w                               1 of 5", "Drinks", "> Water"])
        // The filter emptied, every item shows and Water stays highlighted.
        var unfiltered = Self.firstScreen
        unfiltered[2...4] = ["  Tea", "  Coffee", "> Water"]
        #expect(result.screens[5] == unfiltered)
        #expect(result.screens[6][8] == soup)
        #expect(result.screens[7][1] == "Drinks" && Self.aHeaderIsHighlighted(result.screens[7]))
        #expect(result.screens[8][8] == soup)
        #expect(result.stdout == "Soup\n")
        #expect(result.status == 0)
    }

    /// What pick prints is content: a terminal escape, a C1 control or a line feed in an
    /// id or a text is shown as a symbol, and every choice is one line.
    @Test(.needsPythonCheckers) func theChoiceIsPrintedSanitisedOnOneLine() throws {
        let menu = #"""
            {"sections": [{"items": [{"text": "a", "id": "x\u001b]0;owned\u0007y\u009bz\nw"},
                                     "b\u001b[2Jc\r\nd"]}]}
            """#
        let first = try session(#"\r"#, menu: menu)
        #expect(first.stdout == "x␛]0;owned␇y\u{FFFD}z␊w\n")
        let second = try session(#"\x1b[B"#, #"\r"#, menu: menu)
        #expect(second.stdout == "b␛[2Jc␊d\n")
    }

    @Test(.needsPythonCheckers) func typingFiltersAndBackspaceEdits() throws {
        let result = try session("w", "x", #"\x7f"#, #"\r"#)
        #expect(result.screens[2][0] == "> wx                              0 of 5")
        #expect(
            Array(result.screens[2].dropFirst()) == ["  no item matches"] + Array(repeating: "", count: 10))
        #expect(
            result.screens[3][0...3] == [
                "> w                               1 of 5", "Drinks", "> Water", "",
            ])
        #expect(result.stdout == "Water\n")
        #expect(result.status == 0)
    }

    /// With --multi, Space marks items; Enter prints each marked one in document order.
    @Test(.needsPythonCheckers) func multipleChoicePrintsEveryMarkedItem() throws {
        let result = try session(
            #"\x1b[B"#, #"\x1b[B"#, " ", #"\x1b[A"#, #"\x1b[A"#, " ", #"\r"#, command: "pick --multi")
        #expect(result.screens[3][4] == ">*Water")
        #expect(result.screens[6][2...4] == [">*Tea", "  Coffee", " *Water"])
        #expect(result.stdout == "tea\nWater\n")
        #expect(result.status == 0)
        #expect(result.restored)
    }

    /// A byte that is no UTF-8 (0xFF, as a terminal sends 8-bit Alt-x) or a character
    /// whose continuation never comes is one U+FFFD in the filter: the keys after it act.
    @Test(.needsPythonCheckers) func aBadByteTakesNoKeyAfterIt() throws {
        let cancelled = try session(#"bytes:x\xff"#, #"\x1b"#)
        #expect(cancelled.screens[1][0].hasPrefix("> x\u{FFFD} "))
        #expect(cancelled.screens[1][0].hasSuffix("0 of 5"))
        #expect(cancelled.status == 130)
        #expect(cancelled.restored)
        let moved = try session(#"bytes:\xe6\x9d"#, #"\x1b[B"#, #"\x7f"#, #"\x1b[B"#, #"\r"#)
        #expect(moved.screens[1][0].hasPrefix("> \u{FFFD} "))
        #expect(moved.stdout == "coffee\n")
        #expect(moved.status == 0)
    }

    /// A megabyte pasted, bracketed (as a terminal in that mode sends it) and not: the
    /// status row shows the paste's end, and Esc right after it cancels. Each character
    /// was an edit costing as much as the filter was long, which froze the list for hours.
    @Test(.needsPythonCheckers, arguments: [true, false]) func aMegabytePasteLeavesTheListAnswering(
        bracketed: Bool
    ) throws {
        let text = String(repeating: "a", count: 999_990) + "0123456789"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(UUID().uuidString)")
        try (bracketed ? "\u{1B}[200~" + text + "\u{1B}[201~" : text).write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try session("file:" + file.path, #"\x1b"#)
        #expect(result.screens[1][0] == String(repeating: "a", count: 23) + "0123456789 0 of 5")
        #expect(result.status == 130)
        #expect(result.restored)
    }

    @Test(.needsPythonCheckers) func escapeCancelsWith130AndPrintsNothing() throws {
        let result = try session(#"\x1b[B"#, #"\x1b"#)
        #expect(result.status == 130)
        #expect(result.stdout == "")
        #expect(result.restored)
    }

    @Test(.needsPythonCheckers) func controlCCancelsWith130AndRestoresTheTerminal() throws {
        let result = try session(#"\x03"#)
        #expect(result.status == 130)
        #expect(result.stdout == "")
        #expect(result.restored)
    }

    @Test func withoutATerminalItIsAUsageError() throws {
        let result = try Products.runWithoutTerminal(
            "sections", ["pick"], input: Self.menu)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(
            result.errors
                == "error: pick needs a terminal: cannot open /dev/tty (\(SystemCalls.noTerminalMessage)); "
                + "'sections pick --filter QUERY' prints the matches without one\n")
    }

    /// A document with no item to choose from ends pick at once, where it waited at
    /// "0 of 0" for Esc; view still shows it.
    @Test(arguments: [
        #"{"sections": []}"#,
        #"{"sections": [{"header": "Empty", "items": []}, {"footer": "none", "items": []}]}"#,
    ])
    func pickingFromNoItemsFailsAtOnce(document: String) throws {
        let result = try Products.runWithoutTerminal(
            "sections", ["pick"], input: document)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors == "error: pick: the document has no items to choose from\n")
    }

    /// `?` shows the keys of choosing at the bottom of a real terminal's screen and `?`
    /// hides them; typed after a filter's first character, `?` is text and the help row
    /// no longer offers it.
    @Test(.needsPythonCheckers) func questionMarkShowsTheKeysAtTheBottom() throws {
        let result = try session("?", "?", "?", "w", #"\x1b"#)
        let help = [
            "type to filter · ↑↓ move ·", "PgUp PgDn page · ←→ fold ·",
            "Enter choose · Esc cancel · ? hide help",
        ]
        #expect(Array(result.screens[1].suffix(3)) == help)
        #expect(result.screens[2] == Self.firstScreen)
        #expect(Array(result.screens[4].suffix(3)) == Array(help.prefix(2)) + ["Enter choose · Esc cancel"])
        #expect(result.screens[4][0].hasPrefix("> w"))
        #expect(result.status == 130)
    }

    /// A preview program still running when the list ends is killed, with what it started,
    /// before `pick` exits: left to the preview's thread, it outlived the process.
    @Test(.needsPythonCheckers) func aPreviewStillRunningEndsWithThePick() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("show").path
        try "#!/bin/sh\necho $$ > \"$(dirname \"$0\")/pid-$1\"\nexec sleep 30\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let start = ContinuousClock.now
        let result = try session(#"\x1b[B"#, #"\r"#, command: "pick --preview \(script)")
        // The program holds the checker's output open: a program that outlived `pick`
        // kept the session from ending until its 30 s were up.
        #expect(ContinuousClock.now - start < .seconds(20), "the session lasted as long as its preview")
        #expect(result.status == 0)
        #expect(result.stdout == "coffee\n")
        let pid = try #require(
            Int32(
                String(contentsOfFile: folder.appendingPathComponent("pid-coffee").path, encoding: .utf8)
                    .trimmingCharacters(in: .whitespacesAndNewlines)))
        // Killed, it is gone or a zombie that nobody has reaped yet.
        func isRunning() -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
                return kill(pid, 0) == 0
            }
            return !stat.contains(") Z ")
        }
        var running = isRunning()
        for _ in 0..<100 where running {
            Thread.sleep(forTimeInterval: 0.02)
            running = isRunning()
        }
        #expect(!running, "the preview program \(pid) outlived pick")
        if running { kill(pid, SIGKILL) }
    }
}
