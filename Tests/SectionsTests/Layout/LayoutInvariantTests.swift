import Testing

@testable import Sections

/// The invariants of every layout, on seeded random documents at every width from 8 to
/// 200: no line wider than the width (by the layout's widths and by an independent
/// count), no line ending with a space, cells of one column starting at one column,
/// every piece of content present and in order unless truncation was asked for, and the
/// same output for the same input.
@Suite struct LayoutInvariantTests {
    static let seeds: [UInt64] = Array(1...16)
    static let widths = Array(8...200)

    @Test(arguments: seeds) func linesFitAndNothingIsLostOrReordered(seed: UInt64) throws {
        var random = RandomDocuments(seed: seed)
        let document = random.document()
        for width in Self.widths {
            let layout = try LaidOutDocument(document, width: width)
            let text = PlainRenderer().rendering(layout)
            try checkLines(text, width: width, seed: seed)
            for (section, laidOut) in zip(document.sections.filter(\.printsSomething), layout.sections) {
                checkWidths(laidOut, width: width, seed: seed)
                checkColumns(laidOut, seed: seed, width: width)
                let expected = ExpectedContent.content(
                    of: section, stacked: laidOut.table?.isStacked ?? false)
                #expect(
                    Reading.content(of: laidOut) == expected,
                    "seed \(seed), width \(width), section \(laidOut.index)")
            }
            #expect(PlainRenderer().rendering(try LaidOutDocument(document, width: width)) == text)
        }
    }

    @Test(arguments: seeds) func truncatedItemsStillFit(seed: UInt64) throws {
        var random = RandomDocuments(seed: seed)
        random.truncates = true
        let document = random.document()
        var ascii = LayoutOptions()
        ascii.glyphs = .ascii
        for width in Self.widths {
            for options in [LayoutOptions(), ascii] {
                let layout = try LaidOutDocument(document, width: width, options: options)
                try checkLines(PlainRenderer().rendering(layout), width: width, seed: seed)
                for section in layout.sections { checkWidths(section, width: width, seed: seed) }
            }
        }
    }

    /// The rendered text, measured again: no line wider than the width, none ending with
    /// a space, one line feed at the end.
    private func checkLines(_ text: String, width: Int, seed: UInt64) throws {
        #expect(text.isEmpty || text.hasSuffix("\n"))
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(DisplayWidth.of(line) <= width, "seed \(seed), width \(width): \(line)")
            #expect(!line.hasSuffix(" "), "seed \(seed), width \(width): \(line)")
        }
    }

    /// The layout's own widths agree with a recount and stay within the width.
    private func checkWidths(_ section: LaidOutSection, width: Int, seed: UInt64) {
        for line in section.lines {
            #expect(line.width == DisplayWidth.of(line.text), "seed \(seed), width \(width): \(line.text)")
            #expect(line.width <= width, "seed \(seed), width \(width): \(line.text)")
        }
    }

    /// Every run of a grid or table row lies inside one column, and a cell of a leading
    /// column starts at the column's first display column.
    private func checkColumns(_ section: LaidOutSection, seed: UInt64, width: Int) {
        let context = "seed \(seed), width \(width), section \(section.index)"
        if let grid = section.grid {
            let bands = grid.columnStarts.map { $0..<($0 + grid.columnWidth) }
            for line in grid.rows.joined() { checkBands(line, bands, context) }
            for (index, item) in section.items.enumerated() {
                let (row, column) = grid.position(ofItem: index)
                let placed = grid.rows[row].map { $0.text(in: bands[column]) }.prefix(item.lines.count)
                let own = item.lines.map { $0.text(in: 0..<grid.columnWidth) }
                #expect(Array(placed) == own, "\(context), item \(index)")
            }
        }
        guard let table = section.table, !table.isStacked else { return }
        let bands = table.columns.map { $0.start..<($0.start + $0.width) }
        for row in table.rows {
            for line in row.lines { checkBands(line, bands, context) }
            for (column, text) in zip(table.columns, row.cells) where column.alignment == .leading {
                guard let first = text.first, first != " ", first != "\n", let line = row.lines.first else {
                    continue
                }
                let starts = line.placed.map(\.start)
                #expect(starts.contains(column.start), "\(context): \(line.text)")
            }
        }
    }

    private func checkBands(_ line: Line, _ bands: [Range<Int>], _ context: String) {
        for placed in line.placed where placed.run.role != .border && placed.end > placed.start {
            let inside = bands.contains { $0.contains(placed.start) && placed.end <= $0.upperBound }
            #expect(inside, "\(context): run \(placed.run.text) at \(placed.start) in \(line.text)")
        }
    }
}

extension Section {
    var printsSomething: Bool { header != nil || footer != nil || !items.isEmpty }
}

extension PlainRenderer {
    func rendering(_ layout: LaidOutDocument) -> String {
        var renderer = self
        return renderer.render(layout)
    }
}

/// What a section must show, from the tree alone.
enum ExpectedContent {
    static func content(of section: Section, stacked: Bool) -> String {
        var out = section.header ?? ""
        if case .table(let columns) = section.layout.kind {
            let titles = columns.map { $0.title ?? "" }
            if !stacked { out += titles.joined() }
            TableLayout.forEachLeaf(section.items) { _, item in
                guard case .cells(let cells) = item.content else {
                    out += content(of: item)
                    return
                }
                for (index, cell) in cells.enumerated() {
                    if stacked, index < titles.count { out += titles[index] }
                    out += content(of: cell)
                }
            }
        } else {
            out += section.items.map(content).joined()
        }
        out += section.footer ?? ""
        return Reading.letters(Sanitizer.sanitize(out))
    }

    static func content(of item: Item) -> String {
        switch item.content {
        case .text(let text), .header(let text), .footer(let text): text
        case .row(let label, let value): label + value
        case .drawn(let drawn): drawn.lines(width: 80).joined()
        case .composed(let composed): composed.body.map(content).joined()
        case .panel(let title, let items): (title ?? "") + items.map(content).joined()
        case .cells(let cells): cells.map(content).joined()
        }
    }
}
