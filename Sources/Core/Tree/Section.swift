/// A run of items with an optional header and footer.
///
/// ```swift
/// Section(id: "profile") {
///     Row("Name", "Lin Hay")
///     Text("Joined in 2024")
/// } header: {
///     "Profile"
/// }
/// ```
///
/// The header and footer can be written as in SwiftUI, `Section("Profile") { … }`,
/// `Section { … } header: { … }`, `Section { … } footer: { … }`, as arguments,
/// `Section(header: "Profile") { … }`, or as ``Header`` and ``Footer`` statements in the
/// block.
///
/// A section that has no header, no items and no footer prints nothing.
public struct Section: Hashable, Sendable {
    /// The identity used by diffing and lookups; unique among a document's sections.
    public var id: String?
    /// Text printed above the items.
    public var header: String?
    /// Text printed below the items.
    public var footer: String?
    /// The items, in reading order.
    public var items: [Item]
    /// The layout and the styles, which most sections leave as they are.
    private var look = SectionLook.standard

    /// A list section of `items` with no id, header or footer, made without the look's
    /// comparison that setting a layout costs: the decoder makes one a section it reads.
    package init(items: [Item]) {
        self.items = items
    }

    /// Whether the two sections are equal but for their items, as their copies
    /// `withoutItems` are; read in place, since copying a section retains and releases each
    /// of its references, a cache miss each in a diff of a million sections.
    package func equalsIgnoringItems(_ other: Section) -> Bool {
        id == other.id && header == other.header && footer == other.footer && look == other.look
    }

    /// Whether the section has no header, no footer and the standard look: nothing but
    /// its items and perhaps an id.
    package var hasNothingButIDAndItems: Bool {
        header == nil && footer == nil && look == SectionLook.standard
    }

    /// How the items are arranged.
    public var layout: SectionLayout {
        get { look.value.layout }
        set { look = look.changing { $0.layout = newValue } }
    }
    /// The style of the whole section: its header, items and footer inherit it.
    public var style: Style {
        get { look.value.style }
        set { look = look.changing { $0.style = newValue } }
    }
    /// The colour behind the section's text where an item sets none
    /// (``Section/background(_:)``); `nil` for none.
    public var background: Color? {
        get { look.value.background }
        set { look = look.changing { $0.background = newValue } }
    }
    /// The colour behind the header's text, over ``background``
    /// (`Header("…").background(_:)`); `nil` for none.
    public var headerBackground: Color? {
        get { look.value.headerBackground }
        set { look = look.changing { $0.headerBackground = newValue } }
    }
    /// The colour behind the footer's text, over ``background``; `nil` for none.
    public var footerBackground: Color? {
        get { look.value.footerBackground }
        set { look = look.changing { $0.footerBackground = newValue } }
    }
    /// The header's own style, over the section's.
    public var headerStyle: Style {
        get { look.value.headerStyle }
        set { look = look.changing { $0.headerStyle = newValue } }
    }
    /// The footer's own style, over the section's.
    public var footerStyle: Style {
        get { look.value.footerStyle }
        set { look = look.changing { $0.footerStyle = newValue } }
    }

    /// Creates a section from all of its parts, for code that assembles sections.
    ///
    /// Every argument is required: an initializer with defaults here would compete with
    /// the builder initializers and hide the compiler's diagnostics for a wrong statement
    /// in a block. In a block, an array of items is accepted as a statement:
    /// `Section(header: "Tags") { tagItems }`.
    ///
    /// - Parameters:
    ///   - id: The section's identity (its `description`), or `nil`.
    ///   - header: Text above the items, or `nil`.
    ///   - footer: Text below the items, or `nil`.
    ///   - layout: How the items are arranged.
    ///   - items: The items in reading order.
    public init(
        id: (any CustomStringConvertible)?, header: String?, footer: String?, layout: SectionLayout,
        items: [Item]
    ) {
        self.id = id?.description
        self.header = header
        self.footer = footer
        self.items = items
        self.layout = layout
    }

    /// Creates a section whose items are written with a result builder.
    ///
    /// ``Header`` and ``Footer`` statements inside the block set the header and footer;
    /// when both a statement and an argument give one, the statement wins.
    ///
    /// - Parameters:
    ///   - id: The section's identity (its `description`), or `nil` (the default).
    ///   - header: Text above the items, or `nil` (the default).
    ///   - footer: Text below the items, or `nil` (the default).
    ///   - layout: How the items are arranged; ``SectionLayout/list`` by default.
    ///   - items: A ``SectionBuilder`` block.
    public init(
        id: (any CustomStringConvertible)? = nil, header: String? = nil, footer: String? = nil,
        layout: SectionLayout = .list, @SectionBuilder items: () -> [Item]
    ) {
        var content = LiftedStatements(items())
        content.header = content.header ?? header
        content.footer = content.footer ?? footer
        self.init(
            id: id, header: content.header, footer: content.footer, layout: layout,
            items: content.items)
        headerStyle = content.headerStyle
        footerStyle = content.footerStyle
        if content.headerBackground != nil || content.footerBackground != nil {
            headerBackground = content.headerBackground
            footerBackground = content.footerBackground
        }
    }

    /// Creates a section titled by its header, like SwiftUI's `Section("Title") { … }`.
    ///
    /// ```swift
    /// Section("Profile") {
    ///     Row("Name", "Lin Hay")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - header: Text above the items.
    ///   - id: The section's identity (its `description`), or `nil` (the default).
    ///   - footer: Text below the items, or `nil` (the default).
    ///   - layout: How the items are arranged; ``SectionLayout/list`` by default.
    ///   - items: A ``SectionBuilder`` block.
    public init(
        _ header: String, id: (any CustomStringConvertible)? = nil, footer: String? = nil,
        layout: SectionLayout = .list, @SectionBuilder items: () -> [Item]
    ) {
        self.init(id: id, header: header, footer: footer, layout: layout, items: items)
    }

    /// Creates a section with its header, and optionally its footer, in trailing closures,
    /// like SwiftUI's `Section { … } header: { … } footer: { … }`.
    ///
    /// ```swift
    /// Section(id: "profile") {
    ///     Row("Name", "Lin Hay")
    /// } header: {
    ///     Text("Profile")
    /// } footer: {
    ///     "1 item"
    /// }
    /// ```
    ///
    /// A ``Header`` or ``Footer`` statement in the block wins over a closure.
    ///
    /// - Parameters:
    ///   - id: The section's identity (its `description`), or `nil` (the default).
    ///   - layout: How the items are arranged; ``SectionLayout/list`` by default.
    ///   - items: A ``SectionBuilder`` block.
    ///   - header: Returns the header: a `String`, a ``Text``, a ``Header`` with its style,
    ///     or `nil` for none (see ``SectionLabel``).
    ///   - footer: Returns the footer, like `header`; none by default.
    public init(
        id: (any CustomStringConvertible)? = nil, layout: SectionLayout = .list,
        @SectionBuilder items: () -> [Item],
        header: () -> (any SectionLabel)?,
        footer: () -> (any SectionLabel)? = { nil }
    ) {
        self.init(id: id, layout: layout, items: items)
        setLabels(header: header(), footer: footer())
    }

    /// Creates a section with its footer in a trailing closure and no header, like
    /// SwiftUI's `Section { … } footer: { … }`.
    ///
    /// ```swift
    /// Section {
    ///     Row("Name", "Lin Hay")
    /// } footer: {
    ///     "1 item"
    /// }
    /// ```
    ///
    /// The footer has an initializer of its own rather than a default `header` in the one
    /// above: a defaulted header would let `Section { … }` match both, and every statement
    /// of its block would be type-checked twice.
    ///
    /// - Parameters:
    ///   - id: The section's identity (its `description`), or `nil` (the default).
    ///   - layout: How the items are arranged; ``SectionLayout/list`` by default.
    ///   - items: A ``SectionBuilder`` block.
    ///   - footer: Returns the footer: a `String`, a ``Text``, a ``Footer`` with its style,
    ///     or `nil` for none (see ``SectionLabel``).
    public init(
        id: (any CustomStringConvertible)? = nil, layout: SectionLayout = .list,
        @SectionBuilder items: () -> [Item],
        footer: () -> (any SectionLabel)?
    ) {
        self.init(id: id, layout: layout, items: items)
        setLabels(header: nil, footer: footer())
    }

    /// Sets the header and footer the closures gave, with their own styles; like the
    /// arguments of the other initializers, a ``Header`` or ``Footer`` statement in the
    /// block wins.
    private mutating func setLabels(header: (any SectionLabel)?, footer: (any SectionLabel)?) {
        if self.header == nil, let (text, style) = header?._labelParts {
            self.header = text
            headerStyle = style
            if let background = header?._labelBackground { headerBackground = background }
        }
        if self.footer == nil, let (text, style) = footer?._labelParts {
            self.footer = text
            footerStyle = style
            if let background = footer?._labelBackground { footerBackground = background }
        }
    }

    /// Creates a section from a collection, building the items of each element.
    ///
    /// ```swift
    /// Section(devices, header: "Devices") { Row($0.name, $0.os) }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The elements, one or more items each.
    ///   - id: The section's identity (its `description`), or `nil` (the default).
    ///   - header: Text above the items, or `nil` (the default).
    ///   - footer: Text below the items, or `nil` (the default).
    ///   - item: Builds the items of one element.
    public init<Data: Sequence>(
        _ data: Data, id: (any CustomStringConvertible)? = nil, header: String? = nil,
        footer: String? = nil, @SectionBuilder item: (Data.Element) -> [Item]
    ) {
        var items: [Item] = []
        items.reserveCapacity(data.underestimatedCount)
        for element in data { items.append(contentsOf: item(element)) }
        self.init(id: id, header: header, footer: footer, items: { items })
    }
}
