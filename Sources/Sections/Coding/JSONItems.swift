extension Item {
    /// Calls `body` with the items that stand for this one in JSON, which holds only text
    /// items, label/value rows and, in a table, rows of text cells.
    ///
    /// Nothing is dropped:
    /// - a text item or a label/value row is itself;
    /// - a table row is itself in a table, each cell written as its text
    ///   (``plainText(width:)``); outside a table it becomes one text item, its cells'
    ///   texts joined by two spaces;
    /// - a `Header` or `Footer` inside a body becomes a text item;
    /// - a ``SelfSizingItem`` becomes one text item: the lines it draws at its preferred
    ///   size within `width` columns (and unbounded height), joined with LF;
    /// - a ``SectionItem`` contributes its body's items in place, recursively, and a
    ///   ``Panel`` its title (as a text item) and then its items. Its id goes on the first
    ///   item it contributes, when that item has none of its own (the outermost such id
    ///   wins); an id that finds no place, because the first item has its own or there is
    ///   none, is not written.
    ///
    /// - Parameters:
    ///   - width: The width self-sizing items draw at.
    ///   - inTable: Whether the item belongs to a table section.
    ///   - body: Receives each text, row or table row item in order.
    func forEachJSONItem(width: Int, inTable: Bool, _ body: (Item) throws -> Void) rethrows {
        var pendingID: String?
        try visit(width: width, inTable: inTable, pendingID: &pendingID, body)
    }

    private func visit(
        width: Int, inTable: Bool, pendingID: inout String?, _ body: (Item) throws -> Void
    ) rethrows {
        switch content {
        case .text, .row:
            try emit(self, &pendingID, body)
        case .header(let string), .footer(let string):
            try emit(Item(id: id, content: .text(string)), &pendingID, body)
        case .drawn:
            try emit(Item(id: id, content: .text(plainText(width: width))), &pendingID, body)
        case .cells(let cells) where inTable:
            let texts = cells.map { Item(content: .text($0.plainText(width: width))) }
            try emit(Item(id: id, content: .cells(texts)), &pendingID, body)
        case .cells:
            try emit(Item(id: id, content: .text(plainText(width: width))), &pendingID, body)
        case .composed(let composed):
            try visit(composed.body, width: width, inTable: inTable, pendingID: &pendingID, body)
        case .panel(let title, let items):
            let all = (title.map { [Item(content: .text($0))] } ?? []) + items
            try visit(all, width: width, inTable: inTable, pendingID: &pendingID, body)
        }
    }

    /// The items of a body in place; only the outermost body places its id, and only
    /// within itself.
    private func visit(
        _ children: [Item], width: Int, inTable: Bool, pendingID: inout String?,
        _ body: (Item) throws -> Void
    ) rethrows {
        let placesID = pendingID == nil
        if placesID { pendingID = id }
        for child in children {
            try child.visit(width: width, inTable: inTable, pendingID: &pendingID, body)
        }
        if placesID { pendingID = nil }
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
