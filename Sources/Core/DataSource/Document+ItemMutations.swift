/// Item edits on an immutable tree, at any depth: each returns a new document and leaves
/// this one as it was. A nested section is an item of its parent, so these edits insert,
/// remove, replace and move nested sections too.
///
/// The new document shares every untouched section's items with this one, so an edit
/// costs O(*s* + *k*) for *s* sections and the *k* items of the sections it changes and
/// of the sections they are nested in, not the size of the document. Ids are not checked here: ``Document/validate()`` and
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
        copy.modifyItems(holding: path) { $0.insert(item.item, at: path.item) }
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
        copy.modifyItems(holding: path) { $0.remove(at: path.item) }
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
        copy.modifyItems(holding: path) { $0[path.item] = item.item }
        return copy
    }

    /// A copy with an item moved to another position, in the same section or another, at
    /// any depth.
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
        let sameParent = source.section == destination.section && source.nesting == destination.nesting
        // Within one section the source's removal moves no section on the way there.
        if sameParent { try checkItem(destination, for: .move(intoSameParent: true)) }
        var copy = self
        var moved: Item?
        copy.modifyItems(holding: source) { moved = $0.remove(at: source.item) }
        // Elsewhere the destination is read in the result, after the removal.
        if !sameParent { try copy.checkItem(destination, for: .move(intoSameParent: false)) }
        guard let moved else { return self }
        copy.modifyItems(holding: destination) { $0.insert(moved, at: destination.item) }
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

    /// A copy with all items of the section nested at a position replaced; its header,
    /// footer and layout stay.
    ///
    /// - Parameters:
    ///   - path: The position of the nested section among its parent's items.
    ///   - items: The new items, in reading order.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the position when nothing is there, or when
    ///   the item there is not a section.
    public func replacingItems(
        inSectionAt path: ItemPath, with items: [Item]
    ) throws(DataSourceError) -> Document {
        var section = try nestedSection(at: path)
        section.items = items
        return try replacingItem(at: path, with: section._sectionItem())
    }

    /// A copy with a section nested at a position among another section's items.
    ///
    /// ```swift
    /// let edited = try document.nestingSection(
    ///     Section("Archived") { Text("v1.0") }, at: ItemPath(section: 0, item: 2))
    /// ```
    ///
    /// - Parameters:
    ///   - section: The section to nest.
    ///   - path: Where it goes among its parent's items; the item index may equal their
    ///     count, to append.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the position and the valid range.
    public func nestingSection(_ section: Section, at path: ItemPath) throws(DataSourceError) -> Document {
        try insertingItem(section._sectionItem(), at: path)
    }
}
