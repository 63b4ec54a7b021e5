/// Renders semantic HTML: a fragment, or with ``isStandalone`` a complete UTF-8 page with
/// a small stylesheet for light and dark mode.
///
/// ```swift
/// print(try HTMLRenderer.render(document), terminator: "")
/// ```
///
/// ```html
/// <h1>Account</h1>
/// <section>
/// <h2>Profile</h2>
/// <ul>
/// <li>a plain text item</li>
/// </ul>
/// <dl>
/// <dt>Name</dt>
/// <dd>Lin Hay</dd>
/// </dl>
/// <footer>2 items</footer>
/// </section>
/// ```
///
/// The title is an `h1`; each section a `section` with its header as an `h2`, runs of
/// label/value rows as a `dl`, runs of other items as a `ul`, runs of table rows as a
/// `table` (its `thead` alone when a table with titles has no rows; of class
/// `border-rounded`, `border-square`, … for a ``TableBorder``, which the stylesheet draws
/// as rules around every cell), and its footer as a
/// `footer`. A ``SectionItem`` of yours contributes the items of its body in place, a
/// ``SelfSizingItem`` an `li` of class `drawn` with the lines it draws, a ``ProgressView`` a
/// `progress` element beside its figures (in a `dd` after its label's `dt`), and a `Header`
/// or `Footer` inside a body an `li` of class `header` or `footer`. A nested section is a
/// `section` inside its parent's, its header an `h3` to `h6` by depth. A section with the
/// ``SectionLayout/tree`` layout has its children in one `ul`: a nested section is an `li` of class
/// `section` holding its header as `strong`, its children in a `ul` and its footer, and a
/// row an `li` of class `row` holding a `span` of class `label` and one of class `value`. Text is the sanitised
/// content, escaped (see ``escaped(_:)``) so that an HTML5 parser reads it back exactly and
/// no content can create an element or an attribute; line feeds stay in the text and the
/// stylesheet shows them (`white-space: pre-wrap`). Styles the document sets become
/// `strong`, `em` and a `span` of classes `dim`, `underline`, `strikethrough`, `reverse`,
/// `accent`, `success`, `warning`, `error`
/// (or an inline colour for a concrete colour); the stylesheet gives roles their look from
/// the ``Theme``. A link (``ItemConvertible/link(_:)``) is an `a` element inside those,
/// with `rel="nofollow noopener"` and the link's URL, escaped, as its `href`; content is
/// never a link.
///
/// A rendering registered in ``itemRenderings`` is the content of the item's `li`, in a
/// `ul`.
public struct HTMLRenderer: Renderer, Sendable {
    /// The looks of roles and colours, used by the stylesheet of a standalone page.
    public var theme: Theme
    /// Whether to write a complete page (`--standalone`) rather than a fragment.
    public var isStandalone: Bool
    /// Renderings of chosen item types: HTML for the content of the item's `li`.
    public var itemRenderings = ItemRenderings<HTMLRenderer>()
    /// The list element that is open in the current section.
    private var openList: String?
    /// How deep the section being written is nested: 0 for a top-level section, whose
    /// header is an `h2`.
    private var depth = 0
    /// Whether the items being written belong to a tree, whose nested sections are list
    /// items with their children in a list inside.
    private var inTree = false

    /// Creates an HTML renderer.
    ///
    /// - Parameters:
    ///   - theme: The theme; ``Theme/standard`` by default.
    ///   - standalone: Whether to write a complete page; `false` (a fragment) by default.
    public init(theme: Theme = .standard, standalone: Bool = false) {
        self.theme = theme
        self.isStandalone = standalone
    }

    /// Lays out and renders a document as HTML.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - width: The width at which ``SelfSizingItem`` values draw, from 8; 80 by default.
    ///   - theme: The theme; ``Theme/standard`` by default.
    ///   - standalone: Whether to write a complete page; `false` by default.
    /// - Returns: The HTML, ending with one line feed.
    /// - Throws: ``LayoutError`` when the width is out of range.
    public static func render(
        _ document: Document, width: Int = 80, theme: Theme = .standard, standalone: Bool = false
    ) throws(LayoutError) -> String {
        var renderer = HTMLRenderer(theme: theme, standalone: standalone)
        return renderer.render(try LaidOutDocument(document, width: width))
    }

    /// Text as HTML that reads back as exactly that text, for renderings of your own.
    ///
    /// ```swift
    /// HTMLRenderer.escaped("<b>hi</b> & bye")   // &lt;b&gt;hi&lt;/b&gt; &amp; bye
    /// ```
    ///
    /// Control characters are shown as symbols first, as the layout shows them; then `&`,
    /// `<`, `>` and `"` become character references, so the result is safe in text and in
    /// a quoted attribute value.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The escaped HTML.
    public static func escaped(_ text: String) -> String {
        HTMLText.escaped(Span(sanitizing: text, role: .text, style: .plain).text)
    }

    /// Starts the page of a standalone document; a fragment has no start.
    public mutating func beginDocument(
        _ document: LaidOutDocument, into output: inout some TextOutputStream
    ) {
        guard isStandalone else { return }
        let title = HTMLText.escaped(document.titleSpan?.text ?? "Document")
        output.write(
            """
            <!DOCTYPE html>
            <html>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            \(HTMLStylesheet(theme: theme).css)</style>
            </head>
            <body>
            <main>

            """)
    }

    /// Ends the page of a standalone document.
    public mutating func endDocument(
        _ document: LaidOutDocument, into output: inout some TextOutputStream
    ) {
        if isStandalone { output.write("</main>\n</body>\n</html>\n") }
    }

    /// Writes the title as an `h1`.
    public mutating func renderTitle(
        _ lines: Lines, of document: LaidOutDocument, into output: inout some TextOutputStream
    ) {
        guard let title = document.titleSpan else { return }
        element("<h1>", title, "</h1>\n", into: &output)
    }

    /// Writes nothing: elements separate themselves.
    public mutating func renderSeparator(into output: inout some TextOutputStream) {}

    /// Writes a `section` with its `h2`, its lists and its `footer`.
    public mutating func renderSection(
        _ section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        let panelClass = section.panel == nil ? "" : " class=\"panel\""
        let background = HTMLStylesheet.value(of: section.section.background).map {
            " style=\"background-color: \($0)\""
        }
        output.write("<section\(panelClass)\(background ?? "")>\n")
        if let header = section.headerSpan {
            // A nested section's heading is a level deeper than its parent's, down to `h6`.
            let level = min(depth + 2, 6)
            element("<h\(level)>", header, "</h\(level)>\n", into: &output)
        }
        if let table = section.tableWithTitlesOnly {
            // Plain text shows the titles of a table without rows; so does a table of a
            // head alone.
            openTable(table, border: section.section.layout.border, into: &output)
            output.write("</tbody>\n</table>\n")
        }
        let outerTree = inTree
        inTree = section.section.layout.isTree
        defer { inTree = outerTree }
        var index = section.items.startIndex
        while index < section.items.endIndex {
            guard let table = section.table, section.items[index].isTableRow else {
                renderItem(section.items[index], into: &output)
                index += 1
                continue
            }
            // Consecutive rows of a table section are one table.
            openTable(table, border: section.section.layout.border, into: &output)
            while index < section.items.endIndex, section.items[index].isTableRow {
                if case .cells(let cells) = section.items[index].content {
                    output.write("<tr>")
                    for (column, cell) in zip(table.columns, cells) {
                        element("<td\(Self.alignment(column.alignment))>", cell, "</td>", into: &output)
                    }
                    for column in table.columns.dropFirst(cells.count) {
                        output.write("<td\(Self.alignment(column.alignment))></td>")
                    }
                    output.write("</tr>\n")
                }
                index += 1
            }
            output.write("</tbody>\n</table>\n")
        }
        openList(nil, into: &output)
        if let footer = section.footerSpan { element("<footer>", footer, "</footer>\n", into: &output) }
        output.write("</section>\n")
    }

    /// Closes any open list and writes a table's start: its `thead` when a column has a
    /// title, and the `tbody` tag.
    private mutating func openTable(
        _ table: LaidOutTable, border: TableBorder, into output: inout some TextOutputStream
    ) {
        openList(nil, into: &output)
        // The stylesheet draws a border by its class.
        output.write(border == .none ? "<table>\n" : "<table class=\"border-\(border.rawValue)\">\n")
        if table.columns.contains(where: { $0.title != nil }) {
            output.write("<thead>\n<tr>")
            for column in table.columns {
                let title = Span(text: column.title ?? "", role: .columnTitle)
                element("<th\(Self.alignment(column.alignment))>", title, "</th>", into: &output)
            }
            output.write("</tr>\n</thead>\n")
        }
        output.write("<tbody>\n")
    }

    /// Writes the item's registered rendering as an `li`, else its content: an `li` for a
    /// text or a drawing, a `dt` and `dd` for a row, the items of a body in place.
    public mutating func renderItem(_ item: LaidOutItem, into output: inout some TextOutputStream) {
        if let registered = itemRenderings.rendering(of: item) {
            openList("ul", into: &output)
            output.write("<li>" + registered + "</li>\n")
            return
        }
        if case .progress(let progress) = item.item.content {
            return renderProgress(progress.value, item.content, into: &output)
        }
        switch item.content {
        case .text(let text):
            openList("ul", into: &output)
            let open =
                switch text.role {
                case .header: "<li class=\"header\">"
                case .footer: "<li class=\"footer\">"
                default: "<li>"
                }
            element(open, text, "</li>\n", into: &output)
        case .drawn(let lines):
            openList("ul", into: &output)
            element("<li class=\"drawn\">", lines, "</li>\n", into: &output)
        case .row(let label, let value):
            writeRow(label, value, into: &output)
        case .composed:
            let renderings = itemRenderings
            item.forEachPart(handles: renderings.handles) { renderItem($0, into: &output) }
        case .cells(let cells):
            // A row outside a table: one list item with its cells in order.
            openList("ul", into: &output)
            output.write("<li class=\"cells\">")
            for cell in cells { element("<span class=\"cell\">", cell, "</span>", into: &output) }
            output.write("</li>\n")
        case .panel(let title, let items):
            writeHolder("panel", title: title, items: items, footer: nil, into: &output)
        case .section(let section) where inTree:
            writeHolder(
                "section", title: section.headerSpan, items: section.items, footer: section.footerSpan,
                into: &output)
        case .section(let section):
            openList(nil, into: &output)
            let outer = openList
            depth += 1
            renderSection(section, into: &output)
            depth -= 1
            openList = outer
        }
    }

    /// A progress item as a `progress` element and its figures: in the row's `dd` after
    /// its label's `dt`, or an `li` when it has no label. The stylesheet spaces the element
    /// from the text, so that the text reads back as the figures alone. Its value is the percentage the
    /// figures show; a spinner's element has none, which browsers draw as indeterminate.
    private mutating func renderProgress(
        _ progress: ProgressView, _ content: ItemContent, into output: inout some TextOutputStream
    ) {
        let bar =
            progress.percent.map { "<progress max=\"100\" value=\"\($0)\"></progress>" }
            ?? "<progress></progress>"
        if case .row(let label, let value) = content {
            writeRow(label, value, bar: bar, into: &output)
        } else if case .text(let text) = content {
            openList("ul", into: &output)
            element("<li class=\"progress\">" + bar, text, "</li>\n", into: &output)
        }
    }

    /// A list item of class `kind` that holds other items: a panel's, or a nested
    /// section's in a tree; its title strong, its items in lists of their own, its footer.
    private mutating func writeHolder(
        _ kind: String, title: Span?, items: some Sequence<LaidOutItem>, footer: Span?,
        into output: inout some TextOutputStream
    ) {
        openList("ul", into: &output)
        output.write("<li class=\"\(kind)\">\n")
        if let title { element("<strong>", title, "</strong>\n", into: &output) }
        let outer = openList
        openList = nil
        for part in items { renderItem(part, into: &output) }
        openList(nil, into: &output)
        openList = outer
        if let footer { element("<footer>", footer, "</footer>\n", into: &output) }
        output.write("</li>\n")
    }

    /// A label and its value: a `dt` and `dd`, or in a tree, whose children are all list
    /// items, an `li` holding both. `bar` leads the value.
    private mutating func writeRow(
        _ label: Span, _ value: Span, bar: String = "", into output: inout some TextOutputStream
    ) {
        if inTree {
            openList("ul", into: &output)
            element("<li class=\"row\"><span class=\"label\">", label, "</span> ", into: &output)
            element("<span class=\"value\">" + bar, value, "</span></li>\n", into: &output)
        } else {
            openList("dl", into: &output)
            element("<dt>", label, "</dt>\n", into: &output)
            element("<dd>" + bar, value, "</dd>\n", into: &output)
        }
    }

    /// A `style` attribute for a column's alignment; none for leading.
    private static func alignment(_ alignment: Alignment) -> String {
        switch alignment {
        case .leading: ""
        case .center: " style=\"text-align: center\""
        case .trailing: " style=\"text-align: right\""
        }
    }

    /// Closes the open list unless it is `element`, and opens `element` (`nil` for none).
    private mutating func openList(_ element: String?, into output: inout some TextOutputStream) {
        guard openList != element else { return }
        if let open = openList { output.write("</\(open)>\n") }
        if let element { output.write("<\(element)>\n") }
        openList = element
    }
}
