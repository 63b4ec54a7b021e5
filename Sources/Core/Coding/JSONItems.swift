extension Item {
    /// Calls `body` with the items that stand for this one in JSON, which holds only text
    /// items, label/value rows and, in a table, rows of text cells.
    ///
    /// Nothing is dropped:
    /// - a text item, a label/value row or a nested section is itself;
    /// - a table row is itself in a table, each cell written as its text
    ///   (``plainText(width:)``); outside a table it becomes one text item, its cells'
    ///   texts joined by two spaces;
    /// - a `Header` or `Footer` inside a body becomes a text item;
    /// - a ``SelfSizingItem`` becomes one text item: the lines it draws at its preferred
    ///   size within `width` columns (and unbounded height), joined with LF;
    /// - a ``ProgressView`` becomes the row of its label and figures (`62% 31/50`), or a
    ///   text item of the one it has, since JSON has no place for a bar;
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
    /// - Throws: Whatever `body` throws.
    package func forEachJSONItem<Failure: Error>(
        width: Int, inTable: Bool, _ body: (Item) throws(Failure) -> Void
    ) throws(Failure) {
        switch content {
        case .composed, .panel: break
        default: return try body(jsonItem(width: width, inTable: inTable))
        }
        var pendingID = id
        try Self.flatten([self], width: width, inTable: inTable, outermost: true, pendingID: &pendingID, body)
    }

    /// Walks `items`, opening bodies and panels. Only the outermost composed item or panel
    /// places its id, and only within itself.
    private static func flatten<Failure: Error>(
        _ items: [Item], width: Int, inTable: Bool, outermost: Bool, pendingID: inout String?,
        _ body: (Item) throws(Failure) -> Void
    ) throws(Failure) {
        try ItemWalk.walk(items) { (step, item, path) throws(Failure) in
            let placesID = outermost && path.count == 1
            switch step {
            case .enter, .leave:
                if placesID { pendingID = step == .enter ? item.id : nil }
            case .leaf:
                if case .panel(let title, let children) = item.content {
                    if placesID { pendingID = item.id }
                    let all = (title.map { [Item(content: .text($0))] } ?? []) + children
                    try flatten(
                        all, width: width, inTable: inTable, outermost: false, pendingID: &pendingID, body)
                    if placesID { pendingID = nil }
                    return
                }
                var leaf = item.jsonItem(width: width, inTable: inTable)
                if leaf.id == nil { leaf.id = pendingID }
                pendingID = nil
                try body(leaf)
            }
        }
    }

    /// A text, row or (in a table) table row as it is, its cells as texts; anything else
    /// without a body as a text item.
    private func jsonItem(width: Int, inTable: Bool) -> Item {
        switch content {
        case .text, .row, .composed, .panel, .section: self
        case .header(let string), .footer(let string): Item(id: id, content: .text(string))
        case .drawn: Item(id: id, content: .text(plainText(width: width)))
        case .progress(let progress): Item(id: id, content: progress.value.textForm.content)
        case .cells(let cells) where inTable:
            Item(id: id, content: .cells(cells.map { Item(content: .text($0.plainText(width: width))) }))
        case .cells: Item(id: id, content: .text(plainText(width: width)))
        }
    }
}
