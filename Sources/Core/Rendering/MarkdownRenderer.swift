/// Renders GitHub-flavored Markdown that keeps the document's structure.
///
/// ```swift
/// print(try MarkdownRenderer.render(document), terminator: "")
/// ```
///
/// ```markdown
/// # Account
///
/// ## Profile
///
/// - a plain text item
/// - **Name**: Lin Hay
///
/// 2 items
/// ```
///
/// The title is a `#` heading, a header a `##` heading, the items a bullet list (a
/// label/value row reads "**label**: value", an empty value leaves "**label**:"), and the
/// footer a paragraph; blocks are separated by one empty line. A table section's rows
/// are a GFM table; a table with titles and no rows is its header row alone, as plain
/// text shows its titles. Markdown does not wrap:
/// the text is the sanitised content, escaped so that a CommonMark/GFM parser reads back
/// exactly that text and no markup, link or HTML comes from it (see ``escaped(_:)``). Line
/// feeds inside content become hard line breaks. Strong, emphasised and struck-through
/// styles become `**…**`, `*…*` and GFM's `~~…~~`; dim, underlined and reversed text and
/// colours have no Markdown form and are left out. A link (``ItemConvertible/link(_:)``)
/// is an inline link, `[text](url)`, inside those markers; content is never a link. A
/// ``SectionItem`` of yours becomes the list items of its body, a ``SelfSizingItem`` a
/// list item with the lines it draws. An empty footer prints nothing, since Markdown has
/// no empty paragraph.
///
/// A ``Panel`` item is a list item of its title with its contents listed under it, as in
/// HTML (a panel with no title lists its contents in place).
///
/// A rendering registered in ``itemRenderings`` is the content of the item's list item:
/// the renderer writes the bullet before it and indents its following lines.
public struct MarkdownRenderer: Renderer, Sendable {
    /// Renderings of chosen item types: Markdown for the content of the item's list item.
    public var itemRenderings = ItemRenderings<MarkdownRenderer>()
    /// The bullet of the current list; it alternates when two lists would meet, so that
    /// they stay two lists.
    @usableFromInline package var bullet = "-"
    /// Whether the last block written was a list.
    @usableFromInline package var endsWithList = false
    /// What goes before each line of the current list: two spaces for each panel whose
    /// contents it lists under the panel's title.
    @usableFromInline package var indent = ""
    /// How deep the section being written is nested: 0 for a top-level section, whose
    /// header is a `##` heading.
    @usableFromInline package var depth = 0

    /// Creates a Markdown renderer.
    public init() {}

    /// Lays out and renders a document as Markdown.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - width: The width at which ``SelfSizingItem`` values draw, from 8; 80 by default.
    ///     Markdown itself does not wrap.
    /// - Returns: The Markdown, ending with one line feed.
    /// - Throws: ``LayoutError`` when the width is out of range.
    public static func render(_ document: Document, width: Int = 80) throws(LayoutError) -> String {
        var renderer = MarkdownRenderer()
        return renderer.render(try LaidOutDocument(document, width: width))
    }

    /// Text as Markdown that reads back as exactly that text, for renderings of your own.
    ///
    /// ```swift
    /// MarkdownRenderer.escaped("*not* a [link](x)")   // \*not\* a \[link](x)
    /// ```
    ///
    /// Control characters are shown as symbols first, as the layout shows them. Markup
    /// characters are backslash-escaped where they could take effect, and so are the `.` of
    /// `www.` and the `:` of `scheme://`, which GFM would make links of; an `@` that could
    /// end an e-mail address gets an empty HTML comment (`<!-- -->`) before it, since no
    /// escape keeps GitHub's renderer from linking an address. White space at the ends of
    /// a line is written as a character reference, and line feeds become hard line breaks
    /// (indent the lines after the first as your block needs).
    ///
    /// ```swift
    /// MarkdownRenderer.escaped("lin@example.com")   // lin<!-- -->@example.com
    /// ```
    ///
    /// - Parameter text: Any text.
    /// - Returns: The escaped Markdown.
    public static func escaped(_ text: String) -> String {
        MarkdownText.block(Span(sanitizing: text, role: .text, style: .plain).text)
    }

    /// Writes the title as a `#` heading.
    public mutating func renderTitle(
        _ lines: Lines, of document: LaidOutDocument, into output: inout some TextOutputStream
    ) {
        guard let title = document.titleSpan else { return }
        output.write("# " + MarkdownText.heading(title.text) + "\n")
        endsWithList = false
    }

    /// Writes one empty line.
    public mutating func renderSeparator(into output: inout some TextOutputStream) {
        output.write("\n")
    }

    /// Writes the header as a `##` heading, the items as a list and the footer as a
    /// paragraph, with an empty line between them.
    @inlinable
    public mutating func renderSection(
        _ section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        var wroteBlock = false
        if let header = section.headerSpan {
            if depth < 5 {
                let marks = String(repeating: "#", count: depth + 2)
                output.write(marks + " " + MarkdownText.heading(header.text) + "\n")
            } else {
                // Past `######`, a strong paragraph.
                var strong = header
                strong.style.isStrong = true
                output.write(Self.styled(strong, continuation: "") + "\n")
            }
            wroteBlock = true
            endsWithList = false
        }
        if let table = section.tableWithTitlesOnly {
            // Plain text shows the titles of a table without rows; so does a GFM table of
            // a header row alone.
            if wroteBlock { output.write("\n") }
            MarkdownTable(columns: table.columns, rows: []).write(into: &output)
            wroteBlock = true
            endsWithList = false
        }
        // A tree is one nested bullet list: its nested sections are list items there.
        let headsNested = !section.section.layout.isTree
        var index = section.items.startIndex
        while index < section.items.endIndex {
            if wroteBlock { output.write("\n") }
            if let table = section.table, section.items[index].isTableRow {
                // Consecutive rows of a table section are one GFM table.
                var rows: [[Span]] = []
                while index < section.items.endIndex, section.items[index].isTableRow {
                    if case .cells(let cells) = section.items[index].content { rows.append(cells) }
                    index += 1
                }
                MarkdownTable(columns: table.columns, rows: rows).write(into: &output)
                endsWithList = false
            } else if headsNested, section.items[index].isNestedSection {
                // A nested section's header is a heading a level deeper; its items a list.
                if case .section(let nested) = section.items[index].content {
                    depth += 1
                    renderSection(nested, into: &output)
                    depth -= 1
                }
                index += 1
            } else {
                if endsWithList { bullet = bullet == "-" ? "*" : "-" }
                while index < section.items.endIndex,
                    section.table == nil || !section.items[index].isTableRow,
                    !(headsNested && section.items[index].isNestedSection)
                {
                    renderItem(section.items[index], into: &output)
                    index += 1
                }
                endsWithList = true
            }
            wroteBlock = true
        }
        if let footer = section.footerSpan, !footer.text.isEmpty {
            if wroteBlock { output.write("\n") }
            output.write(Self.styled(footer, continuation: "") + "\n")
            endsWithList = false
        }
    }

    /// Writes the item's registered rendering as a list item, else its content: one list
    /// item per text, row or drawing, the items of a body in place.
    @inlinable
    public mutating func renderItem(_ item: LaidOutItem, into output: inout some TextOutputStream) {
        let continuation = indent + "  "
        if let registered = itemRenderings.rendering(of: item) {
            listItem(registered.split(separator: "\n").joined(separator: "\n" + continuation), into: &output)
            return
        }
        switch item.content {
        case .text(let text), .drawn(let text):
            listItem(Self.styled(text, continuation: continuation), into: &output)
        case .row(let label, let value):
            var labelStyle = label.style
            labelStyle.isStrong = true
            output.write(indent)
            output.write(bullet)
            output.write(" ")
            // Both follow other text on their line: the label its `**`, the value `: `.
            Self.write(
                Self.linked(
                    MarkdownText.block(label.text, continuation: continuation, startsLine: false),
                    to: label.link),
                labelStyle, into: &output)
            output.write(value.text.isEmpty ? ":\n" : ": ")
            if !value.text.isEmpty {
                Self.write(
                    Self.linked(
                        MarkdownText.block(value.text, continuation: continuation, startsLine: false),
                        to: value.link),
                    value.style, into: &output)
                output.write("\n")
            }
        case .composed:
            let renderings = itemRenderings
            item.forEachPart(handles: renderings.handles) { renderItem($0, into: &output) }
        case .cells(let cells):
            // A row outside a table: its cells in order, each escaped on its own. Beside an
            // empty first or last cell the separator's space would stand at an end of the
            // line, which is not text there, so it is a character reference.
            var content = cells.map { Self.styled($0, continuation: continuation) }.joined(separator: " \\| ")
            if content.hasPrefix(" ") { content = "&#32;" + content.dropFirst() }
            if content.hasSuffix(" ") { content = content.dropLast() + "&#32;" }
            listItem(content, into: &output)
        case .panel(let title, let items):
            listUnder(title, items, footer: nil, continuation: continuation, into: &output)
        case .section(let section):
            // Inside a list (a panel's, a body's), a nested section is a list item of its
            // header, strong, with its items and footer listed under it.
            var title = section.headerSpan
            title?.style.isStrong = true
            listUnder(
                title, Array(section.items), footer: section.footerSpan, continuation: continuation,
                into: &output)
        }
    }

    /// A panel's or a nested section's contents: a list item of the title with them listed
    /// under it, as in HTML; with no title, in this list.
    @usableFromInline
    package mutating func listUnder(
        _ title: Span?, _ items: [LaidOutItem], footer: Span?, continuation: String,
        into output: inout some TextOutputStream
    ) {
        guard let title else {
            for part in items { renderItem(part, into: &output) }
            if let footer, !footer.text.isEmpty {
                listItem(Self.styled(footer, continuation: continuation), into: &output)
            }
            return
        }
        let heading = Self.styled(title, continuation: continuation)
        listItem(heading, into: &output)
        let outer = indent
        indent = continuation
        var nested = ""
        for part in items { renderItem(part, into: &nested) }
        if let footer, !footer.text.isEmpty {
            listItem(Self.styled(footer, continuation: continuation + "  "), into: &nested)
        }
        indent = outer
        // An empty list item cannot interrupt a paragraph: right under the title, its
        // `-` would underline the title as a heading. An empty line ends the title's
        // paragraph first (after an empty title there is no paragraph to end).
        if !heading.isEmpty, nested.hasPrefix(continuation + bullet + "\n") { output.write("\n") }
        output.write(nested)
    }

    @inlinable
    package func listItem(_ content: String, into output: inout some TextOutputStream) {
        output.write(indent)
        output.write(bullet)
        if !content.isEmpty {
            output.write(" ")
            output.write(content)
        }
        output.write("\n")
    }

    /// Escaped content with its strong and emphasis markers. A sub-heading inside a body
    /// is strong.
    @inlinable
    package static func styled(_ span: Span, continuation: String) -> String {
        var style = span.style
        if span.role == .header { style.isStrong = true }
        return emphasized(
            linked(MarkdownText.block(span.text, continuation: continuation), to: span.link), style)
    }

    @inlinable
    package static func styled(_ text: String, _ style: Style, continuation: String) -> String {
        emphasized(MarkdownText.block(text, continuation: continuation), style)
    }

    /// Escaped Markdown between the strikethrough, strong and emphasis markers of `style`.
    @inlinable
    package static func emphasized(_ escaped: String, _ style: Style) -> String {
        let marker = marker(of: style)
        let strike = style.isStruckThrough == true ? "~~" : ""
        guard !escaped.isEmpty, !(marker.isEmpty && strike.isEmpty) else { return escaped }
        return strike + marker + escaped + marker + strike
    }

    /// ``emphasized(_:_:)`` written piece by piece, without joining the pieces first: a
    /// row's label is written this way for every row.
    @inlinable
    package static func write(
        _ escaped: String, _ style: Style, into output: inout some TextOutputStream
    ) {
        let marker = marker(of: style)
        let strike = style.isStruckThrough == true ? "~~" : ""
        guard !escaped.isEmpty, !(marker.isEmpty && strike.isEmpty) else { return output.write(escaped) }
        output.write(strike)
        output.write(marker)
        output.write(escaped)
        output.write(marker)
        output.write(strike)
    }

    /// The markers around text of `style`: strong, emphasis, or both.
    @inlinable
    package static func marker(of style: Style) -> String {
        switch (style.isStrong == true, style.isEmphasized == true) {
        case (false, false): ""
        case (true, false): "**"
        case (false, true): "*"
        case (true, true): "***"
        }
    }
}
