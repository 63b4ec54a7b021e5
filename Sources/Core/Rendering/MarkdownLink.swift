extension MarkdownRenderer {
    /// Escaped Markdown as the text of an inline link, `[text](url)`, when `link` is set
    /// and the text is not empty.
    ///
    /// The escaping of content leaves `]` alone, since it escapes every `[` that could
    /// open a link; inside a link's text a `]` would close it, so it is escaped too. The
    /// URL is printable ASCII without spaces, `<`, `>` or backslashes (``Hyperlink``), so
    /// in the destination only its parentheses, which could end it, are escaped, and `&`,
    /// which could begin a character reference, is written as one (parsers read references
    /// in a destination before backslash escapes, so `\&` would not do).
    @inlinable
    package static func linked(_ escaped: String, to link: Hyperlink?) -> String {
        guard let link, !escaped.isEmpty else { return escaped }
        let text = escaped.contains("]") ? escaped.replacing("]", with: "\\]") : escaped
        var destination = link.url
        if destination.contains(where: { $0 == "(" || $0 == ")" || $0 == "&" }) {
            destination = destination.replacing("(", with: "\\(").replacing(")", with: "\\)")
                .replacing("&", with: "&amp;")
        }
        return "[" + text + "](" + destination + ")"
    }
}
