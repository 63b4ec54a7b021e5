/// Items for data shaped as a tree, like SwiftUI's `OutlineGroup`: each element whose
/// children are `nil` builds its items, and each element with children (even none) is a
/// nested ``Section`` of them, to any depth, under the header the element gives.
///
/// ```swift
/// struct File {
///     var name: String
///     var size: String = ""
///     var children: [File]? = nil
/// }
///
/// let sources = [
///     File(name: "Core", children: [File(name: "Item.swift", size: "4 KB")]),
///     File(name: "Package.swift", size: "2 KB"),
/// ]
///
/// let document = Document {
///     Section("Sources", layout: .tree) {
///         OutlineGroup(sources, id: \.name, children: \.children) { file in
///             Row(file.name, file.size)
///         } header: { folder in
///             folder.name
///         }
///     }
/// }
/// ```
///
/// Each element's id (its `description`) becomes the id of its section, or of the first
/// item it builds unless that item has one already, so that diffing and selection follow
/// the element.
public struct OutlineGroup: Sendable, SectionContent {
    /// The items and nested sections of the top-level elements, in order.
    public var items: [Item]

    /// Creates items and nested sections from elements that hold their children.
    ///
    /// - Parameters:
    ///   - data: The top-level elements.
    ///   - id: The key path to each element's identity.
    ///   - children: The key path to an element's children: `nil` for a leaf, which
    ///     builds items; a collection, even an empty one, for a branch, which is a
    ///     section.
    ///   - content: Builds the items of a leaf.
    ///   - header: The header of a branch's section: a `String`, a ``Text`` or a
    ///     ``Header`` (see ``SectionLabel``).
    public init<Data: Sequence, ID: CustomStringConvertible>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @SectionBuilder content: (Data.Element) -> [Item],
        header: (Data.Element) -> any SectionLabel
    ) {
        func build(_ elements: Data) -> [Item] {
            var items: [Item] = []
            items.reserveCapacity(elements.underestimatedCount)
            for element in elements {
                let identity = element[keyPath: id].description
                if let nested = element[keyPath: children] {
                    let built = build(nested)
                    let section = Section(id: identity, items: { built }, header: { header(element) })
                    items.append(section._sectionItem())
                } else {
                    var built = content(element)
                    if !built.isEmpty, built[0].id == nil { built[0].id = identity }
                    items.append(contentsOf: built)
                }
            }
            return items
        }
        items = build(data)
    }

    /// Creates items and nested sections from identifiable elements that hold their
    /// children.
    ///
    /// - Parameters:
    ///   - data: The top-level elements; each one's `id` identifies its section or its
    ///     first item.
    ///   - children: The key path to an element's children: `nil` for a leaf.
    ///   - content: Builds the items of a leaf.
    ///   - header: The header of a branch's section.
    public init<Data: Sequence>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @SectionBuilder content: (Data.Element) -> [Item],
        header: (Data.Element) -> any SectionLabel
    ) where Data.Element: Identifiable, Data.Element.ID: CustomStringConvertible {
        self.init(data, id: \.id, children: children, content: content, header: header)
    }

    /// The items of every element as one statement of a block.
    public consuming func _sectionItem() -> Item { .group(items) }
}
