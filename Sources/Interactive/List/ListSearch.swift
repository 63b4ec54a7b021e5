import Core

/// The filter of an interactive list: one level per edit (a character typed, or text
/// that came at once), so that Backspace goes back to the wider result it narrowed from
/// without searching again, and a search corpus (the table of the document's distinct
/// characters) indexed a slice at a time after the first frame.
///
/// The filter's text is kept once, each level knowing how much of it is its own, and the
/// pattern is made for the top level alone, from at most as many characters as the longest
/// item has: a filter longer than every item matches nothing and is not scored. So an edit
/// costs the same whether the filter is ten characters long or a pasted megabyte.
package struct ListSearch: Sendable {
    /// The result of one filter level, once its search finished.
    package enum Result: Sendable {
        /// The pattern is empty: every item.
        case all
        /// The matching items as shown (kept, so that Backspace shows them again at no
        /// cost), and in reading order for narrowing.
        case ranked(ListDisplay, matches: [Int32])
    }

    /// The filter after one more edit.
    package struct Level: Sendable {
        /// How much of ``ListSearch/text`` is this level's filter, in UTF-8 bytes.
        package var length: Int
        /// What its search looks through: the narrower-from level's matches, `nil` for all.
        package var candidates: [Int32]?
        /// The running search; `nil` before it starts, once it finished, or when a later
        /// edit abandoned it (it starts again if Backspace comes back to it).
        package var search: FuzzySearch?
        package var result: Result?
    }

    package var levels: [Level] = []
    package var corpus = SearchCorpus()
    /// Whether the highlight goes to the first row when the top level's result is shown:
    /// after a filter key, not after a new version of the document.
    package var highlightsFirst = false
    /// The filter: the top level's text.
    package var text = ""
    /// The top level's pattern once made; `nil` without a filter, or when the filter has
    /// more characters than any item, which it can therefore not match.
    private(set) var pattern: FuzzyPattern?
    /// Whether ``pattern`` was made for the text as it is, against the whole corpus.
    private(set) var hasPattern = true

    /// Whether the top level is still searching (or waiting for the corpus).
    package var isSearching: Bool { levels.last.map { $0.result == nil } ?? false }

    /// Matches found so far by the top level's search.
    package var matchesSoFar: Int { levels.last?.search?.matches.count ?? 0 }

    /// Forgets every result, as after a new version of the document; the texts stay.
    package mutating func restart() {
        for index in levels.indices {
            levels[index].search = nil
            levels[index].result = nil
            levels[index].candidates = nil
        }
        corpus = SearchCorpus()
        highlightsFirst = false
        // The pattern stays for the highlight until the new corpus says how long items are.
        hasPattern = false
    }

    /// Whether the first `length` UTF-8 bytes of the text are whole characters of it, so
    /// that the filter of that length is a start of the text's characters and the text's
    /// matches are among its matches. A mark typed after a letter changes the letter
    /// (`e` then U+0301 is `é`): then they are not.
    package func endsOnCharacter(_ length: Int) -> Bool {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: length)
        return String.Index(index, within: text) != nil
    }

    /// Makes the top level's pattern, once the corpus has indexed the `items` items of
    /// the document shown, and so knows the longest.
    package mutating func makePattern(items: Int) {
        guard !hasPattern, corpus.total == items, corpus.count == items else { return }
        hasPattern = true
        var characters = 0
        var index = text.startIndex
        while index < text.endIndex, characters <= corpus.longest {
            text.formIndex(after: &index)
            characters += 1
        }
        pattern = text.isEmpty || characters > corpus.longest ? nil : FuzzyPattern(text)
    }

    /// The text changed: the pattern is made again.
    package mutating func forgetPattern() {
        hasPattern = text.isEmpty
        if text.isEmpty { pattern = nil }
    }
}

/// Typing, Backspace, and the work ``advance(budget:)`` does between keys.
extension ListModel {
    /// Items the corpus indexes, and items a search scans, per step: a step of either is a
    /// couple of milliseconds at most, so a budget is overrun by little (a search step is
    /// scanned by two threads, ``FuzzySearch/threadedItems``, and reads at most
    /// ``FuzzySearch/sliceBytes`` of text). A table's row, whose cells are joined into one
    /// text, takes longer to index than a text item.
    package static let corpusStep = 4_096
    package static let searchStep = 65_536

    package var hasPendingWork: Bool { search.corpus.count < itemCount || search.isSearching }

    /// Does pending work (indexing the search corpus, then the filter's search) for about
    /// `budget` of time, at least one step; returns whether work remains.
    package mutating func advance(budget: Duration) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        while step() {
            if clock.now - start >= budget { break }
        }
        return hasPendingWork
    }

    /// One step of pending work; `false` when there was none.
    private mutating func step() -> Bool {
        if search.corpus.count < itemCount {
            buildCorpus(limit: Self.corpusStep)
            return true
        }
        guard let last = search.levels.indices.last, search.levels[last].result == nil else { return false }
        if search.levels[last].search == nil {
            search.makePattern(items: itemCount)
            guard let pattern = search.pattern else {
                // Longer than every item: nothing matches, and nothing is scored.
                search.levels[last].result = .ranked(.ranked([], starts: starts), matches: [])
                showResult()
                return true
            }
            search.levels[last].search = FuzzySearch(
                pattern: pattern, corpus: search.corpus, candidates: search.levels[last].candidates)
        }
        if search.levels[last].search?.advance(maxItems: Self.searchStep) == true,
            let finished = search.levels[last].search
        {
            let ranked = finished.rankedWithSections(sectionStarts: starts)
            let shown = ListDisplay.ranked(ranked.items, starts: starts, sections: ranked.sections)
            search.levels[last].result = .ranked(shown, matches: finished.matches)
            search.levels[last].search = nil
            showResult()
        }
        return true
    }

    /// Indexes up to `limit` more items' characters, starting over on a new document.
    private mutating func buildCorpus(limit: Int) {
        if search.corpus.count == 0 {
            search.corpus = SearchCorpus(document: document, starts: starts, width: width)
        }
        search.corpus.index(limit: limit)
    }

    /// Adds `typed` to the filter as one edit: a new level, narrowing from the top one's
    /// result; the top one's unfinished search is abandoned.
    package mutating func typeIntoFilter(_ typed: String) {
        guard !typed.isEmpty else { return }
        search.text += typed
        addLevel()
    }

    /// Backspace: the filter's last character goes. The level of the shorter filter is
    /// shown at once when its result is kept (the character was typed alone); after a
    /// paste, the shorter filter is a new level. The last character gone, the filter is
    /// cleared: every item shows again and the highlighted one stays highlighted.
    package mutating func deleteFromFilter() {
        guard !search.text.isEmpty else { return }
        search.text.removeLast()
        // Not `count`, which walks the whole filter: a long paste then Backspace.
        if search.text.isEmpty { return clearFilter() }
        let length = search.text.utf8.count
        while let top = search.levels.last, top.length > length { search.levels.removeLast() }
        if length > 0, search.levels.last?.length != length {
            addLevel()
        } else {
            search.forgetPattern()
            search.makePattern(items: itemCount)
            search.highlightsFirst = true
            showResult()
        }
    }

    /// A level for the filter as it now is, which extends the top level's.
    private mutating func addLevel() {
        var candidates: [Int32]?
        if let last = search.levels.indices.last {
            let top = search.levels[last]
            if search.endsOnCharacter(top.length) {
                switch top.result {
                case .ranked(_, let matches): candidates = matches
                case .all: candidates = nil
                case nil: candidates = top.candidates
                }
            }
            search.levels[last].search = nil
        }
        search.levels.append(ListSearch.Level(length: search.text.utf8.count, candidates: candidates))
        search.forgetPattern()
        search.makePattern(items: itemCount)
        search.highlightsFirst = true
        showResult()
    }

    /// Forgets the filter; the highlighted item stays highlighted.
    package mutating func clearFilter() {
        search.levels.removeAll()
        search.text = ""
        search.forgetPattern()
        search.highlightsFirst = false
        showResult()
    }

    /// Shows the result of the highest level that has one; while none has (the corpus is
    /// being built, or a new version arrived), the display stays as it is.
    package mutating func showResult() {
        let shown = search.levels.lastIndex { $0.result != nil }
        let next: ListDisplay
        switch shown.flatMap({ search.levels[$0].result }) {
        case .ranked(let shown, _): next = shown
        case .all: next = unfiltered
        case nil:
            guard search.levels.isEmpty else { return }
            next = unfiltered
        }
        let first = search.highlightsFirst && (shown ?? -1) == search.levels.count - 1
        if first { search.highlightsFirst = false }
        show(next, highlightingFirst: first)
    }

    /// Replaces the display: the highlight goes to the first item, or stays on its item
    /// (else its section's header, else the first item) at the same screen row.
    package mutating func show(_ next: ListDisplay, highlightingFirst: Bool) {
        let row = highlightRow()
        let number = highlight.flatMap { $0.isHeader ? nil : display.number(at: $0.offset) }
        let header = highlightedHeader
        display = next
        top = nil
        if !highlightingFirst, let number, let entry = display.entry(ofNumber: number, starts: starts) {
            highlight = isFolded(entry.group) ? .header(entry.group) : entry
        } else if !highlightingFirst, let header, let group = display.group(ofSection: header) {
            highlight = .header(group)
        } else {
            highlight = firstItemEntry()
            top = firstEntry(from: 0).map { LinePointer(entry: $0, line: 0) }
            return revealHighlight()
        }
        anchor(row: row ?? 0)
    }
}
