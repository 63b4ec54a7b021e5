/// The frame: the status line, then the viewport's rows, built from the laid-out lines
/// without measuring text again (only a matched run is cut, cluster by cluster, by the
/// layout's own rule).
extension ListModel {
    /// Exactly `height` rows, each at most `width` columns wide.
    ///
    /// Gutter: `>` in the first column of the highlighted entry's first line; in multiple
    /// choice `*` in the second column of a chosen item's first line (`>*` when both). A
    /// header shows `▾` (unfolded) or `▸` (folded, with its count of items shown) after the
    /// gutter. When the top row would show a section below its header's first line, it
    /// shows that header instead (a sticky header), unless it is the highlighted entry's
    /// first line or the section's last line on screen: a header over none of its rows
    /// would hide the one row it names. The highlight is not padded to the width: a terminal that paints a
    /// background for it extends it.
    func frame() -> Frame {
        guard height > 0 else { return Frame(rows: []) }
        var out = [statusRow()]
        out.reserveCapacity(height)
        var pointer = top
        let highlighted = highlight.map { LinePointer(entry: $0, line: 0) }
        for row in 0..<rows {
            guard let p = pointer else {
                out.append(FrameRow(segments: []))
                continue
            }
            let section = display.groups[p.entry.group].section
            if row == 0, rows > 1, p != highlighted, !(p.entry.isHeader && p.line == 0), hasHeader(section),
                following(p).map({ $0.entry.group == p.entry.group }) ?? false
            {
                out.append(self.row(LinePointer(entry: .header(p.entry.group), line: 0)))
            } else {
                out.append(self.row(p))
            }
            pointer = following(p)
        }
        if display.itemCount == 0, !search.isSearching, !search.text.isEmpty, rows > 0 {
            let note = DisplayWidth.longestStart(of: "  no item matches", within: width)
            out[1] = FrameRow(segments: [FrameSegment(text: String(note.text), width: note.width, look: .dim)]
            )
        }
        return Frame(rows: out)
    }

    /// The line after `pointer`, `nil` at the end of the list.
    private func following(_ pointer: LinePointer) -> LinePointer? {
        if pointer.line + 1 < layOut(pointer.entry).count {
            return LinePointer(entry: pointer.entry, line: pointer.line + 1)
        }
        return next(pointer.entry).map { LinePointer(entry: $0, line: 0) }
    }

    private func row(_ pointer: LinePointer) -> FrameRow {
        let entry = pointer.entry
        let runs = layOut(entry)[pointer.line].runs
        let isHighlighted = entry == highlight
        let base: Look = isHighlighted ? .highlight : []
        let first = pointer.line == 0
        var segments = SegmentList()
        segments.append(isHighlighted && first ? ">" : " ", width: 1, look: base)
        if entry.isHeader {
            segments.append(" ", width: 1, look: base)
            segments.append(
                first ? (isFolded(entry.group) ? "▸ " : "▾ ") : "  ", width: 2, look: base.union(.header))
            segments.append(runs, indent: Self.headerIndent, look: base.union(.header), matched: [])
        } else {
            let isChosen =
                options.mode == .multiple && first && chosen.contains(display.number(at: entry.offset))
            segments.append(isChosen ? "*" : " ", width: 1, look: isChosen ? base.union(.chosen) : base)
            segments.append(runs, indent: Self.gutter, look: base, matched: matches(in: runs))
        }
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
    func statusRow() -> FrameRow {
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
        let count = (search.isSearching ? "… " : "") + "\(Self.grouped(shown)) of \(Self.grouped(itemCount))"
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
    static func tail(of text: String, within width: Int) -> (text: String, width: Int) {
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

/// Segments of one row, neighbours of one look merged.
private struct SegmentList {
    private(set) var segments: [FrameSegment] = []

    mutating func append(_ text: String, width: Int, look: Look) {
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
    mutating func append(_ runs: ArraySlice<Run>, indent: Int, look: Look, matched: Set<Int>) {
        var offset = 0
        for (index, run) in runs.enumerated() {
            let spaces = index == 0 ? max(run.spaces - indent, 0) : run.spaces
            append(String(repeating: " ", count: spaces), width: spaces, look: look)
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

    /// Without trailing plain spaces: a row with nothing after its gutter is empty.
    var trimmed: [FrameSegment] {
        var out = segments
        while let last = out.last, last.look == [], last.text.allSatisfy({ $0 == " " }) { out.removeLast() }
        return out
    }
}
