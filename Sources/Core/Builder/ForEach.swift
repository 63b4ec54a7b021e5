/// Items built from each element of a collection, each element carrying its identity.
///
/// ```swift
/// ForEach(user.devices, id: \.serial) { Row($0.name, $0.os) }
/// ```
///
/// The element's id (its `description`) becomes the id of the first item it builds,
/// unless that item already has one; diffing then follows the element, not its content.
public struct ForEach: Sendable, SectionContent {
    /// The items of every element, in order.
    public var items: [Item]

    /// Creates items from a collection, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to each element's identity.
    ///   - content: Builds the items of one element.
    public init<Data: Sequence, ID: CustomStringConvertible>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @SectionBuilder content: (Data.Element) -> [Item]
    ) {
        var items: [Item] = []
        items.reserveCapacity(data.underestimatedCount)
        for element in data {
            var built = content(element)
            if !built.isEmpty, built[0].id == nil {
                built[0].id = element[keyPath: id].description
            }
            items.append(contentsOf: built)
        }
        self.items = items
    }

    /// Creates items from a collection of identifiable elements.
    ///
    /// - Parameters:
    ///   - data: The elements; each one's `id` identifies its first item.
    ///   - content: Builds the items of one element.
    public init<Data: Sequence>(
        _ data: Data, @SectionBuilder content: (Data.Element) -> [Item]
    ) where Data.Element: Identifiable, Data.Element.ID: CustomStringConvertible {
        self.init(data, id: \.id, content: content)
    }

    /// The items of every element as one statement of a block.
    public consuming func _sectionItem() -> Item { .group(items) }
}
