import Core

/// The rows of the terminal a list draws in, and the text that takes them and gives them
/// back.
///
/// While the list is shown the cursor is hidden, the terminal reports the mouse wheel
/// (modes 1000 and 1006, SGR reports) and marks a paste's start and end (bracketed paste,
/// mode 2004, so that a paste is one edit and its line breaks are not Enter); ``leave``
/// turns them back, resets the rendition and returns the screen: the main screen again,
/// or the inline rows cleared with the cursor at the start of the line where they began.
package struct ScreenRegion: Hashable, Sendable {
    package static let modesOn = "\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
    package static let modesOff = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l"

    package let presentation: InteractiveList.Presentation
    /// The rows of the region.
    package let height: Int

    /// The region of `presentation` on a terminal of `rows` rows.
    package init(_ presentation: InteractiveList.Presentation, rows: Int) {
        self.presentation = presentation
        switch presentation {
        case .fullScreen: height = rows
        case .inline(let height): self.height = min(max(height, InteractiveList.minimumRows), rows)
        }
    }

    package var addressing: FrameWriter.Addressing {
        presentation == .fullScreen ? .absolute : .relative
    }

    /// Takes the rows. Inline, line feeds make room below the cursor (scrolling the
    /// screen when it is near the bottom) and the cursor goes back up to the first row.
    package var enter: String {
        switch presentation {
        case .fullScreen:
            return "\u{1B}[?1049h\u{1B}[?25l" + Self.modesOn
        case .inline:
            let room =
                String(repeating: "\n", count: height - 1) + (height > 1 ? "\u{1B}[\(height - 1)A" : "")
            return "\r" + room + "\u{1B}[?25l" + Self.modesOn
        }
    }

    /// Takes the terminal again after a stop this list did not ask for (the rows are
    /// still there; only the modes may have been reset).
    package var resume: String {
        presentation == .fullScreen ? enter : "\u{1B}[?25l" + Self.modesOn
    }

    /// Clears the region, from wherever the last frame left the cursor.
    package var clear: String {
        presentation == .fullScreen ? "\u{1B}[H\u{1B}[2J" : "\r\u{1B}[J"
    }

    /// Gives the rows back; the cursor is on the region's first row, as between frames.
    package var leave: String {
        switch presentation {
        case .fullScreen: Self.modesOff + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        case .inline: Self.modesOff + "\u{1B}[0m\r\u{1B}[J\u{1B}[?25h"
        }
    }
}
