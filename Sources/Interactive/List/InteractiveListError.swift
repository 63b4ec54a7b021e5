public import Core

/// Why an ``InteractiveList`` ended without a choice.
public enum InteractiveListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There is no terminal to show the list on: no controlling terminal (a daemon, a
    /// `setsid` child), or descriptors that are not a terminal's.
    case noTerminal(reason: String)
    /// `TERM` is unset or `dumb`: the terminal cannot move the cursor. ``InteractiveList/run()``
    /// asks plainly instead (``InteractiveList/accessible(_:)``) rather than throw this.
    case dumbTerminal
    /// The terminal has fewer rows or columns than a list needs
    /// (``InteractiveList/minimumRows`` and ``InteractiveList/minimumColumns``).
    /// ``InteractiveList/run()`` asks plainly instead when this is so at the start.
    case terminalTooSmall(rows: Int, columns: Int)
    /// The person dismissed the list (Esc or Ctrl-C), or the task running it was cancelled.
    case cancelled
    /// The document cannot be laid out at the terminal's width.
    case layout(LayoutError)

    /// One line that says what went wrong.
    public var description: String {
        switch self {
        case .noTerminal(let reason): "no terminal: \(reason)"
        case .dumbTerminal: "the terminal cannot show a list: TERM is unset or 'dumb'"
        case .terminalTooSmall(let rows, let columns):
            "the terminal is too small: \(rows) rows and \(columns) columns, a list needs at least "
                + "\(InteractiveList.minimumRows) rows and \(InteractiveList.minimumColumns) columns"
        case .cancelled: "cancelled"
        case .layout(let error): "\(error)"
        }
    }
}

extension InteractiveList {
    /// The fewest rows a list is drawn in: the status line and two rows of items.
    public static let minimumRows = 3
    /// The fewest columns a list is drawn in: a 2-column gutter and the narrowest layout.
    public static let minimumColumns = LayoutError.minimumWidth + 2
}
