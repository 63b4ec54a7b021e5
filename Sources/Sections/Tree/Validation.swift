extension Document {
    /// Checks the rules the tree's types cannot: section ids unique among sections, item
    /// ids unique across the whole document (items inside your own item types' bodies,
    /// panels and table cells included), and a table's items being rows with one cell per
    /// column.
    ///
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/duplicateID`` naming the
    ///   second use and the first; ``DocumentError/Kind/raggedRow`` naming a table row
    ///   with another number of cells than the table has columns;
    ///   ``DocumentError/Kind/invalidValue`` naming an item of a table that is not a row.
    /// - Complexity: O(*n*) in the number of items.
    public func validate() throws(DocumentError) {
        var sectionIDs: [String: Int] = [:]
        var itemIDs: [String: ItemPosition] = [:]
        for (s, section) in sections.enumerated() {
            if let id = section.id {
                if let first = sectionIDs[id] {
                    throw DocumentError(
                        .duplicateID, at: "sections[\(s)]",
                        "duplicate section id \(quoted(id)), first used at sections[\(first)]")
                }
                sectionIDs[id] = s
            }
            let position = ItemPosition(section: s)
            try Self.checkItems(section.items, at: position, step: .item, seen: &itemIDs)
            if case .table(let columns) = section.layout.kind {
                try Self.checkRows(section.items, at: position, step: .item, columns: columns.count)
            }
        }
    }

    private static func checkItems(
        _ items: [Item], at parent: ItemPosition, step: ItemPosition.Step,
        seen: inout [String: ItemPosition]
    ) throws(DocumentError) {
        for (i, item) in items.enumerated() {
            // Made only when needed: most items have no id and no children.
            var here: ItemPosition { parent.child(step, i) }
            if let id = item.id {
                if let first = seen[id] {
                    throw DocumentError(
                        .duplicateID, at: here.path,
                        "duplicate item id \(quoted(id)), first used at \(first.path)")
                }
                seen[id] = here
            }
            switch item.content {
            case .composed(let composed): try checkItems(composed.body, at: here, step: .body, seen: &seen)
            case .panel(_, let items): try checkItems(items, at: here, step: .body, seen: &seen)
            case .cells(let cells): try checkItems(cells, at: here, step: .cell, seen: &seen)
            case .text, .row, .header, .footer, .drawn: break
            }
        }
    }

    /// A table's items, and the items of your own types' bodies in it, are rows of
    /// `columns` cells.
    private static func checkRows(
        _ items: [Item], at parent: ItemPosition, step: ItemPosition.Step, columns: Int
    ) throws(DocumentError) {
        for (i, item) in items.enumerated() {
            var here: ItemPosition { parent.child(step, i) }
            switch item.content {
            case .cells(let cells) where cells.count != columns:
                throw DocumentError(.raggedRow, at: here.path, FormatMessage.ragged(cells.count, columns))
            case .cells: break
            case .composed(let composed):
                try checkRows(composed.body, at: here, step: .body, columns: columns)
            case .text, .row, .header, .footer, .drawn, .panel:
                throw DocumentError(.invalidValue, at: here.path, FormatMessage.expectedTableRow)
            }
        }
    }
}

/// Where an item stands, kept as numbers so that checking a large document builds no
/// strings; the JSON path is made only for an error message.
private struct ItemPosition {
    /// How an item is reached from its parent: `items[i]`, `body[i]` or `cells[i]`.
    enum Step {
        case item, body, cell
    }

    let section: Int
    /// Steps from the section down through bodies of user item types, panels and rows.
    var steps: [(Step, Int)] = []

    func child(_ step: Step, _ index: Int) -> ItemPosition {
        ItemPosition(section: section, steps: steps + [(step, index)])
    }

    var path: String {
        var path = "sections[\(section)]"
        for (step, index) in steps {
            switch step {
            case .item: path += ".items[\(index)]"
            case .body: path += ".body[\(index)]"
            case .cell: path += ".cells[\(index)]"
            }
        }
        return path
    }
}

/// A string as it would be written in JSON, for messages that quote content.
func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
            out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
