public import Core

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
/// try display.finish(into: &out)
/// try out.flush()
/// ```
///
/// Versions that come faster than ``minimumInterval`` are not drawn: the display keeps the
/// newest and draws it with the first update after the interval, at ``refresh(into:)``
/// (call it before a long step that sends no update), or at ``finish(into:)``, so a loop
/// may update as often as it likes without flooding the terminal. Where the output is not a terminal (a pipe or a file, or `TERM=dumb`), updates
/// write nothing and ``finish(into:)`` writes the last version once, as the renderer
/// renders it, with no cursor movement: a log gets the final state, not every frame.
///
/// The display owns the lines from where it started to the end of the screen; print
/// nothing else to the same terminal between updates, and keep the document shorter than
/// the screen, since a terminal cannot move the cursor above its top row.
public struct LiveDisplay<R: Renderer>: Sendable where R: Sendable {
    private var renderer: R
    private var shown: [String] = []
    private var shownWidth: Int?
    /// Whether the display redraws in place: `false` where the output is not a terminal.
    public let redraws: Bool
    /// The least time between two drawings; updates in between are coalesced.
    public let minimumInterval: Duration
    /// The time since the display was made, on the clock it was given.
    private let elapsed: @Sendable () -> Duration
    /// When the last drawing was made, by ``elapsed``; `nil` before the first.
    private var drawnAt: Duration?
    /// The newest version and its width, when it has not been drawn yet.
    private var pending: (document: Document, width: Int)?

    /// Creates a display that renders with `renderer`.
    ///
    /// - Parameters:
    ///   - renderer: Renders each version; its output must be lines that end with a line
    ///     feed, like ``PlainRenderer``'s. In a pipe, ``finish(into:)`` writes what it
    ///     renders as it is: an ``ANSIRenderer`` given ``TerminalEnvironment/colors(explicit:)``
    ///     writes no styles there.
    ///   - terminal: Where the output goes: the display redraws when it is a terminal and
    ///     `TERM` is not `dumb`, and otherwise writes only the final version. The process's
    ///     standard output by default.
    ///   - minimumInterval: The least time between two drawings; a tenth of a second by
    ///     default.
    ///   - clock: The clock that times the interval; a test passes a clock of its own.
    public init(
        renderer: R, terminal: TerminalEnvironment = .current(),
        minimumInterval: Duration = .milliseconds(100),
        clock: some Clock<Duration> = ContinuousClock()
    ) {
        self.renderer = renderer
        redraws = terminal.isTerminal && terminal.variables["TERM"] != "dumb"
        self.minimumInterval = minimumInterval
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
    }

    /// Shows `document`, redrawing only the lines that differ from what is on screen; a
    /// version that comes within ``minimumInterval`` of the last drawing waits, replaced by
    /// any newer one, and nothing waits or is drawn where the display does not redraw.
    ///
    /// - Parameters:
    ///   - document: The new version.
    ///   - width: The width to lay out at.
    ///   - output: The terminal's stream.
    /// - Throws: ``LayoutError`` when the width is out of range; nothing is written then.
    public mutating func update(
        to document: Document, width: Int, into output: inout some TextOutputStream
    ) throws(LayoutError) {
        try LayoutError.check(width)
        pending = (document, width)
        guard redraws else { return }
        let now = elapsed()
        if let drawnAt, now - drawnAt < minimumInterval { return }
        try drawPending(into: &output)
        drawnAt = now
    }

    /// Whether a version waits to be drawn: it came within ``minimumInterval`` of the last
    /// drawing, or the output is not a terminal.
    public var isWaiting: Bool { pending != nil }

    /// Draws the version that is waiting, if any, now, whatever the interval: before a
    /// step that takes long and sends no update, so that the screen does not show an older
    /// version meanwhile. Where the display does not redraw it writes nothing.
    ///
    /// - Parameter output: The stream the updates went to.
    /// - Throws: ``LayoutError`` when the version cannot be laid out; nothing is written then.
    public mutating func refresh(into output: inout some TextOutputStream) throws(LayoutError) {
        guard redraws, pending != nil else { return }
        try drawPending(into: &output)
        drawnAt = elapsed()
    }

    /// Draws the version that is waiting, if any, and ends the display: in a terminal the
    /// cursor stays under it and the next update starts a new display there; elsewhere the
    /// version is written whole, once.
    ///
    /// - Parameter output: The stream the updates went to.
    /// - Throws: ``LayoutError`` when the version cannot be laid out; nothing is written then.
    public mutating func finish(into output: inout some TextOutputStream) throws(LayoutError) {
        defer {
            shown = []
            shownWidth = nil
            drawnAt = nil
        }
        guard let pending else { return }
        if redraws {
            try drawPending(into: &output)
        } else {
            output.write(renderer.render(try LaidOutDocument(pending.document, width: pending.width)))
            self.pending = nil
        }
    }

    /// Draws the waiting version over the one on screen.
    private mutating func drawPending(into output: inout some TextOutputStream) throws(LayoutError) {
        guard let (document, width) = pending else { return }
        let layout = try LaidOutDocument(document, width: width)
        pending = nil
        let lines = renderer.render(layout).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
        var writer = CursorWriter(row: shown.count)
        var text = ""
        if shownWidth != width {
            writer.move(to: 0, &text)
            text += "\u{1B}[J"
            shown = []
        }
        for (row, line) in lines.enumerated() where row >= shown.count || shown[row] != line {
            writer.move(to: row, &text)
            text += "\r\u{1B}[2K" + line
        }
        if shown.count > lines.count {
            writer.move(to: lines.count, &text)
            text += "\r\u{1B}[J"
        }
        writer.move(to: lines.count, &text)
        // A move down within rows drawn before keeps the column, which after a line as
        // wide as the terminal is past its edge: what is printed next would start there.
        if !text.isEmpty { output.write(text + "\r") }
        shown = lines
        shownWidth = width
    }
}

extension LiveDisplay where R == PlainRenderer {
    /// Creates a display that renders plain text.
    ///
    /// - Parameters:
    ///   - terminal: Where the output goes; the process's standard output by default.
    ///   - minimumInterval: The least time between two drawings; a tenth of a second by
    ///     default.
    ///   - clock: The clock that times the interval.
    public init(
        terminal: TerminalEnvironment = .current(), minimumInterval: Duration = .milliseconds(100),
        clock: some Clock<Duration> = ContinuousClock()
    ) {
        self.init(
            renderer: PlainRenderer(), terminal: terminal, minimumInterval: minimumInterval, clock: clock)
    }
}

/// Moves the cursor between rows of the display, by relative movements only, so the
/// display works wherever on the screen it started.
private struct CursorWriter {
    /// The row the cursor is on, counted from the display's first line.
    package var row: Int
    /// Rows that exist below the display's top; moving further needs line feeds.
    private var rows: Int

    package init(row: Int) {
        self.row = row
        rows = row
    }

    package mutating func move(to target: Int, _ output: inout some TextOutputStream) {
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
