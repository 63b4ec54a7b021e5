/// The position of a section: a top-level section's index, or the path of a nested
/// section, which is an item of its parent.
///
/// A changeset's section lists hold these (<doc:ChangesetFormat>): `2` is the third
/// top-level section, and `[0, 3]` the section nested as item 3 of section 0. An integer
/// literal is a top-level position, so `changes.sections.deleted == [0]` reads as before.
///
/// Positions sort in reading order: by their indices, from the first, a top-level section
/// before the sections nested in it.
public struct SectionPath: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
    CustomStringConvertible, CustomDebugStringConvertible
{
    /// The index of the top-level section, or of the one the section is nested in.
    public var section: Int
    /// The index of each nested section on the way among its parent's items, the
    /// section's own last: empty for a top-level section.
    public var nesting: [Int]

    /// The position of a top-level section.
    ///
    /// - Parameter section: The section's index in the document.
    public init(_ section: Int) {
        self.section = section
        nesting = []
    }

    /// The position of a top-level section, written as its index.
    ///
    /// - Parameter value: The section's index in the document.
    public init(integerLiteral value: Int) { self.init(value) }

    /// The position of the section nested at `path` among its parent's items.
    ///
    /// - Parameter path: Where the nested section stands among its parent's items.
    public init(nestedAt path: ItemPath) {
        section = path.section
        nesting = path.nesting + [path.item]
    }

    /// Every index: `[2]` for a top-level section, `[0, 3]` for a nested one.
    public var indices: [Int] { [section] + nesting }

    /// Where a nested section stands among its parent's items; `nil` for a top-level one.
    public var itemPath: ItemPath? {
        guard let last = nesting.last else { return nil }
        return ItemPath(section: section, nesting: Array(nesting.dropLast()), item: last)
    }

    /// Whether `lhs` comes before `rhs` in reading order.
    ///
    /// - Parameters:
    ///   - lhs: A position.
    ///   - rhs: Another position.
    /// - Returns: `true` when `lhs` has the smaller index where they first differ, or holds
    ///   `rhs`.
    public static func < (lhs: SectionPath, rhs: SectionPath) -> Bool {
        if lhs.nesting.isEmpty, rhs.nesting.isEmpty { return lhs.section < rhs.section }
        return lhs.indices.lexicographicallyPrecedes(rhs.indices)
    }

    /// The position as a changeset's JSON writes it: `2`, or `[0, 3]` when nested.
    public var description: String {
        nesting.isEmpty ? String(section) : "[" + indices.map(String.init).joined(separator: ", ") + "]"
    }

    /// The Swift that makes the position: `SectionPath(2)`, or
    /// `SectionPath(nestedAt: ItemPath(0, 3))` when nested.
    public var debugDescription: String {
        guard let itemPath else { return "SectionPath(\(section))" }
        return "SectionPath(nestedAt: ItemPath(" + itemPath.indices.map(String.init).joined(separator: ", ")
            + "))"
    }
}
