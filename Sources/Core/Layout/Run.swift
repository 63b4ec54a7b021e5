/// A piece of one laid-out line: some spaces, then a measured, sanitised text.
///
/// Renderers print runs; they never measure text again. `width` is the display width of
/// `text` in terminal cells (<doc:DisplayWidth>), and `text` holds no control characters.
/// Where a run links to and its background are read through the line that holds it,
/// ``Line/link(of:)`` and ``Line/background(of:)``.
public struct Run: Hashable, Sendable {
    /// Spaces before the text: indentation, or the gap between a label and its value.
    public var spaces: Int
    /// The text, already sanitised.
    public var text: String
    /// Held in 32 bits beside `attributeNumber` so that a run is as large as one was before
    /// runs had links: a section's lines are arrays of runs.
    private var storedWidth: Int32
    /// The run's link and background as a position in the attribute table of the storage
    /// that holds the run (``Lines``, ``LineWriter``), counted from 1; 0 for none. A
    /// number, not the attributes themselves, so that copying a run retains nothing more
    /// than its text.
    package var attributeNumber: UInt32 = 0
    /// What the text is, so a renderer can style it.
    public var role: Role
    /// The style the document gives the text, inherited down the tree and resolved; a
    /// renderer combines it with its ``Theme``'s look for ``role``. It never changes the
    /// width.
    public var style: Style

    /// The display width of `text`, in terminal cells.
    public var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = Int32(newValue) }
    }

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - spaces: Spaces before the text.
    ///   - text: Sanitised text.
    ///   - width: The display width of `text`, less than 2^31 (a laid-out line is at most
    ///     ``LayoutError/maximumWidth`` cells).
    ///   - role: What the text is.
    ///   - style: The resolved style; ``Style/plain`` by default.
    public init(spaces: Int, text: String, width: Int, role: Role, style: Style = .plain) {
        self.spaces = spaces
        self.text = text
        self.storedWidth = Int32(width)
        self.role = role
        self.style = style
    }

    /// Whether two runs have the same spaces, text, width, role and style. Their links and
    /// backgrounds are compared by the lines that hold them (``Line``): an attribute number
    /// means nothing outside its storage.
    public static func == (lhs: Run, rhs: Run) -> Bool {
        lhs.spaces == rhs.spaces && lhs.storedWidth == rhs.storedWidth && lhs.role == rhs.role
            && lhs.style == rhs.style && lhs.text == rhs.text
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(spaces)
        hasher.combine(text)
        hasher.combine(storedWidth)
        hasher.combine(role)
        hasher.combine(style)
    }
}
/// What a run has beside its style, kept in a table of its storage: where it links to
/// and the colour behind it.
@usableFromInline package struct RunAttributes: Hashable, Sendable {
    @usableFromInline package var link: Hyperlink?
    @usableFromInline package var background: Color?
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
