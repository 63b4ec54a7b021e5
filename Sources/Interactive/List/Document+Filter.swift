public import Core

extension Document {
    /// The items that a filter matches, in the order an ``InteractiveList`` shows them when
    /// the filter is typed: what `sections pick --filter QUERY` prints.
    ///
    /// The match is the list's fuzzy one: the query's characters in order, anywhere in an
    /// item's text (a row's label, two spaces and its value; another item's plain text on
    /// one line), regardless of case unless the query holds an upper-case letter. Sections
    /// come best match first, and within a section the items do; ties keep reading order.
    /// An empty query matches every item, in reading order.
    ///
    /// ```swift
    /// let menu = Document {
    ///     Section(header: "Drinks") {
    ///         Text("Tea").id("tea")
    ///         Text("Coffee").id("coffee")
    ///     }
    /// }
    /// let paths = menu.paths(matchingFilter: "cof")
    /// print(paths)   // [[0, 1]]
    /// ```
    ///
    /// The search runs to the end here, in one go: the list spreads the same work over its
    /// frames.
    ///
    /// - Parameters:
    ///   - query: The filter, as a person would type it.
    ///   - width: The width the list would have, at which items that are neither texts nor
    ///     rows (a table's rows, panels, items of your own) are laid out to be searched.
    /// - Returns: The positions of the matching items, best first.
    public func paths(matchingFilter query: String, width: Int = 80) -> [ItemPath] {
        let starts = ListModel.starts(of: self)
        let total = Int(starts[starts.count - 1])
        let path = { (number: Int32) in
            let section = ListDisplay.section(of: Int(number), starts: starts)
            return ItemPath(section: section, item: Int(number) - Int(starts[section]))
        }
        guard !query.isEmpty else { return (0..<Int32(total)).map(path) }
        // The list's own steps, run to the end: the corpus, the pattern (none for a query
        // longer than every item), the search, the ranking and the grouping by section.
        var search = ListSearch()
        search.corpus = SearchCorpus(
            document: self, starts: starts, width: max(width, LayoutError.minimumWidth))
        search.corpus.index(limit: total)
        search.text = query
        search.forgetPattern()
        search.makePattern(items: total)
        guard let pattern = search.pattern else { return [] }
        var fuzzy = FuzzySearch(pattern: pattern, corpus: search.corpus, candidates: nil)
        _ = fuzzy.advance(maxItems: total)
        let ranked = fuzzy.rankedWithSections(sectionStarts: starts)
        let display = ListDisplay.ranked(ranked.items, starts: starts, sections: ranked.sections)
        return (0..<display.itemCount).map { path(Int32(display.number(at: $0))) }
    }
}
