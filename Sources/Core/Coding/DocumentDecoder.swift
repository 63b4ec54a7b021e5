/// The format's schema, read straight from the bytes and handed to an output: the node
/// tree, or a reader's records (``DecoderOutput``).
///
/// Each method reads one kind of JSON object of the Document format article. Keys may come
/// in any order;
/// required ones are checked at the closing brace and reported at the opening one. A
/// layout's keys go in ``SectionKey`` and a case of ``section()``; the rules that tie a
/// section's keys together (a table's columns and rows) are checked at its closing brace.
package struct DocumentDecoder<Output: DecoderOutput> {
    package var parser: JSONParser
    /// How many sections and items have an id, to size the duplicate check.
    package var idCount = 0
    /// Told the offset reached after each section, and every ``itemsBetweenReleases``
    /// items within one, so that a file's reader can release the input before it (see
    /// `Document(contentsOfFile:)`).
    package var consumed: InputRelease?
    package static var itemsBetweenReleases: Int { 4_096 }
    /// Takes what is read.
    package var output: Output
    /// How deep the section being read is nested: 0 for a top-level section.
    package var depth = 0
    /// How many nested sections were read: with any, the document is validated whole.
    package var nestedSections = 0
    /// How deep sections may nest (the JSON format's limit).
    package static var maximumDepth: Int { 100 }

    package init(parser: JSONParser, output: consuming Output) {
        self.parser = parser
        self.output = output
    }

    /// The document in `bytes`, telling `consumed` what input it no longer needs, and the
    /// output with what it took.
    package static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, consumed: InputRelease?, output: consuming Output
    ) -> (Result<Document, DocumentError>, Output) {
        var decoder = DocumentDecoder(parser: JSONParser(bytes), output: output)
        decoder.consumed = consumed
        let result: Result<Document, DocumentError>
        do throws(DocumentError) {
            result = .success(try decoder.document())
        } catch {
            result = .failure(error)
        }
        return (result, decoder.output)
    }

    private mutating func document() throws(DocumentError) -> Document {
        if let encoding = parser.cursor.wideEncoding {
            throw parser.error(
                .syntax,
                "the input looks like \(encoding), but documents are UTF-8 "
                    + "(convert it, e.g. with iconv -f \(encoding) -t UTF-8)", at: 0)
        }
        guard parser.cursor.skipWhitespace() != nil else {
            throw parser.error(.syntax, "the input is empty", at: parser.cursor.offset)
        }
        var object = try parser.beginObject()
        var title: String?
        var sections: [Section]?
        while let key = try parser.nextKey(in: &object, as: DocumentKey.self) {
            switch key {
            case .title: title = try parser.readString(key.name)
            case .sections: sections = try self.sections()
            }
        }
        try parser.finish()
        guard let sections else { throw missing(DocumentKey.sections, object) }
        let document = Document(title: title, sections: sections)
        do {
            // Nested sections are validated whole: their ids are unique across depths, and
            // no table or grid holds one.
            if nestedSections > 0 || hasDuplicateIDs(sections) { try document.validate() }
        } catch {
            throw located(error)
        }
        return document
    }

    /// The elements of the array that is the value of `key`, each read by `element` with
    /// its index on the path.
    private mutating func array<Element>(
        _ key: some FormatKey, _ element: (inout Self) throws(DocumentError) -> Element
    ) throws(DocumentError) -> [Element] {
        var elements: [Element] = []
        try forEach(key) { (decoder: inout Self) throws(DocumentError) in
            elements.append(try element(&decoder))
        }
        return elements
    }

    /// Reads each element of the array that is the value of `key` with `element`, its
    /// index on the path.
    private mutating func forEach(
        _ key: some FormatKey, _ element: (inout Self) throws(DocumentError) -> Void
    ) throws(DocumentError) {
        var array = try parser.beginArray(key.name)
        parser.path.components.append(.key(key.name.description))
        while try parser.nextElement(in: &array) {
            parser.path.components.append(.index(array.index))
            try element(&self)
            parser.path.components.removeLast()
        }
        parser.path.components.removeLast()
    }

    /// The value of `key`: a string that `lookup` knows, or an error at the string saying
    /// `unknown(string)`.
    private mutating func named<Value>(
        _ key: some FormatKey, _ lookup: (String) -> Value?, unknown: (String) -> String
    ) throws(DocumentError) -> Value {
        _ = parser.cursor.skipWhitespace()
        let start = parser.cursor.offset
        let name = try parser.readString(key.name)
        guard let value = lookup(name) else {
            throw parser.error(.invalidValue, unknown(name), at: start, key.name)
        }
        return value
    }

    package mutating func section() throws(DocumentError) -> Section {
        var object = try parser.beginObject()
        var section = Section(items: [])
        if let id = parser.quickLeadingID(ofSection: &object) {
            output.setID(id, of: &section)
            idCount += 1
        }
        var items: [Item]?
        var columns: [TableColumn]?
        var border: TableBorder?
        while let key = try parser.nextKey(in: &object, as: SectionKey.self) {
            switch key {
            case .id:
                output.setID(try parser.readText(key.name), of: &section)
                idCount += 1
            case .header: section.header = try parser.readString(key.name)
            case .footer: section.footer = try parser.readString(key.name)
            case .layout: section.layout = try layout()
            case .columns: columns = try self.columns()
            case .border:
                border = try named(
                    SectionKey.border, TableBorder.init(rawValue:), unknown: FormatMessage.unknownBorder)
            case .items: items = try self.items()
            }
        }
        guard let items else { throw missing(SectionKey.items, object) }
        section.items = items
        if let columns, case .table = section.layout.kind { section.layout.kind = .table(columns) }
        // Set last: the layout it belongs to may come after it.
        if let border { section.layout.border = border }
        if !section.layout.holdsNestedSections, let index = section.items.firstIndex(where: \.isNestedSection)
        {
            let message = FormatMessage.sectionInside(section.layout.description)
            throw located(DocumentError(.invalidValue, at: "\(parser.path).items[\(index)]", message))
        }
        if let (item, violation) = output.tableViolation(of: section, hasColumns: columns != nil) {
            guard let item else { throw parser.error(violation.kind, violation.message, at: object.start) }
            let path = "\(parser.path).items[\(item)]"
            throw located(DocumentError(violation.kind, at: path, violation.message))
        }
        return section
    }

    private mutating func columns() throws(DocumentError) -> [TableColumn] {
        try array(SectionKey.columns) { (decoder: inout Self) throws(DocumentError) in try decoder.column() }
    }

    private mutating func column() throws(DocumentError) -> TableColumn {
        var object = try parser.beginObject()
        var column = TableColumn()
        while let key = try parser.nextKey(in: &object, as: ColumnKey.self) {
            switch key {
            case .title: column.title = try parser.readString(key.name)
            case .align:
                column.alignment = try named(
                    key, Alignment.init(rawValue:), unknown: FormatMessage.unknownAlignment)
            }
        }
        return column
    }

    private mutating func layout() throws(DocumentError) -> SectionLayout {
        try named(SectionKey.layout, SectionLayout.init(named:), unknown: FormatMessage.unknownLayout)
    }

    private mutating func items() throws(DocumentError) -> [Item] {
        var array = try parser.beginArray(SectionKey.items.name)
        parser.path.components.append(.key("items"))
        var count = 0
        while try parser.nextElement(in: &array) {
            parser.path.components.append(.index(array.index))
            output.take(try item())
            parser.path.components.removeLast()
            count += 1
            // A section of a million items would otherwise hold its whole text until its
            // end, beside the items made from it.
            if count % Self.itemsBetweenReleases == 0 { release(before: parser.cursor.offset) }
        }
        parser.path.components.removeLast()
        return output.endItems()
    }

    /// Reads an item with its strings in place.
    private mutating func item() throws(DocumentError) -> DecodedItem {
        switch parser.cursor.skipWhitespace() {
        case .quote: return DecodedItem(id: nil, content: .text(try parser.readText()))
        case UInt8(ascii: "{"):
            if let (text, id) = parser.quickTextWithID() {
                idCount += 1
                return DecodedItem(id: id, content: .text(text))
            }
            if parser.startsSection() { return DecodedItem(id: nil, content: .section(try nestedSection())) }
        default: throw parser.mismatch(FormatMessage.itemKinds, nil)
        }
        var object = try parser.beginObject()
        var text: DecodedText?
        var label: DecodedText?
        var value: DecodedText?
        var cells: [DecodedText]?
        var id: DecodedText?
        while let key = try parser.nextKey(in: &object, as: ItemKey.self) {
            switch key {
            case .label: label = try parser.readText(key.name)
            case .value: value = try parser.readText(key.name)
            case .text: text = try parser.readText(key.name)
            case .cells:
                cells = try array(ItemKey.cells) { (decoder: inout Self) throws(DocumentError) in
                    try decoder.parser.readText()
                }
            case .id:
                id = try parser.readText(key.name)
                idCount += 1
            }
        }
        let shape: ItemShape
        do throws(FormatViolation) {
            shape = try ItemShape(
                text: text != nil, label: label != nil, value: value != nil, cells: cells != nil)
        } catch {
            throw parser.error(error.kind, error.message, at: object.start)
        }
        switch shape {
        case .text: return DecodedItem(id: id, content: .text(text!))
        case .row: return DecodedItem(id: id, content: .row(label: label!, value: value!))
        case .cells: return DecodedItem(id: id, content: .cells(cells!))
        }
    }

    /// Whether `validate()` will find a duplicate id. It names both positions but builds
    /// a path for every item on the way, several times the cost of decoding; a set of the
    /// ids answers first, and decoded items have no bodies to look into.
    /// A section nested among items, read as a top-level one is, below the items read so far.
    private mutating func nestedSection() throws(DocumentError) -> Section {
        let start = parser.cursor.offset
        guard Output.readsNestedSections else {
            throw parser.error(.invalidValue, FormatMessage.nestingUnsupported, at: start)
        }
        guard depth < Self.maximumDepth else {
            throw parser.error(.invalidValue, FormatMessage.tooDeep(Self.maximumDepth), at: start)
        }
        depth += 1
        nestedSections += 1
        output.beginNestedSection()
        let section = try self.section()
        output.endNestedSection()
        depth -= 1
        return section
    }

    private func hasDuplicateIDs(_ sections: [Section]) -> Bool {
        guard idCount > 1 else { return false }
        var sectionIDs: Set<String> = []
        var itemIDs = Set<String>(minimumCapacity: idCount)
        for section in sections {
            if let id = section.id, !sectionIDs.insert(id).inserted { return true }
            for item in section.items {
                if let id = item.id, !itemIDs.insert(id).inserted { return true }
            }
        }
        return false
    }

    private func missing(_ key: some FormatKey, _ object: JSONParser.ObjectState) -> DocumentError {
        parser.error(.missingKey, FormatMessage.missing(key), at: object.start)
    }

    /// Adds the line and column of the offending value to an error that `validate()` found
    /// in the decoded tree, by following its path through the text again.
    private func located(_ error: DocumentError) -> DocumentError {
        var error = error
        var cursor = parser.cursor
        if let path = JSONPath(parsing: error.path), let offset = cursor.locate(path) {
            (error.line, error.column) = cursor.lineAndColumn(of: offset)
        }
        return error
    }
}
