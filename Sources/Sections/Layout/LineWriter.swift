/// Collects laid-out lines into shared storage: a section's, or a scratch area that a
/// grid, table or panel composes from.
struct LineWriter {
    private(set) var runs: [Run] = []
    private(set) var ends: [Int] = []
    /// The characters of boxes, rules and truncation marks.
    let glyphs: Glyphs
    /// When set, wrapped lines are counted here instead of kept.
    var tally: Tally?

    /// The number of lines written so far.
    var lineCount: Int { ends.count }

    init(estimatedLines: Int = 0, glyphs: Glyphs = .unicode) {
        self.glyphs = glyphs
        runs.reserveCapacity(estimatedLines * 2)
        ends.reserveCapacity(estimatedLines)
    }

    /// An empty writer with the same glyphs, for laying out a part before placing it.
    func scratch() -> LineWriter { LineWriter(glyphs: glyphs) }

    /// A line of one run.
    mutating func line(_ run: consuming Run) {
        runs.append(run)
        ends.append(runs.count)
    }

    /// A line of two runs: a label and its value.
    mutating func line(_ first: consuming Run, _ second: consuming Run) {
        runs.append(first)
        runs.append(second)
        ends.append(runs.count)
    }

    /// A line with no runs: it prints as nothing, so it never ends with a space.
    mutating func emptyLine() {
        ends.append(runs.count)
    }

    /// Adds a run to the line being built; ``endLine()`` finishes it.
    mutating func append(_ run: consuming Run) {
        runs.append(run)
    }

    /// Finishes the line being built, empty when no run was added.
    mutating func endLine() {
        ends.append(runs.count)
    }

    /// Adds `line`'s runs to the line being built, the first starting at `column`; `cursor`
    /// is the column where the line being built ends, and moves past the runs.
    mutating func place(_ line: ArraySlice<Run>, at column: Int, cursor: inout Int) {
        var isFirst = true
        for var run in line {
            if isFirst {
                run.spaces += column - cursor
                isFirst = false
            }
            cursor += run.spaces + run.width
            runs.append(run)
        }
    }

    /// The runs of line `index`.
    func runs(ofLine index: Int) -> ArraySlice<Run> {
        runs[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// The display width of line `index`: its runs' spaces and text.
    func width(ofLine index: Int) -> Int {
        runs(ofLine: index).reduce(0) { $0 + $1.spaces + $1.width }
    }

    /// Moves line `index` right by `columns`; an empty line stays empty.
    mutating func shiftLine(_ index: Int, by columns: Int) {
        let start = index == 0 ? 0 : ends[index - 1]
        if columns != 0, start < ends[index] { runs[start].spaces += columns }
    }

    /// Forgets every line, keeping the storage for reuse.
    mutating func removeAll() {
        runs.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    /// Forgets line `first` and every line after it.
    mutating func removeLines(from first: Int) {
        runs.removeSubrange((first == 0 ? 0 : ends[first - 1])...)
        ends.removeSubrange(first...)
    }

    /// Lines `range` as a view, once writing is done.
    func lines(_ range: Range<Int>) -> Lines {
        Lines(runs: runs, ends: ends, range: range)
    }
}
