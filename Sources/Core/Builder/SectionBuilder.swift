/// Builds the items of a section from statements.
///
/// A block accepts every ``SectionContent`` value: ``Text``, ``Row``, plain strings (as
/// text), ``Header``, ``Footer``, ``Group``, ``ForEach``, a nested ``Section``, your own ``SectionItem`` and
/// ``SelfSizingItem`` values, any ``Item``, and optionals and arrays of these; and `if`,
/// `if let`, `if`/`else`, `switch`, `for … in` and `if #available`. A statement of any
/// other type is an error at its own line that names ``SectionContent``.
///
/// Every statement becomes one ``Item`` (the items of an array, `Group`, `ForEach` or
/// nested block travel as one group item) and a block joins them, so a block can hold any
/// number of statements. Type-checking time grows with the square of the statements in
/// one block: split very long content into `@SectionBuilder` properties or functions of a
/// few dozen statements each.
@resultBuilder
public enum SectionBuilder {
    // There is no `buildExpression`: statements go to `buildBlock` as they are, converted
    // to `any SectionContent` like the arguments of any call. A set of `buildExpression`
    // overloads makes the compiler choose one per statement, which doubled the
    // type-checking time of a long block (Sources/SectionsBench/README.md).

    /// Supports an empty block, which adds nothing.
    public static func buildBlock() -> Item { .group([]) }

    /// Joins the statements of a block, in order.
    ///
    /// The first statement is generic, so a block of one statement (the body of every
    /// `for` loop and `if`) passes its value on without boxing it or allocating an array.
    @inlinable @inline(__always)
    public static func buildBlock(
        _ first: consuming some SectionContent, _ rest: any SectionContent...
    ) -> Item {
        // Small enough to inline, so that a block of one statement costs no call.
        rest.isEmpty ? first._sectionItem() : joined(first._sectionItem(), rest)
    }

    /// The items of a block of several statements, as one group.
    @usableFromInline
    package static func joined(_ first: consuming Item, _ rest: [any SectionContent]) -> Item {
        var items: [Item] = []
        items.reserveCapacity(rest.count + 1)
        items.append(first)
        for statement in rest { items.append(statement._sectionItem()) }
        return .group(items)
    }

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
