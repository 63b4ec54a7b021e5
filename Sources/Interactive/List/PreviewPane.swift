package import Core

/// The preview of the highlighted item, as fzf's `--preview` shows it: a document of the
/// caller's, laid out by the layout stage in a pane beside or below the list.
///
/// The pane takes its share of the screen when both it and the list fit (the list at
/// least ``InteractiveList/minimumColumns`` by ``InteractiveList/minimumRows``, the pane
/// at least the narrowest layout); otherwise the list has the whole screen.
package struct PreviewPane: Sendable {
    package let edge: InteractiveList.PreviewEdge
    /// The pane's share of the screen, in percent.
    package let percent: Int
    /// The item whose preview is shown, by global number, and its lines at the pane's width.
    private(set) var number: Int?
    private var document: Document?
    private var lines: [Line] = []
    private(set) var paneWidth = 0

    package init(edge: InteractiveList.PreviewEdge, percent: Int) {
        self.edge = edge
        self.percent = min(max(percent, 1), 99)
    }

    /// The list's rows and columns on a screen of `rows` by `columns`, and the pane's.
    package func split(rows: Int, columns: Int) -> (
        list: (rows: Int, columns: Int), pane: (rows: Int, columns: Int)?
    ) {
        switch edge {
        case .trailing:
            let pane = columns * percent / 100
            let list = columns - pane - 1
            guard pane >= LayoutError.minimumWidth, list >= InteractiveList.minimumColumns else {
                return ((rows, columns), nil)
            }
            return ((rows, list), (rows, pane))
        case .bottom:
            let pane = rows * percent / 100
            let list = rows - pane - 1
            guard pane >= 1, list >= InteractiveList.minimumRows, columns >= LayoutError.minimumWidth else {
                return ((rows, columns), nil)
            }
            return ((list, columns), (pane, columns))
        }
    }

    /// Shows `document` (nothing when `nil`) as the preview of item `number`, laid out at
    /// `width`.
    package mutating func show(_ document: Document?, for number: Int?, width: Int) {
        self.number = number
        self.document = document
        layOut(width: width)
    }

    /// Lays the document out again at a new width: its title and each section, as
    /// `render` prints them, as many lines as a screen can show.
    package mutating func layOut(width: Int, limit: Int = 1_000) {
        paneWidth = width
        lines = []
        guard let document, let laidOut = try? LaidOutDocument(document, width: width) else { return }
        var blocks = 0
        func beginBlock() {
            if blocks > 0 { lines += Array(repeating: Line(runs: []), count: laidOut.options.sectionSpacing) }
            blocks += 1
        }
        if let title = laidOut.title {
            beginBlock()
            lines += title
        }
        for section in laidOut.sections {
            guard lines.count < limit else { break }
            beginBlock()
            section.forEachLines { part in
                for line in part where lines.count < limit { lines.append(line) }
            }
        }
    }

    /// The frame of a list laid out in its part of a screen of `rows` by `columns`, with
    /// the pane beside it (a `│` between them) or below it (a rule between them).
    package func compose(_ list: Frame, rows: Int, columns: Int) -> Frame {
        guard let pane = split(rows: rows, columns: columns).pane else { return list }
        switch edge {
        case .trailing:
            let listWidth = columns - pane.columns - 1
            let out = list.rows.enumerated().map { index, row in
                var row = row
                let pad = listWidth - row.width
                if pad > 0 {
                    row.segments.append(
                        FrameSegment(text: String(repeating: " ", count: pad), width: pad, look: []))
                }
                row.segments.append(FrameSegment(text: "│", width: 1, look: .dim))
                row.segments += segments(ofLine: index)
                return row
            }
            return Frame(rows: out)
        case .bottom:
            let rule = FrameRow(segments: [
                FrameSegment(text: String(repeating: "─", count: columns), width: columns, look: .dim)
            ])
            return Frame(
                rows: list.rows + [rule] + (0..<pane.rows).map { FrameRow(segments: segments(ofLine: $0)) })
        }
    }

    private func segments(ofLine index: Int) -> [FrameSegment] {
        guard index < lines.count else { return [] }
        var segments = SegmentList()
        segments.append(lines[index].runs, indent: 0, look: [], matched: [])
        return segments.segments
    }
}
