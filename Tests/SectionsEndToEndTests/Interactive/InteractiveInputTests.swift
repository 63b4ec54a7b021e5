import Foundation
import Testing

@testable import SectionsTestSupport

/// What a hostile or an ordinary terminal sends beyond keys, to `sections pick` in tmux:
/// bytes that are no UTF-8, and pastes, which tmux brackets when the list asks it to.
@Suite(.serialized) struct InteractiveInputTests {
    typealias Command = InteractiveCommandTests

    /// `x`, then 0xFF (a terminal that sends Alt-x as one 8-bit byte), then Esc: the byte
    /// is one U+FFFD in the filter, and the Esc after it cancels.
    @Test(.needsTmux) func aByteThatIsNoUTF8TakesNoKeyAfterIt() throws {
        let terminal = try Command.start("pick menu.json")
        try terminal.wait(for: "the list", Command.highlights("Tea"))
        try terminal.tmux("send-keys", "-H", "78", "ff")
        try terminal.wait(for: "the replacement in the filter") { $0[0].hasPrefix("> x\u{FFFD} ") }
        try terminal.press("Escape")
        let end = try Command.end(of: terminal)
        #expect(end.status == "130\n")
        #expect(end.output == "")
    }

    /// A character whose continuation never comes (0xE6 0x9D) is U+FFFD once the list
    /// stops waiting for it; the arrow after it moves.
    @Test(.needsTmux) func aBrokenOffCharacterTakesNoArrowAfterIt() throws {
        let terminal = try Command.start("pick menu.json")
        try terminal.wait(for: "the list", Command.highlights("Tea"))
        try terminal.tmux("send-keys", "-H", "e6", "9d", "1b", "5b", "42")
        try terminal.wait(for: "the replacement in the filter") { $0[0].hasPrefix("> \u{FFFD} ") }
        try terminal.press("BSpace", "Down")
        try terminal.wait(for: "the highlight on Coffee", Command.highlights("Coffee"))
        try terminal.press("Enter")
        #expect(try Command.end(of: terminal).output == "coffee\n")
    }

    /// The list asks for bracketed paste, so tmux marks the paste: its line break is no
    /// Enter, and the lines go into the filter joined.
    @Test(.needsTmux) func aPasteIsOneEditAndItsLineBreakIsNotEnter() throws {
        let terminal = try Command.start("pick menu.json")
        try terminal.wait(for: "the list", Command.highlights("Tea"))
        try terminal.tmux("set-buffer", "-b", "clip", "cof\nfee")
        try terminal.tmux("paste-buffer", "-p", "-b", "clip")
        try terminal.wait(for: "the pasted filter") {
            $0[0].hasPrefix("> coffee ") && $0[0].hasSuffix("1 of 5")
        }
        try terminal.press("Enter")
        let end = try Command.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "coffee\n")
    }

    /// Bracketed paste is off again after every way out: a paste into `cat` that runs
    /// next has no marks.
    @Test(.needsTmux, arguments: ["Escape", "Enter", "C-c", "TERM", "QUIT"])
    func bracketedPasteIsOffAfterEveryWayOut(way: String) throws {
        let terminal = try TmuxSession()
        try terminal.write(PickSessionTests.menu, to: "menu.json")
        try terminal.run(
            "'\(Command.sections)' pick menu.json > out.txt; echo $? > status.txt; cat > pasted.txt")
        try terminal.wait(for: "the list", Command.highlights("Tea"))
        if way.allSatisfy(\.isUppercase) {
            let shell = try terminal.tmux("display-message", "-p", "#{pane_pid}").filter(\.isNumber)
            #expect(try InteractiveCommandTests.pkill("-\(way)", parentOf: shell) == 0)
        } else {
            try terminal.press(way)
        }
        _ = try terminal.file("status.txt")
        try terminal.tmux("set-buffer", "-b", "clip", "x\n")
        try terminal.tmux("paste-buffer", "-p", "-b", "clip")
        try terminal.press("C-d")
        #expect(try terminal.file("pasted.txt") == "x\n", "after \(way)")
    }
}
