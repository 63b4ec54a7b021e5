/// Collects laid-out lines into shared storage: a section's, or a scratch area that a
/// grid, table or panel composes from.
package struct LineWriter {
    private(set) var runs: [Run] = []
    private(set) var ends: [Int] = []
    /// The runs' links and backgrounds: run `r` has `attributes[r.attributeNumber - 1]`.
    private(set) var attributes: [RunAttributes] = []
    /// The characters of boxes, rules and truncation marks.
    package let glyphs: Glyphs
    /// When set, wrapped lines are counted here instead of kept.
    package var tally: Tally?

    /// The number of lines written so far.
    package var lineCount: Int { ends.count }

    package init(estimatedLines: Int = 0, glyphs: Glyphs = .unicode) {
        self.glyphs = glyphs
        runs.reserveCapacity(estimatedLines * 2)
        ends.reserveCapacity(estimatedLines)
    }

    /// An empty writer with the same glyphs, for laying out a part before placing it.
    package func scratch() -> LineWriter { LineWriter(glyphs: glyphs) }

    /// A line of one run.
    package mutating func line(_ run: consuming Run) {
        runs.append(run)
        ends.append(runs.count)
    }

    /// A line of two runs: a label and its value.
    package mutating func line(_ first: consuming Run, _ second: consuming Run) {
        runs.append(first)
        runs.append(second)
        ends.append(runs.count)
    }

    /// A line with no runs: it prints as nothing, so it never ends with a space.
    package mutating func emptyLine() {
        ends.append(runs.count)
    }

    /// Adds a run to the line being built; ``endLine()`` finishes it.
    package mutating func append(_ run: consuming Run) {
        runs.append(run)
    }

    /// Finishes the line being built, empty when no run was added.
    package mutating func endLine() {
        ends.append(runs.count)
    }

    /// Adds the runs of `source`'s line `index` to the line being built, the first starting
    /// at `column`; `cursor` is the column where the line being built ends, and moves past
    /// the runs. Their attributes are numbered again in this writer's table.
    package mutating func place(line index: Int, of source: LineWriter, at column: Int, cursor: inout Int) {
        var isFirst = true
        for var run in source.runs(ofLine: index) {
            if isFirst {
                run.spaces += column - cursor
                isFirst = false
            }
            if run.attributeNumber > 0 {
                run.attributeNumber = number(of: source.attributes[Int(run.attributeNumber) - 1])
            }
            cursor += run.spaces + run.width
            runs.append(run)
        }
    }

    /// Gives the runs from `start` on an item's link and background, where they have none.
    package mutating func attach(link: Hyperlink?, background: Color?, from start: Int) {
        if let link { linkRuns(from: start, to: link) }
        if let background { paintRuns(from: start, with: background) }
    }

    /// Gives every run from `start` on that has no link and is an item's text, `link`: not
    /// a border, and not a table's column title, which belongs to no row.
    package mutating func linkRuns(from start: Int, to link: Hyperlink) {
        update(from: start, to: nil, sparing: .columnTitle) { if $0.link == nil { $0.link = link } }
    }

    /// Gives every run from `start` on (to `end`, or to the last) that has no background
    /// and is not a border, `background`; with `sparingTitles`, not a table's column titles
    /// either.
    package mutating func paintRuns(
        from start: Int, to end: Int? = nil, with background: Color, sparingTitles: Bool = true
    ) {
        update(from: start, to: end, sparing: sparingTitles ? .columnTitle : .border) {
            if $0.background == nil { $0.background = background }
        }
    }

    /// Changes the attributes of every run from `start` on (to `end`, or to the last) that
    /// is not a border or of the role `spared`. Consecutive runs mostly have the same attributes (an item's), so
    /// the last change is reused.
    private mutating func update(
        from start: Int, to end: Int?, sparing spared: Role, _ change: (inout RunAttributes) -> Void
    ) {
        var last: (old: UInt32, new: UInt32)?
        for index in start..<(end ?? runs.count)
        where runs[index].role != .border && runs[index].role != spared {
            let old = runs[index].attributeNumber
            if let last, last.old == old {
                runs[index].attributeNumber = last.new
                continue
            }
            let current = old == 0 ? RunAttributes() : attributes[Int(old) - 1]
            var changed = current
            change(&changed)
            let new = changed == current ? old : number(of: changed)
            runs[index].attributeNumber = new
            last = (old, new)
        }
    }

    /// The number of `value` in the table: the last one's when it is the same, as it is
    /// for the runs of one item, else a new one.
    private mutating func number(of value: RunAttributes) -> UInt32 {
        if attributes.last != value { attributes.append(value) }
        return UInt32(attributes.count)
    }

    /// The runs of line `index`.
    package func runs(ofLine index: Int) -> ArraySlice<Run> {
        runs[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// The display width of line `index`: its runs' spaces and text.
    package func width(ofLine index: Int) -> Int {
        runs(ofLine: index).reduce(0) { $0 + $1.spaces + $1.width }
    }

    /// Moves line `index` right by `columns`; an empty line stays empty.
    package mutating func shiftLine(_ index: Int, by columns: Int) {
        let start = index == 0 ? 0 : ends[index - 1]
        if columns != 0, start < ends[index] { runs[start].spaces += columns }
    }

    /// Forgets every line, keeping the storage for reuse.
    package mutating func removeAll() {
        runs.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
    }

    /// Forgets line `first` and every line after it.
    package mutating func removeLines(from first: Int) {
        runs.removeSubrange((first == 0 ? 0 : ends[first - 1])...)
        ends.removeSubrange(first...)
    }

    /// Lines `range` as a view, once writing is done.
    package func lines(_ range: Range<Int>) -> Lines {
        Lines(runs: runs, ends: ends, range: range, attributes: attributeTable)
    }

    /// The attribute table as ``Lines`` hold it: `nil` when no run has any.
    package var attributeTable: [RunAttributes]? { attributes.isEmpty ? nil : attributes }
}
