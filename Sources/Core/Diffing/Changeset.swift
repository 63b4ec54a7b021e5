/// The changes that turn one document into another, in the shape collection views
/// animate: section and item deletions, insertions, moves and updates (<doc:ChangesetFormat>).
///
/// ```swift
/// let changes = try Changeset(from: old, to: new)
/// changes.items.inserted        // [ItemPath(section: 1, item: 0)]
/// print(changes.json(), terminator: "")
/// try old.applying(changes) == new   // true
/// ```
///
/// Sections are matched by id, else by header, else by position; items by id, else by
/// their content (the text, or the label) and its occurrence among items of equal
/// content in reading order. Moves are as few as possible: the common elements outside
/// one longest common subsequence. The article <doc:DataSourcesAndDiffing> gives every
/// rule with examples.
///
/// Positions are all the JSON form holds. The changeset also carries what applying it
/// needs and the positions cannot say: the new title, the inserted and updated sections'
/// headers, footers and layouts, and the inserted and updated items.
public struct Changeset: Hashable, Sendable {
    /// Section changes; positions are ``SectionPath``s: a top-level section's index, or a
    /// nested section's path. A nested section is listed here, never among the items.
    public let sections: Changes<SectionPath>
    /// Item changes; positions are ``ItemPath``s. An item counts as common only when
    /// neither its old section was deleted nor its new section inserted, so every item of
    /// a deleted section is deleted and every item of an inserted section inserted.
    public let items: Changes<ItemPath>
    /// Whether the title changed. The JSON form (<doc:ChangesetFormat>) has no title.
    public let changesTitle: Bool
    /// The new document's title, which ``Document/applying(_:)`` gives its result.
    public let title: String?

    /// The shape of the old document when either document has a nested section (see
    /// ``Document/shape``), which ``Document/applying(_:)`` checks; `nil` otherwise.
    package let oldShape: [Int]?
    /// Sections at `sections.inserted`, in that order, with empty `items`.
    package let insertedSections: [Section]
    /// Sections at `sections.updated`, in that order, with empty `items`.
    package let updatedSections: [Section]
    /// Items at `items.inserted`, in that order.
    package let insertedItems: [Item]
    /// Items at `items.updated`, in that order.
    package let updatedItems: [Item]
    /// How many items each section of the old document has, so that applying to another
    /// document is an error rather than a wrong result or a trap.
    package let oldItemCounts: [Int]

    /// Whether the two documents are equal: no list has an entry and the title is the
    /// same.
    public var isEmpty: Bool { sections.isEmpty && items.isEmpty && !changesTitle }
}

extension Section {
    /// The section without its items: what a section update compares and carries, so
    /// that every property but the items counts (header, footer, layout, and any added
    /// later).
    package var withoutItems: Section {
        var copy = self
        copy.items = []
        return copy
    }
}
