/// One section laid out: its header, each item's lines, and its footer.
public struct LaidOutSection: Sendable {
    /// The section's position in the document.
    public let index: Int
    /// The section that was laid out.
    public let section: Section
    /// The header's lines, or `nil` when the section has no header.
    public let header: Lines?
    /// Each item with its lines, in order.
    public let items: LaidOutItems
    /// The footer's lines, or `nil` when the section has no footer.
    public let footer: Lines?

    /// Headers and footers start at column 0 with the whole width; items are indented
    /// by 2 and have the width less 2. Each inherits the section's style.
    init(_ section: Section, at index: Int, width: Int) {
        var writer = LineWriter(estimatedLines: section.items.count + 2)
        if let header = section.header {
            writer.wrap(
                Sanitizer.sanitize(header), indent: 0, width: width, role: .header,
                style: section.headerStyle.inheriting(from: section.style))
        }
        let headerEnd = writer.lineCount
        var itemEnds: [Int] = []
        itemEnds.reserveCapacity(section.items.count)
        // Indexing rather than `for item in` passes each item borrowed, without a copy.
        for index in section.items.indices {
            writer.item(section.items[index], indent: 2, available: width - 2, inherited: section.style)
            itemEnds.append(writer.lineCount)
        }
        let itemsEnd = writer.lineCount
        if let footer = section.footer {
            writer.wrap(
                Sanitizer.sanitize(footer), indent: 0, width: width, role: .footer,
                style: section.footerStyle.inheriting(from: section.style))
        }
        self.index = index
        self.section = section
        self.header = section.header == nil ? nil : writer.lines(0..<headerEnd)
        self.items = LaidOutItems(
            items: section.items, lines: writer.lines(headerEnd..<itemsEnd), ends: itemEnds,
            placement: ItemPlacement(indent: 2, available: width - 2, inherited: section.style))
        self.footer = section.footer == nil ? nil : writer.lines(itemsEnd..<writer.lineCount)
    }
}

/// The items of a laid-out section, each with its lines.
public struct LaidOutItems: RandomAccessCollection, Sendable {
    let items: [Item]
    let lines: Lines
    /// `ends[i]` is one past the last line of item `i`.
    let ends: [Int]
    /// Where the items stand, for laying out the parts of a composed item again.
    let placement: ItemPlacement

    /// The position of the first item.
    public var startIndex: Int { 0 }
    /// The position after the last item.
    public var endIndex: Int { items.count }

    /// The item at a position with its lines.
    public subscript(position: Int) -> LaidOutItem {
        let start = position == 0 ? lines.startIndex : ends[position - 1]
        return LaidOutItem(
            items: items, index: position,
            lines: Lines(runs: lines.runs, ends: lines.ends, range: start..<ends[position]),
            placement: placement)
    }
}

/// One item with its laid-out lines.
public struct LaidOutItem: Sendable {
    /// The section's items; the item is read from here only when asked for, so renderers
    /// that print lines alone copy no item.
    let items: [Item]
    let index: Int
    /// Its lines; a composed item of yours has the lines of its whole body.
    public let lines: Lines
    /// Where the item stands and what style it inherits.
    let placement: ItemPlacement

    /// The item.
    public var item: Item { items[index] }

    /// The item's style, resolved over the styles of the section and items that enclose
    /// it.
    public var style: Style { item.style.inheriting(from: placement.inherited) }
}

/// Where items are laid out: their indent, the columns they have, and the style of what
/// encloses them.
struct ItemPlacement: Sendable {
    var indent: Int
    var available: Int
    var inherited: Style
}
