import Sections

/// The state of `sections pick`: the items, the filter, the selection; no terminal here,
/// so every rule is testable on its own.
struct Picker {
    /// One item of the document as the picker shows and returns it.
    struct Entry {
        let section: Int
        /// The item laid out at the menu's width, so long items wrap rather than vanish.
        let lines: [String]
        /// What Enter prints: the id, else the text (a row's label).
        let result: String
        /// Lower-cased text the filter matches against.
        let searchText: String
    }

    enum Outcome: Equatable {
        case continuing
        case chosen(String)
        case cancelled
        /// The person asked to suspend the program (Ctrl-Z), as the shell would.
        case suspended
    }

    /// Each printing section's header lines, already sanitised by the layout.
    private let headers: [Int: [String]]
    private let entries: [Entry]
    private(set) var filter = ""
    /// Indices into `entries` that match the filter.
    private(set) var visible: [Int]
    /// Index into `visible`.
    private(set) var selected = 0

    /// Prepares the items of `document` laid out at `width`.
    init(_ document: Document, width: Int) throws(LayoutError) {
        var entries: [Entry] = []
        var headers: [Int: [String]] = [:]
        for section in try LaidOutDocument(document, width: width).sections {
            headers[section.index] = section.header?.map(\.text) ?? ["Section \(section.index + 1)"]
            for item in section.items {
                let lines = item.lines.map(\.text)
                entries.append(
                    Entry(
                        section: section.index, lines: lines,
                        result: Self.result(of: item.item, lines: lines),
                        searchText: lines.joined(separator: " ").lowercased()))
            }
        }
        self.entries = entries
        self.headers = headers
        visible = Array(entries.indices)
    }

    private static func result(of item: Item, lines: [String]) -> String {
        if let id = item.id { return id }
        if let text = item.content(as: Text.self) { return text.string }
        if let row = item.content(as: Row.self) { return row.label }
        return lines.first { !$0.isEmpty }.map { String($0.drop { $0 == " " }) } ?? ""
    }

    /// Applies one key; PageUp and PageDown move by `page` items.
    mutating func handle(_ key: Key, page: Int = 10) -> Outcome {
        let last = max(visible.count - 1, 0)
        switch key {
        case .up: selected = max(selected - 1, 0)
        case .down: selected = min(selected + 1, last)
        case .pageUp: selected = max(selected - max(page, 1), 0)
        case .pageDown: selected = min(selected + max(page, 1), last)
        case .home: selected = 0
        case .end: selected = last
        case .enter: if selected < visible.count { return .chosen(entries[visible[selected]].result) }
        case .escape, .interrupt: return .cancelled
        case .suspend: return .suspended
        case .backspace, .delete:
            if !filter.isEmpty {
                filter.removeLast()
                refilter()
            }
        case .character(let character):
            filter.append(character)
            refilter()
        }
        return .continuing
    }

    private mutating func refilter() {
        let needle = filter.lowercased()
        visible = entries.indices.filter { needle.isEmpty || entries[$0].searchText.contains(needle) }
        selected = 0
    }

    /// The lines to show in a screen of `height` rows: the filter, then the matching items
    /// under their section headers, scrolled so that the selected item is in view. The
    /// selected item's first line starts with `>`.
    func screen(height: Int) -> [String] {
        var lines: [String] = []
        var selectedLine = 0
        var lastSection: Int?
        for (position, index) in visible.enumerated() {
            let entry = entries[index]
            if entry.section != lastSection {
                if lastSection != nil { lines.append("") }
                lines += headers[entry.section] ?? []
                lastSection = entry.section
            }
            if position == selected { selectedLine = lines.count }
            for (number, line) in entry.lines.enumerated() {
                lines.append(number == 0 && position == selected ? ">" + line.dropFirst() : line)
            }
        }
        if visible.isEmpty { lines.append("  (no item matches)") }
        let room = max(height - 2, 1)
        let top = min(max(selectedLine - room / 2, 0), max(lines.count - room, 0))
        return ["Filter: " + filter, ""] + lines[top..<min(top + room, lines.count)]
    }
}
