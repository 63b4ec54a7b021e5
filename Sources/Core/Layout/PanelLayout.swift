/// The geometry of a box: where its sides stand and how much room it leaves inside.
package struct PanelFrame {
    /// The column of the left side.
    package let indent: Int
    /// Columns from the left side to the right side, both included.
    package let width: Int
    /// Columns between each side and the content.
    package let padding: Int

    /// Columns left for the content.
    package var inner: Int { width - Self.sides(padding: padding) }

    /// Columns the sides and padding take.
    package static func sides(padding: Int) -> Int { 2 + 2 * padding }

    /// A box `width` wide at `indent`. When the content would get fewer than 2 columns the
    /// padding shrinks; when even a box without padding leaves fewer, there is no box.
    package init?(indent: Int, width: Int, padding: Int) {
        let padding = max(min(padding, (width - 4) / 2), 0)
        guard width - Self.sides(padding: padding) >= 2 else { return nil }
        self.indent = indent
        self.width = width
        self.padding = padding
    }

    /// The title in the top border, when it is one paragraph that leaves room for
    /// `┌─ ` before it and ` ─┐` after it.
    package func borderTitle(_ title: String?) -> SingleLine? {
        title.flatMap { SingleLine($0, width: width - 6) }
    }
}

extension LineWriter {
    /// `┌─ Title ───┐`, or `┌───────┐` without a title.
    package mutating func topBorder(_ box: PanelFrame, title: SingleLine?, titleStyle: Style = .plain) {
        let (left, right) = (glyphs.topLeft, glyphs.topRight)
        guard let title else {
            line(
                Run(
                    spaces: box.indent, text: left + glyphs.rule(box.width - 2) + right, width: box.width,
                    role: .border))
            return
        }
        let fill = box.width - title.width - 4
        append(Run(spaces: box.indent, text: left + glyphs.horizontal, width: 2, role: .border))
        append(Run(spaces: 1, text: title.text, width: title.width, role: .header, style: titleStyle))
        line(Run(spaces: 1, text: glyphs.rule(fill - 1) + right, width: fill, role: .border))
    }

    /// `└───────┘`.
    package mutating func bottomBorder(_ box: PanelFrame) {
        let text = glyphs.bottomLeft + glyphs.rule(box.width - 2) + glyphs.bottomRight
        line(Run(spaces: box.indent, text: text, width: box.width, role: .border))
    }

    /// Line `index` of `content`, laid out at indent 0, between the box's sides.
    package mutating func boxLine(_ box: PanelFrame, _ content: LineWriter, _ index: Int) {
        append(Run(spaces: box.indent, text: glyphs.vertical, width: 1, role: .border))
        var cursor = box.indent + 1
        place(line: index, of: content, at: box.indent + 1 + box.padding, cursor: &cursor)
        let gap = max(box.indent + box.width - 1 - cursor, 0)
        line(Run(spaces: gap, text: glyphs.vertical, width: 1, role: .border))
    }

    /// All of `content` in a box: top border, each line between the sides, bottom border.
    package mutating func box(
        _ box: PanelFrame, title: SingleLine?, titleStyle: Style = .plain, around content: LineWriter
    ) {
        topBorder(box, title: title, titleStyle: titleStyle)
        for index in 0..<content.lineCount { boxLine(box, content, index) }
        bottomBorder(box)
    }

    /// A ``Panel``: its items laid out as a list inside a box that fills the frame, the
    /// title in the top border when it fits and on the first lines inside when not. With
    /// no room for a box, the title and items are laid out as they would be without one.
    package mutating func panel(title: String?, items: [Item], in frame: ItemFrame) {
        let title = title.map(Sanitizer.sanitize)
        guard
            let box = PanelFrame(indent: frame.indent, width: frame.available, padding: PanelStyle().padding)
        else {
            if let title { text(title, in: frame, role: .header) }
            for item in items { self.item(item, in: frame) }
            return
        }
        var inner = frame
        (inner.indent, inner.available) = (0, box.inner)
        var content = scratch()
        let borderTitle = box.borderTitle(title)
        if let title, borderTitle == nil { content.text(title, in: inner, role: .header) }
        for item in items { content.item(item, in: inner) }
        self.box(box, title: borderTitle, around: content)
    }
}
