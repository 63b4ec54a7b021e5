extension SectionLayout {
    /// The frame of the items in a body `width` wide: after the leading inset, before the
    /// trailing one. Insets give way when they would leave the items fewer than 2 columns.
    package func itemFrame(width: Int) -> ItemFrame {
        let leading = min(insets.leading, max(width - 2, 0))
        let trailing = min(insets.trailing, max(width - 2 - leading, 0))
        return ItemFrame(indent: leading, available: width - leading - trailing, alignment: alignment)
    }
}

extension LineWriter {
    /// A section's items in its layout, in a body `width` wide, inheriting `style`; a list's
    /// items without their lines unless `itemLines`.
    package mutating func body(
        _ items: [Item], layout: SectionLayout, width: Int, style: Style = .plain, itemLines: Bool = true
    ) -> BodyRecord {
        var frame = layout.itemFrame(width: width)
        frame.style = style
        switch layout.kind {
        case .list:
            return list(items, items.indices, layout: layout, frame: frame, itemLines: itemLines)
        case .grid(let order, let columnWidth):
            let grid = GridLayout(order: order, columnWidth: columnWidth, layout: layout, frame: frame)
            return grid.place(items, into: &self)
        case .table(let columns):
            var table = TableLayout(columns: columns, layout: layout, frame: frame)
            return table.place(items, into: &self)
        case .tree:
            // The guides begin where a list's items would, at the header's indent.
            frame.available += frame.indent
            frame.indent = 0
            return tree(items, in: frame, itemLines: itemLines)
        }
    }

    /// Items `indices` of a list one after another, each in the frame, with the layout's gap
    /// between two; the record's ranges and gaps count from the first of `indices`. A long
    /// list is laid out a part at a time this way as it is read (see ``ListChunks``).
    ///
    /// With `defersLongText`, a long text item gets no lines here: its record holds them as
    /// ``DeferredLines``, laid out when read.
    package mutating func list(
        _ items: [Item], _ indices: Range<Int>, layout: SectionLayout, frame: ItemFrame, itemLines: Bool,
        defersLongText: Bool = false
    ) -> BodyRecord {
        var record = BodyRecord()
        record.itemRanges.reserveCapacity(indices.count)
        let hasGaps = layout.hasGaps
        for index in indices {
            if hasGaps {
                let start = lineCount
                if index > 0 { gap(layout, frame: frame) }
                record.gaps.append(start..<lineCount)
            }
            let start = lineCount
            guard itemLines else {
                record.itemRanges.append(start..<start)
                continue
            }
            if defersLongText, let deferred = DeferredLines(items[index], in: frame) {
                record.deferred[index - indices.lowerBound] = deferred
            } else if case .attached(let attached) = items[index].stored {
                let firstRun = runs.count
                self.item(
                    attached.content, style: items[index].style, truncation: items[index].truncation,
                    in: frame)
                attach(link: attached.link, background: attached.background, from: firstRun)
            } else {
                // Read in place, once: asking an item for its content and then its link
                // copied the content twice.
                self.item(
                    items[index].content, style: items[index].style, truncation: items[index].truncation,
                    in: frame)
            }
            record.itemRanges.append(start..<lineCount)
        }
        return record
    }

    /// What stands between two items or rows: `spacing` empty lines, then the separator
    /// as wide as the frame.
    package mutating func gap(_ layout: SectionLayout, frame: ItemFrame) {
        for _ in 0..<layout.spacing { emptyLine() }
        if layout.separator.isRule {
            let rule = glyphs.rule(frame.available)
            line(Run(spaces: frame.indent, text: rule, width: frame.available, role: .border))
        }
    }
}

extension SectionLayout {
    /// Whether a list puts lines between two items: spacing or a separator rule.
    package var hasGaps: Bool { spacing > 0 || separator.isRule }
}
