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
    func forEachJSONItem(width: Int, _ body: (Item) throws -> Void) rethrows {
        var pendingID: String?
        try visit(width: width, pendingID: &pendingID, body)
    }

    private func visit(
        width: Int, pendingID: inout String?, _ body: (Item) throws -> Void
    ) rethrows {
        switch content {
        case .text, .row:
            try emit(self, &pendingID, body)
        case .header(let string), .footer(let string):
            try emit(Item(id: id, content: .text(string)), &pendingID, body)
        case .drawn(let drawn):
            let lines = drawn.lines(width: width)
            try emit(Item(id: id, content: .text(lines.joined(separator: "\n"))), &pendingID, body)
        case .composed(let composed):
            // Only the outermost composed item places its id, and only within its own body.
            let placesID = pendingID == nil
            if placesID { pendingID = id }
            for child in composed.body {
                try child.visit(width: width, pendingID: &pendingID, body)
            }
            if placesID { pendingID = nil }
        }
    }

    private func emit(
        _ item: Item, _ pendingID: inout String?, _ body: (Item) throws -> Void
    ) rethrows {
        var item = item
        if item.id == nil { item.id = pendingID }
        pendingID = nil
        try body(item)
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
