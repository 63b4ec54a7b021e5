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

/// Consecutive laid-out lines: a header, an item, a footer or a title.
///
/// A view into storage shared by a whole section, so laying out a section allocates a
/// few arrays, not one per line.
public struct Lines: RandomAccessCollection, Sendable {
    @usableFromInline let runs: [Run]
    /// `ends[l]` is one past the last run of line `l`.
    @usableFromInline let ends: [Int]
    @usableFromInline let range: Range<Int>

    init(runs: [Run], ends: [Int], range: Range<Int>) {
        self.runs = runs
        self.ends = ends
        self.range = range
    }

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

    /// Writes the lines as the default ``Renderer/renderLine(_:into:)`` does, each run's
    /// spaces and text and a line feed per line, without making a ``Line`` for each.
    @inlinable
    func writePlain(into output: inout some TextOutputStream) {
        var start = range.lowerBound == 0 ? 0 : ends[range.lowerBound - 1]
        for line in range {
            let end = ends[line]
            for index in start..<end {
                writeSpaces(runs[index].spaces, into: &output)
                output.write(runs[index].text)
            }
            output.write("\n")
            start = end
        }
    }
}
