/// What styles look like in each format: the look of each ``Role`` and the concrete
/// colours of the semantic ``ColorRole``s.
///
/// A renderer combines the look of a run's role with the style the document gives it,
/// the document's style winning (see ``Style/inheriting(from:)``). The ANSI renderer uses
/// ``roles`` and ``terminalColors``; the HTML renderer turns ``roles``, ``lightColors`` and
/// ``darkColors`` into its stylesheet. A role's look may set every attribute of a
/// ``Style``, underline, strikethrough and reverse video among them, and a role may have a
/// background (``backgrounds``). Markdown has no
/// colours, no dim, underlined or reversed text: it prints strong, emphasised and
/// struck-through text only.
///
/// ```swift
/// var theme = Theme.standard
/// theme.terminalColors[.accent] = .rgb(0x5B, 0x3C, 0xC4)
/// theme.roles[.label] = .strong
/// theme.roles[.columnTitle] = Style(strong: true, underlined: true)
/// let ansi = ANSIRenderer(theme: theme, colors: .trueColor)
/// ```
public struct Theme: Hashable, Sendable {
    /// The look of each role before the document's own styles; a role that is absent
    /// looks plain.
    public var roles: [Role: Style]
    /// The terminal colour of each semantic colour; one that is absent is not coloured.
    public var terminalColors: [ColorRole: Color]
    /// The colour of each semantic colour on a light page.
    public var lightColors: [ColorRole: Color]
    /// The colour of each semantic colour on a dark page.
    public var darkColors: [ColorRole: Color]
    /// The colour behind the text of each role; a role that is absent has none. A
    /// background the document gives (``Stylable/background(_:)``) wins.
    public var backgrounds: [Role: Color] = [:]

    /// Creates a theme.
    ///
    /// - Parameters:
    ///   - roles: The look of each role.
    ///   - terminalColors: Terminal colours of the semantic colours.
    ///   - lightColors: Page colours of the semantic colours in light mode.
    ///   - darkColors: Page colours of the semantic colours in dark mode.
    public init(
        roles: [Role: Style], terminalColors: [ColorRole: Color], lightColors: [ColorRole: Color],
        darkColors: [ColorRole: Color]
    ) {
        self.roles = roles
        self.terminalColors = terminalColors
        self.lightColors = lightColors
        self.darkColors = darkColors
    }

    /// The default look: titles, headers and table column titles strong, footers and the
    /// borders of panels and rules dim, labels in the accent colour; accent cyan, success
    /// green, warning yellow and error red in a terminal, and colours of the same hues with
    /// enough contrast on light and dark pages.
    public static let standard = Theme(
        roles: [
            .title: .strong, .header: .strong, .footer: .dim, .label: .accent, .columnTitle: .strong,
            .border: .dim,
        ],
        terminalColors: [.accent: .cyan, .success: .green, .warning: .yellow, .error: .red],
        lightColors: [
            .accent: .rgb(0x0B, 0x5C, 0xAD), .success: .rgb(0x1A, 0x7F, 0x37),
            .warning: .rgb(0x9A, 0x67, 0x00), .error: .rgb(0xCF, 0x22, 0x2E),
        ],
        darkColors: [
            .accent: .rgb(0x58, 0xA6, 0xFF), .success: .rgb(0x3F, 0xB9, 0x50),
            .warning: .rgb(0xD2, 0x99, 0x22), .error: .rgb(0xF8, 0x51, 0x49),
        ])

    /// The look of a role in this theme.
    ///
    /// - Parameter role: The role.
    /// - Returns: Its style, or ``Style/plain`` when the theme gives it none.
    public func style(for role: Role) -> Style { roles[role] ?? .plain }

    /// The colour behind a role's text, or `nil` when the theme gives it none.
    ///
    /// - Parameter role: The role.
    /// - Returns: The role's background in ``backgrounds``.
    public func background(for role: Role) -> Color? { backgrounds[role] }
}
