/// One laid-out line: its runs, left to right, and the attributes some runs have beside
/// their style: a link, a background.
public struct Line: Hashable, Sendable {
    /// The storage the runs are in, and where they are: with ``attributes`` four words, as
    /// a slice alone would be, which keeps passing a line as cheap as it was before lines
    /// had links.
    @usableFromInline package let storage: [Run]
    @usableFromInline package let bounds: Range<Int>
    /// The attribute table of the storage the runs come from; `nil` when no run has any.
    @usableFromInline package let attributes: [RunAttributes]?

    /// The runs of the line; an empty line has none.
    @inlinable public var runs: ArraySlice<Run> { storage[bounds] }

    package init(runs: ArraySlice<Run>) {
        storage = Array(runs)
        bounds = storage.indices
        attributes = nil
    }

    package init(storage: [Run], bounds: Range<Int>, attributes: [RunAttributes]?) {
        self.storage = storage
        self.bounds = bounds
        self.attributes = attributes
    }

    /// Where a run of this line links to (``ItemConvertible/link(_:)``).
    ///
    /// - Parameter run: One of ``runs``.
    /// - Returns: The run's link, or `nil` when it is not a link.
    public func link(of run: Run) -> Hyperlink? { self.attributes(of: run)?.link }

    /// The colour behind a run of this line (``Stylable/background(_:)``), which the
    /// document gives it; a ``Theme`` may give its role one too.
    ///
    /// - Parameter run: One of ``runs``.
    /// - Returns: The run's background, or `nil` when the document gives it none.
    public func background(of run: Run) -> Color? { self.attributes(of: run)?.background }

    package func attributes(of run: Run) -> RunAttributes? {
        guard let attributes, run.attributeNumber > 0, Int(run.attributeNumber) <= attributes.count else {
            return nil
        }
        return attributes[Int(run.attributeNumber) - 1]
    }

    /// Whether two lines have the same runs, each with the same link and background.
    public static func == (lhs: Line, rhs: Line) -> Bool {
        guard lhs.runs == rhs.runs else { return false }
        guard lhs.attributes != nil || rhs.attributes != nil else { return true }
        return zip(lhs.runs, rhs.runs).allSatisfy { lhs.attributes(of: $0) == rhs.attributes(of: $1) }
    }

    /// Hashes the runs; their attributes are left to ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(runs)
    }

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
    package init(printed: Substring) {
        let words = printed.drop { $0 == " " }
        self.init(
            runs: [
                Run(
                    spaces: printed.count - words.count, text: String(words),
                    width: DisplayWidth.placed(words),
                    role: .text)
            ])
    }
}

/// Consecutive laid-out lines: a header, an item, a footer or a title.
///
/// A view into storage shared by a whole section, so laying out a section allocates a
/// few arrays, not one per line. The lines of a long text item in a long list are laid out
/// again a chunk at a time as they are read: read them in order, once, rather than by
/// position.
public struct Lines: RandomAccessCollection, Sendable {
    @usableFromInline package let runs: [Run]
    /// `ends[l]` is one past the last run of line `l`.
    @usableFromInline package let ends: [Int]
    @usableFromInline package let range: Range<Int>
    /// The text whose lines these are, when they are laid out as they are read.
    @usableFromInline package let deferred: DeferredLines?
    /// The runs' links and backgrounds, by their `Run.attributeNumber`; `nil` when no run
    /// has any.
    @usableFromInline package let attributes: [RunAttributes]?

    package init(runs: [Run], ends: [Int], range: Range<Int>, attributes: [RunAttributes]? = nil) {
        self.runs = runs
        self.ends = ends
        self.range = range
        self.attributes = attributes
        deferred = nil
    }

    package init(_ deferred: DeferredLines) {
        runs = []
        ends = []
        attributes = nil
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
        return Line(storage: runs, bounds: start..<ends[position], attributes: attributes)
    }

    /// Other lines of the same storage.
    package func sharing(_ range: Range<Int>) -> Lines {
        Lines(runs: runs, ends: ends, range: range, attributes: attributes)
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
    @usableFromInline package func forEachHeldPart(_ body: (Lines) -> Void) {
        guard let deferred else { return body(self) }
        deferred.forEachChunk(body)
    }

    /// An iterator over the lines, which lays out deferred lines a chunk at a time.
    public func makeIterator() -> Iterator { Iterator(base: self, position: startIndex) }

    /// Visits the lines in order, laying out deferred lines a chunk at a time and letting
    /// each chunk go when the next begins.
    public struct Iterator: IteratorProtocol {
        package let base: Lines
        package var position: Int
        /// The chunk that holds `position`'s line, and the position of its first line.
        package var chunk: (lines: Lines, first: Int)?

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
