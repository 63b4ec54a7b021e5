/// Where a bordered table draws its rules: the box's edges and the bars between columns.
package struct TableBox {
    package let glyphs: TableBorder.Glyphs
    /// The column of the box's left edge.
    package let left: Int
    /// The column of the box's right edge: the frame's last, until ``fitted(to:)``.
    private(set) var right: Int

    /// The cells a border takes beyond its columns' widths: a bar and a space on the left,
    /// a space and a bar on the right, and a space, a bar and a space between two columns.
    package static func overhead(columns: Int) -> Int { 3 * max(columns - 1, 0) + 4 }

    /// The box for a table in `frame`, or `nil` when it has no border, no columns, or no
    /// room for a cell two columns wide inside it. ASCII glyphs draw every border in ASCII.
    package init?(_ border: TableBorder, columns: Int, frame: ItemFrame, ascii: Bool) {
        guard let glyphs = (ascii && border != .none ? .ascii : border).glyphs, columns > 0,
            frame.available >= 6
        else { return nil }
        self.glyphs = glyphs
        left = frame.indent
        right = frame.indent + frame.available - 1
    }

    /// The box as wide as columns of `widths` make it; a stacked table (`nil`) keeps the
    /// whole frame.
    package func fitted(to widths: [Int]?) -> TableBox {
        guard let widths else { return self }
        var box = self
        box.right = left + widths.reduce(0, +) + Self.overhead(columns: widths.count) - 1
        return box
    }

    /// The frame inside the box: a stacked table's rows and anything that is not a row.
    package func inner(_ frame: ItemFrame) -> ItemFrame {
        var inner = frame
        inner.indent = left + 2
        inner.available = right - left - 3
        return inner
    }

    /// The columns of the bars of a row: the edges, and for columns `widths` starting at
    /// `starts`, one between each two.
    package func bars(starts: [Int]?) -> [Int] {
        [left] + (starts ?? []).dropFirst().map { $0 - 2 } + [right]
    }

    /// A horizontal rule across the box, from `ends.0` through `ends.1` at each column
    /// boundary to `ends.2`, as one border run.
    package func rule(_ ends: (String, String, String), bars: [Int], into writer: inout LineWriter) {
        var text = ""
        for (index, bar) in bars.enumerated() {
            if index > 0 { text += String(repeating: glyphs.horizontal, count: bar - bars[index - 1] - 1) }
            text += index == 0 ? ends.0 : index == bars.count - 1 ? ends.2 : ends.1
        }
        writer.line(Run(spaces: left, text: text, width: right - left + 1, role: .border))
    }
}

extension LineWriter {
    /// Puts a border run of `bar` at each of `bars` (columns, increasing) into every line
    /// from `first` on, between the runs they fall between; the lines' runs never cross
    /// one, since each stays in its column.
    package mutating func insertBars(_ bars: [Int], _ bar: String, fromLine first: Int) {
        guard first < lineCount else { return }
        let firstRun = first == 0 ? 0 : ends[first - 1]
        let oldRuns = Array(runs[firstRun...])
        let oldEnds = ends[first...].map { $0 - firstRun }
        removeLines(from: first)
        var index = 0
        for end in oldEnds {
            var cursor = 0
            var next = 0
            func putBars(before column: Int) {
                while next < bars.count, bars[next] < column {
                    append(Run(spaces: bars[next] - cursor, text: bar, width: 1, role: .border))
                    cursor = bars[next] + 1
                    next += 1
                }
            }
            while index < end {
                var run = oldRuns[index]
                let column = cursor + run.spaces
                putBars(before: column)
                run.spaces = column - cursor
                append(run)
                cursor = column + run.width
                index += 1
            }
            putBars(before: Int.max)
            endLine()
        }
    }
}
