/// The laid-out lines of the entries in view, kept until the width or the document changes.
struct LayoutCache: Sendable {
    enum Key: Hashable, Sendable {
        /// An item, by global number.
        case item(Int)
        /// A section's header; `count` is what a folded header shows, `nil` when unfolded.
        case header(section: Int, count: Int?)
    }

    private var lines: [Key: Lines] = [:]

    /// More entries than a few screens' worth are forgotten, so the cache stays the size
    /// of the screen however far the list scrolls.
    private static let limit = 512

    subscript(key: Key) -> Lines? { lines[key] }

    mutating func store(_ value: Lines, for key: Key) {
        if lines.count >= Self.limit { lines.removeAll(keepingCapacity: true) }
        lines[key] = value
    }

    mutating func removeAll() { lines.removeAll(keepingCapacity: true) }
}

/// Laying out entries: items by the layout stage's item layout after the 2-column gutter,
/// headers after the gutter and the fold marker.
extension ListModel {
    /// Columns before an item's text: the highlight and chosen marks.
    static let gutter = 2
    /// Columns before a header's text: the gutter and the fold marker.
    static let headerIndent = 4

    func cacheKey(_ entry: ListEntry) -> LayoutCache.Key {
        let group = display.groups[entry.group]
        guard entry.isHeader else { return .item(display.number(at: entry.offset)) }
        return .header(section: group.section, count: isFolded(entry.group) ? group.range.count : nil)
    }

    /// The entry's lines, laid out now unless they are cached; never empty. A long text
    /// item's lines are laid out a chunk at a time as they are read (``DeferredLines``).
    func layOut(_ entry: ListEntry) -> Lines {
        let key = cacheKey(entry)
        if let cached = cache[key] { return cached }
        let section = document.sections[display.groups[entry.group].section]
        var writer = LineWriter()
        switch key {
        case .item(let number):
            let item = section.items[number - Int(starts[display.groups[entry.group].section])]
            let frame = ItemFrame(indent: Self.gutter, available: width - Self.gutter, style: section.style)
            if let deferred = DeferredLines(item, in: frame), deferred.lineCount > 0 {
                return Lines(deferred)
            }
            writer.item(item, in: frame)
        case .header(_, let count):
            var text = Sanitizer.sanitize(section.header ?? "")
            if let count { text += " (\(ListModel.grouped(count)))" }
            let frame = ItemFrame(
                indent: Self.headerIndent, available: width - Self.headerIndent,
                style: section.headerStyle.inheriting(from: section.style))
            writer.text(text, in: frame, role: .header)
        }
        if writer.lineCount == 0 { writer.emptyLine() }
        return writer.lines(0..<writer.lineCount)
    }

    /// The entry's lines, kept for the next frame.
    mutating func lines(of entry: ListEntry) -> Lines {
        let key = cacheKey(entry)
        if let cached = cache[key] { return cached }
        let lines = layOut(entry)
        cache.store(lines, for: key)
        return lines
    }

    mutating func lineCount(_ entry: ListEntry) -> Int { lines(of: entry).count }

    /// `1,234,567`: counts on the status line and folded headers.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
