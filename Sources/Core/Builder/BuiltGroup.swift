/// The items of a nested block, an array statement, a `Group` or a `ForEach`, carried as
/// one ``Item`` while a block is built.
///
/// The builder's currency is `Item`, so the passes of a `for` loop collect into an array
/// of items that becomes the block's result as it is, with no wrapper to unpack and no
/// item copied. A group never holds a group (nested ones are spliced in), and
/// ``SectionBuilder/buildFinalResult(_:)`` unpacks the outermost, so no group reaches a
/// document.
package struct BuiltGroup: SectionItem {
    package let items: [Item]

    package var body: [Item] {
        return items
    }
}

extension Item {
    /// One item that stands for `items`, spliced flat.
    package static func group(_ items: [Item]) -> Item {
        guard items.contains(where: \.isBuiltGroup) else {
            return Item(content: .composed(ComposedItem(value: BuiltGroup(items: items))))
        }
        var flat: [Item] = []
        flat.reserveCapacity(items.count)
        for item in items {
            if let inner = item.builtItems { flat += inner } else { flat.append(item) }
        }
        return Item(content: .composed(ComposedItem(value: BuiltGroup(items: flat))))
    }

    /// The items of a group, or `nil` for any other item.
    package var builtItems: [Item]? {
        guard case .plain(.composed(let composed)) = stored else { return nil }
        return (composed.value as? BuiltGroup)?.items
    }

    /// Whether this item is a group, checked without unpacking it.
    private var isBuiltGroup: Bool {
        guard case .plain(.composed(let composed)) = stored else { return false }
        return type(of: composed.value) == BuiltGroup.self
    }
}
