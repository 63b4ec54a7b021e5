/// How text looks, in words that make sense in every format: strong, emphasised, dim, and
/// a colour.
///
/// Set a style with the `style(_:)` modifier of an item, a ``Group``, a ``Section`` (and its
/// header and footer), a ``Header`` or a ``Footer``, or with SwiftUI's names for single
/// attributes: `bold()`, `italic()` and `foregroundStyle(_:)`. Styles flow down the tree like
/// SwiftUI's environment: a section's style applies to its header, items and footer, an
/// item of yours passes its style to the items of its body, and every attribute a nearer
/// node sets wins over the one it inherits.
///
/// ```swift
/// Section(header: "Build") {
///     Row("Tests", "passed").style(.success)
///     Row("Lint", "3 warnings").style(Style(strong: true, color: .warning))
///     Row("Docs", "stale").bold().foregroundStyle(.warning)   // the same, as in SwiftUI
/// }
/// .style(.dim)   // every row is dim as well
/// ```
///
/// Styles never change the layout: the same document has the same lines, cell for cell,
/// in every style. Renderers apply them through a ``Theme``; plain text ignores them.
public struct Style: Hashable, Sendable {
    /// The three optional flags, two bits each (unset, false, true), in one byte: three
    /// `Bool?` would take three, and an item would grow past 56 bytes.
    private var flags: UInt8 = 0
    /// The text colour; `nil` inherits.
    public var color: Color?

    /// Strong importance (bold); `nil` inherits.
    public var isStrong: Bool? {
        get { flag(0) }
        set { setFlag(0, newValue) }
    }
    /// Emphasis (italic); `nil` inherits.
    public var isEmphasized: Bool? {
        get { flag(2) }
        set { setFlag(2, newValue) }
    }
    /// Less importance (faint); `nil` inherits.
    public var isDim: Bool? {
        get { flag(4) }
        set { setFlag(4, newValue) }
    }

    private func flag(_ shift: UInt8) -> Bool? {
        switch (flags >> shift) & 0b11 {
        case 0b01: false
        case 0b11: true
        default: nil
        }
    }

    private mutating func setFlag(_ shift: UInt8, _ value: Bool?) {
        let bits: UInt8 = value.map { $0 ? 0b11 : 0b01 } ?? 0
        flags = flags & ~(0b11 << shift) | bits << shift
    }

    /// Creates a style; every attribute left `nil` is inherited.
    ///
    /// - Parameters:
    ///   - strong: Whether the text is strong; `nil` (the default) inherits.
    ///   - emphasized: Whether the text is emphasised; `nil` (the default) inherits.
    ///   - dim: Whether the text is dim; `nil` (the default) inherits.
    ///   - color: The colour; `nil` (the default) inherits.
    public init(strong: Bool? = nil, emphasized: Bool? = nil, dim: Bool? = nil, color: Color? = nil) {
        self.color = color
        self.isStrong = strong
        self.isEmphasized = emphasized
        self.isDim = dim
    }

    /// The flags and colour as they are stored.
    private init(flags: UInt8, color: Color?) {
        self.flags = flags
        self.color = color
    }

    /// No attribute of its own: everything is inherited (the default of every node).
    public static var plain: Style { Style(flags: 0, color: nil) }
    /// Strong (bold).
    public static let strong = Style(strong: true)
    /// Emphasised (italic).
    public static let emphasis = Style(emphasized: true)
    /// Dim (faint).
    public static let dim = Style(dim: true)
    /// The ``Color/accent`` colour.
    public static let accent = Style(color: .accent)
    /// The ``Color/success`` colour.
    public static let success = Style(color: .success)
    /// The ``Color/warning`` colour.
    public static let warning = Style(color: .warning)
    /// The ``Color/error`` colour.
    public static let error = Style(color: .error)

    /// This style with every attribute it leaves `nil` taken from `base`.
    ///
    /// ```swift
    /// Style.strong.inheriting(from: .error)   // strong and in the error colour
    /// ```
    ///
    /// - Parameter base: The style of the enclosing node.
    /// - Returns: The combined style; this style's own attributes win.
    public func inheriting(from base: Style) -> Style {
        // Each flag this style sets (either of its two bits) masks the base's.
        let own = (flags | flags >> 1) & 0b01_0101
        let mask = own | own << 1
        return Style(flags: flags & mask | base.flags & ~mask, color: color ?? base.color)
    }
}
