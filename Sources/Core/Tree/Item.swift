/// One entry of a section: a text, a label/value row, or a value of your own item type.
///
/// You rarely create an `Item` directly: the result builder turns ``Text``, ``Row``,
/// strings and your own ``SectionItem`` and ``SelfSizingItem`` values into items. Modifiers
/// such as ``ItemConvertible/id(_:)`` return one.
///
/// Two items are equal when they have the same id and the same content; for your own
/// item types that is the type's own `==`, so the Swift type is part of the identity.
public struct Item: Hashable, Sendable {
    /// The identity used by diffing and lookups; unique across a document.
    public var id: String?
    /// The content, with the action of ``ItemConvertible/onSelect(_:)`` when there is one;
    /// the action is never part of equality, hashing or JSON (see `StoredContent.swift`).
    @usableFromInline package var stored: StoredContent
    /// What the item holds. Inlinable: the list's search reads it for every item a key
    /// filters, from another module.
    @inlinable package var content: Content { stored.content }
    /// The item's own style; attributes it leaves unset come from its section (see ``Style``).
    public var style: Style = .plain
    /// Whether the item is cut to one line per paragraph with an ellipsis instead of
    /// wrapping; `nil` (the default) wraps. Set it with ``ItemConvertible/truncated(_:)``.
    public var truncation: Truncation?

    /// What an item holds. Built-in content is stored inline so that large documents
    /// need no boxing per item.
    @usableFromInline package enum Content: Hashable, Sendable {
        case text(String)
        case row(label: String, value: String)
        /// A `Header` statement; lifted into the section, or a sub-heading inside a body.
        case header(String)
        /// A `Footer` statement; lifted into the section, or a note inside a body.
        case footer(String)
        case composed(ComposedItem)
        case drawn(DrawnItem)
        /// A ``TableRow``: one item per cell.
        case cells([Item])
        /// A ``Panel``: items in a box.
        case panel(title: String?, items: [Item])
        /// A ``ProgressView``.
        case progress(ProgressItem)
        /// A ``Section`` among items: a section nested in another.
        case section(NestedSection)
    }

    /// The item's content as the Swift type that created it, or `nil` for another type.
    ///
    /// ```swift
    /// if let card = item.content(as: ProfileCard.self) { print(card.user.name) }
    /// item.content(as: Row.self)?.value   // the value of a label/value row
    /// ```
    ///
    /// - Parameter type: ``Text``, ``Row``, ``Header``, ``Footer``, ``TableRow``, ``Panel``,
    ///   ``ProgressView``, or one of your own item types.
    /// - Returns: The value, or `nil` when the item was made from another type.
    public func content<T>(as type: T.Type) -> T? {
        switch content {
        case .text(let string): return Text(string) as? T
        case .row(let label, let value): return Row(label, value) as? T
        case .header(let string): return Header(string) as? T
        case .footer(let string): return Footer(string) as? T
        case .composed(let composed): return composed.value as? T
        case .drawn(let drawn): return drawn.value as? T
        case .cells(let cells): return TableRow(cells: { cells }) as? T
        case .panel(let title, let items): return Panel(title: title, items: { items }) as? T
        case .progress(let progress): return progress.value as? T
        case .section(let nested): return nested.section as? T
        }
    }

    /// Whether the item is a section nested among its parent's items.
    package var isNestedSection: Bool {
        // Matched where the content is stored: reading `content` copies it, which a diff
        // that asks this of every item of a large document would pay for each.
        switch stored {
        case .plain(.section): true
        case .plain: false
        case .attached(let attached): if case .section = attached.content { true } else { false }
        }
    }

    /// The Swift type the item was made from, as a key for per-type lookups.
    package var typeIdentifier: ObjectIdentifier {
        switch content {
        case .text: ObjectIdentifier(Text.self)
        case .row: ObjectIdentifier(Row.self)
        case .header: ObjectIdentifier(Header.self)
        case .footer: ObjectIdentifier(Footer.self)
        case .composed(let composed): ObjectIdentifier(type(of: composed.value))
        case .drawn(let drawn): ObjectIdentifier(type(of: drawn.value))
        case .cells: ObjectIdentifier(TableRow.self)
        case .panel: ObjectIdentifier(Panel.self)
        case .progress: ObjectIdentifier(ProgressView.self)
        case .section: ObjectIdentifier(Section.self)
        }
    }
}

// In an extension so that the struct keeps its synthesized memberwise initializer: the
// optimiser builds an item from it in place, where a hand-written one built every item twice
// on the stack and copied one (a retain and a release per row).
extension Item {
    package init(id: String? = nil, content: Content) {
        self.init(id: id, stored: .plain(content), style: .plain, truncation: nil)
    }
}

/// A value of a user's ``SectionItem`` type.
@usableFromInline package struct ComposedItem: Hashable, Sendable {
    /// Behind one reference, so that the rare user item does not make every built-in item
    /// as large as an existential (`ItemSizeTests` holds an item's size).
    private let box: Box<any SectionItem>
    package var value: any SectionItem { box.value }

    package init(value: any SectionItem) { box = Box(value) }

    /// Built when a walk reaches it, not when the tree is built: building eagerly would
    /// recurse once per level of nesting and overflow the stack on deep documents.
    package var body: [Item] { value.body }

    @usableFromInline package static func == (lhs: ComposedItem, rhs: ComposedItem) -> Bool {
        lhs.value.isEqual(to: rhs.value)
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: value)))
        hasher.combine(value)
    }
}

/// A section nested among the items of another.
@usableFromInline package struct NestedSection: Hashable, Sendable {
    /// Behind one reference, as a user's item is: a section is larger than an item.
    private let box: Box<Section>
    package var section: Section { box.value }

    package init(_ section: Section) { box = Box(section) }

    @usableFromInline package static func == (lhs: NestedSection, rhs: NestedSection) -> Bool {
        lhs.box === rhs.box || lhs.section == rhs.section
    }

    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(section) }
}

/// A value of a user's ``SelfSizingItem`` type.
@usableFromInline package struct DrawnItem: Hashable, Sendable {
    /// Behind one reference for the same reason as ``ComposedItem``'s value.
    private let box: Box<any SelfSizingItem>
    package var value: any SelfSizingItem { box.value }

    package init(value: any SelfSizingItem) { box = Box(value) }

    @usableFromInline package static func == (lhs: DrawnItem, rhs: DrawnItem) -> Bool {
        lhs.value.isEqual(to: rhs.value)
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: value)))
        hasher.combine(value)
    }
}

/// An immutable value on the heap.
package final class Box<Value: Sendable>: Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}

extension Hashable {
    /// Equality across existentials: equal only when both are this type and `==` agrees.
    package func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
