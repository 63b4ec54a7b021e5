import Sections
import Testing

@testable import SectionsCLI

/// The picker's rules without a terminal: keys, moving, filtering, results, scrolling.
@Suite struct PickerTests {
    let menu = Document {
        Section(header: "Drinks") {
            Text("Tea").id("tea")
            Text("Coffee").id("coffee")
            "Water"
        }
        Section(header: "Food") {
            Row("Cake", "chocolate").id("cake")
            Row("Soup", "tomato")
        }
    }

    @Test func keysDecodeFromRawBytes() {
        let bytes: [UInt8] = [
            0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x42, 0x10, 0x0E, 0x0D, 0x7F, 0x03, 0x61, 0xC3, 0xA9,
        ]
        #expect(
            Key.decode(bytes, complete: true).keys == [
                .up, .down, .up, .down, .enter, .backspace, .interrupt, .character("a"), .character("é"),
            ])
        #expect(Key.decode([0x1B], complete: true).keys == [.escape])
        #expect(Key.decode([0x61, 0x1B], complete: false) == ([.character("a")], [0x1B]))
        #expect(Key.decode([0x1B, 0x5B], complete: false) == ([], [0x1B, 0x5B]))
        #expect(Key.decode([0xC2, 0x9B, 0x62], complete: true).keys == [.character("b")])
    }

    @Test func movingIsClampedAndEnterReturnsTheIdOrText() throws {
        var picker = try Picker(menu, width: 40)
        #expect(picker.handle(.up) == .continuing)
        #expect(picker.selected == 0)
        for _ in 0..<10 { _ = picker.handle(.down) }
        #expect(picker.selected == 4)
        #expect(picker.handle(.enter) == .chosen("Soup"))
        _ = picker.handle(.up)
        #expect(picker.handle(.enter) == .chosen("cake"))
        _ = picker.handle(.up)
        #expect(picker.handle(.enter) == .chosen("Water"))
    }

    @Test func typingFiltersAndBackspaceEdits() throws {
        var picker = try Picker(menu, width: 40)
        for character in "CO" { _ = picker.handle(.character(character)) }
        #expect(picker.filter == "CO")
        #expect(
            picker.screen(height: 10) == [
                "Filter: CO", "", "Drinks", "> Coffee", "", "Food",
                "  Cake                         chocolate",
            ])
        _ = picker.handle(.character("x"))
        #expect(picker.screen(height: 10) == ["Filter: COx", "", "  (no item matches)"])
        #expect(picker.handle(.enter) == .continuing)
        _ = picker.handle(.backspace)
        _ = picker.handle(.down)
        #expect(picker.handle(.enter) == .chosen("cake"))
    }

    @Test func escapeAndInterruptCancel() throws {
        var picker = try Picker(menu, width: 40)
        #expect(picker.handle(.escape) == .cancelled)
        #expect(picker.handle(.interrupt) == .cancelled)
    }

    @Test func aLongMenuScrollsToKeepTheSelectionInView() throws {
        let long = Document { Section(header: "Numbers") { for number in 1...50 { Text("Item \(number)") } } }
        var picker = try Picker(long, width: 20)
        for _ in 0..<30 { _ = picker.handle(.down) }
        let screen = picker.screen(height: 8)
        #expect(screen.count == 8)
        #expect(screen.contains("> Item 31"))
    }

    @Test func theToolPrintsTheChoiceOrExits130() {
        func run(_ choice: String?) -> (Int32, String) {
            var system = System(
                environment: [:], outputIsTerminal: false, terminalWidth: nil,
                load: { (_: String?, _: Int) throws(DocumentError) -> Document in Document(sections: []) })
            system.pick = { _ in choice }
            var output = ""
            var errors = ""
            let status = SectionsTool.run(["pick"], system: system, output: &output, errors: &errors)
            return (status, output)
        }
        #expect(run("tea") == (0, "tea\n"))
        #expect(run(nil) == (130, ""))
    }
}
