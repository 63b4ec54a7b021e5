/// The position of an item: its top-level section's index, the indices of the nested
/// sections it is in, and its index within the innermost one.
///
/// Positions are 0-based, in reading order, like the index paths of a collection view, and
/// like `IndexPath` a path has any number of indices: `[1, 0]` is item 0 of section 1, and
/// `[1, 2, 0]` is item 0 of the section nested as item 2 of section 1. The name avoids
/// Foundation's `IndexPath`, so both modules can be imported together.
///
/// ```swift
/// let path = ItemPath(section: 1, item: 0)
/// let item = try document.item(at: path)
/// print(path)   // [1, 0]
/// print(path.appending(item: 3))   // [1, 0, 3]
/// ```
///
/// Paths sort in reading order: by their indices, from the first.
public struct ItemPath: Hashable, Sendable, Comparable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The index of the top-level section the item is in, however deep.
    public var section: Int
    /// The index of the item in its section: the innermost one that holds it.
    public var item: Int
    /// The indices of the nested sections between: empty for an item of a top-level
    /// section, `[2]` for one of the section nested as item 2 of it.
    public var nesting: [Int]

    /// Creates the position of an item of a top-level section.
    ///
    /// - Parameters:
    ///   - section: The index of the section in the document.
    ///   - item: The index of the item in its section.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
        nesting = []
    }

    /// Creates a position from its indices, from the top-level section's to the item's,
    /// or `nil` when there are fewer than two.
    ///
    /// ```swift
    /// let path = ItemPath(indicesFromData)
    /// ```
    ///
    /// - Parameter indices: The top-level section's index, each nested section's index
    ///   among its parent's items, and the item's index.
    public init?(_ indices: some Collection<Int>) {
        let indices = Array(indices)
        guard indices.count >= 2 else { return nil }
        self.init(
            section: indices[0], nesting: Array(indices[1..<(indices.count - 1)]),
            item: indices[indices.count - 1])
    }

    /// Creates a position from its indices, from the top-level section's to the item's.
    ///
    /// ```swift
    /// let path = ItemPath(1, 2, 0)   // item 0 of the section nested as item 2 of section 1
    /// ```
    ///
    /// - Parameters:
    ///   - section: The index of the top-level section.
    ///   - index: The index of an item of that section: the item's, when no more follow.
    ///   - deeper: The index of an item of the section nested at the position so far, for
    ///     each level deeper.
    public init(_ section: Int, _ index: Int, _ deeper: Int...) {
        self.init(section: section, item: index)
        for item in deeper { self = appending(item: item) }
    }

    /// Creates the position of an item of a nested section.
    ///
    /// ```swift
    /// let path = ItemPath(section: 1, nesting: [2], item: 0)   // [1, 2, 0]
    /// ```
    ///
    /// - Parameters:
    ///   - section: The index of the top-level section.
    ///   - nesting: The index of each nested section among its parent's items, outermost
    ///     first.
    ///   - item: The index of the item in the innermost section.
    public init(section: Int, nesting: [Int], item: Int) {
        self.section = section
        self.nesting = nesting
        self.item = item
    }

    /// Every index, from the top-level section's to the item's: `[1, 2, 0]`.
    public var indices: [Int] { [section] + nesting + [item] }

    /// How many sections the item's section is nested in: 0 for an item of a top-level
    /// section.
    public var depth: Int { nesting.count }

    /// The position of the nested section that holds the item, as an item of its own
    /// parent; `nil` for an item of a top-level section.
    public var parent: ItemPath? {
        guard let last = nesting.last else { return nil }
        var parent = ItemPath(section: section, item: last)
        parent.nesting = Array(nesting.dropLast())
        return parent
    }

    /// The position of item `item` of the section nested at this position.
    ///
    /// - Parameter item: The index of an item of the nested section.
    /// - Returns: The deeper position.
    public func appending(item: Int) -> ItemPath {
        var child = self
        child.nesting.append(self.item)
        child.item = item
        return child
    }

    /// Whether `lhs` comes before `rhs` in reading order: it has the smaller index at the
    /// first place they differ, or it names the nested section that holds `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: A position.
    ///   - rhs: Another position.
    /// - Returns: `true` when `lhs` comes first.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        if lhs.nesting.isEmpty, rhs.nesting.isEmpty {
            return (lhs.section, lhs.item) < (rhs.section, rhs.item)
        }
        return lhs.indices.lexicographicallyPrecedes(rhs.indices)
    }

    /// The position as a changeset's JSON writes it (<doc:ChangesetFormat>): `[1, 0]`, or
    /// `[1, 2, 0]` when nested.
    public var description: String { "[" + indices.map(String.init).joined(separator: ", ") + "]" }

    /// The Swift that makes the position: `ItemPath(section: 1, item: 0)`, or
    /// `ItemPath(1, 2, 0)` when nested.
    public var debugDescription: String {
        nesting.isEmpty
            ? "ItemPath(section: \(section), item: \(item))"
            : "ItemPath(" + indices.map(String.init).joined(separator: ", ") + ")"
    }
}
