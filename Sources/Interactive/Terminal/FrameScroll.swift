import Core

/// How far the rows of a list moved between two frames, so that a scroll is drawn by
/// scrolling the terminal rather than by writing every row again.
///
/// A wheel turn or a move past the bottom of the screen shifts the viewport by a few rows:
/// each row on screen changes, but only the rows scrolled in are new. Scrolling the
/// terminal's rows within the viewport (a scroll region, and line feeds or reverse line
/// feeds at its edge: VT100's, which every terminal and emulator knows) and writing just
/// the new rows keeps the bytes a key writes in proportion to the rows it brings in.
package enum FrameScroll {
    /// The shift `k` that makes the most rows of `new` within `rows` equal to rows of `old`
    /// `k` further down (`k > 0`: the content moved up), counting only a shift that saves
    /// more rows than it costs; 0 when none does.
    package static func shift(from old: [FrameRow], to new: [FrameRow], within rows: Range<Int>) -> Int {
        guard old.count == new.count, rows.count > 2 else { return 0 }
        let unshifted = rows.filter { old[$0] == new[$0] }.count
        var best = (shift: 0, equal: unshifted)
        for shift in Self.candidates(rows.count) {
            var equal = 0
            for row in rows where rows.contains(row + shift) && new[row] == old[row + shift] {
                equal += 1
            }
            // A scroll costs about as much as writing a row or two.
            if equal > best.equal + 2 { best = (shift, equal) }
        }
        return best.shift
    }

    /// Shifts tried: up to half the viewport either way, small ones first.
    private static func candidates(_ height: Int) -> [Int] {
        (1...max(height / 2, 1)).flatMap { [$0, -$0] }
    }

    /// The text that scrolls the screen's `rows` (0-based, a range of the frame) by
    /// `shift`, leaving the cursor at the region's top, with the scroll region reset.
    package static func text(scrolling rows: Range<Int>, by shift: Int) -> String {
        let top = rows.lowerBound + 1
        let bottom = rows.upperBound
        var text = "\u{1B}[\(top);\(bottom)r"
        if shift > 0 {
            text += "\u{1B}[\(bottom);1H" + String(repeating: "\n", count: shift)
        } else {
            text += "\u{1B}[\(top);1H" + String(repeating: "\u{1B}M", count: -shift)
        }
        // Resetting the region also homes the cursor; rows are addressed absolutely after.
        return text + "\u{1B}[r"
    }

    /// `old` as the screen shows it after the scroll: rows moved by `shift`, the rows
    /// scrolled in blank, so that they differ from any row of the new frame but an
    /// empty one.
    package static func scrolled(_ old: [FrameRow], rows: Range<Int>, by shift: Int) -> [FrameRow] {
        var result = old
        for row in rows {
            let source = row + shift
            result[row] = rows.contains(source) ? old[source] : FrameRow(segments: [])
        }
        return result
    }
}
