extension Item {
    /// The text that stands for this item where only text can go: a table cell in JSON,
    /// or the cell texts a structural renderer is given.
    ///
    /// A text, header or footer is its string; a label/value row is `label: value` (the
    /// label alone when the value is empty); a ``SelfSizingItem`` is the lines it draws at
    /// its preferred size within `width` columns, joined with LF; a ``SectionItem`` or
    /// ``Panel`` is its title and items' texts, one per line, and a nested ``Section`` its
    /// header, items' texts and footer; a ``TableRow`` is its cells'
    /// texts joined by two spaces; a ``ProgressView`` is its label and figures as a row's
    /// (`Files: 62% 31/50`). The text is not sanitised.
    ///
    /// - Parameter width: The width self-sizing items draw at.
    /// - Returns: The text, with LF between lines.
    package func plainText(width: Int) -> String {
        switch content {
        case .text(let string), .header(let string), .footer(let string):
            return string
        case .row(let label, let value):
            return value.isEmpty ? label : label + ": " + value
        case .drawn(let drawn):
            return drawn.lines(width: width).joined(separator: "\n")
        case .composed(let composed):
            return composed.body.map { $0.plainText(width: width) }.joined(separator: "\n")
        case .panel(let title, let items):
            let texts = items.map { $0.plainText(width: width) }
            return ((title.map { [$0] } ?? []) + texts).joined(separator: "\n")
        case .progress(let progress):
            return progress.value.textForm.plainText(width: width)
        case .cells(let cells):
            return cells.map { $0.plainText(width: width) }.joined(separator: "  ")
        case .section(let nested):
            let section = nested.section
            let texts = section.items.map { $0.plainText(width: width) }
            return ([section.header].compactMap { $0 } + texts + [section.footer].compactMap { $0 })
                .joined(separator: "\n")
        }
    }
}

extension DrawnItem {
    /// The lines the item draws at its preferred size within `width` columns, the size
    /// clamped to the limit as the layout does.
    package func lines(width: Int) -> [String] {
        value.draw(in: size(width: width))
    }

    /// The size the layout grants within `width` columns: the preferred size, clamped to
    /// the width; the height is not limited.
    package func size(width: Int) -> Size {
        let limit = Size(width: max(width, 0), height: Int.max)
        let preferred = value.preferredSize(limit: limit)
        return Size(
            width: min(max(preferred.width, 0), limit.width),
            height: max(preferred.height, 0))
    }
}
