/// The tree layout (<doc:Layouts>): each child of a node, an item or a nested section,
/// behind a guide, `├── ` before every child but the last and `└── ` before the last,
/// and every further line of a child behind `│   ` or four spaces, wrapped lines
/// included. A nested section is a node: its header is its child line, its children
/// follow behind its guides, and its footer is its last line, at its text's column.
extension LineWriter {
    /// A tree section's children in a frame whose indent is the header's: each child's
    /// lines, guides included, as the record's item ranges.
    package mutating func tree(_ items: [Item], in frame: ItemFrame, itemLines: Bool) -> BodyRecord {
        var record = BodyRecord()
        record.itemRanges.reserveCapacity(items.count)
        // A top-level tree has no guide cell of its own for its children to take: they
        // always go 4 columns in, as long as 2 remain.
        let step = frame.available - 4 >= 2 ? 4 : 0
        let children = childBlocks(items, width: frame.available - step, style: frame.style)
        let last = Self.lastPrinting(children)
        for (index, child) in children.enumerated() {
            let start = lineCount
            if itemLines {
                let guides = Guides(isLast: index == last, glyphs: glyphs)
                place(child, at: frame.indent, step: step, guides: guides)
            }
            record.itemRanges.append(start..<lineCount)
        }
        return record
    }

    /// Each child's lines, laid out at column 0 in `width` columns: the guide in front of
    /// each line is added by the node that holds them.
    private func childBlocks(_ items: [Item], width: Int, style: Style) -> [Block] {
        items.map { item in
            var block = Block(lines: scratch())
            block.lines.node(item, width: width, style: style, overrides: &block.overrides)
            return block
        }
    }

    /// The last child that prints a line: a nested section with nothing in it prints
    /// none, and the child before it then ends the branch.
    private static func lastPrinting(_ children: [Block]) -> Int? {
        children.lastIndex { $0.lines.lineCount > 0 }
    }

    /// A child's lines, and for some of them the guide that takes the place of the one
    /// its node would put: the children of a node without room for 4 more columns.
    private struct Block {
        var lines: LineWriter
        var overrides: [Int: String] = [:]
    }

    /// The guides a node puts before one child's lines.
    private struct Guides {
        let first: String
        let further: String

        init(isLast: Bool, glyphs: Glyphs) {
            first = isLast ? glyphs.treeLast : glyphs.treeBranch
            further = isLast ? "    " : glyphs.treeContinue
        }
    }

    /// The child's lines at `indent`, each behind its guide (its own when it has one), its
    /// text `step` columns further in.
    private mutating func place(_ block: Block, at indent: Int, step: Int, guides: Guides) {
        for index in 0..<block.lines.lineCount {
            var cursor = 0
            if step > 0 {
                var guide = block.overrides[index] ?? (index == 0 ? guides.first : guides.further)
                // Nothing prints at the end of a line: a blank line's guide loses its spaces.
                if block.lines.runs(ofLine: index).allSatisfy(\.text.isEmpty) {
                    while guide.last == " " { guide.removeLast() }
                }
                if !guide.isEmpty {
                    let width = DisplayWidth.of(guide)
                    append(Run(spaces: indent, text: guide, width: width, role: .border))
                    cursor = indent + width
                }
            }
            place(line: index, of: block.lines, at: indent + step, cursor: &cursor)
            endLine()
        }
    }

    /// One child at column 0 in `width` columns: an item as it lays out, its row's value
    /// below the label at the label's column; a nested section as a node.
    private mutating func node(_ item: Item, width: Int, style: Style, overrides: inout [Int: String]) {
        guard case .section(let nested) = item.content else {
            var frame = ItemFrame(indent: 0, available: width, style: style)
            frame.indentsValueBelowLabel = false
            self.item(item, in: frame)
            return
        }
        let section = nested.section
        let sectionStyle = section.style.inheriting(from: style)
        if let header = section.header {
            wrap(
                Sanitizer.sanitize(header), indent: 0, width: width, role: .header,
                style: section.headerStyle.inheriting(from: sectionStyle))
        }
        // Its children go 4 columns in while 8 remain for them; else their guides take
        // the place of this node's own, and their text starts where this node's does.
        let hasRoom = width - 4 >= 8
        let children = childBlocks(section.items, width: hasRoom ? width - 4 : width, style: sectionStyle)
        let last = Self.lastPrinting(children)
        for (index, child) in children.enumerated() {
            let guides = Guides(isLast: index == last, glyphs: glyphs)
            if hasRoom {
                place(child, at: 0, step: 4, guides: guides)
            } else {
                for line in 0..<child.lines.lineCount {
                    overrides[lineCount + line] =
                        child.overrides[line] ?? (line == 0 ? guides.first : guides.further)
                }
                place(child, at: 0, step: 0, guides: guides)
            }
        }
        if let footer = section.footer {
            wrap(
                Sanitizer.sanitize(footer), indent: 0, width: width, role: .footer,
                style: section.footerStyle.inheriting(from: sectionStyle))
        }
    }
}
