/// How items of chosen Swift types render in one format, keyed by the type itself.
///
/// Register a rendering for a built-in item type (``Text``, ``Row``) or one of your own
/// (``SectionItem``, ``SelfSizingItem``); the closure receives the item as its own type,
/// with no casting and no string identifiers. Items of a type with no registration render
/// as the renderer always does: your ``SectionItem`` types through their `body`, your
/// ``SelfSizingItem`` types through their drawing, so every item renders in every format.
///
/// ```swift
/// struct ProfileCard: SectionItem {
///     var name: String
///     var plan: String
///     var body: [Item] { Row("Name", name); Row("Plan", plan) }
/// }
///
/// var markdown = MarkdownRenderer()
/// markdown.itemRenderings.register(ProfileCard.self) { card, _ in
///     "**\(MarkdownRenderer.escaped(card.name))** on the \(MarkdownRenderer.escaped(card.plan)) plan"
/// }
/// ```
///
/// The `Format` parameter is the renderer the renderings are for, so renderings written
/// for one format cannot be given to another. What the closure returns is written as it
/// is, so it must be valid in that format, and content you put in it must be escaped the
/// way the renderer documents (``MarkdownRenderer/escaped(_:)``,
/// ``HTMLRenderer/escaped(_:)``). Each renderer's documentation says what the string
/// stands for: the item's lines for plain text and ANSI, the content of its list item for
/// Markdown and HTML.
public struct ItemRenderings<Format>: Sendable {
    private var renderings: [ObjectIdentifier: @Sendable (LaidOutItem) -> String?] = [:]

    /// Creates an empty set of renderings.
    public init() {}

    /// Whether no type has a rendering.
    public var isEmpty: Bool { renderings.isEmpty }

    /// Registers how items of one type render, replacing an earlier registration for it.
    ///
    /// - Parameters:
    ///   - type: ``Text``, ``Row``, or an item type of yours. ``Item`` itself is no item
    ///     type: registering it is a programmer error.
    ///   - render: Given the item's value and the item as laid out (its lines, and its
    ///     sanitised ``LaidOutItem/content``), returns the output for it.
    public mutating func register<Value: ItemConvertible>(
        _ type: Value.Type, _ render: @escaping @Sendable (Value, LaidOutItem) -> String
    ) {
        precondition(
            Value.self != Item.self,
            "Item is the node every item becomes; register Text, Row or a type of yours")
        renderings[ObjectIdentifier(type)] = { item in
            item.item.content(as: Value.self).map { render($0, item) }
        }
    }

    /// Whether the item's type has a rendering.
    @usableFromInline package func handles(_ item: Item) -> Bool {
        renderings[item.typeIdentifier] != nil
    }

    /// The output registered for the item's type, or `nil` when its type has none.
    ///
    /// - Parameter item: A laid-out item.
    /// - Returns: What the registered closure returns for the item.
    public func rendering(of item: LaidOutItem) -> String? {
        guard !renderings.isEmpty, let render = renderings[item.item.typeIdentifier] else {
            return nil
        }
        return render(item)
    }
}
