/// One laid-out line: its runs, left to right.
public struct Line: Hashable, Sendable {
    /// The runs of the line; an empty line has none.
    public let runs: ArraySlice<Run>

    /// The line's display width: every run's spaces and text.
    public var width: Int { runs.reduce(0) { $0 + $1.spaces + $1.width } }

    /// The line as plain text, without a line feed.
    public var text: String {
        var out = ""
        for run in runs {
            out += String(repeating: " ", count: run.spaces)
            out += run.text
        }
        return out
    }
}

extension Line {
    /// A line of text that was laid out elsewhere, such as what a program printed, as one
    /// run after its leading spaces; measured here, in the layout stage, so that a renderer
    /// can draw it.
    ///
    /// - Parameter printed: One line of sanitised text, without its line feed.
    init(printed: Substring) {
        let words = printed.drop { $0 == " " }
        runs =
            [
                Run(
                    spaces: printed.count - words.count, text: String(words),
                    width: DisplayWidth.placed(words),
                    role: .text)
            ][...]
    }
}

/// Consecutive laid-out lines: a header, an item, a footer or a title.
///
/// A view into storage shared by a whole section, so laying out a section allocates a
/// few arrays, not one per line.
public struct Lines: RandomAccessCollection, Sendable {
    @usableFromInline let runs: [Run]
    /// `ends[l]` is one past the last run of line `l`.
    @usableFromInline let ends: [Int]
    @usableFromInline let range: Range<Int>

    /// The position of the first line.
    public var startIndex: Int { range.lowerBound }
    /// The position after the last line.
    public var endIndex: Int { range.upperBound }

    /// The line at a position.
    public subscript(position: Int) -> Line {
        let start = position == 0 ? 0 : ends[position - 1]
        return Line(runs: runs[start..<ends[position]])
    }

    /// The lines as plain text, each followed by a line feed.
    public var text: String { map { $0.text + "\n" }.joined() }
}
