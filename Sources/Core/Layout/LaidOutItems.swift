/// The items of a laid-out section, each with its lines.
///
/// The items of a long list (more than 4,096 items, or more than a mebibyte of text,
/// outside a panel) are laid out as they are read: iterating lays them out a chunk at a
/// time, and a subscript lays out the one item, so the section's lines are never all held
/// at once; a long text item's ``LaidOutItem/lines`` are laid out as they are read too. The lines are the same either
/// way; read a long list in order, once, rather than by position.
public struct LaidOutItems: RandomAccessCollection, Sendable {
    package let items: [Item]
    package let runs: [Run]
    package let ends: [Int]
    /// The runs' attribute table, as ``Lines`` hold it.
    package let attributes: [RunAttributes]?
    /// The lines of items `first...`, counted from `first`.
    package let ranges: [Range<Int>]
    package let separators: Separators?
    /// Where the items stand and what style they inherit.
    package let placement: ItemPlacement
    /// The lines of long text items, laid out when read, by position counted from `first`.
    package var deferred: [Int: DeferredLines] = [:]
    /// The position of the item whose lines `ranges[0]` gives: 0, or a chunk's start.
    package var first = 0
    /// How the items are laid out when read, for a long list; `nil` when every item's
    /// lines are held here.
    package var chunks: ListChunks?

    /// The lines between items that belong to none: spacing and separators.
    package struct Separators: Sendable {
        package let runs: [Run]
        package let ends: [Int]
        package let attributes: [RunAttributes]?
        /// `ranges[i]` precedes item `first + i`; the first item's is empty.
        package let ranges: [Range<Int>]
    }

    /// The position of the first item.
    public var startIndex: Int { 0 }
    /// The position after the last item.
    public var endIndex: Int { items.count }

    /// The item at a position with its lines.
    public subscript(position: Int) -> LaidOutItem {
        guard let chunks else { return held(position) }
        return chunks.item(at: position, of: items, placement: placement)
    }

    /// Item `position` from the lines held here.
    package func held(_ position: Int) -> LaidOutItem {
        let local = position - first
        let separator = separators.flatMap { separators -> Lines? in
            let range = separators.ranges[local]
            return range.isEmpty
                ? nil
                : Lines(
                    runs: separators.runs, ends: separators.ends, range: range,
                    attributes: separators.attributes)
        }
        let lines =
            deferred.isEmpty
            ? Lines(runs: runs, ends: ends, range: ranges[local], attributes: attributes)
            : deferred[local].map(Lines.init)
                ?? Lines(runs: runs, ends: ends, range: ranges[local], attributes: attributes)
        return LaidOutItem(
            items: items, index: position, lines: lines,
            separator: separator, placement: placement)
    }

    /// An iterator over the items, which lays a long list out a chunk at a time.
    public func makeIterator() -> Iterator { Iterator(base: self) }

    /// Visits the items in order, laying out a long list a chunk at a time and letting each
    /// chunk go when the next begins.
    public struct Iterator: IteratorProtocol {
        package let base: LaidOutItems
        package var position = 0
        /// The chunk that holds the lines of `position`, for a long list.
        package var chunk: LaidOutItems?

        /// The next item with its lines.
        public mutating func next() -> LaidOutItem? {
            guard position < base.endIndex else { return nil }
            defer { position += 1 }
            guard let chunks = base.chunks else { return base.held(position) }
            if let chunk, position < chunk.first + chunk.ranges.count { return chunk.held(position) }
            chunk = nil
            let next = chunks.layOut(base.items, from: position, placement: base.placement)
            chunk = next
            return next.held(position)
        }
    }
}

/// One item with its laid-out lines.
public struct LaidOutItem: Sendable {
    /// The section's items; the item is read from here only when asked for, so renderers
    /// that print lines alone copy no item.
    package let items: [Item]
    package let index: Int
    /// Its lines. A composed item of yours has the lines of its whole body; in a panel
    /// the lines include the box's sides; in a grid they are the item's lines in its cell,
    /// starting at the cell's left edge (column 0), and ``LaidOutGrid/lines`` places them.
    public let lines: Lines
    /// The lines printed before this item that belong to no item: the layout's spacing
    /// and separator. `nil` for the first item and when the layout has none.
    public let separator: Lines?
    /// Where the item stands and what style it inherits.
    package let placement: ItemPlacement

    /// The item.
    public var item: Item { items[index] }

    /// The item's style, resolved over the styles of the section and items that enclose
    /// it.
    public var style: Style { item.style.inheriting(from: placement.inherited) }

    /// The item's link, its own or the one of the item that encloses it.
    public var link: Hyperlink? { item.link }

    /// The colour behind the item's text, its own or the one of the item that encloses it;
    /// a section's background is the section's (``Section/background``).
    public var background: Color? { item.background }
}

/// Where items are laid out: their indent, the columns they have, and the style of what
/// encloses them.
package struct ItemPlacement: Sendable {
    package var indent: Int
    package var available: Int
    package var inherited: Style
}
