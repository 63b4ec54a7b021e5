/// A value that a ``SectionBuilder`` block accepts as a statement.
///
/// Every ``ItemConvertible`` type is section content: ``Text``, ``Row``, ``Item``, and your
/// own ``SectionItem`` and ``SelfSizingItem`` types. So are the statements that are not
/// items themselves: a `String` (a text item), ``Header``, ``Footer``, ``Group`` and
/// ``ForEach``, a nested ``Section``, and optionals and arrays of any of these.
///
/// A statement of another type is an error at its own line: *argument type 'Int' does
/// not conform to expected type 'SectionContent'*. Write `Text("\(count)")` or
/// `Row("Count", "\(count)")` to show a number.
///
/// Make a type of yours a statement by conforming it to ``SectionItem`` or
/// ``SelfSizingItem``, not to this protocol directly.
public protocol SectionContent: Sendable {
    /// The statement as the builder carries it: one item, or a group of items that the
    /// block splices in. It exists for the builder; you need neither call nor write it.
    consuming func _sectionItem() -> Item
}

extension ItemConvertible {
    /// The item itself, as a statement of a block.
    public consuming func _sectionItem() -> Item { item }
}

extension String: SectionContent {
    /// The string as a text item.
    public consuming func _sectionItem() -> Item { Item(content: .text(self)) }
}

extension Optional: SectionContent where Wrapped: SectionContent {
    /// The wrapped statement, or nothing for `nil`.
    public consuming func _sectionItem() -> Item { self?._sectionItem() ?? .group([]) }
}

extension Array: SectionContent where Element: SectionContent {
    /// Every element's items, in order.
    public consuming func _sectionItem() -> Item {
        // The items of a `@SectionBuilder` function of yours are spliced in as they are.
        if let items = self as? [Item] { return .group(items) }
        var items: [Item] = []
        items.reserveCapacity(count)
        for element in self { items.append(element._sectionItem()) }
        return .group(items)
    }
}
