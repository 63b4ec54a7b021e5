/// Where a laid-out section's parts are, as line numbers in its storage.
package struct SectionParts {
    package var header: Range<Int>?
    package var body = BodyRecord()
    package var footer: Range<Int>?
    /// The panel's borders and the header placed in its top border, when boxed.
    package var top: Int?
    package var bottom: Int?
    package var borderTitle: String?

    package mutating func shift(by offset: Int) {
        header = header?.shifted(by: offset)
        body.shift(by: offset)
        footer = footer?.shifted(by: offset)
    }
}

extension LineWriter {
    /// A section: its header and footer wrapped at column 0 with `width` columns, and its
    /// body between them; in a panel, the whole section boxed, the header in the top border
    /// when it fits.
    /// Without `itemLines` a list's items get no lines (see ``LaidOutSection``).
    package mutating func section(_ section: Section, width: Int, itemLines: Bool = true) -> SectionParts {
        guard let style = section.layout.panelStyle,
            let box = PanelFrame(indent: 0, width: width, padding: style.padding)
        else {
            return content(
                of: section, header: section.header.map(Sanitizer.sanitize), width: width,
                itemLines: itemLines)
        }
        let header = section.header.map(Sanitizer.sanitize)
        let title = box.borderTitle(header)
        var content = scratch()
        var parts = content.content(
            of: section, header: title == nil ? header : nil, width: box.inner, itemLines: itemLines)
        let topRun = runs.count
        self.box(
            box, title: title, titleStyle: section.headerStyle.inheriting(from: section.style),
            around: content)
        if let background = section.headerBackground, title != nil {
            // The title in the top border: that line's runs that are not the border's.
            paintRuns(from: topRun, to: ends[lineCount - content.lineCount - 2], with: background)
        }
        parts.shift(by: lineCount - content.lineCount - 1)
        parts.body.move(by: box.indent + 1 + box.padding)
        parts.top = lineCount - content.lineCount - 2
        parts.bottom = lineCount - 1
        parts.borderTitle = title?.text
        return parts
    }

    private mutating func content(
        of section: Section, header: String?, width: Int, itemLines: Bool
    ) -> SectionParts {
        var parts = SectionParts()
        if let header {
            let (start, firstRun) = (lineCount, runs.count)
            wrap(
                header, indent: 0, width: width, role: .header,
                style: section.headerStyle.inheriting(from: section.style))
            if let background = section.headerBackground { paintRuns(from: firstRun, with: background) }
            parts.header = start..<lineCount
        }
        parts.body = body(
            section.items, layout: section.layout, width: width, style: section.style, itemLines: itemLines)
        if let footer = section.footer {
            let (start, firstRun) = (lineCount, runs.count)
            wrap(
                Sanitizer.sanitize(footer), indent: 0, width: width, role: .footer,
                style: section.footerStyle.inheriting(from: section.style))
            if let background = section.footerBackground { paintRuns(from: firstRun, with: background) }
            parts.footer = start..<lineCount
        }
        return parts
    }
}
