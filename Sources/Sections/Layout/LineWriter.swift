/// Collects the lines of one section into shared storage.
struct LineWriter {
    private(set) var runs: [Run] = []
    private(set) var ends: [Int] = []

    /// The number of lines written so far.
    var lineCount: Int { ends.count }

    init(estimatedLines: Int = 0) {
        runs.reserveCapacity(estimatedLines * 2)
        ends.reserveCapacity(estimatedLines)
    }

    /// A line of one run.
    mutating func line(_ run: Run) {
        runs.append(run)
        ends.append(runs.count)
    }

    /// A line of two runs: a label and its value.
    mutating func line(_ first: Run, _ second: Run) {
        runs.append(first)
        runs.append(second)
        ends.append(runs.count)
    }

    /// A line with no runs: it prints as nothing, so it never ends with a space.
    mutating func emptyLine() {
        ends.append(runs.count)
    }

    /// Lines `range` as a view, once writing is done.
    func lines(_ range: Range<Int>) -> Lines {
        Lines(runs: runs, ends: ends, range: range)
    }
}
