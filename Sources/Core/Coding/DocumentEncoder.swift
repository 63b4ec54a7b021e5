extension Document {
    /// The document in the JSON format (<doc:DocumentFormat>), normalised.
    ///
    /// ```swift
    /// let document = Document(title: "Account") {
    ///     Section(id: "profile") { Row("Name", "Lin Hay") }
    /// }
    /// print(document.json(), terminator: "")
    /// // {
    /// //   "title": "Account",
    /// //   "sections": [
    /// //     {
    /// //       "id": "profile",
    /// //       "items": [
    /// //         {
    /// //           "label": "Name",
    /// //           "value": "Lin Hay"
    /// //         }
    /// //       ]
    /// //     }
    /// //   ]
    /// // }
    /// ```
    ///
    /// See ``writeJSON(to:width:)`` for the normal form.
    ///
    /// - Parameter width: The width, in columns, at which ``SelfSizingItem`` values draw
    ///   the text that stands for them; 80 by default.
    /// - Returns: The JSON text, ending with one line feed.
    public func json(width: Int = 80) -> String {
        var output = ""
        writeJSON(to: &output, width: width)
        return output
    }

    /// Writes the document in the JSON format (<doc:DocumentFormat>), normalised, as it goes.
    ///
    /// ```swift
    /// var output = ""
    /// document.writeJSON(to: &output)
    /// ```
    ///
    /// The normal form: two-space indentation; keys in a fixed order (`title`, `sections`;
    /// `id`, `header`, `footer`, `layout` (only when not `"list"`), `columns` (a table's),
    /// `border` (a table's, only when not `"none"`), `items`; a column's `title`, then `align` (only when not `"leading"`)); absent
    /// optional keys left out; a text item without an id as a plain string, other items as
    /// objects (`text`, or `label` and `value`, or `cells`, then `id`); `[]` for an empty
    /// array and `{}` for an empty column; one line feed at the end. Strings escape `"`, `\`, every control character (C0, DEL, C1) and
    /// nothing else. Decoding the output and writing it again gives the same bytes.
    ///
    /// JSON holds only text items, label/value rows and table rows of text cells, so other
    /// items are written as those: your ``SectionItem`` values as the items of their body,
    /// in place (the item's id on the first of them when it has none); a ``Panel`` as its
    /// title and items; your ``SelfSizingItem`` values as one text item with the lines they
    /// draw; `Header` and `Footer` statements inside a body as text items; a table row
    /// outside a table as one text item. No content is dropped; layout parameters other
    /// than the layout's name and a table's columns are not written.
    ///
    /// - Parameters:
    ///   - output: Where the text goes, in pieces of up to 64 KiB.
    ///   - width: The width, in columns, at which ``SelfSizingItem`` values draw; 80 by
    ///     default.
    /// - Complexity: O(*n*) in the size of the output; memory stays bounded by the piece
    ///   size.
    public func writeJSON(to output: inout some TextOutputStream, width: Int = 80) {
        var encoder = DocumentEncoder(width: width)
        encoder.write(self, to: &output)
    }
}

/// Writes the normal form into a buffer that is handed to the output whenever it fills.
package struct DocumentEncoder {
    private let width: Int
    /// UTF-8, turned into a `String` once per piece: appending bytes is several times
    /// faster than appending many small strings.
    private var buffer: [UInt8] = []
    private static let pieceSize = 1 << 16

    package init(width: Int) {
        self.width = width
        buffer.reserveCapacity(Self.pieceSize + 4096)
    }

    package mutating func write(_ document: Document, to output: inout some TextOutputStream) {
        raw("{")
        var isFirst = true
        if let title = document.title { member("title", title, indent: 2, &isFirst) }
        key("sections", indent: 2, &isFirst)
        var hasSections = false
        for section in document.sections {
            open(&hasSections, indent: 4)
            write(section, to: &output)
        }
        close(hasSections, indent: 2)
        raw("\n}\n")
        flush(to: &output)
    }

    private mutating func write(_ section: Section, at base: Int = 4, to output: inout some TextOutputStream)
    {
        raw("{")
        var isFirst = true
        if let id = section.id { member("id", id, indent: base + 2, &isFirst) }
        if let header = section.header { member("header", header, indent: base + 2, &isFirst) }
        if let footer = section.footer { member("footer", footer, indent: base + 2, &isFirst) }
        if section.layout.description != "list" {
            member("layout", section.layout.description, indent: base + 2, &isFirst)
        }
        let inTable: Bool
        if case .table(let columns) = section.layout.kind {
            write(columns, at: base, &isFirst)
            if section.layout.border != .none {
                member("border", section.layout.border.rawValue, indent: base + 2, &isFirst)
            }
            inTable = true
        } else {
            inTable = false
        }
        key("items", indent: base + 2, &isFirst)
        var hasItems = false
        for item in section.items {
            switch item.content {
            case .text, .row:
                open(&hasItems, indent: base + 4)
                write(item, at: base + 4)
            case .section(let nested):
                open(&hasItems, indent: base + 4)
                write(nested.section, at: base + 4, to: &output)
            case .header, .footer, .composed, .drawn, .cells, .panel, .progress:
                item.forEachJSONItem(width: width, inTable: inTable) { item in
                    open(&hasItems, indent: base + 4)
                    if case .section(let nested) = item.content {
                        write(nested.section, at: base + 4, to: &output)
                    } else {
                        write(item, at: base + 4)
                    }
                }
            }
            if buffer.count >= Self.pieceSize { flush(to: &output) }
        }
        close(hasItems, indent: base + 2)
        raw("\n")
        indentation(base)
        raw("}")
    }

    /// Writes a table's `"columns"`: each column's title and, when not leading, alignment.
    private mutating func write(_ columns: [TableColumn], at base: Int, _ isFirst: inout Bool) {
        key("columns", indent: base + 2, &isFirst)
        var hasColumns = false
        for column in columns {
            open(&hasColumns, indent: base + 4)
            raw("{")
            var isFirstKey = true
            if let title = column.title { member("title", title, indent: base + 6, &isFirstKey) }
            if column.alignment != .leading {
                key("align", indent: base + 6, &isFirstKey)
                buffer.appendJSONString(column.alignment.rawValue)
            }
            if isFirstKey {
                raw("}")
            } else {
                raw("\n")
                indentation(base + 4)
                raw("}")
            }
        }
        close(hasColumns, indent: base + 2)
    }

    /// Writes a text, row or table row item, as `forEachJSONItem` gives them.
    private mutating func write(_ item: Item, at base: Int) {
        if case .text(let text) = item.content, item.id == nil {
            buffer.appendJSONString(text)
            return
        }
        raw("{")
        var isFirst = true
        switch item.content {
        case .text(let text):
            member("text", text, indent: base + 2, &isFirst)
        case .row(let label, let value):
            member("label", label, indent: base + 2, &isFirst)
            member("value", value, indent: base + 2, &isFirst)
        case .cells(let cells):
            key("cells", indent: base + 2, &isFirst)
            var hasCells = false
            for cell in cells {
                open(&hasCells, indent: base + 4)
                if case .text(let text) = cell.content { buffer.appendJSONString(text) }
            }
            close(hasCells, indent: base + 2)
        case .header, .footer, .composed, .drawn, .panel, .progress, .section:
            preconditionFailure("forEachJSONItem gives only text, row and table row items; sections apart")
        }
        if let id = item.id { member("id", id, indent: base + 2, &isFirst) }
        raw("\n")
        indentation(base)
        raw("}")
    }

    /// Starts an object member on its own line: `,` when it is not the first, the
    /// indentation, the key and `: `.
    private mutating func key(_ name: StaticString, indent: Int, _ isFirst: inout Bool) {
        raw(isFirst ? "\n" : ",\n")
        isFirst = false
        indentation(indent)
        raw("\"")
        raw(name)
        raw("\": ")
    }

    private mutating func member(
        _ name: StaticString, _ value: String, indent: Int, _ isFirst: inout Bool
    ) {
        key(name, indent: indent, &isFirst)
        buffer.appendJSONString(value)
    }

    /// Starts an array element on its own line, opening the array before the first one, so
    /// that an array that turns out empty can still be written `[]`.
    private mutating func open(_ hasElements: inout Bool, indent: Int) {
        buffer.append(hasElements ? UInt8(ascii: ",") : UInt8(ascii: "["))
        buffer.append(.lineFeed)
        hasElements = true
        indentation(indent)
    }

    private mutating func close(_ hasElements: Bool, indent: Int) {
        guard hasElements else {
            raw("[]")
            return
        }
        buffer.append(.lineFeed)
        indentation(indent)
        buffer.append(UInt8(ascii: "]"))
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// `count` spaces; the format nests no deeper than twelve.
    private mutating func indentation(_ count: Int) {
        // Nested sections indent without bound: twelve spaces at a time.
        let spaces: StaticString = "            "
        var left = count
        while left > 0 {
            let piece = min(left, 12)
            spaces.withUTF8Buffer { buffer.append(contentsOf: $0.bytes(from: 0, to: piece)) }
            left -= piece
        }
    }

    /// Pieces end between items or at the end, never inside a character.
    private mutating func flush(to output: inout some TextOutputStream) {
        output.write(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }
}
