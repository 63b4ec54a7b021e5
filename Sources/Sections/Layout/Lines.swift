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
/// few arrays, not one per line. The lines of a long text item in a long list are laid out
/// again a chunk at a time as they are read: read them in order, once, rather than by
/// position.
public struct Lines: RandomAccessCollection, Sendable {
    @usableFromInline let runs: [Run]
    /// `ends[l]` is one past the last run of line `l`.
    @usableFromInline let ends: [Int]
    @usableFromInline let range: Range<Int>
    /// The text whose lines these are, when they are laid out as they are read.
    @usableFromInline let deferred: DeferredLines?

    init(runs: [Run], ends: [Int], range: Range<Int>) {
        self.runs = runs
        self.ends = ends
        self.range = range
        deferred = nil
    }

    init(_ deferred: DeferredLines) {
        runs = []
        ends = []
        range = 0..<deferred.lineCount
        self.deferred = deferred
    }

    /// The position of the first line.
    public var startIndex: Int { range.lowerBound }
    /// The position after the last line.
    public var endIndex: Int { range.upperBound }

    /// The line at a position.
    public subscript(position: Int) -> Line {
        if let deferred { return deferred.line(position) }
        let start = position == 0 ? 0 : ends[position - 1]
        return Line(runs: runs[start..<ends[position]])
    }

    /// The lines as plain text, each followed by a line feed.
    public var text: String {
        // In order: a collection's `map` reads by position, which lays deferred lines out a
        // chunk a line.
        var text = ""
        for line in self {
            text += line.text
            text += "\n"
        }
        return text
    }

    /// Calls `body` with the lines in order, in parts held in storage: all at once, or a
    /// chunk at a time when they are laid out as they are read.
    @usableFromInline func forEachHeldPart(_ body: (Lines) -> Void) {
        guard let deferred else { return body(self) }
        deferred.forEachChunk(body)
    }

    /// An iterator over the lines, which lays out deferred lines a chunk at a time.
    public func makeIterator() -> Iterator { Iterator(base: self, position: startIndex) }

    /// Visits the lines in order, laying out deferred lines a chunk at a time and letting
    /// each chunk go when the next begins.
    public struct Iterator: IteratorProtocol {
        let base: Lines
        var position: Int
        /// The chunk that holds `position`'s line, and the position of its first line.
        var chunk: (lines: Lines, first: Int)?

        /// The next line.
        public mutating func next() -> Line? {
            guard position < base.endIndex else { return nil }
            defer { position += 1 }
            guard let deferred = base.deferred else { return base[position] }
            if let chunk, position - chunk.first < chunk.lines.count {
                return chunk.lines[position - chunk.first]
            }
            let first = position - position % deferred.linesPerChunk
            let lines = deferred.chunk(position / deferred.linesPerChunk)
            chunk = (lines, first)
            return lines[position - first]
        }
    }
}
