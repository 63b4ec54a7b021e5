// The rules of the JSON format (the Document format article) that both decoders apply: which keys each kind
// of object has, which combinations make an item, and the words of every message.
// `Document(json:)` and `Codable` decoding read these so that the two cannot drift apart.

/// A key the format defines. The case name is the key (`CodingKey` is synthesised from
/// it); `name` spells the same bytes so the fast decoder can match keys without building
/// a string.
protocol FormatKey: CodingKey, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    var name: StaticString { get }
}

extension FormatKey {
    /// The key spelled by `bytes` and its place in `allCases`, or `nil` for a key the
    /// format does not define here.
    @inline(__always)
    static func matching(_ bytes: UnsafeBufferPointer<UInt8>) -> (key: Self, index: Int)? {
        for (index, key) in allCases.enumerated() where key.name.matches(bytes) {
            return (key, index)
        }
        return nil
    }
}

/// The keys of the document object.
enum DocumentKey: FormatKey {
    case title, sections

    static let allCases: [DocumentKey] = [.title, .sections]

    var name: StaticString {
        switch self {
        case .title: "title"
        case .sections: "sections"
        }
    }
}

/// The keys of a section object. A new layout's keys go here.
enum SectionKey: FormatKey {
    case id, header, footer, layout, columns, border, items

    static let allCases: [SectionKey] = [.id, .header, .footer, .layout, .columns, .border, .items]

    var name: StaticString {
        switch self {
        case .id: "id"
        case .header: "header"
        case .footer: "footer"
        case .layout: "layout"
        case .columns: "columns"
        case .border: "border"
        case .items: "items"
        }
    }
}

/// The keys of a table column object.
enum ColumnKey: FormatKey {
    case title, align

    static let allCases: [ColumnKey] = [.title, .align]

    var name: StaticString {
        switch self {
        case .title: "title"
        case .align: "align"
        }
    }
}

/// The keys of an item object.
enum ItemKey: FormatKey {
    case text, label, value, cells, id

    /// Rows first: they are most items, and keys are matched in this order.
    static let allCases: [ItemKey] = [.label, .value, .text, .cells, .id]

    var name: StaticString {
        switch self {
        case .text: "text"
        case .label: "label"
        case .value: "value"
        case .cells: "cells"
        case .id: "id"
        }
    }
}

extension Item.Content {
    /// The content of an object item from the content keys it has, whichever decoder read
    /// them.
    ///
    /// - Throws: The rule the combination breaks: text mixed with a label or value, a
    ///   label without a value or the other way round, or no content at all.
    init(text: String?, label: String?, value: String?, cells: [String]?) throws(FormatViolation) {
        if let cells {
            guard text == nil, label == nil, value == nil else {
                throw FormatViolation(.invalidValue, FormatMessage.mixedItem)
            }
            self = .cells(cells.map { Item(content: .text($0)) })
            return
        }
        switch (text, label, value) {
        case (let text?, nil, nil): self = .text(text)
        case (nil, let label?, let value?): self = .row(label: label, value: value)
        case (.some, _, _): throw FormatViolation(.invalidValue, FormatMessage.mixedItem)
        case (nil, .some, nil): throw FormatViolation(.missingKey, FormatMessage.missing(ItemKey.value))
        case (nil, nil, .some): throw FormatViolation(.missingKey, FormatMessage.missing(ItemKey.label))
        case (nil, nil, nil): throw FormatViolation(.invalidValue, FormatMessage.itemKinds)
        }
    }
}

extension Section {
    /// The first rule of a decoded section's table that its parts break, with the index of
    /// the offending item when there is one: a table needs columns, and its items are rows
    /// with one cell per column; other layouts have no columns and no rows.
    ///
    /// - Parameter hasColumns: Whether the section object had a `"columns"` key.
    /// - Returns: The broken rule and the offending item's index, or `nil` when none is.
    func tableViolation(hasColumns: Bool) -> (item: Int?, violation: FormatViolation)? {
        guard case .table(let columns) = layout.kind else {
            if hasColumns { return (nil, FormatViolation(.invalidValue, FormatMessage.columnsOutsideTable)) }
            for (index, item) in items.enumerated() {
                if case .cells = item.content {
                    return (index, FormatViolation(.invalidValue, FormatMessage.rowOutsideTable))
                }
            }
            return nil
        }
        guard hasColumns else {
            return (nil, FormatViolation(.missingKey, FormatMessage.missing(SectionKey.columns)))
        }
        guard !columns.isEmpty else { return (nil, FormatViolation(.invalidValue, FormatMessage.noColumns)) }
        for (index, item) in items.enumerated() {
            guard case .cells(let cells) = item.content else {
                return (index, FormatViolation(.invalidValue, FormatMessage.expectedTableRow))
            }
            if cells.count != columns.count {
                return (index, FormatViolation(.raggedRow, FormatMessage.ragged(cells.count, columns.count)))
            }
        }
        return nil
    }
}

/// A broken rule, before a decoder says where.
struct FormatViolation: Error {
    var kind: DocumentError.Kind
    var message: String

    init(_ kind: DocumentError.Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// The words of decoding errors, shared so both decoders say the same thing.
enum FormatMessage {
    static let expectedString = "expected a string"
    static let expectedArray = "expected an array"
    static let expectedObject = "expected an object"
    static let itemKinds =
        #"expected a text item (a string, {"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]})"#
    static let mixedItem =
        #"expected a text item ({"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]}), not a mix"#
    static let expectedTableRow = #"expected a table row ({"cells": […]})"#
    static let rowOutsideTable = #"a table row ({"cells": […]}) belongs in a section with "layout": "table""#
    static let columnsOutsideTable = #""columns" belongs in a section with "layout": "table""#
    static let noColumns = "expected at least one column"

    static func ragged(_ found: Int, _ expected: Int) -> String {
        "expected \(expected) \(expected == 1 ? "cell" : "cells"), one per column, found \(found)"
    }

    static func unknownAlignment(_ name: String) -> String {
        "unknown alignment \(quoted(name)) (expected \"leading\", \"trailing\" or \"center\")"
    }

    static func unknownKey(_ key: String) -> String { "unknown key \(quoted(key))" }
    static func missing(_ key: some FormatKey) -> String { "missing key \"\(key.name)\"" }
    static func duplicateKey(_ key: some FormatKey) -> String { "duplicate key \"\(key.name)\"" }
    static func unknownLayout(_ name: String) -> String { "unknown layout \(quoted(name))" }

    static func unknownBorder(_ name: String) -> String {
        "unknown border \(quoted(name)) (expected \"none\", \"rounded\", \"square\", \"heavy\", \"double\" or \"ascii\")"
    }
}
