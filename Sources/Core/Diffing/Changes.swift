/// The deletions, insertions, moves and updates of one kind of element: sections
/// (positions are `Int`) or items (positions are ``ItemPath``).
///
/// Every list is sorted in reading order: deletions by old position, insertions and
/// updates by new position, moves by old position. See ``Changeset`` for what each list
/// holds.
public struct Changes<Position: Comparable & Hashable & Sendable>: Hashable, Sendable {
    /// The old positions of elements that are not in the new document.
    public let deleted: [Position]
    /// The new positions of elements that were not in the old document.
    public let inserted: [Position]
    /// The elements that changed place, from old position to new; as few as possible.
    public let moved: [Move]
    /// The new positions of elements in both documents whose content changed.
    public let updated: [Position]

    /// An element that changed place.
    public struct Move: Hashable, Sendable {
        /// The position in the old document.
        public let from: Position
        /// The position in the new document.
        public let to: Position
    }

    /// Whether every list is empty.
    public var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty
    }
}
