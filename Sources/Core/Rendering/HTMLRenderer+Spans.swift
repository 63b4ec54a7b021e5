/// A span as HTML: its escaped text inside the elements and classes of its style, and an
/// `a` element when it is a link. Every element that holds text writes it this way.
extension HTMLRenderer {
    /// Escaped text between an element's start and end tags, inside the elements of the
    /// style the document gives it. Headings are strong already.
    func element(
        _ start: String, _ span: Span, _ end: String, into output: inout some TextOutputStream
    ) {
        output.write(start)
        let style =
            span.background.map { theme.readable(span.style, role: span.role, over: $0) } ?? span.style
        if style == .plain, span.background == nil {
            Self.linked(span, into: &output)
        } else {
            var close: [String] = []
            var classes: [String] = []
            if style.isDim == true { classes.append("dim") }
            if style.isUnderlined == true { classes.append("underline") }
            if style.isStruckThrough == true { classes.append("strikethrough") }
            if style.isReversed == true { classes.append("reverse") }
            var inline: [String] = []
            if let color = style.color {
                if let role = color.semanticRole {
                    classes.append(HTMLStylesheet.className(of: role))
                } else if let concrete = ConcreteColor(color) {
                    // Reversed, the colour is the block's and the text takes the page's.
                    inline.append(
                        style.isReversed == true
                            ? "background-color: \(concrete.hex)" : "color: \(concrete.hex)")
                }
            }
            if let background = span.background {
                if let role = background.semanticRole {
                    classes.append("background-" + HTMLStylesheet.className(of: role))
                } else if let concrete = ConcreteColor(background) {
                    inline.append("background-color: \(concrete.hex)")
                }
            }
            if !classes.isEmpty || !inline.isEmpty {
                let classAttribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
                let styleAttribute = inline.isEmpty ? "" : " style=\"\(inline.joined(separator: "; "))\""
                output.write("<span\(classAttribute)\(styleAttribute)>")
                close.append("</span>")
            }
            if style.isStrong == true, span.role != .title, span.role != .header {
                output.write("<strong>")
                close.append("</strong>")
            }
            if style.isEmphasized == true {
                output.write("<em>")
                close.append("</em>")
            }
            Self.linked(span, into: &output)
            for tag in close.reversed() { output.write(tag) }
        }
        output.write(end)
    }

    /// The span's escaped text, in an `a` element when it is a link and has text.
    static func linked(_ span: Span, into output: inout some TextOutputStream) {
        guard let link = span.link, !span.text.isEmpty else {
            return output.write(HTMLText.escaped(span.text))
        }
        output.write("<a href=\"")
        output.write(HTMLText.escaped(link.url))
        output.write("\" rel=\"nofollow noopener\">")
        output.write(HTMLText.escaped(span.text))
        output.write("</a>")
    }
}
