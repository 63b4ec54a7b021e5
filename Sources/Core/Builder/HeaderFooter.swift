/// A section's header, written as a statement inside a ``SectionBuilder`` block.
///
/// ```swift
/// Section {
///     Header("Profile")
///     Row("Name", "Lin Hay")
/// }
/// ```
///
/// Inside the body of a ``SectionItem`` a header becomes a sub-heading of that item.
public struct Header: Hashable, Sendable, HeaderOrFooter {
    /// The header text.
    public var string: String
    /// The header's own style, over the section's; see ``Style``.
    public var style: Style = .plain
    /// The colour behind the header's text, over the section's background; `nil` for none.
    public var background: Color?

    /// Creates a header.
    ///
    /// - Parameter string: The header text; line feeds separate paragraphs.
    public init(_ string: String) { self.string = string }

    package static func content(_ string: String) -> Item.Content { .header(string) }
}

/// A section's footer, written as a statement inside a ``SectionBuilder`` block.
///
/// ```swift
/// Section {
///     Row("Name", "Lin Hay")
///     Footer("1 item")
/// }
/// ```
///
/// Inside the body of a ``SectionItem`` a footer becomes a closing note of that item.
public struct Footer: Hashable, Sendable, HeaderOrFooter {
    /// The footer text.
    public var string: String
    /// The footer's own style, over the section's; see ``Style``.
    public var style: Style = .plain
    /// The colour behind the footer's text, over the section's background; `nil` for none.
    public var background: Color?

    /// Creates a footer.
    ///
    /// - Parameter string: The footer text; line feeds separate paragraphs.
    public init(_ string: String) { self.string = string }

    package static func content(_ string: String) -> Item.Content { .footer(string) }
}

/// What a ``Header`` and a ``Footer`` statement share: all but the kind of item each becomes.
package protocol HeaderOrFooter: SectionContent, Stylable {
    var string: String { get }
    var style: Style { get set }
    var background: Color? { get set }

    /// The item content of a statement of this kind with this text.
    static func content(_ string: String) -> Item.Content
}

extension HeaderOrFooter {
    /// The statement as an item of its block, with its style and background.
    public consuming func _sectionItem() -> Item {
        var item = Item(content: Self.content(string))
        item.style = style
        return background.map { item.background($0) } ?? item
    }

    /// The statement with the change applied: a background replaces its own.
    public func _applying(_ change: _StyleChange) -> Self {
        var statement = self
        if let style = change.style { statement.style = self.style.inheriting(from: style) }
        if let background = change.background { statement.background = background }
        return statement
    }
}

/// The items of a section with its header and footer statements lifted out.
package struct LiftedStatements {
    /// True when a `Header` or `Footer` statement is among the items.
    private static func hasStatementsToLift(_ items: [Item]) -> Bool {
        for index in items.indices {
            switch items[index].content {
            case .header, .footer: return true
            default: continue
            }
        }
        return false
    }

    package var header: String?
    package var footer: String?
    package var headerStyle = Style.plain
    package var footerStyle = Style.plain
    package var headerBackground: Color?
    package var footerBackground: Color?
    package var items: [Item]

    /// Several `Header` statements join as paragraphs, so no text is dropped; a later
    /// statement's style wins where the two differ.
    package init(_ built: [Item]) {
        // Most blocks have no statements to lift: keep their array rather than copy it.
        guard Self.hasStatementsToLift(built) else {
            items = built
            return
        }
        items = []
        items.reserveCapacity(built.count)
        for item in built {
            switch item.content {
            case .header(let text):
                header = header.map { $0 + "\n" + text } ?? text
                headerStyle = item.style.inheriting(from: headerStyle)
                headerBackground = item.background ?? headerBackground
            case .footer(let text):
                footer = footer.map { $0 + "\n" + text } ?? text
                footerStyle = item.style.inheriting(from: footerStyle)
                footerBackground = item.background ?? footerBackground
            default: items.append(item)
            }
        }
    }
}
