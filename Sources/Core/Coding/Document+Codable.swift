// `Codable` in the format of the Document format article, with the rules of `FormatRules.swift`, so that
// `JSONDecoder`, `JSONEncoder` and any other coder read and write the same documents as
// `Document(json:)` and `json()`. The fast decoder stays the one to use for large input.

extension Document: Codable {
    /// Decodes a document in the JSON format (<doc:DocumentFormat>) from any decoder.
    ///
    /// ```swift
    /// let document = try JSONDecoder().decode(Document.self, from: data)
    /// ```
    ///
    /// The rules are those of ``init(json:)``: unknown keys and `null` for an optional key
    /// are errors, and the document must pass ``validate()``. Whether a key given twice is
    /// an error is up to the decoder (`JSONDecoder` keeps the last).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError`; an unknown key, an item of no known kind, an unknown
    ///   layout or a duplicate id is `dataCorrupted` with the message of ``DocumentError``
    ///   and the coding path of the object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: DocumentKey.self)
        self.init(
            title: try container.strictString(.title),
            sections: try container.decode([Section].self, forKey: .sections))
        do {
            try validate()
        } catch {
            let path = JSONPath(parsing: error.path)?.components.map(AnyCodingKey.init) ?? []
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + path, debugDescription: error.message))
        }
    }

    /// Encodes the document in the JSON format (<doc:DocumentFormat>).
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(document)
    /// ```
    ///
    /// Items other than texts and rows are written as ``writeJSON(to:width:)`` writes
    /// them, with self-sizing items drawn at 80 columns. Key order and layout are the
    /// encoder's; ``json(width:)`` gives the normal form.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DocumentKey.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(sections, forKey: .sections)
    }
}

extension Section: Codable {
    /// Decodes a section object of the JSON format (<doc:DocumentFormat>) from any decoder.
    ///
    /// ```swift
    /// let section = try JSONDecoder().decode(Section.self, from: Data(#"{"items": ["Hi"]}"#.utf8))
    /// ```
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError`: `keyNotFound` without `items`, `dataCorrupted` for an
    ///   unknown key or layout, a table without columns or with a row of another number
    ///   of cells, and the decoder's own errors for wrong types and `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: SectionKey.self)
        var layout = SectionLayout.list
        if let name = try container.strictString(.layout) {
            guard let named = SectionLayout(named: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .layout, in: container,
                    debugDescription: FormatMessage.unknownLayout(name))
            }
            layout = named
        }
        let columns =
            container.contains(.columns) ? try container.decode([TableColumn].self, forKey: .columns) : nil
        if let columns, case .table = layout.kind { layout.kind = .table(columns) }
        if let name = try container.strictString(.border) {
            guard let border = TableBorder(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .border, in: container, debugDescription: FormatMessage.unknownBorder(name))
            }
            layout.border = border
        }
        self.init(
            id: try container.strictString(.id),
            header: try container.strictString(.header),
            footer: try container.strictString(.footer),
            layout: layout,
            items: try container.decode([Item].self, forKey: .items))
        if let (item, violation) = tableViolation(hasColumns: columns != nil) {
            let place = item.map { [AnyCodingKey(stringValue: "items"), AnyCodingKey(intValue: $0)] } ?? []
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + place, debugDescription: violation.message))
        }
    }

    /// Encodes the section object of the JSON format (<doc:DocumentFormat>).
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(Section(header: "Profile") { Row("Name", "Lin") })
    /// // {"header":"Profile","items":[{"label":"Name","value":"Lin"}]}
    /// ```
    ///
    /// Items other than texts and rows become texts and rows as in
    /// ``Document/writeJSON(to:width:)``, so one item may give several or none.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SectionKey.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(header, forKey: .header)
        try container.encodeIfPresent(footer, forKey: .footer)
        if layout.description != "list" { try container.encode(layout.description, forKey: .layout) }
        if case .table(let columns) = layout.kind { try container.encode(columns, forKey: .columns) }
        if layout.border != .none { try container.encode(layout.border.rawValue, forKey: .border) }
        var items = container.nestedUnkeyedContainer(forKey: .items)
        let inTable = !layout.columns.isEmpty
        for item in self.items {
            try item.forEachJSONItem(width: 80, inTable: inTable) { try items.encode($0) }
        }
    }
}

extension Item: Codable {
    /// Decodes an item of the JSON format (<doc:DocumentFormat>): a string, `{"text": …}`,
    /// `{"label": …, "value": …}` or a table row `{"cells": [ … ]}`, each object with an
    /// optional `"id"`; or a nested section, an object with `"items"`.
    ///
    /// ```swift
    /// let item = try JSONDecoder().decode(Item.self, from: Data(#"{"label": "Name", "value": "Lin"}"#.utf8))
    /// ```
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for a value of no item kind, an unknown key,
    ///   or keys that do not make one kind; the decoder's own errors for wrong types.
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(content: .text(text))
            return
        }
        guard (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: FormatMessage.itemKinds))
        }
        if try decoder.container(keyedBy: AnyCodingKey.self).contains(AnyCodingKey(stringValue: "items")) {
            // An object with items is a section nested among items, as deep as the format
            // allows: each level adds one "items" to the path.
            let depth = decoder.codingPath.filter { $0.stringValue == "items" }.count
            guard depth <= 100 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: FormatMessage.tooDeep(100)))
            }
            self.init(content: .section(NestedSection(try Section(from: decoder))))
            return
        }
        let container = try decoder.strictContainer(keyedBy: ItemKey.self)
        let id = try container.strictString(.id)
        let text = try container.strictString(.text)
        let label = try container.strictString(.label)
        let value = try container.strictString(.value)
        let cells = container.contains(.cells) ? try container.decode([String].self, forKey: .cells) : nil
        do throws(FormatViolation) {
            self.init(id: id, content: try Content(text: text, label: label, value: value, cells: cells))
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    /// Encodes the item as the JSON format writes it (<doc:DocumentFormat>): a text without
    /// an id as a plain string, other texts, rows and table rows as objects.
    ///
    /// ```swift
    /// try JSONEncoder().encode(Text("Saved").item)         // "Saved"
    /// try JSONEncoder().encode(Row("Name", "Lin").id("n"))  // {"label":"Name","value":"Lin","id":"n"}
    /// ```
    ///
    /// Your own item types are written as the one text or row that stands for them (see
    /// ``Document/writeJSON(to:width:)``); encode the section to write one whose body has
    /// several items.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError.invalidValue` when the item stands for other than exactly
    ///   one text or row; otherwise whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        switch content {
        case .text(let text) where id == nil:
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .text(let text):
            var container = encoder.container(keyedBy: ItemKey.self)
            try container.encode(text, forKey: .text)
            try container.encodeIfPresent(id, forKey: .id)
        case .row(let label, let value):
            var container = encoder.container(keyedBy: ItemKey.self)
            try container.encode(label, forKey: .label)
            try container.encode(value, forKey: .value)
            try container.encodeIfPresent(id, forKey: .id)
        case .cells(let cells):
            var container = encoder.container(keyedBy: ItemKey.self)
            try container.encode(cells.map { $0.plainText(width: 80) }, forKey: .cells)
            try container.encodeIfPresent(id, forKey: .id)
        case .section(let nested):
            try nested.section.encode(to: encoder)
        case .header, .footer, .composed, .drawn, .panel, .progress:
            var items: [Item] = []
            forEachJSONItem(width: 80, inTable: true) { items.append($0) }
            guard items.count == 1 else {
                let message = "this item stands for \(items.count) JSON items; encode its section"
                throw EncodingError.invalidValue(
                    self, .init(codingPath: encoder.codingPath, debugDescription: message))
            }
            try items[0].encode(to: encoder)
        }
    }
}

/// Any key, so that a decoder's unknown keys can be seen and reported.
package struct AnyCodingKey: CodingKey {
    package var stringValue: String
    package var intValue: Int?

    package init(stringValue: String) { self.stringValue = stringValue }

    package init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    package init(_ component: JSONPath.Component) {
        switch component {
        case .key(let name): self.init(stringValue: name)
        case .index(let index): self.init(intValue: index)
        }
    }
}

extension Decoder {
    /// A keyed container for an object of the format, after checking it has no other keys.
    package func strictContainer<Key: FormatKey>(
        keyedBy _: Key.Type
    ) throws -> KeyedDecodingContainer<Key> {
        let all = try container(keyedBy: AnyCodingKey.self)
        for key in all.allKeys where Key(stringValue: key.stringValue) == nil {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: all.codingPath,
                    debugDescription: FormatMessage.unknownKey(key.stringValue)))
        }
        return try container(keyedBy: Key.self)
    }
}

extension KeyedDecodingContainer {
    /// The string for an optional key; `null` is an error, as in the fast decoder.
    package func strictString(_ key: Key) throws -> String? {
        contains(key) ? try decode(String.self, forKey: key) : nil
    }
}
