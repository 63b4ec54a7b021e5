/// Builds the items of a section from statements.
///
/// A block accepts ``Text``, ``Row``, plain strings (as text), ``Header``, ``Footer``,
/// ``Group``, ``ForEach``, your own ``SectionItem`` and ``SelfSizingItem`` values, any
/// ``Item``, optionals of these, and `[Item]` from a `@SectionBuilder` function of yours;
/// and `if`, `if let`, `if`/`else`, `switch`, `for … in` and `if #available`.
///
/// Every statement becomes one ``Item`` (the items of an array, `Group`, `ForEach` or
/// nested block travel as one group item) and a block joins them, so a block can hold any
/// number of statements. Type-checking time grows with the square of the statements in
/// one block: split very long content into `@SectionBuilder` properties or functions of a
/// few dozen statements each.
@resultBuilder
public enum SectionBuilder {
    /// Accepts a text item: `Text("…")`.
    public static func buildExpression(_ text: consuming Text) -> Item {
        // Consuming lets the strings move into the item instead of being copied.
        Item(content: .text(text.string))
    }

    /// Accepts a label/value row: `Row("Name", name)`.
    public static func buildExpression(_ row: consuming Row) -> Item {
        Item(content: .row(label: row.label, value: row.value))
    }

    /// Accepts a plain string as a text item: `"Saved"`.
    public static func buildExpression(_ string: consuming String) -> Item {
        Item(content: .text(string))
    }

    /// Accepts any item value: an ``Item`` from a modifier, or one of your own types.
    public static func buildExpression(_ value: some ItemConvertible) -> Item {
        value.item
    }

    /// Accepts an optional item; `nil` adds nothing.
    public static func buildExpression(_ value: (some ItemConvertible)?) -> Item {
        value?.item ?? .group([])
    }

    /// Accepts the items of a `@SectionBuilder` function or property of yours.
    public static func buildExpression(_ items: [Item]) -> Item { .group(items) }

    /// Accepts a ``Header`` statement, which sets the section's header.
    public static func buildExpression(_ header: Header) -> Item {
        var item = Item(content: .header(header.string))
        item.style = header.style
        return item
    }

    /// Accepts a ``Footer`` statement, which sets the section's footer.
    public static func buildExpression(_ footer: Footer) -> Item {
        var item = Item(content: .footer(footer.string))
        item.style = footer.style
        return item
    }

    /// Accepts a ``Group`` of items.
    public static func buildExpression(_ group: Group) -> Item { .group(group.items) }

    /// Accepts a ``ForEach`` over a collection.
    public static func buildExpression(_ forEach: ForEach) -> Item { .group(forEach.items) }

    /// Reports a number written where an item belongs.
    @available(
        *, unavailable,
        message: "a section holds items: write Text(\"\\(number)\") or Row(label, \"\\(number)\")"
    )
    public static func buildExpression(_ number: some Numeric) -> Item { .group([]) }

    /// Reports a statement of a type a section cannot hold, saying what it can.
    @available(
        *, unavailable,
        message:
            "a section block accepts Text, Row, String, Header, Footer, Group, ForEach, Item, [Item], and types conforming to SectionItem or SelfSizingItem"
    )
    public static func buildExpression<Other>(_ value: Other) -> Item { .group([]) }

    /// Passes on a block of one statement, the most common block, without the array
    /// that a variadic call allocates.
    public static func buildBlock(_ part: Item) -> Item { part }

    /// Joins the statements of a block, in order.
    public static func buildBlock(_ parts: Item...) -> Item { .group(parts) }

    /// Supports `if` without `else` and `if let`: nothing when the condition fails.
    public static func buildOptional(_ part: Item?) -> Item { part ?? .group([]) }

    /// Supports the first branch of `if`/`else` and `switch`.
    public static func buildEither(first part: Item) -> Item { part }

    /// Supports the second branch of `if`/`else` and `switch`.
    public static func buildEither(second part: Item) -> Item { part }

    /// Supports `for … in`: the items of every pass, in order.
    public static func buildArray(_ parts: [Item]) -> Item { .group(parts) }

    /// Supports `if #available`.
    public static func buildLimitedAvailability(_ part: Item) -> Item { part }

    /// The items of the whole block.
    public static func buildFinalResult(_ block: Item) -> [Item] { block.builtItems ?? [block] }
}
