/// Turns a laid-out document into output: one entry point per kind of node.
///
/// Every requirement has a default that prints the laid-out lines as plain text, so a
/// renderer overrides only what it does differently. ``render(_:into:)`` walks the
/// document: ``beginDocument(_:into:)``, the title, each printing section (with
/// ``renderSeparator(into:)`` between blocks), then ``endDocument(_:into:)``. A section
/// is, in order: a panel's top border, the header, the items (a list's items with the
/// separators between them, or ``renderGrid(_:of:into:)``, or
/// ``renderTable(_:of:into:)``), the footer and a panel's bottom border.
///
/// ```swift
/// /// Prints every line in upper case.
/// struct Shouting: Renderer {
///     mutating func renderLine(_ line: Line, into output: inout some TextOutputStream) {
///         output.write(line.text.uppercased() + "\n")
///     }
/// }
/// var renderer = Shouting()
/// print(renderer.render(try LaidOutDocument(document, width: 40)))
/// ```
///
/// Renderers never measure text: widths come from the layout. Formats that keep the
/// document's structure rather than its lines read the sanitised, unwrapped text from
/// ``LaidOutDocument/titleSpan``, ``LaidOutSection/headerSpan``,
/// ``LaidOutSection/footerSpan`` and ``LaidOutItem/content``.
///
/// A renderer that offers per-type renderings stores ``ItemRenderings`` and returns them
/// from ``itemRenderings``; the default ``renderItem(_:into:)`` writes the registered
/// output for an item whose type has one. The article <doc:WritingARenderer> builds a
/// renderer step by step.
public protocol Renderer {
    /// Renderings of chosen item types in this format; the default has none.
    var itemRenderings: ItemRenderings<Self> { get }
    /// Whether this renderer reads the laid-out lines of a list's items
    /// (``LaidOutItem/lines``); `true` by default. A renderer that writes items from their
    /// content alone answers `false`, and the layout then makes no lines for them, so its
    /// cost does not depend on the width.
    var readsItemLines: Bool { get }
    /// Called before anything else; the default writes nothing.
    mutating func beginDocument(_ document: LaidOutDocument, into output: inout some TextOutputStream)
    /// Writes the title's lines.
    mutating func renderTitle(
        _ lines: Lines, of document: LaidOutDocument, into output: inout some TextOutputStream)
    /// Writes a section: by default its header, items and footer.
    mutating func renderSection(_ section: LaidOutSection, into output: inout some TextOutputStream)
    /// Writes a section's header.
    mutating func renderHeader(
        _ lines: Lines, of section: LaidOutSection, into output: inout some TextOutputStream)
    /// Writes one item of a list: by default its registered rendering, else its lines.
    mutating func renderItem(_ item: LaidOutItem, into output: inout some TextOutputStream)
    /// Writes what a list's layout puts between two items: spacing and a separator rule.
    mutating func renderItemSeparator(
        _ lines: Lines, of section: LaidOutSection, into output: inout some TextOutputStream)
    /// Writes a section's items laid out as a grid; the default writes its lines.
    mutating func renderGrid(
        _ grid: LaidOutGrid, of section: LaidOutSection, into output: inout some TextOutputStream)
    /// Writes a section's rows laid out as a table; the default writes its lines.
    mutating func renderTable(
        _ table: LaidOutTable, of section: LaidOutSection, into output: inout some TextOutputStream)
    /// Writes a section's footer.
    mutating func renderFooter(
        _ lines: Lines, of section: LaidOutSection, into output: inout some TextOutputStream)
    /// Writes one line; the default writes its runs' spaces and text, then a line feed.
    mutating func renderLine(_ line: Line, into output: inout some TextOutputStream)
    /// Writes an empty line between two blocks; called ``LayoutOptions/sectionSpacing``
    /// times (once by default) between each two. The default writes one empty line.
    mutating func renderSeparator(into output: inout some TextOutputStream)
    /// Called after everything else; the default writes nothing.
    mutating func endDocument(_ document: LaidOutDocument, into output: inout some TextOutputStream)
}

extension Renderer {
    /// None.
    public var itemRenderings: ItemRenderings<Self> { ItemRenderings() }

    /// `true`: a renderer reads lines unless it says otherwise.
    public var readsItemLines: Bool { true }

    /// Writes nothing.
    @inlinable
    public mutating func beginDocument(
        _ document: LaidOutDocument, into output: inout some TextOutputStream
    ) {}

    /// Writes each line.
    @inlinable
    public mutating func renderTitle(
        _ lines: Lines, of document: LaidOutDocument, into output: inout some TextOutputStream
    ) {
        for line in lines { renderLine(line, into: &output) }
    }

    /// Writes a panel's top border, the header, the items (as a list, grid or table), the
    /// footer and a panel's bottom border.
    @inlinable
    public mutating func renderSection(
        _ section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        renderSectionParts(section, into: &output)
    }

    /// For renderers whose items and lines look alike (plain, ANSI): every line of the
    /// section in print order, the lines its parts hold, without visiting each item; part
    /// by part when some item type has a rendering of its own.
    @inlinable
    package mutating func renderSectionLineByLine(
        _ section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        guard itemRenderings.isEmpty else { return renderSectionParts(section, into: &output) }
        section.forEachLines { lines in
            for line in lines { renderLine(line, into: &output) }
        }
    }

    /// The default ``renderSection(_:into:)``, part by part, for renderers that override
    /// it with a shortcut and fall back to it.
    @inlinable
    package mutating func renderSectionParts(
        _ section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        if let panel = section.panel { renderLine(panel.top, into: &output) }
        if let header = section.header { renderHeader(header, of: section, into: &output) }
        if let grid = section.grid {
            renderGrid(grid, of: section, into: &output)
        } else if let table = section.table {
            renderTable(table, of: section, into: &output)
        } else {
            for item in section.items {
                if let separator = item.separator {
                    renderItemSeparator(separator, of: section, into: &output)
                }
                renderItem(item, into: &output)
            }
        }
        if let footer = section.footer { renderFooter(footer, of: section, into: &output) }
        if let panel = section.panel { renderLine(panel.bottom, into: &output) }
    }

    /// Writes each line.
    @inlinable
    public mutating func renderHeader(
        _ lines: Lines, of section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        for line in lines { renderLine(line, into: &output) }
    }

    /// Writes the rendering registered for the item's type, else each line of the item.
    /// When some type has a rendering, an item of yours made of other items is written
    /// part by part, so that the parts of its body find theirs.
    @inlinable
    public mutating func renderItem(_ item: LaidOutItem, into output: inout some TextOutputStream) {
        if !itemRenderings.isEmpty {
            if let registered = itemRenderings.rendering(of: item) {
                output.write(registered)
                return
            }
            if item.isComposed {
                let renderings = itemRenderings
                item.forEachPart(handles: renderings.handles) { part in
                    if let registered = renderings.rendering(of: part) {
                        output.write(registered)
                    } else {
                        for line in part.lines { renderLine(line, into: &output) }
                    }
                }
                return
            }
        }
        for line in item.lines { renderLine(line, into: &output) }
    }

    /// Writes each line.
    @inlinable
    public mutating func renderItemSeparator(
        _ lines: Lines, of section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        for line in lines { renderLine(line, into: &output) }
    }

    /// Writes each line of the grid.
    @inlinable
    public mutating func renderGrid(
        _ grid: LaidOutGrid, of section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        for line in grid.lines { renderLine(line, into: &output) }
    }

    /// Writes each line of the table.
    @inlinable
    public mutating func renderTable(
        _ table: LaidOutTable, of section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        for line in table.lines { renderLine(line, into: &output) }
    }

    /// Writes each line.
    @inlinable
    public mutating func renderFooter(
        _ lines: Lines, of section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        for line in lines { renderLine(line, into: &output) }
    }

    /// Writes the runs' spaces and text, then a line feed.
    @inlinable
    public mutating func renderLine(_ line: Line, into output: inout some TextOutputStream) {
        for run in line.runs {
            writeSpaces(run.spaces, into: &output)
            output.write(run.text)
        }
        output.write("\n")
    }

    /// Writes one empty line.
    @inlinable
    public mutating func renderSeparator(into output: inout some TextOutputStream) {
        output.write("\n")
    }

    /// Writes nothing.
    @inlinable
    public mutating func endDocument(
        _ document: LaidOutDocument, into output: inout some TextOutputStream
    ) {}

    /// Renders a laid-out document into a stream, as it goes.
    ///
    /// - Parameters:
    ///   - document: The laid-out document.
    ///   - output: Where the output goes; any `TextOutputStream`.
    @inlinable
    public mutating func render(
        _ document: LaidOutDocument, into output: inout some TextOutputStream
    ) {
        beginDocument(document, into: &output)
        var first = true
        if let title = document.title {
            renderTitle(title, of: document, into: &output)
            first = false
        }
        for section in document.sections(itemLines: readsItemLines) {
            if !first {
                for _ in 0..<document.options.sectionSpacing { renderSeparator(into: &output) }
            }
            renderSection(section, into: &output)
            first = false
        }
        endDocument(document, into: &output)
    }

    /// Lays out a document and renders it to a string: the entry point every renderer
    /// shares, yours included.
    ///
    /// ```swift
    /// var csv = CSVRenderer()
    /// print(try csv.render(document, width: 80), terminator: "")
    /// ```
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - width: The width in terminal cells, from ``LayoutError/minimumWidth`` (8) to
    ///     ``LayoutError/maximumWidth``; 80 by default.
    ///   - options: The glyphs and section spacing; the plain layout's defaults when left out.
    /// - Returns: The whole output.
    /// - Throws: ``LayoutError`` when the width is out of range.
    public mutating func render(
        _ document: Document, width: Int = 80, options: LayoutOptions = LayoutOptions()
    ) throws(LayoutError) -> String {
        render(try LaidOutDocument(document, width: width, options: options))
    }

    /// Renders a laid-out document to a string.
    ///
    /// - Parameter document: The laid-out document.
    /// - Returns: The whole output.
    @inlinable
    public mutating func render(_ document: LaidOutDocument) -> String {
        var output = ""
        render(document, into: &output)
        return output
    }
}

extension MarkdownRenderer {
    /// Whether a rendering of yours is registered, which is given the laid-out item:
    /// Markdown itself writes items from their content.
    public var readsItemLines: Bool { !itemRenderings.isEmpty }
}

extension HTMLRenderer {
    /// Whether a rendering of yours is registered, which is given the laid-out item:
    /// HTML itself writes items from their content.
    public var readsItemLines: Bool { !itemRenderings.isEmpty }
}
