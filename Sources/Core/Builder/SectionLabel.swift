/// What the `header:` and `footer:` closures of a ``Section`` return: a `String`, a
/// ``Text``, or a ``Header`` or ``Footer`` with a style of its own.
///
/// ```swift
/// Section {
///     Row("Name", "Lin Hay")
/// } header: {
///     Text("Profile")
/// } footer: {
///     Footer("1 item").style(.dim)
/// }
/// ```
///
/// The closure may also return an optional of these; `nil` gives no header or footer.
public protocol SectionLabel: Sendable {
    /// The label's text and its own style. It exists for ``Section``'s initializers; you
    /// need neither call nor write it.
    var _labelParts: (text: String, style: Style) { get }
    /// The colour behind the label, `nil` for none. It exists for ``Section``'s
    /// initializers; you need neither call nor write it.
    var _labelBackground: Color? { get }
}

extension SectionLabel {
    /// No background of its own.
    public var _labelBackground: Color? { nil }
}

extension String: SectionLabel {
    /// The string, with no style of its own.
    public var _labelParts: (text: String, style: Style) { (self, .plain) }
}

extension Text: SectionLabel {
    /// The text, with no style of its own.
    public var _labelParts: (text: String, style: Style) { (string, .plain) }
}

extension Header: SectionLabel {
    /// The header's text and style.
    public var _labelParts: (text: String, style: Style) { (string, style) }
    /// The header's background.
    public var _labelBackground: Color? { background }
}

extension Footer: SectionLabel {
    /// The footer's text and style.
    public var _labelParts: (text: String, style: Style) { (string, style) }
    /// The footer's background.
    public var _labelBackground: Color? { background }
}
