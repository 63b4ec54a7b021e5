package import Core

/// The frame: the status line, then the viewport's rows, built from the laid-out lines
/// without measuring text again (only a matched run is cut, cluster by cluster, by the
/// layout's own rule).
extension ListModel {
    /// Exactly `height` rows, each at most `width` columns wide.
    ///
    /// The rows are the lines the layout stage laid out at the list's width, as `render`
    /// prints them: the title, headers, items, tables, panels and footers. Marks: `>` in
    /// the first column of the highlighted item's first line, and in multiple choice `*`
    /// in the second column of a chosen item's first line (`>*` when both), where the
    /// layout's indent leaves those columns empty (elsewhere, as in a panel, the chosen
    /// look marks the line); the highlighted entry's lines take the
    /// highlight's look, which shows a highlighted header. A folded header shows `▸` and
    /// its count of items. When the top rows would show a section below its header, they
    /// show the header instead (a sticky header, with a table's column titles), unless
    /// that would cover the highlighted entry's first line or the section's last lines on
    /// screen: a header over none of its rows would hide the rows it names. A header
    /// scrolled part way off shows whole, standing over the rows or, where it would
    /// cover the highlight, pushing them down as far as the highlight stays on screen. The highlight
    /// is not padded to the width: a terminal that paints a background for it extends it.
    package func frame() -> Frame {
        guard height > 0 else { return Frame(rows: []) }
        var out = [statusRow()]
        out.reserveCapacity(height)
        var pointer = top
        if let p = top, let sticky = stickyRows(over: p) {
            let header = ListEntry.header(p.entry.group)
            let lines = layOut(header)
            for line in lines.own.prefix(sticky) {
                out.append(row(LinePointer(entry: header, line: line), in: lines))
                pointer = pointer.flatMap(following)
            }
        } else if let p = top, p.entry.isHeader {
            // A header scrolled part way off that cannot stand over the rows (it would hide
            // the highlight) is shown whole: never a table's titles or rule without it.
            let own = layOut(p.entry).own
            let whole = LinePointer(entry: p.entry, line: own.lowerBound)
            if own.contains(p.line), p.line > own.lowerBound,
                highlightedLine.map({ isShown($0, from: whole) }) ?? true
            {
                pointer = whole
            }
        }
        let help = helpRows
        while out.count < height - help.count {
            guard let p = pointer else {
                out.append(FrameRow(segments: []))
                continue
            }
            out.append(row(p, in: layOut(p.entry)))
            pointer = following(p)
        }
        out += help
        if display.itemCount == 0, !search.isSearching, !search.text.isEmpty, rows > 0 {
            let note = DisplayWidth.longestStart(of: "  no item matches", within: width)
            out[1] = FrameRow(segments: [FrameSegment(text: String(note.text), width: note.width, look: .dim)]
            )
        }
        return Frame(rows: out)
    }

    /// The help's rows (`?`), dim, for the bottom of the frame.
    package var helpRows: [FrameRow] {
        guard let help else { return [] }
        return help.map { line in
            var segments = SegmentList()
            segments.append(line.runs, indent: 0, look: .dim, matched: [])
            // The no-break spaces that kept each key whole are drawn as spaces.
            for index in segments.segments.indices {
                segments.segments[index].text.replace("\u{A0}", with: " ")
            }
            return FrameRow(segments: segments.trimmed)
        }
    }

    /// The highlighted entry's first own line: where its mark goes.
    package var highlightedLine: LinePointer? {
        highlight.map(lineEntry).map { LinePointer(entry: $0, line: layOut($0).own.lowerBound) }
    }

    /// The rows a sticky header of group `group` takes: its own lines (a header and a
    /// table's titles), or only the first when they would take more than half the rows.
    package func stickyCount(_ group: Int) -> Int {
        guard rows > 1, hasHeader(display.groups[group].section) else { return 0 }
        let own = layOut(.header(group)).own.count
        return own <= max((rows - 1) / 2, 1) ? own : 1
    }

    /// How many rows of group `top.entry.group`'s header stand over the top rows, or `nil`
    /// when the top shows no sticky header.
    private func stickyRows(over top: LinePointer) -> Int? {
        let count = stickyCount(top.entry.group)
        guard count > 0 else { return nil }
        // A header shown from its first line needs none; one scrolled part way off does.
        if top.entry.isHeader, top.line <= layOut(top.entry).own.lowerBound { return nil }
        let highlighted = highlightedLine
        var p = top
        for _ in 0..<count {
            if p == highlighted { return nil }
            guard let next = following(p) else { return nil }
            p = next
        }
        return p.entry.group == top.entry.group ? count : nil
    }

    /// Whether `line` is among the viewport's rows when they start at `start`.
    private func isShown(_ line: LinePointer, from start: LinePointer) -> Bool {
        var p: LinePointer? = start
        for _ in 0..<max(height - 1 - helpRows.count, 0) {
            guard let q = p else { return false }
            if q == line { return true }
            p = following(q)
        }
        return false
    }

    /// The line after `pointer`, `nil` at the end of the list.
    private func following(_ pointer: LinePointer) -> LinePointer? {
        if pointer.line + 1 < layOut(pointer.entry).count {
            return LinePointer(entry: pointer.entry, line: pointer.line + 1)
        }
        return nextLined(pointer.entry).map { LinePointer(entry: $0, line: 0) }
    }

    private func row(_ pointer: LinePointer, in lines: EntryLines) -> FrameRow {
        let entry = pointer.entry
        let runs = lines[pointer.line].runs
        let isOwn = lines.own.contains(pointer.line)
        let base: Look = entry == highlight && isOwn ? .highlight : []
        var segments = SegmentList()
        if !lines.cells.isEmpty, isOwn {
            return gridRow(runs, in: lines, marked: pointer.line == lines.own.lowerBound)
        }
        guard !entry.isHeader, pointer.line == lines.own.lowerBound,
            let first = runs.first, first.spaces >= Self.gutter
        else {
            // Where the layout leaves no room for the marks (an item drawn inside a panel's
            // border), a chosen item's first line shows it by its look.
            let look =
                !entry.isHeader && isOwn && pointer.line == lines.own.lowerBound && isChosen(entry)
                ? base.union(.chosen) : base
            segments.append(runs, indent: 0, look: look, matched: entry.isHeader ? [] : matches(in: runs))
            // An empty line of the highlighted entry shows the highlight in its first cell.
            if segments.segments.isEmpty { segments.append(" ", width: 1, look: base) }
            var row = FrameRow(segments: segments.trimmed)
            if entry.isHeader, pointer.line == lines.own.lowerBound, let state = choiceState(of: entry.group),
                row.width + state.count <= width
            {
                row.segments.append(FrameSegment(text: state, width: state.count, look: base.union(.dim)))
            }
            return row
        }
        let isChosen = isChosen(entry)
        segments.append(entry == highlight ? ">" : " ", width: 1, look: base)
        segments.append(isChosen ? "*" : " ", width: 1, look: isChosen ? base.union(.chosen) : base)
        segments.append(runs, indent: Self.gutter, look: base, matched: matches(in: runs))
        return FrameRow(segments: segments.trimmed)
    }

    /// Whether item entry `entry` is chosen, in multiple choice.
    private func isChosen(_ entry: ListEntry) -> Bool {
        options.mode == .multiple && chosen.contains(display.number(at: entry.offset))
    }

    /// What a header shows in multiple choice once some of its section's items are
    /// chosen: ` (2 of 5 chosen)`, or ` (all 5 chosen)`.
    package func choiceState(of group: Int) -> String? {
        guard options.mode == .multiple else { return nil }
        let section = display.groups[group].section
        let count = chosen.count(inSection: section)
        guard count > 0 else { return nil }
        let total = Int(starts[section + 1] - starts[section])
        return count == total
            ? " (all \(Self.grouped(total)) chosen)"
            : " (\(Self.grouped(count)) of \(Self.grouped(total)) chosen)"
    }

    /// A line of a grid row: the marks stand in the two columns before the cell of the
    /// highlighted or a chosen item, and the highlight's look takes that cell's text.
    private func gridRow(_ runs: ArraySlice<Run>, in lines: EntryLines, marked: Bool) -> FrameRow {
        let highlighted = highlight.flatMap { $0.isHeader ? nil : display.number(at: $0.offset) }
        var marks: [(column: Int, text: String, look: Look)] = []
        var lit: Range<Int>?
        for cell in lines.cells {
            let isHighlighted = cell.number == highlighted
            if isHighlighted { lit = cell.columns }
            guard marked else { continue }
            if isHighlighted { marks.append((cell.columns.lowerBound - 2, ">", .highlight)) }
            if options.mode == .multiple, chosen.contains(cell.number) {
                marks.append(
                    (cell.columns.lowerBound - 1, "*", isHighlighted ? [.highlight, .chosen] : .chosen))
            }
        }
        var segments = SegmentList()
        segments.append(runs, marks: marks, highlighted: lit)
        return FrameRow(segments: segments.trimmed)
    }

    /// The character offsets of the line's text that the filter matches.
    private func matches(in runs: ArraySlice<Run>) -> Set<Int> {
        guard let pattern = search.pattern else { return [] }
        var text = ""
        for run in runs {
            text += String(repeating: " ", count: run.spaces)
            text += run.text
        }
        return Set(pattern.matchedCharacters(in: text) ?? [])
    }

    /// Row 0: the prompt and the filter at the left, "n of N" at the right ("… n of N"
    /// while the filter is still searching; n counts the matches found so far).
    package func statusRow() -> FrameRow {
        // The row shows the filter's end: of a long one (a paste), no more characters than
        // twice the row's cells, which every character but a zero-width one fills.
        let end = search.text.suffix(2 * width)
        let isWhole = end.startIndex == search.text.startIndex
        var left = ""
        switch options.mode {
        case .browse: if isEntering || !search.text.isEmpty { left = (isWhole ? "/" : "") + end }
        case .single, .multiple: left = (isWhole ? options.prompt : "") + end
        }
        left = Sanitizer.sanitize(left).split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: " ")
        let shown = search.isSearching ? search.matchesSoFar : display.itemCount
        // How many are marked, as fzf's `(3)`: marks may be out of view, or filtered out.
        let marked =
            options.mode == .multiple && !chosen.isEmpty ? " (\(Self.grouped(chosen.count)) chosen)" : ""
        let count =
            notice.map(Sanitizer.sanitize)
            ?? (search.isSearching ? "… " : "") + "\(Self.grouped(shown)) of \(Self.grouped(itemCount))"
            + marked
        let countWidth = DisplayWidth.of(count)
        var segments = SegmentList()
        if countWidth + 1 >= width {
            let cut = Self.tail(of: left, within: width)
            segments.append(cut.text, width: cut.width, look: .status)
            return FrameRow(segments: segments.trimmed)
        }
        let cut = Self.tail(of: left, within: width - countWidth - 1)
        segments.append(cut.text, width: cut.width, look: .status)
        segments.append(
            String(repeating: " ", count: width - cut.width - countWidth),
            width: width - cut.width - countWidth, look: .status)
        segments.append(count, width: countWidth, look: [.status, .dim])
        return FrameRow(segments: segments.segments)
    }

    /// The longest end of `text` at most `width` wide: what is being typed stays in view.
    package static func tail(of text: String, within width: Int) -> (text: String, width: Int) {
        let whole = DisplayWidth.placed(text)
        if whole <= width { return (text, whole) }
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let before = text.index(before: start)
            let cells = DisplayWidth.placed(text[before])
            if used + cells > width { break }
            used += cells
            start = before
        }
        return (String(text[start...]), used)
    }
}

extension Look {
    /// How the list draws text of a role: headings as headers, footers and lines drawn
    /// between things dim.
    package init(_ role: Role) {
        switch role {
        case .title, .header, .columnTitle: self = .header
        case .footer, .border: self = .dim
        default: self = []
        }
    }
}

/// Segments of one row, neighbours of one look merged.
package struct SegmentList {
    package var segments: [FrameSegment] = []

    package mutating func append(_ text: String, width: Int, look: Look) {
        guard !text.isEmpty else { return }
        if let last = segments.last, last.look == look {
            segments[segments.count - 1].text += text
            segments[segments.count - 1].width += width
        } else {
            segments.append(FrameSegment(text: text, width: width, look: look))
        }
    }

    /// A laid-out line after the gutter: the first run's spaces less the `indent` the
    /// gutter took; the characters at `matched` offsets of the line's text get `.match`.
    package mutating func append(_ runs: ArraySlice<Run>, indent: Int, look: Look, matched: Set<Int>) {
        var offset = 0
        for (index, run) in runs.enumerated() {
            let spaces = index == 0 ? max(run.spaces - indent, 0) : run.spaces
            append(String(repeating: " ", count: spaces), width: spaces, look: look)
            let look = look.union(Look(run.role))
            offset += run.spaces
            guard !matched.isEmpty else {
                append(run.text, width: run.width, look: look)
                offset += run.text.count
                continue
            }
            var piece = ""
            var pieceWidth = 0
            var pieceMatched = false
            var used = 0
            for (position, character) in run.text.enumerated() {
                let isMatched = matched.contains(offset + position)
                if isMatched != pieceMatched, !piece.isEmpty {
                    append(piece, width: pieceWidth, look: pieceMatched ? look.union(.match) : look)
                    used += pieceWidth
                    (piece, pieceWidth) = ("", 0)
                }
                pieceMatched = isMatched
                piece.append(character)
                pieceWidth += DisplayWidth.placed(character, startsText: position == 0)
            }
            // The run's measured width is the truth: the last piece takes what is left of it.
            append(piece, width: max(run.width - used, 0), look: pieceMatched ? look.union(.match) : look)
            offset += run.text.count
        }
    }

    /// A laid-out line with `marks` put in the spaces at their columns (a mark that falls
    /// on text is left out) and the runs that start at `highlighted` columns highlighted.
    package mutating func append(
        _ runs: ArraySlice<Run>, marks: [(column: Int, text: String, look: Look)], highlighted: Range<Int>?
    ) {
        var column = 0
        var marks = marks.sorted { $0.column < $1.column }[...]
        for run in runs {
            var spaces = run.spaces
            while let mark = marks.first, mark.column < column + spaces {
                marks.removeFirst()
                guard mark.column >= column else { continue }
                let before = mark.column - column
                append(String(repeating: " ", count: before), width: before, look: [])
                append(mark.text, width: 1, look: mark.look)
                column = mark.column + 1
                spaces -= before + 1
            }
            append(String(repeating: " ", count: spaces), width: spaces, look: [])
            column += spaces
            let lit: Look = highlighted?.contains(column) == true ? .highlight : []
            append(run.text, width: run.width, look: Look(run.role).union(lit))
            column += run.width
        }
    }

    /// Without trailing plain spaces: a row with nothing after its gutter is empty.
    package var trimmed: [FrameSegment] {
        var out = segments
        while let last = out.last, last.look == [], last.text.allSatisfy({ $0 == " " }) { out.removeLast() }
        return out
    }
}
