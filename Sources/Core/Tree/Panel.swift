/// A group of items drawn inside a box, with an optional title in its top border.
///
/// ```swift
/// Section(header: "Server") {
///     Panel("Disk") {
///         Row("Used", "78%")
///         Panel("Quota") { Row("Limit", "2 TB") }   // panels nest
///     }
/// }
/// ```
///
/// At width 30:
///
/// ```
/// Server
///   ┌─ Disk ───────────────────┐
///   │ Used                 78% │
///   │ ┌─ Quota ──────────────┐ │
///   │ │ Limit           2 TB │ │
///   │ └──────────────────────┘ │
///   └──────────────────────────┘
/// ```
///
/// The box fills the width it is given and its items are laid out as a list inside,
/// one column of padding from each side. A title too wide for the border goes inside, on
/// the first lines. In JSON a panel is written as its title (a text item) followed by
/// its items; in Markdown it is a list item of its title with its items listed under it,
/// as HTML nests them.
public struct Panel: Hashable, Sendable, ItemConvertible {
    /// The title shown in the top border, or `nil` for none.
    public var title: String?
    /// The items inside the box, in order.
    public var items: [Item]

    /// Creates a panel.
    ///
    /// - Parameters:
    ///   - title: The title, or `nil` (the default) for none.
    ///   - items: A ``SectionBuilder`` block of the items inside.
    public init(title: String? = nil, @SectionBuilder items: () -> [Item]) {
        self.title = title
        self.items = items()
    }

    /// Creates a panel with a title, like SwiftUI's `GroupBox("Title") { … }`.
    ///
    /// ```swift
    /// Panel("Disk") { Row("Used", "78%") }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title shown in the top border.
    ///   - items: A ``SectionBuilder`` block of the items inside.
    public init(_ title: String, @SectionBuilder items: () -> [Item]) {
        self.init(title: title, items: items)
    }

    /// This panel as a node of the document tree.
    public var item: Item { Item(content: .panel(title: title, items: items)) }
}
