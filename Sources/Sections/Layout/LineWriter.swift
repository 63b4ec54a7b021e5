/// Collects laid-out lines into shared storage: a section's, or a scratch area that a
/// grid, table or panel composes from.
struct LineWriter {
    private(set) var runs: [Run] = []
    private(set) var ends: [Int] = []
    /// Where the runs that are links link to: run `r` links to `links[r.linkNumber - 1]`.
    private(set) var links: [Hyperlink] = []
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

    /// Adds the runs of `source`'s line `index` to the line being built, the first starting
    /// at `column`; `cursor` is the column where the line being built ends, and moves past
    /// the runs. Their links are numbered again in this writer's table.
    mutating func place(line index: Int, of source: LineWriter, at column: Int, cursor: inout Int) {
        var isFirst = true
        for var run in source.runs(ofLine: index) {
            if isFirst {
                run.spaces += column - cursor
                isFirst = false
            }
            if run.linkNumber > 0 { run.linkNumber = number(of: source.links[Int(run.linkNumber) - 1]) }
            cursor += run.spaces + run.width
            runs.append(run)
        }
    }

    /// Gives every run from `start` on that has no link and is an item's text, `link`: not
    /// a border, and not a table's column title, which belongs to no row.
    mutating func linkRuns(from start: Int, to link: Hyperlink) {
        guard start < runs.count else { return }
        let number = number(of: link)
        for index in start..<runs.count
        where runs[index].linkNumber == 0 && runs[index].role != .border && runs[index].role != .columnTitle {
            runs[index].linkNumber = number
        }
    }

    /// The number of `link` in the table: the last one's when it is the same, as it is for
    /// the runs of one item, else a new one.
    private mutating func number(of link: Hyperlink) -> UInt32 {
        if links.last != link { links.append(link) }
        return UInt32(links.count)
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
        links.removeAll(keepingCapacity: true)
    }

    /// Forgets line `first` and every line after it.
    mutating func removeLines(from first: Int) {
        runs.removeSubrange((first == 0 ? 0 : ends[first - 1])...)
        ends.removeSubrange(first...)
    }

    /// Lines `range` as a view, once writing is done.
    func lines(_ range: Range<Int>) -> Lines {
        Lines(runs: runs, ends: ends, range: range, links: linkTable)
    }

    /// The link table as ``Lines`` hold it: `nil` when no run links.
    var linkTable: [Hyperlink]? { links.isEmpty ? nil : links }
}
