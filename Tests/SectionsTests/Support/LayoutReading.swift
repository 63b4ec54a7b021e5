@testable import Sections

/// A run with the display column it starts at, counted again from the runs' spaces and
/// an independent measure of their text.
struct PlacedRun {
    var start: Int
    var end: Int
    var run: Run
}

extension Line {
    /// Each run with its columns, measured with `DisplayWidth` rather than taken from
    /// the layout.
    var placed: [PlacedRun] {
        var column = 0
        return runs.map { run in
            column += run.spaces
            let placed = PlacedRun(start: column, end: column + DisplayWidth.of(run.text), run: run)
            column = placed.end
            return placed
        }
    }

    /// The line's text within columns `band`, each run at its place relative to the
    /// band's start, borders left out.
    func text(in band: Range<Int>) -> String {
        var out = ""
        var column = band.lowerBound
        for placed in self.placed where placed.run.role != .border && band.contains(placed.start) {
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
    /// Non-space characters only: wrapping moves and drops spaces, never anything else.
    static func letters(_ text: String) -> String {
        String(text.filter { $0 != " " && $0 != "\n" })
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
