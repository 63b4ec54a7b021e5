/// Shows a document in a terminal and, given a new version, redraws only what changed.
///
/// Each ``update(to:width:into:)`` lays the document out, compares its lines with the
/// ones on screen and writes just the lines that differ, with cursor movements between
/// them; lines that disappeared are cleared. When the width changes, the whole region is
/// cleared and drawn again, since the old lines no longer fit. Use it for progress
/// displays and dashboards:
///
/// ```swift
/// var display = LiveDisplay()
/// var out = StandardOutput()
/// for step in 0...10 {
///     try display.update(to: progressReport(step), width: 60, into: &out)
///     try out.flush()
/// }
/// ```
///
/// The display owns the lines from where it started to the end of the screen; print
/// nothing else to the same terminal between updates, and keep the document shorter than
/// the screen, since a terminal cannot move the cursor above its top row.
public struct LiveDisplay<R: Renderer>: Sendable where R: Sendable {
    private var renderer: R
    private var shown: [String] = []
    private var shownWidth: Int?

    /// Creates a display that renders with `renderer`.
    ///
    /// - Parameter renderer: Renders each version; its output must be lines that end with
    ///   a line feed, like ``PlainRenderer``'s.
    public init(renderer: R) {
        self.renderer = renderer
    }

    /// Shows `document`, redrawing only the lines that differ from what is on screen.
    ///
    /// - Parameters:
    ///   - document: The new version.
    ///   - width: The width to lay out at.
    ///   - output: The terminal's stream.
    /// - Throws: ``LayoutError`` when the width is out of range; nothing is written then.
    public mutating func update(
        to document: Document, width: Int, into output: inout some TextOutputStream
    ) throws(LayoutError) {
        let layout = try LaidOutDocument(document, width: width)
        let lines = renderer.render(layout).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
        var writer = CursorWriter(row: shown.count)
        if shownWidth != width {
            writer.move(to: 0, &output)
            output.write("\u{1B}[J")
            shown = []
        }
        for (row, line) in lines.enumerated() where row >= shown.count || shown[row] != line {
            writer.move(to: row, &output)
            output.write("\r\u{1B}[2K")
            output.write(line)
        }
        if shown.count > lines.count {
            writer.move(to: lines.count, &output)
            output.write("\r\u{1B}[J")
        }
        writer.move(to: lines.count, &output)
        shown = lines
        shownWidth = width
    }
}

extension LiveDisplay where R == PlainRenderer {
    /// Creates a display that renders plain text.
    public init() { self.init(renderer: PlainRenderer()) }
}

/// Moves the cursor between rows of the display, by relative movements only, so the
/// display works wherever on the screen it started.
private struct CursorWriter {
    /// The row the cursor is on, counted from the display's first line.
    var row: Int
    /// Rows that exist below the display's top; moving further needs line feeds.
    private var rows: Int

    init(row: Int) {
        self.row = row
        rows = row
    }

    mutating func move(to target: Int, _ output: inout some TextOutputStream) {
        if target < row {
            output.write("\u{1B}[\(row - target)A")
        } else if target > row {
            // The cursor never goes below the rows the display has used, so `row <= rows`.
            let existing = min(target, rows) - row
            if existing > 0 { output.write("\u{1B}[\(existing)B") }
            // Line feeds scroll the screen when the display reaches its bottom.
            if target > rows { for _ in rows..<target { output.write("\r\n") } }
        }
        row = target
        rows = max(rows, target)
    }
}
