/// The position of an item: its section's index and its index within that section.
///
/// Positions are 0-based, in reading order, like the index paths of a collection view.
/// The name avoids Foundation's `IndexPath`, so both modules can be imported together.
///
/// ```swift
/// let path = ItemPath(section: 1, item: 0)
/// let item = try document.item(at: path)
/// print(path)   // [1, 0]
/// ```
///
/// Paths sort in reading order: by section, then by item.
public struct ItemPath: Hashable, Sendable, Comparable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The index of the section in the document.
    public var section: Int
    /// The index of the item in its section.
    public var item: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - section: The index of the section in the document.
    ///   - item: The index of the item in its section.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Whether `lhs` comes before `rhs` in reading order.
    ///
    /// - Parameters:
    ///   - lhs: A position.
    ///   - rhs: Another position.
    /// - Returns: `true` when `lhs` is in an earlier section, or earlier in the same one.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// The position as a changeset's JSON writes it (<doc:ChangesetFormat>): `[1, 0]`.
    public var description: String { "[\(section), \(item)]" }

    /// The Swift that makes the position: `ItemPath(section: 1, item: 0)`.
    public var debugDescription: String { "ItemPath(section: \(section), item: \(item))" }
}
