/// The items of a laid-out section, each with its lines.
public struct LaidOutItems: RandomAccessCollection, Sendable {
    let items: [Item]
    let runs: [Run]
    let ends: [Int]
    let ranges: [Range<Int>]
    let separators: Separators?
    /// Where the items stand and what style they inherit.
    let placement: ItemPlacement

    /// The lines between items that belong to none: spacing and separators.
    struct Separators: Sendable {
        let runs: [Run]
        let ends: [Int]
        /// `ranges[i]` precedes item `i`; the first is empty.
        let ranges: [Range<Int>]
    }

    /// The position of the first item.
    public var startIndex: Int { 0 }
    /// The position after the last item.
    public var endIndex: Int { items.count }

    /// The item at a position with its lines.
    public subscript(position: Int) -> LaidOutItem {
        let separator = separators.flatMap { separators -> Lines? in
            let range = separators.ranges[position]
            return range.isEmpty ? nil : Lines(runs: separators.runs, ends: separators.ends, range: range)
        }
        return LaidOutItem(
            items: items, index: position, lines: Lines(runs: runs, ends: ends, range: ranges[position]),
            separator: separator, placement: placement)
    }
}

/// One item with its laid-out lines.
public struct LaidOutItem: Sendable {
    /// The section's items; the item is read from here only when asked for, so renderers
    /// that print lines alone copy no item.
    let items: [Item]
    let index: Int
    /// Its lines. A composed item of yours has the lines of its whole body; in a panel
    /// the lines include the box's sides; in a grid they are the item's lines in its cell,
    /// starting at the cell's left edge (column 0), and ``LaidOutGrid/lines`` places them.
    public let lines: Lines
    /// The lines printed before this item that belong to no item: the layout's spacing
    /// and separator. `nil` for the first item and when the layout has none.
    public let separator: Lines?
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
