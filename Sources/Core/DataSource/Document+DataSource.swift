/// The index-path data source of the collection-view libraries, on an immutable tree.
extension Document {
    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { sections.count }

    /// The number of items in a section.
    ///
    /// ```swift
    /// try document.numberOfItems(inSection: 0)   // 2
    /// ```
    ///
    /// - Parameter section: The index of the section.
    /// - Returns: How many items the section has (an item of your own type counts as one).
    /// - Throws: ``DataSourceError`` of kind ``DataSourceError/Kind/sectionOutOfRange``
    ///   when there is no such section.
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) throws(DataSourceError) -> Int {
        try self.section(at: section).items.count
    }

    /// The section at an index.
    ///
    /// - Parameter index: The index of the section.
    /// - Returns: The section.
    /// - Throws: ``DataSourceError`` of kind ``DataSourceError/Kind/sectionOutOfRange``,
    ///   such as `section 4 is out of range: the document has 3 sections (0..<3)`.
    /// - Complexity: O(1).
    public func section(at index: Int) throws(DataSourceError) -> Section {
        try checkSection(index, for: .access)
        return sections[index]
    }

    /// The header of the section at an index, or `nil` when it has none.
    ///
    /// - Parameter section: The index of the section.
    /// - Returns: The header text.
    /// - Throws: ``DataSourceError`` when there is no such section.
    public func header(inSection section: Int) throws(DataSourceError) -> String? {
        try self.section(at: section).header
    }

    /// The footer of the section at an index, or `nil` when it has none.
    ///
    /// - Parameter section: The index of the section.
    /// - Returns: The footer text.
    /// - Throws: ``DataSourceError`` when there is no such section.
    public func footer(inSection section: Int) throws(DataSourceError) -> String? {
        try self.section(at: section).footer
    }

    /// The item at a position.
    ///
    /// ```swift
    /// let item = try document.item(at: ItemPath(section: 0, item: 1))
    /// item.content(as: Row.self)?.value   // "lin@example.com"
    /// ```
    ///
    /// - Parameter path: The item's position.
    /// - Returns: The item.
    /// - Throws: ``DataSourceError`` naming the position and the valid range, such as
    ///   `item 7 is out of range: section 1 has 5 items (0..<5)`.
    /// - Complexity: O(1).
    public func item(at path: ItemPath) throws(DataSourceError) -> Item {
        try checkItem(path, for: .access)
        return try items(holding: path)[path.item]
    }

    /// The number of items in the section nested at a position.
    ///
    /// ```swift
    /// try document.numberOfItems(inSectionAt: ItemPath(section: 0, item: 2))   // 3
    /// ```
    ///
    /// - Parameter path: The position of a nested section among its parent's items.
    /// - Returns: How many items the nested section has.
    /// - Throws: ``DataSourceError`` naming the position when nothing is there, or when
    ///   the item there is not a section.
    public func numberOfItems(inSectionAt path: ItemPath) throws(DataSourceError) -> Int {
        try nestedSection(at: path).items.count
    }

    /// The section nested at a position: a ``Section`` among its parent's items.
    ///
    /// - Parameter path: The position of the nested section among its parent's items.
    /// - Returns: The section.
    /// - Throws: ``DataSourceError`` naming the position when nothing is there, or of kind
    ///   ``DataSourceError/Kind/typeMismatch`` when the item there is not a section.
    public func nestedSection(at path: ItemPath) throws(DataSourceError) -> Section {
        let item = try item(at: path)
        guard case .section(let nested) = item.content else {
            throw .type(at: path, is: item.typeName, not: "Section")
        }
        return nested.section
    }

    /// The item at a position as the Swift type that made it: ``Text``, ``Row`` or one of
    /// your own item types.
    ///
    /// ```swift
    /// let card = try document.item(at: ItemPath(section: 1, item: 0), as: ProfileCard.self)
    /// print(card.name)
    /// ```
    ///
    /// Nothing is ever force-cast. Use ``Item/content(as:)`` on ``item(at:)`` for an
    /// optional instead of an error.
    ///
    /// - Parameters:
    ///   - path: The item's position.
    ///   - type: The type to read the item as.
    /// - Returns: The item's value.
    /// - Throws: ``DataSourceError`` when the position is out of range, or of kind
    ///   ``DataSourceError/Kind/typeMismatch`` when the item has another type:
    ///   `item 1 of section 0 is a Row, not a ProfileCard`.
    public func item<T>(at path: ItemPath, as type: T.Type) throws(DataSourceError) -> T {
        let item = try item(at: path)
        guard let value = item.content(as: type) else {
            throw .type(at: path, is: item.typeName, not: String(describing: type))
        }
        return value
    }

    /// The position of the item with an id, or `nil` when no item has it.
    ///
    /// Only the items of sections are searched, not the bodies of your own item types.
    ///
    /// - Parameter id: The id, as given to ``ItemConvertible/id(_:)`` or in JSON.
    /// - Returns: The position, or `nil`.
    /// - Complexity: O(*n*) in the number of items.
    public func path(ofItemWithID id: String) -> ItemPath? {
        firstPath { $0.id == id }
    }

    /// The position of the nested section with an id among its parent's items, or `nil`
    /// when no nested section has it; ``index(ofSectionWithID:)`` finds a top-level one.
    ///
    /// - Parameter id: The section's id.
    /// - Returns: The position, or `nil`.
    /// - Complexity: O(*n*) in the number of items.
    public func path(ofNestedSectionWithID id: String) -> ItemPath? {
        firstPath { item in
            if case .section(let nested) = item.content { nested.section.id == id } else { false }
        }
    }

    /// The first position in reading order, nested sections' items included, whose item
    /// satisfies `matches`.
    private func firstPath(where matches: (Item) -> Bool) -> ItemPath? {
        func search(_ items: [Item], _ path: ItemPath) -> ItemPath? {
            for (index, item) in items.enumerated() {
                var position = path
                position.item = index
                if matches(item) { return position }
                if case .section(let nested) = item.content,
                    let found = search(nested.section.items, position.appending(item: 0))
                {
                    return found
                }
            }
            return nil
        }
        for (s, section) in sections.enumerated() {
            if let found = search(section.items, ItemPath(section: s, item: 0)) { return found }
        }
        return nil
    }

    /// The item with an id, or `nil` when no item has it.
    ///
    /// ```swift
    /// document.item(withID: "email")?.content(as: Row.self)?.value
    /// ```
    ///
    /// - Parameter id: The id.
    /// - Returns: The item, or `nil`.
    /// - Complexity: O(*n*) in the number of items.
    public func item(withID id: String) -> Item? {
        path(ofItemWithID: id).flatMap { try? item(at: $0) }
    }

    /// The index of the section with an id, or `nil` when no section has it.
    ///
    /// - Parameter id: The section's id.
    /// - Returns: The index, or `nil`.
    /// - Complexity: O(*s*) in the number of sections.
    public func index(ofSectionWithID id: String) -> Int? {
        sections.firstIndex { $0.id == id }
    }

    /// The section with an id, at the top level or nested, or `nil` when no section has
    /// it.
    ///
    /// - Parameter id: The section's id.
    /// - Returns: The section, or `nil`.
    /// - Complexity: O(*s*) in the number of sections at the top level, O(*n*) in the
    ///   number of items for a nested one.
    public func section(withID id: String) -> Section? {
        if let index = index(ofSectionWithID: id) { return sections[index] }
        return path(ofNestedSectionWithID: id).flatMap { try? nestedSection(at: $0) }
    }

    /// Throws unless `index` is a valid section index for `use`.
    package func checkSection(_ index: Int, for use: PositionUse) throws(DataSourceError) {
        guard use.allows(index, count: sections.count) else {
            throw .section(index, count: sections.count, use: use)
        }
    }

    /// Throws unless the section that holds `path`'s item exists, and `path.item` is valid
    /// in it for `use`.
    package func checkItem(_ path: ItemPath, for use: PositionUse) throws(DataSourceError) {
        let count = try items(holding: path).count
        guard use.allows(path.item, count: count) else {
            throw .item(path, count: count, use: use)
        }
    }

    /// The items of the section that holds `path`'s item: a top-level section's, or a
    /// nested one's, each nested section on the way checked to be there and a section.
    package func items(holding path: ItemPath) throws(DataSourceError) -> [Item] {
        try checkSection(path.section, for: .access)
        var items = sections[path.section].items
        var place = ItemPath(section: path.section, item: 0)
        for index in path.nesting {
            place.item = index
            guard index >= 0, index < items.count else {
                throw .item(place, count: items.count, use: .access)
            }
            guard case .section(let nested) = items[index].content else {
                throw .type(at: place, is: items[index].typeName, not: "Section")
            }
            items = nested.section.items
            place = place.appending(item: 0)
        }
        return items
    }

    /// Changes the items of the section that holds `path`'s item, which
    /// ``items(holding:)`` has checked, and the nested sections on the way.
    package mutating func modifyItems(holding path: ItemPath, _ body: (inout [Item]) -> Void) {
        func modify(_ items: inout [Item], _ nesting: ArraySlice<Int>) {
            guard let index = nesting.first else { return body(&items) }
            guard case .section(let nested) = items[index].content else { return }
            var section = nested.section
            modify(&section.items, nesting.dropFirst())
            items[index].stored = items[index].stored.replacingContent(with: .section(NestedSection(section)))
        }
        modify(&sections[path.section].items, path.nesting[...])
    }
}

extension Item {
    /// The name of the Swift type the item was made from, for messages.
    package var typeName: String {
        switch content {
        case .text: "Text"
        case .row: "Row"
        case .header: "Header"
        case .footer: "Footer"
        case .composed(let composed): String(describing: type(of: composed.value))
        case .drawn(let drawn): String(describing: type(of: drawn.value))
        case .cells: "TableRow"
        case .panel: "Panel"
        case .progress: "ProgressView"
        case .section: "Section"
        }
    }
}
