/// Section edits on an immutable tree: each returns a new document and leaves this one as
/// it was.
///
/// Sections are values whose items are shared, not copied, so an edit costs O(*s*) in the
/// number of sections. Ids are not checked here: ``Document/validate()`` and
/// ``Changeset/init(from:to:)`` report duplicates, naming both positions.
extension Document {
    /// A copy with a section inserted at an index.
    ///
    /// ```swift
    /// let edited = try document.insertingSection(
    ///     Section(id: "help", header: "Help") { Text("Press ? for help.") }, at: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - index: Where it goes; may equal the number of sections, to append.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the index and the valid range:
    ///   `section 4 is out of range for an insertion: the document has 2 sections (0...2)`.
    public func insertingSection(_ section: Section, at index: Int) throws(DataSourceError) -> Document {
        try checkSection(index, for: .insertion)
        var copy = self
        copy.sections.insert(section, at: index)
        return copy
    }

    /// A copy without the section at an index, and without its items.
    ///
    /// - Parameter index: The index of the section.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the index and the valid range.
    public func removingSection(at index: Int) throws(DataSourceError) -> Document {
        try checkSection(index, for: .access)
        var copy = self
        copy.sections.remove(at: index)
        return copy
    }

    /// A copy with the section at an index replaced by another.
    ///
    /// - Parameters:
    ///   - index: The index of the section to replace.
    ///   - section: The section that takes its place.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the index and the valid range.
    public func replacingSection(at index: Int, with section: Section) throws(DataSourceError) -> Document {
        try checkSection(index, for: .access)
        var copy = self
        copy.sections[index] = section
        return copy
    }

    /// A copy with a section moved, with its items, to another index.
    ///
    /// The destination is the section's index in the result:
    ///
    /// ```swift
    /// let edited = try document.movingSection(from: 0, to: document.numberOfSections - 1)
    /// ```
    ///
    /// - Parameters:
    ///   - source: The section's index now.
    ///   - destination: Its index in the result, `0..<numberOfSections`.
    /// - Returns: The edited document.
    /// - Throws: ``DataSourceError`` naming the index and the valid range.
    public func movingSection(from source: Int, to destination: Int) throws(DataSourceError) -> Document {
        try checkSection(source, for: .access)
        try checkSection(destination, for: .move(intoSameParent: true))
        var copy = self
        copy.sections.insert(copy.sections.remove(at: source), at: destination)
        return copy
    }
}
