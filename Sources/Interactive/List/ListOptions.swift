package import Core

/// What a person does with an interactive list.
package enum SelectionMode: Hashable, Sendable {
    /// Choose one item: Enter returns the highlighted item.
    case single
    /// Choose several: Space marks and unmarks the highlighted item, so a space cannot be
    /// typed into the filter; Enter returns the marked items in document order, or the
    /// highlighted item alone when none is marked.
    case multiple
    /// Look through the document: `/` starts typing a filter, `q` or Esc quits.
    case browse
}

/// How a ``ListModel`` starts.
package struct ListOptions: Sendable {
    package var mode: SelectionMode = .single
    /// The id of the item highlighted first; the first item when `nil` or not found.
    package var highlightedID: String? = nil
    /// Shown before the filter text on the status line (pick modes; browse shows `/`).
    package var prompt: String = "> "
    /// In multiple choice, how many items Enter accepts; `nil` for any number from one.
    package var limit: ClosedRange<Int>? = nil
}

/// What a key did.
package enum ListOutcome: Equatable, Sendable {
    /// The list goes on.
    case continuing
    /// Enter: single choice, the highlighted item; multiple choice, the marked items in
    /// document order, or the highlighted item alone when none is marked.
    case chosen([ItemPath])
    /// Esc in a pick mode, whatever the filter (as in fzf); Ctrl-C in every mode.
    case cancelled
    /// Browse mode: `q`, or Esc, outside filter entry.
    case quit
    /// Ctrl-Z: the terminal side stops the process.
    case suspend
}
