import Core

extension InteractiveList {
    /// Sets whether the list asks plainly instead of drawing itself: `false` by default,
    /// and `true` whatever this says when the `ACCESSIBLE` environment variable is set and
    /// not empty, as in huh's accessible mode.
    ///
    /// A list that asks plainly prints the document's items numbered under their section
    /// headers, each as the layout stage lays it out (a panel without its box, a grid's
    /// items one a line), then a prompt, and reads the answer a line at a time, with the
    /// terminal's own line editing: nothing is redrawn, the cursor is never moved and the
    /// alternate screen is not used, so a screen reader reads each line once.
    ///
    /// - A number chooses that item; in ``SelectionMode/multiple`` mode several do, as
    ///   `1 3 5`, `1,3,5` or ranges such as `2-4`. A number outside the list, or several
    ///   in single choice, is answered with what is wrong, and the prompt comes again.
    /// - Any other text filters: the matching items are printed with their numbers, which
    ///   never change, ranked as the full-screen list ranks them. An empty line prints every
    ///   item again; in ``SelectionMode/browse`` mode, where every line is filter text, it
    ///   ends the list, as does `q`.
    /// - Esc alone on a line, or the end of input (Ctrl-D), dismisses the list:
    ///   ``run()`` throws ``InteractiveListError/cancelled``.
    ///
    /// The list asks plainly without being told to where it cannot draw itself: when `TERM`
    /// is unset or `dumb`, and when the terminal is smaller than ``minimumRows`` by
    /// ``minimumColumns``. The descriptors of ``Terminal/descriptors(input:output:)`` need
    /// not be a terminal's here. A new version of a changing document is shown the next time
    /// the items are printed.
    ///
    /// ```swift
    /// let list = InteractiveList(document)
    ///     .selectionMode(.multiple)
    ///     .accessible()
    /// ```
    ///
    /// - Parameter asksPlainly: Whether the list asks plainly.
    /// - Returns: The list, asking plainly or not.
    public func accessible(_ asksPlainly: Bool = true) -> InteractiveList {
        var list = self
        list.asksPlainly = asksPlainly
        return list
    }
}
