/// One section laid out: its header, each item's lines, and its footer, and how the
/// layout arranged them.
///
/// ``lines`` holds every line in the order it prints. The parts give the same lines
/// by role: the header, the items (each with the spacing or separator before it), the
/// footer, and for a grid or table the whole arrangement as ``grid`` or ``table``. In a
/// panel every line includes the box's sides, and ``panel`` holds the top and bottom
/// borders.
public struct LaidOutSection: Sendable {
    /// The section's position in the document.
    public let index: Int
    /// The section that was laid out.
    public let section: Section
    /// The header's lines, or `nil` when the section has no header or a panel shows it in
    /// its top border.
    public let header: Lines?
    /// Each item with its lines, in order.
    public let items: LaidOutItems
    /// The footer's lines, or `nil` when the section has no footer.
    public let footer: Lines?
    /// Every line of the section, in print order.
    ///
    /// For a long list or a list of much text, whose items are laid out as they are read
    /// (see ``LaidOutItems``), this lays the whole section out again and holds it: a
    /// renderer writes such a section part by part instead.
    public var lines: Lines {
        if let heldLines { return heldLines }
        return LaidOutSection(
            section, at: index, width: width, options: options, itemLines: items.chunks?.itemLines ?? true,
            chunked: false
        )
        .lines
    }
    /// Every line, unless the items are laid out as they are read.
    package let heldLines: Lines?
    /// The number of lines held: every line, or only the header's and the footer's for a
    /// long list laid out as it is read.
    package let heldLineCount: Int
    package let width: Int
    package let options: LayoutOptions
    /// The grid's shape and lines, when the section's layout is a grid.
    public let grid: LaidOutGrid?
    /// The table's columns, rows and lines, when the section's layout is a table.
    public let table: LaidOutTable?
    /// The box around the section, when its layout is in a panel.
    public let panel: LaidOutPanel?

    /// Headers and footers start at column 0 with the whole width; items are placed by
    /// the section's layout, by default indented by 2 with the width less 2.
    ///
    /// Without `itemLines` the items of a list are not laid out: each has no lines. That is
    /// for renderers that read the items' content and never their lines (Markdown, HTML and
    /// JSON without renderings of their own), which would otherwise pay for wrapping text
    /// at a width they never use.
    ///
    /// The items of a long list are laid out when read (``ListChunks``) unless `chunked` is
    /// `false`.
    package init(
        _ section: Section, at index: Int, width: Int, options: LayoutOptions, itemLines: Bool = true,
        chunked: Bool = true
    ) {
        self.index = index
        self.section = section
        self.width = width
        self.options = options
        let frame = section.layout.itemFrame(width: width)
        let placement = ItemPlacement(
            indent: frame.indent, available: frame.available, inherited: section.style)
        if chunked,
            let chunks = ListChunks(section, width: width, glyphs: options.glyphs, itemLines: itemLines)
        {
            // The header and the footer now; the items as they are read.
            var writer = LineWriter(estimatedLines: 4, glyphs: options.glyphs)
            var ends = section
            ends.items = []
            let parts = writer.section(ends, width: width)
            if let background = section.background {
                writer.paintRuns(from: 0, with: background, sparingTitles: false)
            }
            header = parts.header.map(writer.lines)
            footer = parts.footer.map(writer.lines)
            heldLines = nil
            heldLineCount = writer.lineCount
            items = LaidOutItems(
                items: section.items, runs: [], ends: [], attributes: nil, ranges: [], separators: nil,
                placement: placement,
                chunks: chunks)
            grid = nil
            table = nil
            panel = nil
            return
        }
        var writer = LineWriter(
            estimatedLines: itemLines ? section.items.count + 2 : 4, glyphs: options.glyphs)
        let parts = writer.section(section, width: width, itemLines: itemLines)
        var body = parts.body
        if let background = section.background {
            // A grid's items are laid out in their cells first: those lines get it too.
            writer.paintRuns(from: 0, with: background, sparingTitles: false)
            body.cells?.paintRuns(from: 0, with: background, sparingTitles: false)
        }
        header = parts.header.map(writer.lines)
        footer = parts.footer.map(writer.lines)
        heldLines = writer.lines(0..<writer.lineCount)
        heldLineCount = writer.lineCount
        let storage = body.cells ?? writer
        let separators = LaidOutItems.Separators(
            runs: writer.runs, ends: writer.ends, attributes: writer.attributeTable, ranges: body.gaps)
        // Where the section's items stand (`placement`), for formats that lay a composed
        // item's parts out again; in a grid or a panel the parts get the section's frame,
        // not the cell's.
        items = LaidOutItems(
            items: section.items, runs: storage.runs, ends: storage.ends, attributes: storage.attributeTable,
            ranges: body.itemRanges,
            separators: body.gaps.isEmpty ? nil : separators, placement: placement)
        grid = body.grid.map { LaidOutGrid($0, lines: writer.lines) }
        table = body.table.map { LaidOutTable($0, lines: writer.lines) }
        if let top = parts.top, let bottom = parts.bottom {
            panel = LaidOutPanel(
                title: parts.borderTitle, top: Line(runs: writer.runs(ofLine: top)),
                bottom: Line(runs: writer.runs(ofLine: bottom)))
        } else {
            panel = nil
        }
    }
}

extension LaidOutSection {
    /// Calls `body` with the section's lines in print order: all of them at once, or for a
    /// long list laid out as it is read, the header's, each item's separator and lines, and
    /// the footer's, so that the items' lines are let go as they are written.
    @usableFromInline package func forEachLines(_ body: (Lines) -> Void) {
        if let heldLines { return body(heldLines) }
        if let header { body(header) }
        for item in items {
            if let separator = item.separator { body(separator) }
            body(item.lines)
        }
        if let footer { body(footer) }
    }

    /// The section's table when a renderer that writes tables from rows would leave its
    /// titles out: a column has a title, but no row stands among the section's items (the
    /// table has none, or only in the bodies of items of yours). Plain text shows those
    /// titles, so such a renderer writes the table's head alone, first.
    @usableFromInline package var tableWithTitlesOnly: LaidOutTable? {
        guard let table, table.columns.contains(where: { $0.title != nil }),
            !items.contains(where: \.isTableRow)
        else { return nil }
        return table
    }
}

/// The box drawn around a section whose layout is in a panel.
public struct LaidOutPanel: Sendable {
    /// The header as shown in the top border, sanitised, or `nil` when the section has no
    /// header or it did not fit there (it is then the section's ``LaidOutSection/header``,
    /// inside the box).
    public let title: String?
    /// The top border, with the title in it.
    public let top: Line
    /// The bottom border.
    public let bottom: Line
}
