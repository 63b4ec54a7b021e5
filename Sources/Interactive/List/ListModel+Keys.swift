import Core

/// What each key does (the Interactive lists contract, issue 19).
extension ListModel {
    /// Applies one key.
    ///
    /// Moving: Up and Down by entry (a section's header is an entry, so that it can be
    /// folded), PageUp and PageDown by a screen, Home and End, the wheel by 3 rows (the highlight
    /// moves with the rows, keeping its screen row). Folding:
    /// Enter on a header folds or unfolds it, Left folds the highlighted section (the
    /// highlight goes to its header), Right unfolds it. Choosing: Enter; in multiple choice
    /// Space marks or unmarks the highlighted item (so a space is never typed into the
    /// filter) and Tab marks or unmarks it and moves down. Filtering: characters, Backspace.
    /// Esc cancels a pick, whatever the filter, as in fzf. Browse mode: `/` starts typing a
    /// filter, Enter ends typing and keeps it, Esc ends typing and clears it; outside typing
    /// Esc clears a kept filter, and with none `q` and Esc quit. Ctrl-C cancels and Ctrl-Z suspends in every mode. A paste goes into
    /// the filter whole, spaces and all (in browse mode only while typing a filter).
    package mutating func handle(_ key: Key) -> ListOutcome {
        notice = nil
        defer { if showsHelp { layOutHelp() } }
        switch key {
        case .interrupt: return .cancelled
        case .suspend: return .suspend
        case .up: step(forward: false)
        case .down: step(forward: true)
        case .pageUp: page(forward: false)
        case .pageDown: page(forward: true)
        case .home: jump(to: firstEntry(from: 0))
        case .end: jump(to: lastEntry(through: display.groups.count - 1))
        case .wheelUp: page(forward: false, lines: 3)
        case .wheelDown: page(forward: true, lines: 3)
        case .left: fold()
        case .right: unfold()
        case .enter: return enter()
        case .escape: return escape()
        case .tab:
            if options.mode == .multiple {
                toggleChosen()
                step(forward: true)
            }
        case .backspace, .delete:
            if options.mode != .browse {
                deleteFromFilter()
            } else if isEntering {
                if search.levels.isEmpty { isEntering = false } else { deleteFromFilter() }
            }
        case .character(let character): return type([character])
        case .paste(let text):
            // A paste is text for the filter, never commands: outside typing, browse
            // mode has no filter to take it.
            if options.mode != .browse || isEntering { typeIntoFilter(text) }
        }
        return .continuing
    }

    /// Characters typed one after the other, each doing what it does alone; those that go
    /// into the filter in a row are one edit of it, so that a paste (without bracketed
    /// paste mode) is searched for once, not once per character.
    package mutating func type(_ characters: [Character]) -> ListOutcome {
        notice = nil
        defer { if showsHelp { layOutHelp() } }
        var text = ""
        for character in characters {
            if character == "?", text.isEmpty, questionMarkTogglesHelp {
                toggleHelp()
                continue
            }
            switch options.mode {
            case .browse where !isEntering:
                if character == "q" { return .quit }
                if character == "/" { isEntering = true }
            case .multiple where character == " ":
                typeIntoFilter(text)
                text = ""
                toggleChosen()
            default:
                text.append(character)
            }
        }
        typeIntoFilter(text)
        return .continuing
    }

    private mutating func enter() -> ListOutcome {
        if options.mode == .browse, isEntering {
            isEntering = false
            return .continuing
        }
        guard let highlight else { return .continuing }
        if highlight.isHeader {
            toggleFold()
            return .continuing
        }
        guard let path = highlightedPath else { return .continuing }
        switch options.mode {
        case .single: return .chosen([path])
        case .multiple:
            let count = max(chosen.count, 1)
            if let limit = options.limit, !limit.contains(count) {
                notice =
                    count < limit.lowerBound
                    ? "choose at least \(limit.lowerBound)" : "choose at most \(limit.upperBound)"
                return .continuing
            }
            return .chosen(chosen.isEmpty ? [path] : chosenPaths)
        case .browse: return .continuing
        }
    }

    private mutating func escape() -> ListOutcome {
        guard options.mode == .browse else { return .cancelled }
        guard isEntering || !search.text.isEmpty else { return .quit }
        isEntering = false
        clearFilter()
        return .continuing
    }

    private mutating func step(forward: Bool) {
        guard let highlight, let next = forward ? next(highlight) : previous(highlight) else { return }
        self.highlight = next
        revealHighlight()
    }

    private mutating func jump(to entry: ListEntry?) {
        guard let entry else { return }
        highlight = entry
        revealHighlight()
    }

    /// Moves the highlight by `lines` lines (a screen when `nil`), and the viewport with
    /// it, so that the highlight keeps its row where the list allows: the wheel scrolls the
    /// list and the highlight together, and scrolling back shows the same screen again.
    private mutating func page(forward: Bool, lines count: Int? = nil) {
        guard var entry = highlight, let top else { return }
        let page = count ?? max(rows - 1, 1)
        var lines = 0
        while lines < page {
            guard let next = forward ? next(entry) : previous(entry) else { break }
            lines += lineCount(forward ? entry : next)
            entry = next
        }
        highlight = entry
        self.top = moved(top, by: forward ? lines : -lines).pointer
        clampTop()
        revealHighlight()
    }

    /// Left: folds the highlighted entry's section, the highlight going to its header.
    private mutating func fold() {
        guard let highlight else { return }
        let section = display.groups[highlight.group].section
        guard hasHeader(section), !folded.contains(section) else {
            if hasHeader(section) { jump(to: .header(highlight.group)) }
            return
        }
        let row = self.row(of: LinePointer(entry: .header(highlight.group), line: 0))
        folded.insert(section)
        self.highlight = .header(highlight.group)
        anchor(row: row ?? 0)
    }

    /// Right: unfolds the highlighted header's section.
    private mutating func unfold() {
        guard let header = highlightedHeader, folded.contains(header) else { return }
        toggleFold()
    }

    private mutating func toggleFold() {
        guard let header = highlightedHeader else { return }
        let row = highlightRow()
        if folded.remove(header) == nil { folded.insert(header) }
        anchor(row: row ?? 0)
    }

    /// Space and Tab in multiple choice: an item is marked or unmarked; on a header, the
    /// section's items shown are all marked, or all unmarked when they all were. No more
    /// items are marked than the selection limit allows.
    private mutating func toggleChosen() {
        guard let highlight else { return }
        let group = display.groups[highlight.group]
        let numbers =
            highlight.isHeader ? group.range.map(display.number(at:)) : [display.number(at: highlight.offset)]
        let marking = numbers.contains { !chosen.contains($0) }
        if marking, let most = options.limit?.upperBound {
            let added = numbers.count { !chosen.contains($0) }
            guard chosen.count + added <= most else {
                notice = "choose at most \(most)"
                return
            }
        }
        for number in numbers { chosen.set(number, inSection: group.section, to: marking) }
    }
}

/// The keys of one read from the terminal, applied as the terminal's session and the
/// scripted one both apply them.
extension ListModel {
    /// The keys that act on the search's result, which must be complete first.
    package var keysFinishingSearch: Set<Key> {
        options.mode == .multiple ? [.enter, .tab, .character(" ")] : [.enter]
    }

    /// Applies `keys` from `index` on, until one has an outcome other than going on:
    /// returns it, `index` past its key, or `nil` once every key is applied.
    ///
    /// Printable characters that came together (a paste without bracketed paste mode, or
    /// typing faster than the list reads) are one edit of the filter, so that a long paste
    /// costs one search, not one per character. A key that acts on the search's result
    /// waits for the search to finish: "cof" typed and Enter at once chooses Coffee, not
    /// the item highlighted before the search caught up.
    package mutating func handle(_ keys: [Key], from index: inout Int) -> ListOutcome? {
        let finishing = keysFinishingSearch
        while index < keys.count {
            var typed: [Character] = []
            while index < keys.count, case .character(let character) = keys[index],
                !finishing.contains(keys[index])
            {
                typed.append(character)
                index += 1
            }
            if !typed.isEmpty {
                let outcome = type(typed)
                if outcome != .continuing { return outcome }
                continue
            }
            let key = keys[index]
            index += 1
            if finishing.contains(key) { finishPendingWork() }
            let outcome = handle(key)
            if outcome != .continuing { return outcome }
        }
        return nil
    }

    /// Does the background work to its end: the search's corpus and the filter's search.
    package mutating func finishPendingWork() {
        while hasPendingWork { _ = advance(budget: Self.workSlice) }
    }

    /// The longest the model works in the background between two looks at the input.
    package static let workSlice = Duration.milliseconds(5)
}
