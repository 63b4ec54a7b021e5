import Sections
import Testing

@testable import Core
@testable import Interactive

/// `?` shows the keys of the mode the list is in at the bottom, and hides them again;
/// `?` after other characters of a filter is typed.
@Suite struct ListModelHelpTests {
    private func model(_ mode: SelectionMode, limit: ClosedRange<Int>? = nil) throws -> ListModel {
        try ListModel(
            document: ListDocuments.produce, options: ListOptions(mode: mode, limit: limit), width: 40,
            height: 9)
    }

    @Test func questionMarkShowsTheKeysOfTheModeBelowTheList() throws {
        var list = try model(.single)
        _ = list.type(["?"])
        #expect(
            list.screen() == [
                ">                                 5 of 5",
                "Fruit",
                "> apple",
                "  banana",
                "  cherry",
                "",
                "type to filter · ↑↓ move ·",
                "PgUp PgDn page · ←→ fold ·",
                "Enter choose · Esc cancel · ? hide help",
            ])
        #expect(list.filterText == "")
        #expect(list.frameProblems() == [])
        // The viewport is the rows above the help: moving keeps the highlight in them.
        for _ in 0..<4 { _ = list.handle(.down) }
        #expect(list.screen()[1...5] == ["Fruit", "  cherry", "", "Vegetables", "> kale"])
        _ = list.type(["?"])
        #expect(list.screen().count == 9)
        #expect(list.screen().last == "  leek")
    }

    @Test func theHelpSaysTheLimitInMultipleChoice() throws {
        var list = try model(.multiple, limit: 2...3)
        _ = list.type(["?"])
        #expect(
            list.screen()[4...] == [
                "type to filter · ↑↓ move ·",
                "Space mark (on a header: its section) ·",
                "Tab mark and move · choose 2 to 3 ·",
                "Enter choose · ←→ fold ·",
                "Esc cancel · ? hide help",
            ])
    }

    @Test func theHelpFollowsBrowseModeIntoTheFilterAndBack() throws {
        var list = try model(.browse)
        _ = list.type(["?"])
        #expect(
            list.screen()[5...] == [
                "",
                "↑↓ move · PgUp PgDn page · Home End ·",
                "←→ fold · / filter ·",
                "q Esc quit · ? hide help",
            ])
        // While a filter is typed, `?` is text and the help shows the keys of typing.
        _ = list.type(["/", "?"])
        #expect(list.filterText == "?")
        #expect(
            list.screen()[6...] == [
                "type to filter · Backspace erase ·",
                "Enter keep the filter · Esc clear it ·",
                "↑↓ move",
            ])
    }

    @Test func aQuestionMarkAfterOtherCharactersIsTyped() throws {
        var list = try model(.single)
        list.typeSettled("a?")
        #expect(list.filterText == "a?")
        #expect(list.help == nil)
        // Shown before the filter, the help stops offering `?` once there is one.
        list = try model(.single)
        _ = list.type(["?"])
        list.typeSettled("a")
        #expect(list.screen().last == "Enter choose · Esc cancel")
    }

    /// In browse mode Esc clears a kept filter, and quits where there is none: the help
    /// says which.
    @Test func theBrowseHelpSaysWhatEscDoesNow() throws {
        var list = try model(.browse)
        _ = list.type(["?"])
        #expect(list.screen().suffix(2) == ["←→ fold · / filter ·", "q Esc quit · ? hide help"])
        _ = list.type(["/"])
        list.typeSettled("an")
        _ = list.handle(.enter)
        #expect(list.screen().suffix(2) == ["Esc clear the filter ·", "q quit · ? hide help"])
    }
}
