/// How text looks, in words that make sense in every format: strong, emphasised, dim,
/// underlined, struck through, reversed, and a colour.
///
/// Set a style with the `style(_:)` modifier of an item, a ``Group``, a ``Section`` (and its
/// header and footer), a ``Header`` or a ``Footer``, or with SwiftUI's names for single
/// attributes: `bold()`, `italic()`, `underline()`, `strikethrough()` and
/// `foregroundStyle(_:)`, and `reverseVideo()`, which SwiftUI has no name for. Styles flow down the tree like
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
/// in every style. Renderers apply them through a ``Theme``; plain text ignores them, and
/// each other format shows what it can: a terminal every attribute, HTML and SVG every
/// attribute, Markdown strong, emphasis and strikethrough only (GFM has no underline,
/// dim, reverse or colour).
public struct Style: Hashable, Sendable {
    /// Strong, emphasis, dim and underline, two bits each (unset, false, true).
    private var flags: UInt8 = 0
    /// The colour's kind in the low three bits, then strikethrough and reverse, two bits
    /// each. Together with ``payload`` this is a `Color?` with two flags in the spare bits
    /// of its tag: a separate `Color?` and a second flag byte would make an item larger
    /// than 56 bytes.
    private var kind: UInt8 = 0
    /// The colour's index, or its red, green and blue.
    private var payload: (UInt8, UInt8, UInt8) = (0, 0, 0)

    /// The text colour; `nil` inherits.
    public var color: Color? {
        get { Self.color(kind: kind & Self.colorMask, payload: payload) }
        set {
            let (colorKind, payload) = Self.stored(newValue)
            kind = kind & ~Self.colorMask | colorKind
            self.payload = payload
        }
    }

    /// Strong importance (bold); `nil` inherits.
    public var isStrong: Bool? {
        get { Self.flag(flags, 0) }
        set { Self.setFlag(&flags, 0, newValue) }
    }
    /// Emphasis (italic); `nil` inherits.
    public var isEmphasized: Bool? {
        get { Self.flag(flags, 2) }
        set { Self.setFlag(&flags, 2, newValue) }
    }
    /// Less importance (faint); `nil` inherits.
    public var isDim: Bool? {
        get { Self.flag(flags, 4) }
        set { Self.setFlag(&flags, 4, newValue) }
    }
    /// A line under the text; `nil` inherits.
    public var isUnderlined: Bool? {
        get { Self.flag(flags, 6) }
        set { Self.setFlag(&flags, 6, newValue) }
    }
    /// A line through the text, for what no longer holds; `nil` inherits.
    public var isStruckThrough: Bool? {
        get { Self.flag(kind, 3) }
        set { Self.setFlag(&kind, 3, newValue) }
    }
    /// Reverse video: the text in the background's colour on a block of its own colour;
    /// `nil` inherits.
    public var isReversed: Bool? {
        get { Self.flag(kind, 5) }
        set { Self.setFlag(&kind, 5, newValue) }
    }

    /// The bits of ``kind`` that hold the colour's kind.
    private static let colorMask: UInt8 = 0b111

    private static func flag(_ byte: UInt8, _ shift: UInt8) -> Bool? {
        switch (byte >> shift) & 0b11 {
        case 0b01: false
        case 0b11: true
        default: nil
        }
    }

    private static func setFlag(_ byte: inout UInt8, _ shift: UInt8, _ value: Bool?) {
        let bits: UInt8 = value.map { $0 ? 0b11 : 0b01 } ?? 0
        byte = byte & ~(0b11 << shift) | bits << shift
    }

    /// A colour as it is stored: its kind (0 for none) and payload, unused bytes zero so
    /// that equal colours are equal bits.
    private static func stored(_ color: Color?) -> (UInt8, (UInt8, UInt8, UInt8)) {
        switch color?.representation {
        case nil: (0, (0, 0, 0))
        case .role(let role)?: (1, (UInt8(ColorRole.allCases.firstIndex(of: role)!), 0, 0))
        case .standard(let index)?: (2, (index, 0, 0))
        case .palette(let index)?: (3, (index, 0, 0))
        case .rgb(let red, let green, let blue)?: (4, (red, green, blue))
        }
    }

    private static func color(kind: UInt8, payload: (UInt8, UInt8, UInt8)) -> Color? {
        switch kind {
        case 1: Color(.role(ColorRole.allCases[Int(payload.0)]))
        case 2: Color(.standard(payload.0))
        case 3: Color(.palette(payload.0))
        case 4: Color(.rgb(payload.0, payload.1, payload.2))
        default: nil
        }
    }

    /// Whether two styles set the same attributes to the same values.
    public static func == (lhs: Style, rhs: Style) -> Bool {
        lhs.flags == rhs.flags && lhs.kind == rhs.kind && lhs.payload == rhs.payload
    }

    /// Hashes the attributes as they are stored.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(flags)
        hasher.combine(kind)
        hasher.combine(payload.0)
        hasher.combine(payload.1)
        hasher.combine(payload.2)
    }

    /// Creates a style; every attribute left `nil` is inherited.
    ///
    /// - Parameters:
    ///   - strong: Whether the text is strong; `nil` (the default) inherits.
    ///   - emphasized: Whether the text is emphasised; `nil` (the default) inherits.
    ///   - dim: Whether the text is dim; `nil` (the default) inherits.
    ///   - underlined: Whether a line runs under the text; `nil` (the default) inherits.
    ///   - struckThrough: Whether a line runs through the text; `nil` (the default)
    ///     inherits.
    ///   - reversed: Whether the text is in reverse video; `nil` (the default) inherits.
    ///   - color: The colour; `nil` (the default) inherits.
    public init(
        strong: Bool? = nil, emphasized: Bool? = nil, dim: Bool? = nil, underlined: Bool? = nil,
        struckThrough: Bool? = nil, reversed: Bool? = nil, color: Color? = nil
    ) {
        self.color = color
        self.isStrong = strong
        self.isEmphasized = emphasized
        self.isDim = dim
        self.isUnderlined = underlined
        self.isStruckThrough = struckThrough
        self.isReversed = reversed
    }

    /// The bytes as they are stored.
    private init(flags: UInt8, kind: UInt8, payload: (UInt8, UInt8, UInt8)) {
        self.flags = flags
        self.kind = kind
        self.payload = payload
    }

    /// No attribute of its own: everything is inherited (the default of every node).
    public static var plain: Style { Style(flags: 0, kind: 0, payload: (0, 0, 0)) }
    /// Strong (bold).
    public static let strong = Style(strong: true)
    /// Emphasised (italic).
    public static let emphasis = Style(emphasized: true)
    /// Dim (faint).
    public static let dim = Style(dim: true)
    /// Underlined.
    public static let underline = Style(underlined: true)
    /// Struck through.
    public static let strikethrough = Style(struckThrough: true)
    /// Reverse video.
    public static let reverse = Style(reversed: true)
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
        func merged(_ own: UInt8, _ inherited: UInt8, flagBits: UInt8) -> UInt8 {
            let set = (own | own >> 1) & flagBits
            let mask = set | set << 1
            return own & mask | inherited & ~mask
        }
        let hasColor = kind & Self.colorMask != 0
        let colorSource = hasColor ? self : base
        var kind = merged(kind, base.kind, flagBits: 0b0010_1000) & ~Self.colorMask
        kind |= colorSource.kind & Self.colorMask
        return Style(
            flags: merged(flags, base.flags, flagBits: 0b0101_0101), kind: kind, payload: colorSource.payload)
    }
}
