import Foundation
import Testing

@testable import SectionsTestSupport

/// `sections pick --multi` with sections as groups and limits, in a real terminal: Space
/// on a header marks its section, Enter below `--min` is refused with the reason on the
/// status row, and `--with-section` prints each choice after its section.
@Suite(.serialized) struct PickChoiceTests {
    static let menu = #"""
        {"sections": [
          {"id": "drinks", "header": "Drinks", "items": [{"text": "Tea", "id": "tea"}, {"text": "Coffee", "id": "coffee"}]},
          {"header": "Food", "items": [{"label": "Cake", "value": "chocolate", "id": "cake"}, "Soup"]}]}
        """#

    @Test(.needsTmux) func aHeaderMarksItsSectionAndEnterKeepsToTheLimit() throws {
        let terminal = try InteractiveCommandTests.start(
            "pick --multi --min 3 --max 3 --with-section food.json", files: ["food.json": Self.menu])
        try terminal.wait(for: "the list", InteractiveCommandTests.highlights("Tea"))
        try terminal.press("Up", "Space")
        try terminal.wait(for: "the marked section") { $0[1] == "Drinks (all 2 chosen)" && $0[2] == " *Tea" }
        try terminal.press("Enter")
        // Enter on a header folds it; the marks stay.
        try terminal.wait(for: "the folded section") { $0[1] == "▸ Drinks (2) (all 2 chosen)" }
        try terminal.press("Down", "Down", "Enter")
        try terminal.wait(for: "the refusal") { $0[0].hasSuffix("choose at least 3") }
        try terminal.press("Space", "Enter")
        let end = try InteractiveCommandTests.end(of: terminal)
        #expect(end.status == "0\n")
        #expect(end.output == "drinks\ttea\ndrinks\tcoffee\nFood\tcake\n")
    }
}

// The preview's script is PreviewCommandTests', which runs where a test may start programs.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// `sections pick --preview CMD` in a real terminal: the program's output beside the list,
    /// sanitised, its failure's status, and the list answering throughout.
    @Suite(.serialized) struct PickPreviewTests {
        @Test(.needsTmux) func thePreviewShowsWhatTheProgramPrints() throws {
            let script = try PreviewCommandTests.script()
            let menu =
                #"{"sections": [{"items": [{"text": "Tea", "id": "tea"}, {"text": "Hang", "id": "hang"}, {"text": "Fail", "id": "fail"}]}]}"#
            let terminal = try InteractiveCommandTests.start(
                "pick --preview '\(script)' menu3.json", columns: 60, rows: 8, files: ["menu3.json": menu])
            try terminal.wait(for: "the preview") {
                $0.count > 1 && $0[0].hasSuffix("│item tea") && $0[1].hasSuffix("│␛[31mred␛[0m")
            }
            // A program that hangs holds up no key; the one after it shows its failure.
            try terminal.press("Down", "Down")
            try terminal.wait(for: "the failure") {
                $0.count > 2 && $0[0].hasSuffix("│exit status 3") && $0[3].hasPrefix("> Fail")
            }
            try terminal.press("Enter")
            let end = try InteractiveCommandTests.end(of: terminal)
            #expect(end.output == "fail\n")
        }
    }
#endif
