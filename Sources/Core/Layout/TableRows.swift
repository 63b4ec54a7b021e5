/// The second pass of a table: titles, rule and rows written at the resolved widths, or
/// every row stacked when there are none.
package struct TableRows {
    package let table: TableLayout
    /// The columns' widths, or `nil` for a stacked table.
    package let widths: [Int]?
    private let starts: [Int]
    private var record: TableRecord
    /// Where cells that need more than one direct run are laid out, reused row to row.
    private var scratch: LineWriter?
    /// The border's box, or `nil` for a table without one.
    private let box: TableBox?
    /// The columns of the border's bars on each line.
    private let bars: [Int]

    package init(table: TableLayout, widths: [Int]?, box: TableBox? = nil) {
        self.table = table
        self.widths = widths
        self.box = box
        var starts: [Int] = []
        // A border puts a bar and a space before the first column and between columns.
        var column = table.frame.indent + (box == nil ? 0 : 2)
        for width in widths ?? [] {
            starts.append(column)
            column += width + (box == nil ? table.layout.gap : 3)
        }
        bars = box?.bars(starts: widths == nil ? nil : starts) ?? []
        self.starts = starts
        let columns = table.columns.enumerated().map { index, column in
            LaidOutTable.Column(
                title: column.title.map(Sanitizer.sanitize), alignment: column.alignment,
                start: widths == nil ? 0 : starts[index], width: widths?[index] ?? 0)
        }
        record = TableRecord(columns: columns, isStacked: widths == nil, cellTexts: table.texts)
    }

    package mutating func write(_ items: [Item], into writer: inout LineWriter) -> BodyRecord {
        let titlesStart = writer.lineCount
        let hasTitles = table.columns.contains(where: { $0.title != nil })
        // An empty table draws no empty box: it prints nothing, as one without a border.
        let box = hasTitles || !items.isEmpty ? box : nil
        if let box { box.rule(box.glyphs.top, bars: bars, into: &writer) }
        if hasTitles {
            let first = writer.lineCount
            if widths != nil {
                titles(into: &writer)
            } else if !table.hasRows {
                // Stacked rows show the titles beside their cells; with no row they would
                // not show at all.
                stackedTitles(into: &writer)
                if let box { writer.insertBars(bars, box.glyphs.vertical, fromLine: first) }
            }
            if box != nil, widths != nil { record.titles = titlesStart..<writer.lineCount }
        }
        let start = writer.lineCount
        var starts = [Int?](repeating: nil, count: items.count)
        var ends = [Int](repeating: 0, count: items.count)
        var row = 0
        var isFirst = true
        TableLayout.forEachLeaf(items) { owner, item in
            if !isFirst { between(into: &writer) }
            isFirst = false
            let first = writer.lineCount
            if case .cells(let cells) = item.content {
                let style = item.style.inheriting(from: table.frame.style)
                let firstRun = writer.runs.count
                if widths == nil {
                    stacked(cells, row, style: style, into: &writer)
                } else {
                    self.row(cells, row, style: style, into: &writer)
                }
                writer.attach(link: item.link, background: item.background, from: firstRun)
                record.rows.append((owner, first..<writer.lineCount))
                row += 1
            } else {
                writer.item(item, in: box?.inner(table.frame) ?? table.frame)
            }
            if let box { writer.insertBars(bars, box.glyphs.vertical, fromLine: first) }
            starts[owner] = starts[owner] ?? first
            ends[owner] = writer.lineCount
        }
        if let box { box.rule(box.glyphs.bottom, bars: bars, into: &writer) }
        var body = BodyRecord()
        var previous = start
        body.itemRanges = items.indices.map { index in
            guard let first = starts[index] else { return previous..<previous }
            previous = ends[index]
            return first..<ends[index]
        }
        record.lines = titlesStart..<writer.lineCount
        body.table = record
        return body
    }

    /// What ``write(_:into:)`` writes above the first row of a table that has rows: the
    /// border's top rule, the titles and the rule under them.
    package mutating func writeTitles(into writer: inout LineWriter) {
        if let box { box.rule(box.glyphs.top, bars: bars, into: &writer) }
        guard table.columns.contains(where: { $0.title != nil }) else { return }
        if widths != nil {
            titles(into: &writer)
        } else if !table.hasRows {
            stackedTitles(into: &writer)
        }
    }

    /// Row `row` alone, from an item that is one row, after what stands between it and
    /// the row before when it is not the first: how a long table is laid out as it is
    /// read (``TableChunks``), with a ``table`` measured for this row alone
    /// (``TableLayout/measuringRow(_:)``). The gap's lines and the row's.
    package mutating func writeRow(
        _ item: Item, at row: Int, into writer: inout LineWriter
    ) -> (gap: Range<Int>, row: Range<Int>) {
        let start = writer.lineCount
        if row > 0 { between(into: &writer) }
        let first = writer.lineCount
        guard case .cells(let cells) = item.content else { return (start..<first, first..<first) }
        let style = item.style.inheriting(from: table.frame.style)
        let firstRun = writer.runs.count
        if widths == nil {
            stacked(cells, 0, style: style, into: &writer)
        } else {
            self.row(cells, 0, style: style, into: &writer)
        }
        writer.attach(link: item.link, background: item.background, from: firstRun)
        if let box { writer.insertBars(bars, box.glyphs.vertical, fromLine: first) }
        return (start..<first, first..<writer.lineCount)
    }

    /// What ``write(_:into:)`` writes below the last row: the border's bottom rule.
    package func writeEnd(into writer: inout LineWriter) {
        if let box { box.rule(box.glyphs.bottom, bars: bars, into: &writer) }
    }

    /// Between two rows: the layout's spacing and separator, or a rule when stacked.
    private func between(into writer: inout LineWriter) {
        if let box {
            // Spacing inside the box shows its bars; a rule between rows is the border's.
            let first = writer.lineCount
            for _ in 0..<table.layout.spacing { writer.emptyLine() }
            writer.insertBars(bars, box.glyphs.vertical, fromLine: first)
            if widths == nil || table.layout.rulesBetweenRows || table.layout.separator.isRule {
                box.rule(box.glyphs.middle, bars: bars, into: &writer)
            }
            return
        }
        guard widths == nil else {
            writer.gap(table.layout, frame: table.frame)
            return
        }
        let frame = table.frame
        writer.line(
            Run(
                spaces: frame.indent, text: writer.glyphs.rule(frame.available), width: frame.available,
                role: .border))
    }

    /// The titles, aligned like their columns, and a rule under each column.
    private mutating func titles(into writer: inout LineWriter) {
        guard let widths else { return }
        let start = writer.lineCount
        var scratch = takeScratch(writer)
        var parts: [(Range<Int>, Int)] = []
        for index in table.columns.indices {
            let first = scratch.lineCount
            if let title = record.columns[index].title {
                scratch.cell(
                    title, role: .columnTitle, in: cellFrame(index, truncation: nil, style: table.frame.style)
                )
            }
            parts.append((first..<scratch.lineCount, starts[index]))
        }
        writer.sideBySide(scratch, parts)
        if let box {
            writer.insertBars(bars, box.glyphs.vertical, fromLine: start)
            box.rule(box.glyphs.middle, bars: bars, into: &writer)
            record.titles = start..<writer.lineCount
            self.scratch = scratch
            return
        }
        var cursor = 0
        for (index, width) in widths.enumerated() {
            writer.append(
                Run(
                    spaces: starts[index] - cursor, text: writer.glyphs.rule(width), width: width,
                    role: .border))
            cursor = starts[index] + width
        }
        writer.endLine()
        record.titles = start..<writer.lineCount
        self.scratch = scratch
    }

    /// One row: placed directly when every cell is one line that fits, else each cell
    /// laid out in its column and the columns set side by side.
    private mutating func row(_ cells: [Item], _ row: Int, style: Style, into writer: inout LineWriter) {
        guard let widths else { return }
        let base = row * widths.count
        let fits = widths.indices.allSatisfy {
            table.widths[base + $0] >= 0 && table.widths[base + $0] <= widths[$0]
        }
        if fits {
            var cursor = 0
            for index in widths.indices where !table.texts[base + index].isEmpty {
                let width = table.widths[base + index]
                let column =
                    starts[index]
                    + table.columns[index].alignment.offset(width: width, available: widths[index])
                let cellStyle = index < cells.count ? cells[index].style.inheriting(from: style) : style
                writer.append(
                    Run(
                        spaces: column - cursor, text: table.texts[base + index], width: width, role: .cell,
                        style: cellStyle))
                if index < cells.count {
                    writer.attach(
                        link: cells[index].link, background: cells[index].background,
                        from: writer.runs.count - 1)
                }
                cursor = column + width
            }
            writer.endLine()
            return
        }
        var scratch = takeScratch(writer)
        var parts: [(Range<Int>, Int)] = []
        for index in widths.indices {
            let first = scratch.lineCount
            let cell = index < cells.count ? cells[index] : nil
            var frame = cellFrame(index, truncation: cell?.truncation, style: style)
            if let cell, case .text = cell.content {
                frame.style = cell.style.inheriting(from: style)
                let firstRun = scratch.runs.count
                scratch.cell(table.texts[base + index], role: .cell, in: frame)
                scratch.attach(link: cell.link, background: cell.background, from: firstRun)
            } else if let cell {
                scratch.item(cell, in: frame)
            } else {
                scratch.emptyLine()
            }
            parts.append((first..<scratch.lineCount, starts[index]))
        }
        writer.sideBySide(scratch, parts)
        self.scratch = scratch
    }

    /// The titles of a stacked table that has no row, one after another, as a row of
    /// empty cells would show them.
    private func stackedTitles(into writer: inout LineWriter) {
        for (index, column) in table.columns.enumerated() {
            guard let title = record.columns[index].title else { continue }
            var frame = box?.inner(table.frame) ?? table.frame
            frame.alignment = .leading
            frame.textRole = .cell
            frame.truncation = column.truncation
            writer.row(label: title, value: "", in: frame, roles: (.columnTitle, .cell))
        }
    }

    /// A row as label/value lines: each column's title and its cell.
    private func stacked(_ cells: [Item], _ row: Int, style: Style, into writer: inout LineWriter) {
        let base = row * table.columns.count
        for (index, column) in table.columns.enumerated() {
            let cell = index < cells.count ? cells[index] : Item(content: .text(""))
            var frame = box?.inner(table.frame) ?? table.frame
            frame.alignment = .leading
            frame.textRole = .cell
            frame.truncation = cell.truncation ?? column.truncation
            frame.style = style
            let text = table.texts[base + index]
            guard let title = record.columns[index].title else {
                if case .text = cell.content, text.isEmpty { continue }
                writer.item(cell, in: frame)
                continue
            }
            if case .text = cell.content {
                frame.style = cell.style.inheriting(from: style)
                let firstRun = writer.runs.count
                writer.row(label: title, value: text, in: frame, roles: (.columnTitle, .cell))
                writer.attach(link: cell.link, background: cell.background, from: firstRun)
                continue
            }
            writer.text(title, in: frame, role: .columnTitle)
            let step = frame.available >= 4 ? 2 : 0
            frame.indent += step
            frame.available -= step
            writer.item(cell, in: frame)
        }
    }

    private func cellFrame(_ index: Int, truncation: Truncation?, style: Style) -> ItemFrame {
        let column = table.columns[index]
        return ItemFrame(
            indent: 0, available: widths?[index] ?? table.frame.available, alignment: column.alignment,
            truncation: truncation ?? column.truncation, textRole: .cell, style: style)
    }

    private mutating func takeScratch(_ writer: LineWriter) -> LineWriter {
        var scratch = self.scratch ?? writer.scratch()
        self.scratch = nil
        scratch.removeAll()
        return scratch
    }
}

extension LineWriter {
    /// Text in a cell: wrapped (or truncated) and aligned within the frame.
    package mutating func cell(_ text: String, role: Role, in frame: ItemFrame) {
        let first = lineCount
        self.text(text, in: frame, role: role)
        if frame.alignment != .leading { align(first..<lineCount, in: frame) }
    }

    /// Lines made of parts set side by side: each part is a range of `source`'s lines,
    /// laid out at indent 0, placed from its column; as many lines as the tallest part.
    package mutating func sideBySide(_ source: LineWriter, _ parts: [(lines: Range<Int>, column: Int)]) {
        let height = parts.reduce(0) { max($0, $1.lines.count) }
        for offset in 0..<height {
            var cursor = 0
            for part in parts where offset < part.lines.count {
                place(line: part.lines.lowerBound + offset, of: source, at: part.column, cursor: &cursor)
            }
            endLine()
        }
    }

    /// A ``TableRow`` outside a table: a table of one row, its columns untitled and as
    /// wide as their cells.
    package mutating func tableRow(_ cells: [Item], in frame: ItemFrame) {
        var table = TableLayout(columns: [], layout: .table([]), frame: frame)
        _ = table.place([Item(content: .cells(cells))], into: &self)
    }
}
