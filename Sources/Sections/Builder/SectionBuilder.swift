/// Builds the items of a section from statements.
///
/// A block accepts ``Text``, ``Row``, plain strings (as text), ``Header``, ``Footer``,
/// ``Group``, ``ForEach``, your own ``SectionItem`` and ``SelfSizingItem`` values, any
/// ``Item``, optionals of these, and `[Item]` from a `@SectionBuilder` function of yours;
/// and `if`, `if let`, `if`/`else`, `switch`, `for … in` and `if #available`.
///
/// Every statement becomes a ``Component`` (one item, or the items of a nested block) and
/// a block joins them, so a block can hold any number of statements. Type-checking time grows with the square of the
/// statements in one block: split very long content into `@SectionBuilder` properties or
/// functions of a few dozen statements each.
@resultBuilder
public enum SectionBuilder {
    /// Accepts a text item: `Text("…")`.
    public static func buildExpression(_ text: consuming Text) -> Component {
        // Consuming lets the strings move into the item instead of being copied.
        Component(content: .text(text.string))
    }

    /// Accepts a label/value row: `Row("Name", name)`.
    public static func buildExpression(_ row: consuming Row) -> Component {
        Component(content: .row(label: row.label, value: row.value))
    }

    /// Accepts a plain string as a text item: `"Saved"`.
    public static func buildExpression(_ string: consuming String) -> Component {
        Component(content: .text(string))
    }

    /// Accepts any item value: an ``Item`` from a modifier, or one of your own types.
    public static func buildExpression(_ value: some ItemConvertible) -> Component {
        Component(value.item)
    }

    /// Accepts an optional item; `nil` adds nothing.
    public static func buildExpression(_ value: (some ItemConvertible)?) -> Component {
        value.map { Component($0.item) } ?? Component([])
    }

    /// Accepts the items of a `@SectionBuilder` function or property of yours.
    public static func buildExpression(_ items: [Item]) -> Component { Component(items) }

    /// Accepts a ``Header`` statement, which sets the section's header.
    public static func buildExpression(_ header: Header) -> Component {
        var item = Item(content: .header(header.string))
        item.style = header.style
        return Component(item)
    }

    /// Accepts a ``Footer`` statement, which sets the section's footer.
    public static func buildExpression(_ footer: Footer) -> Component {
        var item = Item(content: .footer(footer.string))
        item.style = footer.style
        return Component(item)
    }

    /// Accepts a ``Group`` of items.
    public static func buildExpression(_ group: Group) -> Component { Component(group.items) }

    /// Accepts a ``ForEach`` over a collection.
    public static func buildExpression(_ forEach: ForEach) -> Component { Component(forEach.items) }

    /// Reports a number written where an item belongs.
    @available(
        *, unavailable,
        message: "a section holds items: write Text(\"\\(number)\") or Row(label, \"\\(number)\")"
    )
    public static func buildExpression(_ number: some Numeric) -> Component { Component([]) }

    /// Reports a statement of a type a section cannot hold, saying what it can.
    @available(
        *, unavailable,
        message:
            "a section block accepts Text, Row, String, Header, Footer, Group, ForEach, Item, [Item], and types conforming to SectionItem or SelfSizingItem"
    )
    public static func buildExpression<Other>(_ value: Other) -> Component { Component([]) }

    /// Passes on a block of one statement, the most common block, without the array
    /// that a variadic call allocates.
    public static func buildBlock(_ part: Component) -> Component { part }

    /// Joins the statements of a block, in order.
    public static func buildBlock(_ parts: Component...) -> Component { Component(joining: parts) }

    /// Supports `if` without `else` and `if let`: nothing when the condition fails.
    public static func buildOptional(_ part: Component?) -> Component { part ?? Component([]) }

    /// Supports the first branch of `if`/`else` and `switch`.
    public static func buildEither(first part: Component) -> Component { part }

    /// Supports the second branch of `if`/`else` and `switch`.
    public static func buildEither(second part: Component) -> Component { part }

    /// Supports `for … in`: the items of every pass, in order.
    public static func buildArray(_ parts: [Component]) -> Component { Component(joining: parts) }

    /// Supports `if #available`.
    public static func buildLimitedAvailability(_ part: Component) -> Component { part }

    /// The items of the whole block.
    public static func buildFinalResult(_ component: Component) -> [Item] { component.items }
}
