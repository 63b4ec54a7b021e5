/// Several items written together, with no effect on the output.
///
/// Use a group to apply one modifier or one condition to several items:
///
/// ```swift
/// Group {
///     if showAdvanced {
///         Row("Id", user.id)
///         Row("Created", user.created)
///     }
/// }
/// ```
public struct Group: Sendable, SectionContent {
    /// The grouped items, in order.
    public var items: [Item]

    /// Creates a group.
    ///
    /// - Parameter items: A ``SectionBuilder`` block.
    public init(@SectionBuilder items: () -> [Item]) {
        self.items = items()
    }

    /// The grouped items as one statement of a block.
    public consuming func _sectionItem() -> Item { .group(items) }
}

extension Group: Stylable {
    /// The group with the change applied to each item: like a section's, the group's style
    /// and background fill in only what an item leaves unset.
    public func _applying(_ change: _StyleChange) -> Group {
        var group = self
        var keepingBackground = change
        keepingBackground.background = nil
        for index in group.items.indices {
            let item = group.items[index]
            group.items[index] = item._applying(item.background == nil ? change : keepingBackground)
        }
        return group
    }
}
