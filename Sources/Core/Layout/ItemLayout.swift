/// Where an item is laid out, and how: the frame every layout hands to its items.
package struct ItemFrame {
    /// Spaces before the item's lines.
    package var indent: Int
    /// Columns the item may use after the indent; at least 2 wherever content goes, so
    /// that a wide character always fits.
    package var available: Int
    /// Where text and self-sizing items sit within `available`.
    package var alignment = Alignment.leading
    /// Truncation asked for by the item, an item around it, or a table column.
    package var truncation: Truncation?
    /// The role of text items: `.text`, or `.cell` in a table.
    package var textRole = Role.text
    /// The style of what encloses the item; the item's own style is resolved over it.
    package var style = Style.plain
    /// Whether a row's value moves 2 columns in when it goes below its label: in a list,
    /// not behind a tree's guides, which already set the child apart. A `Bool`, which
    /// fits the frame's padding: an `Int` here made every list item's layout copy its
    /// content once more.
    package var indentsValueBelowLabel = true
}

/// The layout of each kind of item, at an indent, within the width left of it.
extension LineWriter {
    /// Appends an item's lines: `indent` spaces, then at most `available` columns. The
    /// item's style is resolved over `inherited`, the style of what encloses it.
    package mutating func item(_ item: Item, indent: Int, available: Int, inherited: Style = .plain) {
        self.item(item, in: ItemFrame(indent: indent, available: available, style: inherited))
    }

    /// Appends an item's lines within a frame; with a link or a background, the runs it
    /// wrote that have none take it (``attach(link:background:from:)``).
    package mutating func item(_ item: Item, in frame: ItemFrame) {
        let firstRun = runs.count
        self.item(item.content, style: item.style, truncation: item.truncation, in: frame)
        attach(link: item.link, background: item.background, from: firstRun)
    }

    /// Appends the lines of an item with this content, style and truncation, and no link
    /// (the caller links the runs). A list reads the three from its array in place:
    /// passing the whole item copied it.
    package mutating func item(
        _ content: consuming Item.Content, style: Style, truncation: Truncation?, in frame: ItemFrame
    ) {
        var frame = frame
        if let truncation { frame.truncation = truncation }
        frame.style = style.inheriting(from: frame.style)
        let first = lineCount
        switch consume content {
        case .text(let text):
            self.text(Sanitizer.sanitize(text), in: frame, role: frame.textRole)
        case .row(let label, let value):
            // Most rows are clean text that fits on one line: one scan of each part decides it.
            if frame.truncation == nil, let labelWidth = SingleLine.cleanWidth(label),
                let valueWidth = SingleLine.cleanWidth(value), labelWidth + 2 + valueWidth <= frame.available
            {
                line(
                    Run(
                        spaces: frame.indent, text: label, width: labelWidth, role: .label, style: frame.style
                    ),
                    Run(
                        spaces: frame.available - labelWidth - valueWidth, text: value, width: valueWidth,
                        role: .value, style: frame.style))
                return
            }
            row(label: Sanitizer.sanitize(label), value: Sanitizer.sanitize(value), in: frame)
            return
        case .header(let text):
            self.text(Sanitizer.sanitize(text), in: frame, role: .header)
        case .footer(let text):
            self.text(Sanitizer.sanitize(text), in: frame, role: .footer)
        case .composed(let composed):
            self.composed(composed.body, in: frame)
            return
        case .drawn(let drawn):
            self.drawn(drawn.value, in: frame)
        case .progress(let progress):
            self.progress(progress.value, in: frame)
        case .cells(let cells):
            tableRow(cells, in: frame)
            return
        case .panel(let title, let items):
            panel(title: title, items: items, in: frame)
            return
        case .section(let nested):
            self.nested(nested.section, in: frame)
            return
        }
        if frame.alignment != .leading { align(first..<lineCount, in: frame) }
    }

    /// A section among items, laid out as a section of its own as wide as the frame and
    /// moved right to the frame's indent: its header and footer there, its items 2
    /// columns further in while at least 8 columns remain for them, else at its header's
    /// indent (the Plain layout article's nesting). A grid, table or panel keeps its own
    /// layout, moved. It inherits the style of what encloses it.
    private mutating func nested(_ section: Section, in frame: ItemFrame) {
        var section = section
        section.style = section.style.inheriting(from: frame.style)
        section.layout.insets.leading = section.layout.nestedItemStep(available: frame.available)
        var content = scratch()
        _ = content.section(section, width: frame.available)
        for index in 0..<content.lineCount {
            var cursor = 0
            place(line: index, of: content, at: frame.indent, cursor: &cursor)
            endLine()
        }
    }

    /// The body of an item of yours, walked with its own stack, so deep bodies cost no
    /// call-stack depth; an inner composed item's truncation reaches the items inside it,
    /// and its link and background the runs of its parts that have none, once they have
    /// taken their own: the nearest wins, as the nearest style does.
    private mutating func composed(_ body: [Item], in frame: ItemFrame) {
        var frames = [frame]
        var attached: [(firstRun: Int, link: Hyperlink?, background: Color?)] = []
        ItemWalk.walk(body) { step, part, _ in
            switch step {
            case .enter:
                // Styles flow into bodies: each level inherits from the one enclosing it.
                var inner = frames[frames.count - 1]
                if let truncation = part.truncation { inner.truncation = truncation }
                inner.style = part.style.inheriting(from: inner.style)
                frames.append(inner)
                attached.append((runs.count, part.link, part.background))
            case .leave:
                frames.removeLast()
                if let (firstRun, link, background) = attached.popLast() {
                    attach(link: link, background: background, from: firstRun)
                }
            case .leaf: self.item(part, in: frames[frames.count - 1])
            }
        }
    }

    /// Text wrapped as the Plain layout article says, or cut to one line per paragraph when asked.
    package mutating func text(_ text: String, in frame: ItemFrame, role: Role) {
        if let mode = frame.truncation {
            truncated(
                text, indent: frame.indent, width: frame.available, role: role, mode: mode, style: frame.style
            )
        } else {
            wrap(text, indent: frame.indent, width: frame.available, role: role, style: frame.style)
        }
    }

    /// Moves each line so that it sits where the frame's alignment says.
    package mutating func align(_ lines: Range<Int>, in frame: ItemFrame) {
        for index in lines {
            let width = self.width(ofLine: index) - frame.indent
            shiftLine(index, by: frame.alignment.offset(width: width, available: frame.available))
        }
    }

    /// One line when label, two spaces and value fit, the value ending at the right edge;
    /// otherwise the label's lines, then the value's lines two columns further in.
    package mutating func row(
        label: String, value: String, in frame: ItemFrame,
        roles: (label: Role, value: Role) = (.label, .value)
    ) {
        let (indent, available) = (frame.indent, frame.available)
        if let mode = frame.truncation {
            truncatedRow(label: label, value: value, in: frame, roles: roles, mode: mode)
            return
        }
        if let value = SingleLine.trimmed(value) {
            if value.text.isEmpty {
                wrap(label, indent: indent, width: available, role: roles.label, style: frame.style)
                return
            }
            if let label = SingleLine.trimmed(label), label.width + 2 + value.width <= available {
                line(
                    Run(
                        spaces: indent, text: label.text, width: label.width, role: roles.label,
                        style: frame.style),
                    Run(
                        spaces: available - label.width - value.width, text: value.text,
                        width: value.width, role: roles.value, style: frame.style))
                return
            }
        }
        wrap(label, indent: indent, width: available, role: roles.label, style: frame.style)
        // Below 4 columns the value keeps the label's indent, so it still has 2.
        let step = available >= 4 && frame.indentsValueBelowLabel ? 2 : 0
        wrap(value, indent: indent + step, width: available - step, role: roles.value, style: frame.style)
    }

    /// A row kept to one line: the value keeps what the label leaves, and at least half
    /// the line when it needs it; each part cut with an ellipsis where too wide.
    private mutating func truncatedRow(
        label: String, value: String, in frame: ItemFrame, roles: (label: Role, value: Role),
        mode: Truncation
    ) {
        let label = Truncate.joined(label)
        let value = Truncate.joined(value)
        let valueWidth = DisplayWidth.placed(value)
        let room = frame.available - 2
        guard valueWidth > 0, room >= 2 else {
            truncated(
                label, indent: frame.indent, width: frame.available, role: roles.label, mode: mode,
                style: frame.style)
            return
        }
        let labelWidth = DisplayWidth.placed(label)
        let valueBudget = max(room - labelWidth, min(valueWidth, room / 2))
        let cutLabel = Truncate.line(
            label[...], width: room - valueBudget, mode: mode, ellipsis: glyphs.ellipsis)
        let cutValue = Truncate.line(value[...], width: valueBudget, mode: mode, ellipsis: glyphs.ellipsis)
        line(
            Run(
                spaces: frame.indent, text: cutLabel.text, width: cutLabel.width, role: roles.label,
                style: frame.style),
            Run(
                spaces: frame.available - cutLabel.width - cutValue.width, text: cutValue.text,
                width: cutValue.width, role: roles.value, style: frame.style))
    }

    /// The item's own lines at the size it asked for, clamped to the limit. Lines wider
    /// than the frame are wrapped rather than cut, so nothing the item drew is lost,
    /// unless truncation was asked for: then the item keeps the size it was granted.
    private mutating func drawn(_ value: any SelfSizingItem, in frame: ItemFrame) {
        let drawn = DrawnItem(value: value)
        let size = drawn.size(width: frame.available)
        let lines = value.draw(in: size)
        guard let mode = frame.truncation else {
            for text in lines {
                wrap(
                    Sanitizer.sanitize(text), indent: frame.indent, width: frame.available, role: .drawn,
                    style: frame.style)
            }
            return
        }
        let width = size.width > 0 ? size.width : frame.available
        let kept = max(size.height, 1)
        for (index, text) in lines.prefix(kept).enumerated() {
            let text = Truncate.joined(Sanitizer.sanitize(text))
            guard index == kept - 1, lines.count > kept else {
                truncated(
                    text, indent: frame.indent, width: width, role: .drawn, mode: mode, style: frame.style)
                continue
            }
            // Lines beyond the granted height are dropped: the last kept line says so.
            let cut = Truncate.marked(text[...], width: width, ellipsis: glyphs.ellipsis)
            line(
                Run(spaces: frame.indent, text: cut.text, width: cut.width, role: .drawn, style: frame.style))
        }
    }
}
