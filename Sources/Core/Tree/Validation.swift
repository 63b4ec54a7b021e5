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
            try Self.checkItems(section.items, at: ItemPosition(section: s), seen: &itemIDs)
            if case .table(let columns) = section.layout.kind {
                try Self.checkRows(section.items, section: s, columns: columns.count)
            }
        }
    }

    private static func checkItems(
        _ items: [Item], at parent: ItemPosition, seen: inout [String: ItemPosition]
    ) throws(DocumentError) {
        try ItemWalk.walk(items) { (step, item, path) throws(DocumentError) in
            guard step != .leave else { return }
            // Made only when needed: most items have no id and no children.
            var here: ItemPosition { parent.appending(path) }
            if let id = item.id {
                if let first = seen[id] {
                    throw DocumentError(
                        .duplicateID, at: here.path,
                        "duplicate item id \(quoted(id)), first used at \(first.path)")
                }
                seen[id] = here
            }
            switch item.content {
            case .panel(_, let children): try checkItems(children, at: here.entering(.body), seen: &seen)
            case .cells(let cells): try checkItems(cells, at: here.entering(.cell), seen: &seen)
            case .text, .row, .header, .footer, .drawn, .composed, .progress: break
            }
        }
    }

    /// A table's items, and the items of your own types' bodies in it, are rows of
    /// `columns` cells.
    private static func checkRows(_ items: [Item], section: Int, columns: Int) throws(DocumentError) {
        try ItemWalk.walk(items) { (step, item, path) throws(DocumentError) in
            guard step == .leaf else { return }
            let here = ItemPosition(section: section).appending(path)
            switch item.content {
            case .cells(let cells) where cells.count != columns:
                throw DocumentError(.raggedRow, at: here.path, Self.raggedRow(cells.count, columns))
            case .cells: break
            case .text, .row, .header, .footer, .drawn, .panel, .composed, .progress:
                throw DocumentError(
                    .invalidValue, at: here.path, "expected a TableRow: every item of a table section is one")
            }
        }
    }
}

extension Document {
    /// The message of a row with the wrong number of cells, in the terms of the Swift
    /// types (the JSON reader says it in its own, with `"cells"`).
    fileprivate static func raggedRow(_ found: Int, _ columns: Int) -> String {
        let cells = found == 1 ? "1 cell" : "\(found) cells"
        let count = columns == 1 ? "1 column" : "\(columns) columns"
        return "a TableRow of \(cells) in a table of \(count): a row has one cell per column"
    }
}

/// Where an item stands, kept as numbers so that checking a large document builds no
/// strings; the JSON path is made only for an error message.
private struct ItemPosition {
    /// How an item is reached from its parent: `items[i]`, `body[i]` or `cells[i]`.
    package enum Step {
        case item, body, cell
    }

    package let section: Int
    /// Steps from the section down through bodies of user item types, panels and rows.
    package var steps: [(Step, Int)] = []
    /// How the first index of a walk's path is reached from here.
    package var next = Step.item

    /// The position a walk from here reaches by `path`: its first index by `next`, the
    /// others through bodies.
    package func appending(_ path: [Int]) -> ItemPosition {
        let added = path.enumerated().map { ($0.offset == 0 ? next : Step.body, $0.element) }
        return ItemPosition(section: section, steps: steps + added)
    }

    /// This position, with a walk of its children to come by `step`.
    package func entering(_ step: Step) -> ItemPosition {
        ItemPosition(section: section, steps: steps, next: step)
    }

    package var path: String {
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

/// A string as it would be written in JSON, for messages that quote content: shortened
/// with `…` past ``UntrustedText/quotedWidth`` cells, so that a message stays one readable
/// line whatever the content.
package func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in UntrustedText.shortened(string, toWidth: UntrustedText.quotedWidth).unicodeScalars {
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
    package func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
