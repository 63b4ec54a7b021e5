/// A piece of one laid-out line: some spaces, then a measured, sanitised text.
///
/// Renderers print runs; they never measure text again. `width` is the display width of
/// `text` in terminal cells (<doc:DisplayWidth>), and `text` holds no control characters.
public struct Run: Hashable, Sendable {
    /// Spaces before the text: indentation, or the gap between a label and its value.
    public var spaces: Int
    /// The text, already sanitised.
    public var text: String
    /// The display width of `text`, in terminal cells.
    public var width: Int
    /// What the text is, so a renderer can style it.
    public var role: Role
    /// The style the document gives the text, inherited down the tree and resolved; a
    /// renderer combines it with its ``Theme``'s look for ``role``. It never changes the
    /// width.
    public var style: Style

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - spaces: Spaces before the text.
    ///   - text: Sanitised text.
    ///   - width: The display width of `text`.
    ///   - role: What the text is.
    ///   - style: The resolved style; ``Style/plain`` by default.
    public init(spaces: Int, text: String, width: Int, role: Role, style: Style = .plain) {
        self.spaces = spaces
        self.text = text
        self.width = width
        self.role = role
        self.style = style
    }
}

/// What a run of text is, in the document it came from.
public enum Role: Hashable, Sendable {
    /// The document's title.
    case title
    /// A section's header, or a sub-heading inside an item of yours.
    case header
    /// A section's footer, or a closing note inside an item of yours.
    case footer
    /// A text item.
    case text
    /// The label of a label/value row.
    case label
    /// The value of a label/value row.
    case value
    /// A line drawn by a ``SelfSizingItem``.
    case drawn
    /// The text of a table cell.
    case cell
    /// A table column's title.
    case columnTitle
    /// A panel's box, a rule under table titles, or a separator between items.
    case border
}
