import Core

/// What an interactive list shows, row by row: the model's output, which the terminal
/// layer turns into bytes without measuring text again.
package struct Frame: Hashable, Sendable {
    /// Exactly the screen's height of rows.
    package var rows: [FrameRow]

    package init(rows: [FrameRow]) { self.rows = rows }
}

/// One screen row, left to right; no segments is an empty row.
package struct FrameRow: Hashable, Sendable {
    package var segments: [FrameSegment]

    package init(segments: [FrameSegment]) { self.segments = segments }

    /// The row's display width: its segments' widths.
    package var width: Int { segments.reduce(0) { $0 + $1.width } }

    /// The row as plain text.
    package var text: String { segments.map(\.text).joined() }
}

/// Text of one look within a row.
package struct FrameSegment: Hashable, Sendable {
    /// Sanitised text: no control characters.
    package var text: String
    /// The display width of `text` in cells, measured by the layout stage's rules.
    package var width: Int
    package var look: Look

    package init(text: String, width: Int, look: Look) {
        self.text = text
        self.width = width
        self.look = look
    }
}

/// How the terminal layer draws a segment; the looks combine.
package struct Look: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A section header.
    package static let header = Look(rawValue: 1 << 0)
    /// Every line of the highlighted row.
    package static let highlight = Look(rawValue: 1 << 1)
    /// Characters the filter matched.
    package static let match = Look(rawValue: 1 << 2)
    /// The mark of a chosen item in multiple choice.
    package static let chosen = Look(rawValue: 1 << 3)
    /// The status line: prompt, filter and count.
    package static let status = Look(rawValue: 1 << 4)
    /// Secondary text: a folded section's count, the count of matches.
    package static let dim = Look(rawValue: 1 << 5)
}
