/// A value that can stand in a section as one item.
///
/// ``Text``, ``Row`` and ``Item`` conform, and so does every ``SectionItem`` and
/// ``SelfSizingItem`` of yours. The modifiers below are available on all of them.
public protocol ItemConvertible: Sendable {
    /// This value as a node of the document tree.
    var item: Item { get }
}

extension ItemConvertible {
    /// Gives the item an identity for diffing and lookups.
    ///
    /// ```swift
    /// Row("Name", user.name).id("name")
    /// ```
    ///
    /// - Parameter id: Any value whose description is unique across the document.
    /// - Returns: The item with that id.
    public func id(_ id: some CustomStringConvertible) -> Item {
        var item = self.item
        item.id = id.description
        return item
    }
}

extension Item: ItemConvertible {
    /// The item itself.
    public var item: Item { self }
}
