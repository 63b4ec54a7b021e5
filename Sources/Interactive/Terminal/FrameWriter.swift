import Core

/// Turns the frames of a list into the bytes that draw them, writing only the rows that
/// differ from the frame before.
///
/// Pure: it keeps the rows it last drew and returns text; the terminal writes it. Each
/// frame's text is wrapped in synchronized output (mode 2026), so a terminal that knows the
/// mode shows the frame at once, and a reader of the bytes sees where each frame ends. A
/// frame that changes nothing writes nothing at all.
///
/// Rows are placed as the region needs: in the full screen by absolute positions, inline
/// by relative movements from the region's first row, where the cursor is left between
/// frames (so the region works wherever on the screen it started, and a signal handler or
/// an exit path can clear it from there).
package struct FrameWriter: Sendable {
    /// How the region is addressed.
    package enum Addressing: Hashable, Sendable {
        /// The alternate screen: row *n* of the frame is row *n* of the screen.
        case absolute
        /// Rows below the cursor's row, which is the frame's row 0.
        case relative
    }

    package static let beginFrame = "\u{1B}[?2026h"
    package static let endFrame = "\u{1B}[?2026l"

    package let addressing: Addressing
    /// Whether looks may use colour (off under `NO_COLOR`); bold, faint and reverse video
    /// are kept either way.
    package let colour: Bool
    /// The rows on screen; `nil` when the screen is unknown and every row must be drawn.
    private var shown: [FrameRow]?

    package init(addressing: Addressing, colour: Bool = true) {
        self.addressing = addressing
        self.colour = colour
    }

    /// Forgets what is on screen, so the next frame draws every row: after a resize, or
    /// when the terminal was given away and taken back.
    package mutating func invalidate() { shown = nil }

    /// The text that turns the screen from the last frame into `frame`; empty when no
    /// row differs.
    package mutating func text(for frame: Frame) -> String {
        var previous = shown?.count == frame.rows.count ? shown : nil
        shown = frame.rows
        var text = ""
        var row = 0
        // Rows below the status line that moved up or down together are scrolled, not
        // written again (full screen only: a scroll region takes absolute rows).
        if addressing == .absolute, let old = previous {
            let viewport = 1..<frame.rows.count
            let shift = FrameScroll.shift(from: old, to: frame.rows, within: viewport)
            if shift != 0 {
                text = Self.beginFrame + FrameScroll.text(scrolling: viewport, by: shift)
                previous = FrameScroll.scrolled(old, rows: viewport, by: shift)
            }
        }
        for (index, line) in frame.rows.enumerated() where previous?[index] != line {
            if text.isEmpty { text = Self.beginFrame }
            move(from: &row, to: index, into: &text)
            text += "\u{1B}[2K"
            write(line, into: &text)
        }
        guard !text.isEmpty else { return "" }
        if addressing == .relative { move(from: &row, to: 0, into: &text) }
        return text + Self.endFrame
    }

    private func move(from row: inout Int, to target: Int, into text: inout String) {
        switch addressing {
        case .absolute:
            text += "\u{1B}[\(target + 1);1H"
        case .relative:
            text += "\r"
            if target > row { text += "\u{1B}[\(target - row)B" }
            if target < row { text += "\u{1B}[\(row - target)A" }
        }
        row = target
    }

    private func write(_ row: FrameRow, into text: inout String) {
        // Looks that draw alike (the status line and dim text) need no rendition between.
        let plain = graphicRendition([])
        var current = plain
        for segment in row.segments {
            let rendition = graphicRendition(segment.look)
            if rendition != current {
                text += rendition
                current = rendition
            }
            text += segment.text
        }
        if current != plain { text += plain }
    }

    /// The SGR sequence of a look, from the default rendition: the highlighted row in
    /// reverse video, matched characters and the chosen mark bold and coloured (green,
    /// magenta), headers bold, the status line and dim text faint.
    package func graphicRendition(_ look: Look) -> String {
        var codes = ["0"]
        let bold = !look.isDisjoint(with: [.header, .match, .chosen])
        if bold { codes.append("1") }
        if !bold, !look.isDisjoint(with: [.status, .dim]) { codes.append("2") }
        if look.contains(.highlight) { codes.append("7") }
        if colour, look.contains(.match) {
            codes.append("32")
        } else if colour, look.contains(.chosen) {
            codes.append("35")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
