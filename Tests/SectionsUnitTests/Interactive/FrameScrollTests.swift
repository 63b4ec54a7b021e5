import Sections
import Testing

@testable import Core
@testable import Interactive

/// A scroll of the rows under the status line is drawn by scrolling the terminal and
/// writing only the rows scrolled in.
@Suite struct FrameScrollTests {
    static func frame(status: String, items: [String]) -> Frame {
        Frame(
            rows: [FrameWriterTests.row((status, .status))]
                + items.map { FrameWriterTests.row(($0, [])) })
    }

    static let numbers = (1...20).map { "Item \($0)" }

    @Test func threeRowsDownScrollsAndWritesTheThreeNewRows() {
        var writer = FrameWriter(addressing: .absolute)
        _ = writer.text(for: Self.frame(status: "20 of 20", items: Array(Self.numbers[0..<8])))
        #expect(
            writer.text(for: Self.frame(status: "20 of 20", items: Array(Self.numbers[3..<11])))
                == "\u{1B}[?2026h"
                + "\u{1B}[2;9r\u{1B}[9;1H\n\n\n\u{1B}[r"
                + "\u{1B}[7;1H\u{1B}[2KItem 9\u{1B}[8;1H\u{1B}[2KItem 10\u{1B}[9;1H\u{1B}[2KItem 11"
                + "\u{1B}[?2026l")
    }

    @Test func twoRowsUpScrollsBackWithReverseLineFeeds() {
        var writer = FrameWriter(addressing: .absolute)
        _ = writer.text(for: Self.frame(status: "20 of 20", items: Array(Self.numbers[5..<13])))
        #expect(
            writer.text(for: Self.frame(status: "20 of 20", items: Array(Self.numbers[3..<11])))
                == "\u{1B}[?2026h"
                + "\u{1B}[2;9r\u{1B}[2;1H\u{1B}M\u{1B}M\u{1B}[r"
                + "\u{1B}[2;1H\u{1B}[2KItem 4\u{1B}[3;1H\u{1B}[2KItem 5"
                + "\u{1B}[?2026l")
    }

    @Test func aShiftThatSavesTooFewRowsIsWrittenRowByRow() {
        let old = Self.frame(status: "s", items: ["a", "b", "c", "d"]).rows
        // Shifted by one, three rows would match; unshifted, two already do.
        let new = Self.frame(status: "s", items: ["a", "c", "d", "x"]).rows
        #expect(FrameScroll.shift(from: old, to: new, within: 1..<5) == 0)
        let far = Self.frame(status: "s", items: ["b", "c", "d", "x"]).rows
        #expect(FrameScroll.shift(from: old, to: far, within: 1..<5) == 1)
    }

    @Test func theInlineRegionIsNeverScrolled() {
        var writer = FrameWriter(addressing: .relative)
        _ = writer.text(for: Self.frame(status: "20 of 20", items: Array(Self.numbers[0..<8])))
        let text = writer.text(for: Self.frame(status: "20 of 20", items: Array(Self.numbers[3..<11])))
        #expect(!text.contains("\u{1B}[r"), "no scroll region")
        #expect(text.split(separator: "\u{1B}[2K").count - 1 == 8, "every item row written again")
    }
}
