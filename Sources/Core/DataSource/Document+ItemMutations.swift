/// Item edits on an immutable tree: each returns a new document and leaves this one as
/// it was.
///
/// The new document shares every untouched section's items with this one, so an edit
/// costs O(*s* + *k*) for *s* sections and the *k* items of the sections it changes, not
/// the size of the document. Ids are not checked here: ``Document/validate()`` and
/// ``Changeset/init(from:to:)`` report duplicates, naming both positions.
extension Document {
    /// A copy with an item inserted at a position.
    ///
    /// ```swift
    /// let edited = try document.insertingItem(Row("Phone", "555-0100"), at: ItemPath(section: 0, item: 2))
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item: ``Text``, ``Row``, an ``Item`` or a value of your own item type.
    ///   - path: Where it goes; the item index may equal the section's item count, to
    ///     append.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the position and the valid range:
    ///   `item 6 is out of range for an insertion: section 0 has 5 items (0...5)`.
    public func insertingItem(
        _ item: some ItemConvertible, at path: ItemPath
    ) throws(DataSourceError) -> Document {
        try checkItem(path, for: .insertion)
        var copy = self
        copy.sections[path.section].items.insert(item.item, at: path.item)
        return copy
    }

    /// A copy without the item at a position.
    ///
    /// ```swift
    /// let edited = try document.removingItem(at: ItemPath(section: 0, item: 1))
    /// ```
    ///
    /// - Parameter path: The item's position.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the position and the valid range.
    public func removingItem(at path: ItemPath) throws(DataSourceError) -> Document {
        try checkItem(path, for: .access)
        var copy = self
        copy.sections[path.section].items.remove(at: path.item)
        return copy
    }

    /// A copy with the item at a position replaced by another.
    ///
    /// ```swift
    /// let edited = try document.replacingItem(at: ItemPath(section: 0, item: 0), with: Row("Name", "Lin"))
    /// ```
    ///
    /// - Parameters:
    ///   - path: The position of the item to replace.
    ///   - item: The item that takes its place.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the position and the valid range.
    public func replacingItem(
        at path: ItemPath, with item: some ItemConvertible
    ) throws(DataSourceError) -> Document {
        try checkItem(path, for: .access)
        var copy = self
        copy.sections[path.section].items[path.item] = item.item
        return copy
    }

    /// A copy with an item moved to another position, in the same section or another.
    ///
    /// The destination is the item's position in the result, as in a collection view's
    /// `moveItem(at:to:)`:
    ///
    /// ```swift
    /// // The first item of section 0 becomes the last of section 1.
    /// let count = try document.numberOfItems(inSection: 1)
    /// let edited = try document.movingItem(
    ///     from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: count))
    /// ```
    ///
    /// - Parameters:
    ///   - source: The item's position now.
    ///   - destination: Its position in the result: within the same section `0..<count`,
    ///     into another section `0...count` of that section's items.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the position and the valid range:
    ///   `item 5 is out of range for a move: section 0 has 5 items (0..<5)`.
    public func movingItem(
        from source: ItemPath, to destination: ItemPath
    ) throws(DataSourceError) -> Document {
        try checkItem(source, for: .access)
        try checkItem(destination, for: .move(intoSameParent: source.section == destination.section))
        var copy = self
        let item = copy.sections[source.section].items.remove(at: source.item)
        copy.sections[destination.section].items.insert(item, at: destination.item)
        return copy
    }

    /// A copy with all items of a section replaced; its header, footer and layout stay.
    ///
    /// ```swift
    /// let edited = try document.replacingItems(inSection: 1, with: tags.map { Text($0).item })
    /// ```
    ///
    /// - Parameters:
    ///   - section: The index of the section.
    ///   - items: The new items, in reading order.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` when there is no such section.
    public func replacingItems(
        inSection section: Int, with items: [Item]
    ) throws(DataSourceError) -> Document {
        try checkSection(section, for: .access)
        var copy = self
        copy.sections[section].items = items
        return copy
    }
}
