package import Core

/// The state of an interactive list: what is shown, highlighted, chosen, folded and
/// filtered, for a document of any length. Pure: keys, new versions of the document and
/// sizes go in; frames and outcomes come out; the terminal layer does the I/O.
///
/// Only what is in view is laid out, by the layout stage's item layout at a 2-column
/// gutter, and kept until the width changes or the document does. A document of a million
/// items costs two arrays of one entry per section up front; the filter reads the items'
/// texts where they are, after a table of their distinct characters is made a slice at a
/// time by ``advance(budget:)``.
package struct ListModel: Sendable {
    /// The document shown.
    package var document: Document
    package let options: ListOptions
    private(set) var width: Int
    private(set) var height: Int
    /// `starts[s]` is the global number of section `s`'s first item; the last element is
    /// the number of items.
    package var starts: [Int32]
    package var display: ListDisplay
    /// Every section in reading order: the display without a filter, kept because it
    /// costs a group per section to build.
    package var unfiltered: ListDisplay
    /// Folded sections, by index in ``document``.
    package var folded: Set<Int> = []
    /// The highlighted entry, `nil` only when nothing is shown.
    package var highlight: ListEntry?
    /// The line shown on the first viewport row.
    package var top: LinePointer?
    /// Chosen items (multiple choice), by global number.
    package var chosen = Choices()
    /// Why the last key did nothing, shown on the status line until the next key: Enter
    /// refused outside the selection limit, say.
    package var notice: String?
    /// Whether the help rows show (`?`), and their lines when they do.
    package var showsHelp = false
    package var help: Lines?
    /// Browse mode: whether keys are typed into the filter.
    package var isEntering = false
    package var search = ListSearch()
    package var cache = LayoutCache()

    package init(document: Document, options: ListOptions, width: Int, height: Int) throws(LayoutError) {
        try LayoutError.check(width)
        self.document = document
        self.options = options
        self.width = width
        self.height = max(height, 0)
        starts = Self.starts(of: document)
        unfiltered = .all(starts: starts)
        display = unfiltered
        let initial = options.highlightedID.flatMap { document.path(ofItemWithID: $0) }
        highlight = initial.flatMap { entry(of: $0) } ?? firstItemEntry()
        top = firstEntry(from: 0).map { LinePointer(entry: $0, line: 0) }
        revealHighlight()
    }

    package static func starts(of document: Document) -> [Int32] {
        var starts: [Int32] = []
        starts.reserveCapacity(document.sections.count + 1)
        var total: Int32 = 0
        for section in document.sections {
            starts.append(total)
            total += Int32(section.items.count)
        }
        starts.append(total)
        return starts
    }

    /// Rows below the status line.
    package var rows: Int { max(height - 1 - (help?.count ?? 0), 0) }

    package var itemCount: Int { Int(starts[starts.count - 1]) }

    /// The highlighted item's position, `nil` when a header (or nothing) is highlighted.
    package var highlightedPath: ItemPath? {
        guard let highlight, !highlight.isHeader else { return nil }
        return path(ofNumber: display.number(at: highlight.offset))
    }

    /// The highlighted item's global number, `nil` when a header (or nothing) is.
    package var highlightedNumber: Int? {
        guard let highlight, !highlight.isHeader else { return nil }
        return display.number(at: highlight.offset)
    }

    /// The section whose header is highlighted, `nil` when an item (or nothing) is.
    package var highlightedHeader: Int? {
        guard let highlight, highlight.isHeader else { return nil }
        return display.groups[highlight.group].section
    }

    /// The chosen items in document order.
    package var chosenPaths: [ItemPath] { chosen.numbers.sorted().map { path(ofNumber: $0) } }

    /// The filter typed so far.
    package var filterText: String { search.text }

    package func path(ofNumber number: Int) -> ItemPath {
        let s = ListDisplay.section(of: number, starts: starts)
        return ItemPath(section: s, item: number - Int(starts[s]))
    }

    package func number(of path: ItemPath) -> Int? {
        guard document.sections.indices.contains(path.section),
            document.sections[path.section].items.indices.contains(path.item)
        else { return nil }
        return Int(starts[path.section]) + path.item
    }

    /// The entry showing the item at `path`, or `nil` when it is not shown.
    package func entry(of path: ItemPath) -> ListEntry? {
        number(of: path).flatMap { display.entry(ofNumber: $0, starts: starts) }
    }

    /// Whether section `section` has a header row (a section without a header has none,
    /// and cannot fold).
    package func hasHeader(_ section: Int) -> Bool { document.sections[section].header != nil }

    package func isFolded(_ group: Int) -> Bool {
        let section = display.groups[group].section
        return hasHeader(section) && folded.contains(section)
    }

    package mutating func resize(width: Int, height: Int) throws(LayoutError) {
        try LayoutError.check(width)
        let row = highlightRow()
        self.width = width
        self.height = max(height, 0)
        cache.removeAll()
        layOutHelp()
        anchor(row: min(row ?? 0, max(rows - 1, 0)))
    }
}
