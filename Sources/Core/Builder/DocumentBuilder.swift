/// Builds the sections of a document from statements.
///
/// A block accepts ``Section`` values, arrays of sections, optionals of a section, and
/// `if`, `if let`, `if`/`else`, `switch`, `for … in` and `if #available`:
///
/// ```swift
/// Document(title: "Report") {
///     Section(header: "Summary") { Row("Total", "42") }
///     for team in teams {
///         Section(team.members, header: team.name) { Text($0) }
///     }
/// }
/// ```
@resultBuilder
public enum DocumentBuilder {
    /// Accepts a section.
    public static func buildExpression(_ section: Section) -> [Section] { [section] }

    /// Accepts an optional section; `nil` adds nothing.
    public static func buildExpression(_ section: Section?) -> [Section] {
        section.map { [$0] } ?? []
    }

    /// Accepts the sections of a `@DocumentBuilder` function or property of yours.
    public static func buildExpression(_ sections: [Section]) -> [Section] { sections }

    /// An item directly in a document: a mistake that this names, where the compiler would
    /// otherwise report a mismatch with ``Document/init(json:)``.
    @available(*, unavailable, message: "a Document holds sections: put items in a Section { … }")
    public static func buildExpression(_ item: some ItemConvertible) -> [Section] { [] }

    /// Joins the statements of a block, in order.
    public static func buildBlock(_ parts: [Section]...) -> [Section] {
        if parts.count == 1 { return parts[0] }
        return Array(parts.joined())
    }

    /// Supports `if` without `else` and `if let`.
    public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }

    /// Supports the first branch of `if`/`else` and `switch`.
    public static func buildEither(first part: [Section]) -> [Section] { part }

    /// Supports the second branch of `if`/`else` and `switch`.
    public static func buildEither(second part: [Section]) -> [Section] { part }

    /// Supports `for … in`.
    public static func buildArray(_ parts: [[Section]]) -> [Section] { Array(parts.joined()) }

    /// Supports `if #available`.
    public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}
