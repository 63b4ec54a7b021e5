import Sections

/// What the screen showed at one moment of a scripted session: its rows, with the look
/// of every piece of text, the step that led to it, and when.
public struct SessionFrame: Hashable, Sendable {
    /// The rows, top to bottom: exactly the height the list takes.
    public var rows: [Row]
    /// The step after which the list drew this frame; `nil` for the first frame.
    public var step: SessionStep?
    /// When the frame was drawn, from the start of the session, by the session's pace and
    /// pauses: no clock is read.
    public var time: Duration

    /// One row of the screen, left to right.
    public struct Row: Hashable, Sendable {
        /// The row's text in pieces of one style each; none for an empty row.
        public var segments: [Segment]

        /// The row as plain text, with no trailing spaces unless a style draws them.
        public var text: String { segments.map(\.text).joined() }
    }

    /// Text of one style within a row.
    public struct Segment: Hashable, Sendable {
        /// The text, with no control characters.
        public var text: String
        /// The cells it takes on the terminal.
        public var width: Int
        /// How the terminal draws it.
        public var style: Style
    }

    /// How the terminal draws a piece of a list; styles combine (a match in the
    /// highlighted row is both).
    public struct Style: OptionSet, Hashable, Sendable {
        /// The style's bits.
        public let rawValue: UInt8

        /// Creates a style from its bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A section header or the title: bold.
        public static let header = Style(rawValue: 1 << 0)
        /// The highlighted row: reverse video.
        public static let highlight = Style(rawValue: 1 << 1)
        /// Characters the filter matched: bold green.
        public static let match = Style(rawValue: 1 << 2)
        /// The mark of a chosen item: bold magenta.
        public static let chosen = Style(rawValue: 1 << 3)
        /// The status line: prompt, filter and count, faint.
        public static let status = Style(rawValue: 1 << 4)
        /// Secondary text, faint: counts, footers, borders.
        public static let dim = Style(rawValue: 1 << 5)
    }

    /// The rows as plain text.
    public var lines: [String] { rows.map(\.text) }

    /// The rows as plain text, one a line, with no line break after the last.
    public var text: String { lines.joined(separator: "\n") }

    init(_ frame: Frame, step: SessionStep?, time: Duration) {
        rows = frame.rows.map { row in
            Row(
                segments: row.segments.map {
                    Segment(text: $0.text, width: $0.width, style: Style(rawValue: $0.look.rawValue))
                })
        }
        self.step = step
        self.time = time
    }
}
