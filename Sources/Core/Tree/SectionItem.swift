/// An item type of your own, made of other items.
///
/// Conform a type and describe its items in `body`; it then mixes freely with the
/// built-in items in any section, with no enum, no casting and no string identifiers:
/// the Swift type is the identity.
///
/// ```swift
/// struct ProfileCard: SectionItem {
///     var name: String
///     var plan: String
///
///     var body: [Item] {
///         Row("Name", name)
///         Row("Plan", plan)
///     }
/// }
///
/// Section { ProfileCard(name: "Lin Hay", plan: "Pro"); Text("Thanks!") }
/// ```
///
/// The card is one item of its section (one index path); its body is laid out in its
/// place. `body` is read each time the document is laid out, validated or encoded, so keep
/// it a plain function of the value; a body that contains its own item again and again
/// (more than a million levels) stops the program.
///
/// An item type must be `Hashable`, and its `==` and hash are the item's identity: two
/// items of your type are equal when their ids are and your `==` says so, and
/// ``Changeset`` pairs an item without an id with the equal value in the other document
/// (found by its hash), reporting it updated when the paired values differ. Stored
/// properties that are `Hashable` give a synthesized conformance; when one should not count
/// (a closure, a cache), write `==` and `hash(into:)` over the ones that decide what the
/// item shows. The article <doc:CustomItems> has an example.
public protocol SectionItem: Hashable, ItemConvertible {
    /// The items this value is made of.
    @SectionBuilder var body: [Item] { get }
}

extension SectionItem {
    /// This value as a node of the document tree; its body is built when the tree is
    /// walked (laid out, validated, encoded).
    public var item: Item {
        Item(content: .composed(ComposedItem(value: self)))
    }
}

/// An item type of your own that measures itself and draws its own lines.
///
/// The layout asks for a size within a limit, gives the item a size no larger than the
/// limit, and prints the lines it draws, indented like every other item.
///
/// ```swift
/// struct Meter: SelfSizingItem {
///     var fraction: Double
///     func preferredSize(limit: Size) -> Size { Size(width: min(limit.width, 40), height: 1) }
///     func draw(in size: Size) -> [String] {
///         let filled = Int(Double(size.width) * fraction)
///         return [String(repeating: "#", count: filled) + String(repeating: ".", count: size.width - filled)]
///     }
/// }
/// ```
///
/// Content is never lost: a drawn line wider than the size is wrapped like text, and
/// lines beyond the height are kept. Control characters are shown as symbols.
///
/// Like a ``SectionItem``, an item type must be `Hashable`: its `==` and hash are the
/// item's identity in comparisons and in a ``Changeset`` (see <doc:CustomItems>).
public protocol SelfSizingItem: Hashable, ItemConvertible {
    /// The size this item would like, at most `limit`.
    ///
    /// - Parameter limit: The largest size available; the height is `Int.max` when
    ///   unbounded.
    /// - Returns: The preferred size; the layout clamps it to `limit`.
    func preferredSize(limit: Size) -> Size

    /// The item's lines at a given size.
    ///
    /// - Parameter size: The size the layout granted, never wider than the limit.
    /// - Returns: One string per line, each at most `size.width` cells wide.
    func draw(in size: Size) -> [String]
}

extension SelfSizingItem {
    /// This value as a node of the document tree.
    public var item: Item { Item(content: .drawn(DrawnItem(value: self))) }
}

/// A size in terminal cells: columns wide, lines high.
public struct Size: Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Lines.
    public var height: Int

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: Columns.
    ///   - height: Lines.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
