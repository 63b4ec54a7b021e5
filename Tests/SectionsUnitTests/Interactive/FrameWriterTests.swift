import Sections
import Testing

@testable import Core
@testable import Interactive

/// The bytes of frames: only rows that changed, each look's rendition, synchronized
/// output around each frame, and the cursor movements of each region.
@Suite struct FrameWriterTests {
    static func row(_ parts: (String, Look)...) -> FrameRow {
        FrameRow(segments: parts.map { FrameSegment(text: $0.0, width: $0.0.count, look: $0.1) })
    }

    static let first = Frame(rows: [
        row(("> ", .status), ("2 of 2", .dim)),
        row(("Drinks", .header)),
        row(("> Tea", .highlight)),
        row(("  Coffee", [])),
    ])

    /// The second frame: the highlight moved down one row.
    static let second = Frame(rows: [
        first.rows[0], first.rows[1], row(("  Tea", [])), row(("> Coffee", .highlight)),
    ])

    @Test func theFirstFrameDrawsEveryRowAtItsPlace() {
        var writer = FrameWriter(addressing: .absolute)
        #expect(
            writer.text(for: Self.first)
                == "\u{1B}[?2026h"
                + "\u{1B}[1;1H\u{1B}[2K\u{1B}[0;2m> 2 of 2\u{1B}[0m"
                + "\u{1B}[2;1H\u{1B}[2K\u{1B}[0;1mDrinks\u{1B}[0m"
                + "\u{1B}[3;1H\u{1B}[2K\u{1B}[0;7m> Tea\u{1B}[0m"
                + "\u{1B}[4;1H\u{1B}[2K  Coffee"
                + "\u{1B}[?2026l")
    }

    @Test func aLaterFrameWritesOnlyTheRowsThatChanged() {
        var writer = FrameWriter(addressing: .absolute)
        _ = writer.text(for: Self.first)
        #expect(
            writer.text(for: Self.second)
                == "\u{1B}[?2026h\u{1B}[3;1H\u{1B}[2K  Tea\u{1B}[4;1H\u{1B}[2K\u{1B}[0;7m> Coffee\u{1B}[0m\u{1B}[?2026l"
        )
        #expect(writer.text(for: Self.second) == "", "nothing changed, nothing is written")
    }

    @Test func afterInvalidatingEveryRowIsDrawnAgain() {
        var writer = FrameWriter(addressing: .absolute)
        let full = writer.text(for: Self.first)
        _ = writer.text(for: Self.second)
        _ = writer.text(for: Self.first)
        writer.invalidate()
        #expect(writer.text(for: Self.first) == full)
    }

    @Test func aFrameOfAnotherHeightIsDrawnWhole() {
        var writer = FrameWriter(addressing: .absolute)
        _ = writer.text(for: Self.first)
        let shorter = Frame(rows: Array(Self.first.rows.prefix(3)))
        #expect(writer.text(for: shorter).split(separator: "\u{1B}[2K").count == 4)
    }

    /// Inline, rows are reached by relative movements from the region's first row, and
    /// the cursor goes back there after each frame.
    @Test func inlineRowsAreReachedByRelativeMovements() {
        var writer = FrameWriter(addressing: .relative)
        _ = writer.text(for: Self.first)
        #expect(
            writer.text(for: Self.second)
                == "\u{1B}[?2026h\r\u{1B}[2B\u{1B}[2K  Tea\r\u{1B}[1B\u{1B}[2K\u{1B}[0;7m> Coffee\u{1B}[0m"
                + "\r\u{1B}[3A\u{1B}[?2026l")
        let first = Frame(rows: [Self.row(("x", []))] + Self.second.rows.dropFirst())
        #expect(writer.text(for: first) == "\u{1B}[?2026h\r\u{1B}[2Kx\r\u{1B}[?2026l")
    }

    @Test func looksCombineIntoOneRendition() {
        let writer = FrameWriter(addressing: .absolute)
        #expect(writer.graphicRendition([]) == "\u{1B}[0m")
        #expect(writer.graphicRendition(.match) == "\u{1B}[0;1;32m")
        #expect(writer.graphicRendition([.match, .highlight]) == "\u{1B}[0;1;7;32m")
        #expect(writer.graphicRendition([.chosen, .highlight]) == "\u{1B}[0;1;7;35m")
        #expect(writer.graphicRendition(.header) == "\u{1B}[0;1m")
        #expect(writer.graphicRendition([.header, .dim]) == "\u{1B}[0;1m", "bold wins over faint")
        #expect(writer.graphicRendition(.status) == "\u{1B}[0;2m")
        #expect(writer.graphicRendition(.dim) == "\u{1B}[0;2m")
        let plain = FrameWriter(addressing: .absolute, colour: false)
        #expect(
            plain.graphicRendition([.match, .highlight]) == "\u{1B}[0;1;7m", "NO_COLOR keeps bold and reverse"
        )
        #expect(plain.graphicRendition(.chosen) == "\u{1B}[0;1m")
    }

    /// Segments of one look are written without a rendition between them.
    @Test func aRenditionIsWrittenOnlyWhereTheLookChanges() {
        var writer = FrameWriter(addressing: .absolute)
        let frame = Frame(rows: [Self.row(("a", .match), ("b", .match), ("c", []), ("d", .match))])
        #expect(
            writer.text(for: frame)
                == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[2K\u{1B}[0;1;32mab\u{1B}[0mc\u{1B}[0;1;32md\u{1B}[0m\u{1B}[?2026l"
        )
    }
}

/// What taking and giving back the screen writes.
@Suite struct ScreenRegionTests {
    @Test func theFullScreenIsTheAlternateScreen() {
        let region = ScreenRegion(.fullScreen, rows: 24)
        #expect(region.height == 24)
        #expect(region.enter == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h")
        #expect(region.leave == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        #expect(region.resume == region.enter)
        #expect(region.clear == "\u{1B}[H\u{1B}[2J")
        #expect(region.addressing == .absolute)
    }

    @Test func inlineRowsAreMadeBelowTheCursorAndClearedAfter() {
        let region = ScreenRegion(.inline(height: 4), rows: 24)
        #expect(region.height == 4)
        #expect(region.enter == "\r\n\n\n\u{1B}[3A\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h")
        #expect(region.leave == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\r\u{1B}[J\u{1B}[?25h")
        #expect(region.resume == "\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h")
        #expect(region.clear == "\r\u{1B}[J")
        #expect(region.addressing == .relative)
    }

    @Test func inlineHeightIsKeptWithinTheTerminalAndTheMinimum() {
        #expect(ScreenRegion(.inline(height: 40), rows: 10).height == 10)
        #expect(ScreenRegion(.inline(height: 1), rows: 10).height == InteractiveList.minimumRows)
    }
}
