/// A piece of content sanitised for output but not wrapped: what formats that keep the
/// document's structure (Markdown, HTML) print where plain text prints lines.
///
/// The layout makes spans the way it makes ``Run``s: control characters are already
/// shown as symbols (<doc:DisplayWidth>) and the style is resolved. Line feeds between paragraphs
/// stay in ``text``.
///
/// ```swift
/// let layout = try LaidOutDocument(document, width: 80)
/// print(layout.titleSpan?.text ?? "untitled")
/// ```
public struct Span: Hashable, Sendable {
    /// The sanitised text; line feeds separate paragraphs.
    public var text: String
    /// What the text is.
    public var role: Role
    /// The resolved style.
    public var style: Style
    /// Where the text links to, the item's own link or the one it inherits; `nil` for none.
    public var link: Hyperlink?
    /// The colour behind the text, the item's own or the one it inherits; `nil` for none.
    /// A section's background is not here: a format shows it on the section
    /// (``Section/background``).
    public var background: Color?

    /// Creates a span.
    ///
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - role: What the text is.
    ///   - style: The resolved style; ``Style/plain`` by default.
    ///   - link: Where the text links to; `nil` (the default) for none.
    ///   - background: The colour behind the text; `nil` (the default) for none.
    public init(
        text: String, role: Role, style: Style = .plain, link: Hyperlink? = nil, background: Color? = nil
    ) {
        self.text = text
        self.role = role
        self.style = style
        self.link = link
        self.background = background
    }

    /// A span of untrusted text, sanitised here in the layout stage.
    package init(
        sanitizing text: String, role: Role, style: Style, link: Hyperlink? = nil, background: Color? = nil
    ) {
        self.init(
            text: Sanitizer.sanitize(text), role: role, style: style, link: link, background: background)
    }
}

extension LaidOutDocument {
    /// The title, sanitised and not wrapped; `nil` when the document has no title.
    public var titleSpan: Span? {
        document.title.map { Span(sanitizing: $0, role: .title, style: .plain) }
    }
}

extension LaidOutSection {
    /// The header, sanitised and not wrapped; `nil` when the section has no header.
    public var headerSpan: Span? {
        section.header.map {
            Span(
                sanitizing: $0, role: .header,
                style: section.headerStyle.inheriting(from: section.style),
                background: section.headerBackground)
        }
    }

    /// The footer, sanitised and not wrapped; `nil` when the section has no footer.
    public var footerSpan: Span? {
        section.footer.map {
            Span(
                sanitizing: $0, role: .footer,
                style: section.footerStyle.inheriting(from: section.style),
                background: section.footerBackground)
        }
    }
}
