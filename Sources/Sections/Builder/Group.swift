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
