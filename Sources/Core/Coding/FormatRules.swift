// The rules of the JSON format (the Document format article) that both decoders apply: which keys each kind
// of object has, which combinations make an item, and the words of every message.
// `Document(json:)` and `Codable` decoding read these so that the two cannot drift apart.

/// A key the format defines. The case name is the key (`CodingKey` is synthesised from
/// it); `name` spells the same bytes so the fast decoder can match keys without building
/// a string.
package protocol FormatKey: CodingKey, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    var name: StaticString { get }
    /// The names of `allCases`, packed: `KeySpellings(Self.self)`.
    static var spellings: KeySpellings { get }
}

extension FormatKey {
    /// The key spelled by `bytes` and its place in `allCases`, or `nil` for a key the
    /// format does not define here.
    @inline(__always)
    package static func matching(_ bytes: UnsafeBufferPointer<UInt8>) -> (key: Self, index: Int)? {
        guard let index = spellings.index(of: bytes) else { return nil }
        return (allCases[index], index)
    }
}

/// The names of a kind of key, each packed into one word, so that a key is matched by one
/// comparison a name rather than a loop over its bytes: a million sections with ids have
/// four million keys.
package struct KeySpellings: Sendable {
    private let words: [UInt64]
    /// The names by slot: each name followed by its closing quote, in the low bytes of a
    /// word, the mask of those bytes, and the name's place. An empty slot, or one of a name
    /// of eight bytes, which leaves no room for the quote, has a mask of zero and a word of
    /// one, which nothing matches.
    private let slotWords: [UInt64]
    private let slotMasks: [UInt64]
    private let slotIndices: [Int]
    /// Makes a name's slot from its first two bytes, with no two names in one slot.
    private let multiplier: UInt64

    private static var slotBits: UInt64 { 4 }

    package init<Key: FormatKey>(_: Key.Type) {
        words = Key.allCases.map { key in
            let name = key.name
            precondition((2...8).contains(name.utf8CodeUnitCount), "a key of one byte, or longer than a word")
            return name.withUTF8Buffer(Self.word)
        }
        let words = words
        // Found once, when the kind's names are first matched: the first multiple of the
        // golden ratio's odd word that gives each name a slot of its own.
        guard
            let multiplier = (1..<(1 << 16) as Range<UInt64>).lazy.map({ $0 &* 0x9E37_79B9_7F4A_7C15 })
                .first(where: { multiplier in
                    Set(words.map { Self.slot(of: $0, multiplier) }).count == words.count
                })
        else { preconditionFailure("no multiplier separates the names") }
        self.multiplier = multiplier
        var slotWords = [UInt64](repeating: 1, count: 1 << Self.slotBits)
        var slotMasks = [UInt64](repeating: 0, count: 1 << Self.slotBits)
        var slotIndices = [Int](repeating: 0, count: 1 << Self.slotBits)
        for (index, key) in Key.allCases.enumerated() where key.name.utf8CodeUnitCount < 8 {
            let count = key.name.utf8CodeUnitCount
            let slot = Self.slot(of: words[index], multiplier)
            slotWords[slot] = words[index] | UInt64(UInt8.quote) << UInt64(8 * count)
            slotMasks[slot] = UInt64.max >> (64 - 8 * (count + 1))
            slotIndices[slot] = index
        }
        (self.slotWords, self.slotMasks, self.slotIndices) = (slotWords, slotMasks, slotIndices)
    }

    @inline(__always)
    private static func slot(of word: UInt64, _ multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: ((word & 0xFFFF) &* multiplier) >> (64 - slotBits))
    }

    /// The place and length of the name that, with its closing quote, begins at `offset`
    /// in `bytes`, found with one load and one comparison; `nil` when none does or fewer
    /// than eight bytes are left, and the key is read as any string is.
    ///
    /// A name's bytes and a quote after them are the whole key: a backslash or a byte
    /// outside ASCII would differ from them.
    ///
    /// Reference: ``index(of:)`` of the bytes before the first quote from `offset`, which
    /// compares a name's bytes one by one.
    @inline(__always)
    package func index(quotedAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        index: Int, length: Int
    )? {
        guard offset >= 0, offset &+ 8 <= bytes.count else { return nil }
        let word = ByteWords.word(bytes, at: offset)
        let slot = Self.slot(of: word, multiplier)
        guard word & slotMasks[slot] == slotWords[slot] else { return nil }
        return (slotIndices[slot], slotMasks[slot].nonzeroBitCount / 8 - 1)
    }

    /// The bytes of a name in the low bytes of a word. A key read from JSON never holds
    /// a zero byte (a control character ends the fast read), so no two names share a word.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        for i in 0..<bytes.count { word |= UInt64(bytes[i]) << UInt64(8 * i) }
        return word
    }

    /// The place of the name spelled by `bytes`, or `nil` for none.
    @inline(__always)
    package func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count <= 8, !bytes.isEmpty else { return nil }
        let word = Self.word(bytes)
        return words.firstIndex(of: word)
    }
}

/// The keys of the document object.
package enum DocumentKey: FormatKey {
    case title, sections

    package static let allCases: [DocumentKey] = [.title, .sections]
    package static let spellings = KeySpellings(DocumentKey.self)

    package var name: StaticString {
        switch self {
        case .title: "title"
        case .sections: "sections"
        }
    }
}

/// The keys of a section object. A new layout's keys go here.
package enum SectionKey: FormatKey {
    case id, header, footer, layout, columns, border, items

    package static let allCases: [SectionKey] = [.id, .header, .footer, .layout, .columns, .border, .items]
    package static let spellings = KeySpellings(SectionKey.self)

    package var name: StaticString {
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
package enum ColumnKey: FormatKey {
    case title, align

    package static let allCases: [ColumnKey] = [.title, .align]
    package static let spellings = KeySpellings(ColumnKey.self)

    package var name: StaticString {
        switch self {
        case .title: "title"
        case .align: "align"
        }
    }
}

/// The keys of an item object.
package enum ItemKey: FormatKey {
    case text, label, value, cells, id

    /// Rows first: they are most items, and keys are matched in this order.
    package static let allCases: [ItemKey] = [.label, .value, .text, .cells, .id]
    package static let spellings = KeySpellings(ItemKey.self)

    package var name: StaticString {
        switch self {
        case .text: "text"
        case .label: "label"
        case .value: "value"
        case .cells: "cells"
        case .id: "id"
        }
    }
}

/// The kinds of object item, by the content keys that make each.
package enum ItemShape {
    case text, row, cells

    /// The kind of an object item that has the content keys said.
    ///
    /// - Throws: The rule the combination breaks: text mixed with a label or value, a
    ///   label without a value or the other way round, or no content at all.
    package init(text: Bool, label: Bool, value: Bool, cells: Bool) throws(FormatViolation) {
        if cells {
            guard !text, !label, !value else { throw FormatViolation(.invalidValue, FormatMessage.mixedItem) }
            self = .cells
            return
        }
        switch (text, label, value) {
        case (true, false, false): self = .text
        case (false, true, true): self = .row
        case (true, _, _): throw FormatViolation(.invalidValue, FormatMessage.mixedItem)
        case (false, true, false): throw FormatViolation(.missingKey, FormatMessage.missing(ItemKey.value))
        case (false, false, true): throw FormatViolation(.missingKey, FormatMessage.missing(ItemKey.label))
        case (false, false, false): throw FormatViolation(.invalidValue, FormatMessage.itemKinds)
        }
    }
}

extension Item.Content {
    /// The content of an object item from the content keys it has, whichever decoder read
    /// them.
    ///
    /// - Throws: The rule of ``ItemShape`` the combination breaks.
    package init(text: String?, label: String?, value: String?, cells: [String]?) throws(FormatViolation) {
        switch try ItemShape(text: text != nil, label: label != nil, value: value != nil, cells: cells != nil)
        {
        case .text: self = .text(text!)
        case .row: self = .row(label: label!, value: value!)
        case .cells: self = .cells(cells!.map { Item(content: .text($0)) })
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
    package func tableViolation(hasColumns: Bool) -> (item: Int?, violation: FormatViolation)? {
        tableViolation(
            hasColumns: hasColumns,
            cellCounts: items.lazy.map { if case .cells(let cells) = $0.content { cells.count } else { -1 } })
    }

    /// The rule that the section breaks when its items are those said, as
    /// ``tableViolation(hasColumns:)``.
    ///
    /// - Parameters:
    ///   - hasColumns: Whether the section object had a `"columns"` key.
    ///   - cellCounts: For each item, how many cells it has when it is a table row, else
    ///     -1: what a reader that keeps no items knows of them.
    /// - Returns: The broken rule and the offending item's index, or `nil` when none is.
    package func tableViolation(
        hasColumns: Bool, cellCounts: some Collection<Int>
    ) -> (item: Int?, violation: FormatViolation)? {
        guard case .table(let columns) = layout.kind else {
            if hasColumns { return (nil, FormatViolation(.invalidValue, FormatMessage.columnsOutsideTable)) }
            if let index = cellCounts.firstIndex(where: { $0 >= 0 }) {
                return (
                    cellCounts.distance(from: cellCounts.startIndex, to: index),
                    FormatViolation(.invalidValue, FormatMessage.rowOutsideTable)
                )
            }
            return nil
        }
        guard hasColumns else {
            return (nil, FormatViolation(.missingKey, FormatMessage.missing(SectionKey.columns)))
        }
        guard !columns.isEmpty else { return (nil, FormatViolation(.invalidValue, FormatMessage.noColumns)) }
        for (index, count) in cellCounts.enumerated() {
            guard count >= 0 else {
                return (index, FormatViolation(.invalidValue, FormatMessage.expectedTableRow))
            }
            if count != columns.count {
                return (index, FormatViolation(.raggedRow, FormatMessage.ragged(count, columns.count)))
            }
        }
        return nil
    }
}

/// A broken rule, before a decoder says where.
package struct FormatViolation: Error {
    package var kind: DocumentError.Kind
    package var message: String

    package init(_ kind: DocumentError.Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// The words of decoding errors, shared so both decoders say the same thing.
package enum FormatMessage {
    package static let expectedString = "expected a string"
    package static let expectedArray = "expected an array"
    package static let expectedObject = "expected an object"
    package static let itemKinds =
        #"expected a text item (a string, {"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]})"#
    package static let mixedItem =
        #"expected a text item ({"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]}), not a mix"#
    package static let expectedTableRow = #"expected a table row ({"cells": […]})"#
    package static let rowOutsideTable =
        #"a table row ({"cells": […]}) belongs in a section with "layout": "table""#
    package static let columnsOutsideTable = #""columns" belongs in a section with "layout": "table""#
    package static let noColumns = "expected at least one column"

    package static func ragged(_ found: Int, _ expected: Int) -> String {
        "expected \(expected) \(expected == 1 ? "cell" : "cells"), one per column, found \(found)"
    }

    package static func unknownAlignment(_ name: String) -> String {
        "unknown alignment \(quoted(name)) (expected \"leading\", \"trailing\" or \"center\")"
    }

    package static func unknownKey(_ key: String) -> String { "unknown key \(quoted(key))" }
    package static func sectionInside(_ layout: String) -> String {
        "a \(layout) section holds no nested section (an object with \"items\"); sections nest in list and tree sections"
    }
    package static func tooDeep(_ limit: Int) -> String {
        "a section nested more than \(limit) deep (a top-level section is at depth 0)"
    }
    package static let nestingUnsupported =
        "a section nested among items, which a diff reads as a whole document"

    package static func missing(_ key: some FormatKey) -> String { "missing key \"\(key.name)\"" }
    package static func duplicateKey(_ key: some FormatKey) -> String { "duplicate key \"\(key.name)\"" }
    package static func unknownLayout(_ name: String) -> String { "unknown layout \(quoted(name))" }

    package static func unknownBorder(_ name: String) -> String {
        "unknown border \(quoted(name)) (expected \"none\", \"rounded\", \"square\", \"heavy\", \"double\" or \"ascii\")"
    }
}

extension DocumentError {
    /// Whether the error is a diff's reader meeting a nested section, which it leaves to a
    /// diff of whole documents.
    package var isUnsupportedNesting: Bool { message.contains(FormatMessage.nestingUnsupported) }
}
