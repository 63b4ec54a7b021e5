/// What an interactive list shows, row by row: the model's output, which the terminal
/// layer turns into bytes without measuring text again.
struct Frame: Hashable, Sendable {
    /// Exactly the screen's height of rows.
    var rows: [FrameRow]
}

/// One screen row, left to right; no segments is an empty row.
struct FrameRow: Hashable, Sendable {
    var segments: [FrameSegment]

    /// The row's display width: its segments' widths.
    var width: Int { segments.reduce(0) { $0 + $1.width } }

    /// The row as plain text.
    var text: String { segments.map(\.text).joined() }
}

/// Text of one look within a row.
struct FrameSegment: Hashable, Sendable {
    /// Sanitised text: no control characters.
    var text: String
    /// The display width of `text` in cells, measured by the layout stage's rules.
    var width: Int
    var look: Look
}

/// How the terminal layer draws a segment; the looks combine.
struct Look: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// A section header.
    static let header = Look(rawValue: 1 << 0)
    /// Every line of the highlighted row.
    static let highlight = Look(rawValue: 1 << 1)
    /// Characters the filter matched.
    static let match = Look(rawValue: 1 << 2)
    /// The mark of a chosen item in multiple choice.
    static let chosen = Look(rawValue: 1 << 3)
    /// The status line: prompt, filter and count.
    static let status = Look(rawValue: 1 << 4)
    /// Secondary text: a folded section's count, the count of matches.
    static let dim = Look(rawValue: 1 << 5)
}
