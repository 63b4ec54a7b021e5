/// A table laid out in a frame: the algorithm of <doc:Layouts>, "Tables".
///
/// Two passes over the rows. The first sanitises and measures every title and cell, and
/// keeps the texts (a structural renderer gets them) and the widths of cells that are one
/// line. ``TableWidths`` then sizes the columns; when even their floors do not fit, the
/// table is *stacked*: each row becomes label/value lines, a column's title as the label
/// and the cell as the value, with a rule between rows. The second pass writes the titles,
/// a rule under them, and the rows: a cell that is one line and fits is placed directly,
/// any other is laid out in its column's width, and a row is as tall as its tallest cell.
///
/// The items of a table are rows (``TableRow``); the rows in the body of an item of yours
/// count as rows, and any other item spans the table's width as it would in a list.
package struct TableLayout: Sendable {
    package let layout: SectionLayout
    package let frame: ItemFrame
    /// The declared columns, then untitled ones for cells beyond them.
    private(set) var columns: [TableColumn]
    /// The sanitised text of every cell, row after row.
    private(set) var texts: [String] = []
    /// The width of each cell in `texts` that is one line with no trailing space, or -1.
    private(set) var widths: [Int] = []
    /// The most cells any row has, once measured; `nil` when there is no row.
    private var longestRow: Int?

    /// Whether the table has a row, once measured: rows in the bodies of items of yours
    /// count.
    package var hasRows: Bool { longestRow != nil }

    package init(columns: [TableColumn], layout: SectionLayout, frame: ItemFrame) {
        self.columns = columns
        self.layout = layout
        self.frame = frame
    }

    package mutating func place(_ items: [Item], into writer: inout LineWriter) -> BodyRecord {
        let resolved = resolve(items, ascii: writer.glyphs == .ascii)
        var rows = TableRows(table: self, widths: resolved.widths, box: resolved.box)
        return rows.write(items, into: &writer)
    }

    /// The first pass over `items`, and the columns' widths it gives (`nil` when the
    /// table is stacked) with the border's box fitted to them (`nil` for no border).
    package mutating func resolve(_ items: [Item], ascii: Bool) -> (widths: [Int]?, box: TableBox?) {
        var naturals = measure(items)
        // A row longer than the columns (a mistake `validate()` reports) gets untitled
        // columns of its own; measuring again is the rare price of not counting first.
        if let longest = longestRow, longest > columns.count {
            columns += Array(repeating: TableColumn(), count: longest - columns.count)
            (texts, widths) = ([], [])
            naturals = measure(items)
        }
        return size(naturals, ascii: ascii)
    }

    /// The columns' widths (`nil` when the table is stacked) and the border's box, from a
    /// first pass that keeps no text, for a table that is laid out a row at a time
    /// (``measuringRow(_:)``).
    package mutating func resolveKeepingNoText(_ items: [Item], ascii: Bool) -> (
        widths: [Int]?, box: TableBox?
    ) {
        let limit = frame.available
        let cells = ColumnNaturals(items, limit: limit)
        if let longest = cells.longest, longest > columns.count {
            columns += Array(repeating: TableColumn(), count: longest - columns.count)
        }
        longestRow = cells.longest
        var naturals = titleNaturals(limit: limit)
        for (index, natural) in cells.naturals.enumerated() {
            naturals[index] = max(naturals[index], natural)
        }
        return size(naturals, ascii: ascii)
    }

    /// Each column's title's natural width, 0 for an untitled column.
    private func titleNaturals(limit: Int) -> [Int] {
        columns.map { column in
            column.title.map { NaturalWidth.of(Sanitizer.sanitize($0), limit: limit) } ?? 0
        }
    }

    /// The columns' widths for their natural widths `naturals`, and the border's box.
    package func size(_ naturals: [Int], ascii: Bool) -> (widths: [Int]?, box: TableBox?) {
        let box = TableBox(layout.border, columns: columns.count, frame: frame, ascii: ascii)
        // A border's bars and padding take the place of the gaps.
        let gaps =
            box == nil ? layout.gap * max(columns.count - 1, 0) : TableBox.overhead(columns: columns.count)
        let rules = zip(naturals, columns).map { TableWidths.Column(natural: $0, rule: $1.width) }
        let widths = TableWidths.resolve(rules, budget: frame.available - gaps)
        return (widths, box?.fitted(to: widths))
    }

    /// The first pass: every cell's text and, for one-line cells, width; the natural width
    /// of each column.
    private mutating func measure(_ items: [Item]) -> [Int] {
        let limit = frame.available
        var naturals = titleNaturals(limit: limit)
        Self.forEachLeaf(items) { _, item in
            guard case .cells(let cells) = item.content else { return }
            longestRow = max(longestRow ?? 0, cells.count)
            for index in columns.indices {
                // A missing cell is empty; a present one is read in place, not copied.
                let (text, width, natural) =
                    index < cells.count ? Self.measure(cells[index], limit: limit) : ("", 0, 0)
                texts.append(text)
                widths.append(width)
                naturals[index] = max(naturals[index], natural)
            }
        }
        return naturals
    }

    /// The table as it is for `item` alone, one row: its cells' texts and widths, for
    /// ``TableRows/writeRow(_:at:into:)`` with the widths of the whole table's first pass.
    package func measuringRow(_ item: Item) -> TableLayout {
        var table = self
        (table.texts, table.widths) = ([], [])
        _ = table.measure([item])
        return table
    }

    /// A cell's sanitised text, its width when it is one line (else -1), and its natural
    /// width.
    package static func measure(_ cell: Item, limit: Int) -> (String, Int, Int) {
        guard case .text(let raw) = cell.content else {
            let text = Sanitizer.sanitize(cell.plainText(width: limit))
            return (text, -1, cell.naturalWidth(limit: limit))
        }
        // The common cell, one line with nothing to sanitise, read in one scan.
        if let width = SingleLine.cleanWidth(raw) { return (raw, width, min(width, limit)) }
        let text = Sanitizer.sanitize(raw)
        if text.isEmpty { return (text, 0, 0) }
        if let single = SingleLine(text, width: Int.max) {
            return (text, single.width, min(single.width, limit))
        }
        return (text, -1, NaturalWidth.of(text, limit: limit))
    }

    /// Calls `body` with the table's rows and spanning items in order, each with the index
    /// of the section item it comes from: the bodies of items of yours are opened.
    package static func forEachLeaf(_ items: [Item], _ body: (_ owner: Int, _ item: Item) -> Void) {
        // Indexing passes each item borrowed; only items of yours need a walk.
        for index in items.indices {
            guard case .composed = items[index].content else {
                body(index, items[index])
                continue
            }
            ItemWalk.walk([items[index]]) { step, item, _ in
                if step == .leaf { body(index, item) }
            }
        }
    }
}
