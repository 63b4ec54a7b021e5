import Sections

/// A run with the display column it starts at, counted again from the runs' spaces and
/// an independent measure of their text.
struct PlacedRun {
    var start: Int
    var end: Int
    var run: Run
}

extension Line {
    /// Each run with its columns, measured with `DisplayWidth` rather than taken from
    /// the layout; as the layout places it (``DisplayWidth/placed(_:)-(StringProtocol)``),
    /// since a run that starts with a cluster extender joins what is printed before it.
    var placed: [PlacedRun] {
        var column = 0
        return runs.map { run in
            column += run.spaces
            let placed = PlacedRun(start: column, end: column + DisplayWidth.placed(run.text), run: run)
            column = placed.end
            return placed
        }
    }

    /// The line's text within columns `band`, each run at its place relative to the
    /// band's start, borders left out. A run of no width at the band's end (a zero-width
    /// character aligned to the trailing edge) is within it.
    func text(in band: Range<Int>) -> String {
        var out = ""
        var column = band.lowerBound
        for placed in self.placed where placed.run.role != .border {
            guard
                band.contains(placed.start) || (placed.start == band.upperBound && placed.end == placed.start)
            else { continue }
            out += String(repeating: " ", count: placed.start - column) + placed.run.text
            column = placed.end
        }
        return out
    }

    /// The text of every run but the borders.
    var content: String { runs.filter { $0.role != .border }.map(\.text).joined() }
}

/// The content a laid-out document shows, in reading order, with layout removed: what
/// must match the document's own text when nothing is truncated.
enum Reading {
    /// Everything but spaces and line feeds: wrapping moves and drops spaces, never
    /// anything else. Scalar by scalar, since a space followed by a combining mark is one
    /// character, and a line may break after the space.
    static func letters(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0 != " " && $0 != "\n" })
        return String(scalars)
    }

    /// A section's content: a grid's items in their order (their cells' lines), a table's
    /// titles and then each row read column by column, anything else line by line.
    /// Random tables hold only rows, so items that span a table are not looked for.
    static func content(of section: LaidOutSection) -> String {
        var out = section.panel?.title ?? ""
        out += section.header.map(text) ?? ""
        if section.grid != nil {
            out += section.items.map { text($0.lines) }.joined()
        } else if let table = section.table, !table.isStacked {
            let bands = table.columns.map { $0.start..<($0.start + $0.width) }
            if let titles = table.titles { out += read(titles, bands) }
            for row in table.rows { out += read(row.lines, bands) }
        } else if let table = section.table {
            out += text(table.lines)
        } else {
            out += section.items.map { text($0.lines) }.joined()
        }
        out += section.footer.map(text) ?? ""
        return letters(out)
    }

    /// Lines read one column band at a time.
    static func read(_ lines: Lines, _ bands: [Range<Int>]) -> String {
        bands.map { band in lines.map { $0.text(in: band) }.joined() }.joined()
    }

    static func text(_ lines: Lines) -> String { lines.map(\.content).joined() }
}

/// What a section must show, from the tree alone.
enum ExpectedContent {
    static func content(of section: Section, stacked: Bool) -> String {
        var out = section.header ?? ""
        if case .table(let columns) = section.layout.kind {
            let titles = columns.map { $0.title ?? "" }
            var hasRow = false
            TableLayout.forEachLeaf(section.items) { _, item in
                if case .cells = item.content { hasRow = true }
            }
            // A stacked table shows its titles beside its cells, or alone when it has none.
            if !stacked || !hasRow { out += titles.joined() }
            TableLayout.forEachLeaf(section.items) { _, item in
                guard case .cells(let cells) = item.content else {
                    out += content(of: item)
                    return
                }
                for (index, cell) in cells.enumerated() {
                    if stacked, index < titles.count { out += titles[index] }
                    out += content(of: cell)
                }
            }
        } else {
            out += section.items.map(content).joined()
        }
        out += section.footer ?? ""
        return Reading.letters(Sanitizer.sanitize(out))
    }

    static func content(of item: Item) -> String {
        switch item.content {
        case .text(let text), .header(let text), .footer(let text): text
        case .row(let label, let value): label + value
        case .drawn(let drawn): drawn.lines(width: 80).joined()
        case .composed(let composed): composed.body.map(content).joined()
        case .panel(let title, let items): (title ?? "") + items.map(content).joined()
        case .cells(let cells): cells.map(content).joined()
        case .progress(let progress): content(of: progress.value.textForm)
        case .section(let nested):
            (nested.section.header ?? "") + nested.section.items.map(content).joined()
                + (nested.section.footer ?? "")
        }
    }
}
