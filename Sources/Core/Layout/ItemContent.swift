/// An item's content sanitised and styled but not wrapped, for formats that keep the
/// document's structure (Markdown, HTML) instead of printing lines.
///
/// ```swift
/// switch item.content {
/// case .text(let text): print("text:", text.text)
/// case .row(let label, let value): print(label.text, "=", value.text)
/// case .drawn(let lines): print(lines.text)
/// case .composed(let parts): print(parts.count, "parts")
/// }
/// ```
public enum ItemContent: Sendable {
    /// A text item; also a ``Header`` or ``Footer`` statement inside the body of an item
    /// of yours, whose span has the ``Role/header`` or ``Role/footer`` role.
    case text(Span)
    /// A label/value row; also a ``ProgressView``, as its label and figures (`62% 31/50`),
    /// or a text when it has only one of the two.
    case row(label: Span, value: Span)
    /// The lines a ``SelfSizingItem`` drew at its size, joined with line feeds.
    case drawn(Span)
    /// A ``SectionItem`` of yours: the items of its body, each laid out in its place.
    case composed([LaidOutItem])
    /// A ``TableRow``: one span per cell, role ``Role/cell``; a cell that is not text
    /// holds the lines it lays out as, joined with line feeds.
    case cells([Span])
    /// A ``Panel``: its title (role ``Role/header``), and its items laid out in its place.
    case panel(title: Span?, items: [LaidOutItem])
    /// A ``Section`` nested among items, laid out as a section as wide as the item's place;
    /// its ``LaidOutSection/index`` is its position among its parent's items.
    case section(LaidOutSection)
}

extension LaidOutItem {
    /// The item's content, sanitised, with its style resolved; not wrapped.
    ///
    /// - Complexity: O(*n*) in the item's text; a ``SelfSizingItem`` draws again and a
    ///   ``SectionItem``'s body is laid out again, so read it once per item.
    public var content: ItemContent {
        let style = self.style
        let (link, background) = (self.link, self.background)
        func span(_ text: String, _ role: Role) -> Span {
            Span(sanitizing: text, role: role, style: style, link: link, background: background)
        }
        switch item.content {
        case .text(let text):
            return .text(span(text, .text))
        case .row(let label, let value):
            return .row(label: span(label, .label), value: span(value, .value))
        case .header(let text):
            return .text(span(text, .header))
        case .footer(let text):
            return .text(span(text, .footer))
        case .drawn(let drawn):
            let lines = drawn.lines(width: placement.available).map(Sanitizer.sanitize)
            return .drawn(
                Span(
                    text: lines.joined(separator: "\n"), role: .drawn, style: style, link: link,
                    background: background))
        case .composed(let composed):
            return .composed(parts(of: composed.body, inheriting: style, link: link, background: background))
        case .cells(let cells):
            return .cells(cells.map { cellSpan($0, inheriting: style, link: link, background: background) })
        case .panel(let title, let items):
            return .panel(
                title: title.map { span($0, .header) },
                items: parts(of: items, inheriting: style, link: link, background: background))
        case .progress(let progress):
            // No bar where the text is not drawn in cells: the figures say how far it is.
            if case .row(let label, let value) = progress.value.textForm.content {
                return .row(label: span(label, .label), value: span(value, .value))
            }
            return .text(span(progress.value.textForm.plainText(width: 0), .text))
        case .section(let nested):
            var section = nested.section
            section.style = section.style.inheriting(from: style)
            return .section(
                LaidOutSection(
                    section, at: index, width: placement.available, options: LayoutOptions(), chunked: false))
        }
    }

    /// One cell of a table row, its text unwrapped.
    private func cellSpan(_ cell: Item, inheriting style: Style, link: Hyperlink?, background: Color?) -> Span
    {
        let cellStyle = cell.style.inheriting(from: style)
        let (cellLink, cellBackground) = (cell.link ?? link, cell.background ?? background)
        if case .text(let text) = cell.content {
            return Span(
                sanitizing: text, role: .cell, style: cellStyle, link: cellLink, background: cellBackground)
        }
        var writer = LineWriter(estimatedLines: 1)
        writer.item(cell, indent: 0, available: placement.available, inherited: style)
        let text = writer.lines(0..<writer.lineCount).map(\.text).joined(separator: "\n")
        return Span(text: text, role: .cell, style: cellStyle, link: cellLink, background: cellBackground)
    }

    /// Lays out the parts of a composed item where the item stands, each with its lines.
    private func parts(
        of body: [Item], inheriting style: Style, link: Hyperlink?, background: Color?
    ) -> [LaidOutItem] {
        let body =
            link == nil && background == nil
            ? body : body.map { $0.inheriting(link: link, background: background) }
        var writer = LineWriter(estimatedLines: body.count)
        var ends: [Int] = []
        ends.reserveCapacity(body.count)
        for part in body {
            writer.item(part, indent: placement.indent, available: placement.available, inherited: style)
            ends.append(writer.lineCount)
        }
        var placement = self.placement
        placement.inherited = style
        var start = 0
        let ranges = ends.map { end in
            defer { start = end }
            return start..<end
        }
        let parts = LaidOutItems(
            items: body, runs: writer.runs, ends: writer.ends, attributes: writer.attributeTable,
            ranges: ranges,
            separators: nil,
            placement: placement)
        return Array(parts)
    }
}

extension LaidOutItem {
    /// Whether the item is a ``SectionItem`` of yours, made of other items.
    @usableFromInline package var isComposed: Bool {
        if case .composed = item.content { return true }
        return false
    }

    /// Visits the items of a composed item's body depth first, going into the bodies of
    /// composed parts unless `handles` takes a part whole; each visited part is laid out
    /// where this item stands. The walk keeps its own stack, so deep nesting costs no call
    /// stack and each part is laid out once.
    ///
    /// - Parameters:
    ///   - handles: Whether a composed part is visited whole rather than entered.
    ///   - visit: Receives each item without a body, and each composed part `handles` took.
    @usableFromInline package func forEachPart(
        handles: (Item) -> Bool, _ visit: (LaidOutItem) -> Void
    ) {
        guard case .composed(let composed) = item.content else { return }
        var enclosing = [(style: style, link: link, background: background)]
        var skippedDepth: Int?
        ItemWalk.walk(composed.body) { step, part, path in
            if let depth = skippedDepth {
                if step == .leave, path.count == depth { skippedDepth = nil }
                return
            }
            let inherited = enclosing[enclosing.count - 1]
            switch step {
            case .leaf:
                visit(
                    single(
                        part, inheriting: inherited.style, link: inherited.link,
                        background: inherited.background))
            case .enter where handles(part):
                visit(
                    single(
                        part, inheriting: inherited.style, link: inherited.link,
                        background: inherited.background))
                skippedDepth = path.count
            case .enter:
                enclosing.append(
                    (
                        part.style.inheriting(from: inherited.style), part.link ?? inherited.link,
                        part.background ?? inherited.background
                    ))
            case .leave:
                enclosing.removeLast()
            }
        }
    }

    /// One part laid out on its own, where this item stands.
    private func single(
        _ part: Item, inheriting style: Style, link: Hyperlink?, background: Color?
    ) -> LaidOutItem {
        let part = part.inheriting(link: link, background: background)
        var writer = LineWriter(estimatedLines: 1)
        writer.item(part, indent: placement.indent, available: placement.available, inherited: style)
        var placement = self.placement
        placement.inherited = style
        return LaidOutItem(
            items: [part], index: 0, lines: writer.lines(0..<writer.lineCount), separator: nil,
            placement: placement)
    }
}

extension LaidOutItem {
    /// Whether the item is a ``TableRow``, which a table section lays out in its columns.
    public var isTableRow: Bool {
        if case .cells = item.content { return true }
        return false
    }

    /// Whether the item is a ``Section`` nested in its parent's items.
    public var isNestedSection: Bool { item.isNestedSection }
}
