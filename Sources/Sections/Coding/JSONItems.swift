extension Item {
    /// Calls `body` with the items that stand for this one in JSON, which holds only text
    /// items and label/value rows.
    ///
    /// Nothing is dropped:
    /// - a text item or a row is itself;
    /// - a `Header` or `Footer` inside a body becomes a text item;
    /// - a ``SelfSizingItem`` becomes one text item: the lines it draws at its preferred
    ///   size within `width` columns (and unbounded height), joined with LF;
    /// - a ``SectionItem`` contributes its body's items in place, recursively. Its id goes
    ///   on the first item it contributes, when that item has none of its own (the
    ///   outermost such id wins); an id that finds no place, because the first item has its
    ///   own or the body is empty, is not written.
    ///
    /// - Parameters:
    ///   - width: The width self-sizing items draw at.
    ///   - body: Receives each text or row item in order.
    /// - Throws: Whatever `body` throws.
    func forEachJSONItem<Failure: Error>(
        width: Int, _ body: (Item) throws(Failure) -> Void
    ) throws(Failure) {
        guard case .composed = content else { return try body(jsonItem(width: width)) }
        // Only the outermost composed item places its id, and only within its own body.
        var pendingID = id
        try ItemWalk.walk([self]) { (step, item, path) throws(Failure) in
            switch step {
            case .enter, .leave:
                if path.count == 1 { pendingID = step == .enter ? item.id : nil }
            case .leaf:
                var leaf = item.jsonItem(width: width)
                if leaf.id == nil { leaf.id = pendingID }
                pendingID = nil
                try body(leaf)
            }
        }
    }

    /// A text or row item as it is; anything else without a body as a text item.
    private func jsonItem(width: Int) -> Item {
        switch content {
        case .text, .row, .composed: self
        case .header(let string), .footer(let string): Item(id: id, content: .text(string))
        case .drawn(let drawn):
            Item(id: id, content: .text(drawn.lines(width: width).joined(separator: "\n")))
        }
    }
}

extension DrawnItem {
    /// The lines the item draws at its preferred size within `width` columns, the size
    /// clamped to the limit as the layout does.
    func lines(width: Int) -> [String] {
        let limit = Size(width: max(width, 0), height: Int.max)
        let preferred = value.preferredSize(limit: limit)
        let size = Size(
            width: min(max(preferred.width, 0), limit.width),
            height: max(preferred.height, 0))
        return value.draw(in: size)
    }
}
