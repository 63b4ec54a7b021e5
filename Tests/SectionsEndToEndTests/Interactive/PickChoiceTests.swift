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
