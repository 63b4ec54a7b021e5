extension Document {
    /// Checks the rules the tree's types cannot: section ids unique among the sections of
    /// every depth, item ids unique across the whole document (items inside nested
    /// sections, your own item types' bodies, panels and table cells included), a table's
    /// items being rows with one cell per column, and no section nested in a table or grid.
    ///
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/duplicateID`` naming the
    ///   second use and the first; ``DocumentError/Kind/raggedRow`` naming a table row
    ///   with another number of cells than the table has columns;
    ///   ``DocumentError/Kind/invalidValue`` naming an item of a table that is not a row,
    ///   or a section nested in a table or grid.
    /// - Complexity: O(*n*) in the number of items.
    public func validate() throws(DocumentError) {
        var seen = SeenIDs()
        for (s, section) in sections.enumerated() {
            try Self.check(section, at: ItemPosition(section: s), seen: &seen)
        }
    }

    /// The ids met so far, sections' and items' apart: a section and an item may share one.
    private struct SeenIDs {
        var sections: [String: String] = [:]
        var items: [String: String] = [:]
    }

    /// A section at any depth: its id, its items, and what its layout asks of them.
    private static func check(
        _ section: Section, at position: ItemPosition, seen: inout SeenIDs
    ) throws(DocumentError) {
        if let id = section.id {
            if let first = seen.sections[id] {
                throw DocumentError(
                    .duplicateID, at: position.path,
                    "duplicate section id \(quoted(id)), first used at \(first)")
            }
            seen.sections[id] = position.path
        }
        try checkItems(section.items, at: position.entering(.item), seen: &seen)
        switch section.layout.kind {
        case .table(let columns): try checkRows(section.items, at: position, columns: columns.count)
        case .grid: try checkNoSections(section.items, at: position, layout: "grid")
        case .list, .tree: break
        }
    }

    private static func checkItems(
        _ items: [Item], at parent: ItemPosition, seen: inout SeenIDs
    ) throws(DocumentError) {
        try ItemWalk.walk(items) { (step, item, path) throws(DocumentError) in
            guard step != .leave else { return }
            // Made only when needed: most items have no id and no children.
            var here: ItemPosition { parent.appending(path) }
            if let id = item.id {
                if let first = seen.items[id] {
                    throw DocumentError(
                        .duplicateID, at: here.path, "duplicate item id \(quoted(id)), first used at \(first)"
                    )
                }
                seen.items[id] = here.path
            }
            switch item.content {
            case .panel(_, let children): try checkItems(children, at: here.entering(.body), seen: &seen)
            case .cells(let cells): try checkItems(cells, at: here.entering(.cell), seen: &seen)
            case .section(let nested): try check(nested.section, at: here, seen: &seen)
            case .text, .row, .header, .footer, .drawn, .composed, .progress: break
            }
        }
    }

    /// A table's items, and the items of your own types' bodies in it, are rows of
    /// `columns` cells.
    private static func checkRows(_ items: [Item], at section: ItemPosition, columns: Int)
        throws(DocumentError)
    {
        try ItemWalk.walk(items) { (step, item, path) throws(DocumentError) in
            guard step == .leaf else { return }
            let here = section.entering(.item).appending(path)
            switch item.content {
            case .cells(let cells) where cells.count != columns:
                throw DocumentError(.raggedRow, at: here.path, Self.raggedRow(cells.count, columns))
            case .cells: break
            case .section:
                throw DocumentError(.invalidValue, at: here.path, Self.sectionInside("table"))
            case .text, .row, .header, .footer, .drawn, .panel, .composed, .progress:
                throw DocumentError(
                    .invalidValue, at: here.path, "expected a TableRow: every item of a table section is one")
            }
        }
    }

    /// A grid's items hold no section.
    private static func checkNoSections(
        _ items: [Item], at section: ItemPosition, layout: String
    ) throws(DocumentError) {
        try ItemWalk.walk(items) { (step, item, path) throws(DocumentError) in
            guard step == .leaf, case .section = item.content else { return }
            throw DocumentError(
                .invalidValue, at: section.entering(.item).appending(path).path, Self.sectionInside(layout))
        }
    }
}

extension Document {
    /// The message of a section nested where its parent's layout allows none.
    fileprivate static func sectionInside(_ layout: String) -> String {
        "a Section inside a \(layout) section: sections nest only in list and tree sections; "
            + "put the \(layout) in a nested section instead"
    }

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
