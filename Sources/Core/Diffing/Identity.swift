/// Identities as the Changeset format article defines them, and the numbering of a
/// document's items in reading order that the diff works on.

/// What identifies a section across two documents that has an id or a header, without
/// its occurrence number: the *k*-th section of a header among sections without an id
/// is the *k*-th of the other document (``Matching`` counts them). A section with neither
/// is identified by its position. An id never equals a header, even when the strings do.
package enum SectionName: DiffIdentity {
    case id(String)
    case header(String)

    /// The name of `section`, which has an id or a header.
    package init(of section: Section) {
        if let id = section.id {
            self = .id(id)
        } else {
            self = .header(section.header ?? "")
        }
    }

    package var payloadHash: Int {
        switch self {
        case .id(let string), .header(let string): string.hashValue
        }
    }

    package var id: String? {
        if case .id(let id) = self { id } else { nil }
    }
}

extension Section {
    /// Whether the section has neither id nor header, and so is identified by its position.
    package var isIdentifiedByPosition: Bool { id == nil && header == nil }
}

/// What identifies an item across two documents, without its occurrence number: its id,
/// else its text or label, else (for an item of your own type) its value. An id never
/// equals a text, even when the strings do.
package enum ItemIdentity: DiffIdentity {
    case id(String)
    case text(String)
    case value(Item.Content)

    /// The identity of `item`, read without copying the item.
    @inline(__always) package init(of item: Item) {
        if let id = item.id {
            self = .id(id)
        } else if let text = item.identityText {
            self = .text(text)
        } else {
            self = .value(item.content)
        }
    }

    /// The hash of the string or value alone: cheaper than `hashValue`, which hashes the
    /// case as well. An id and a text of equal strings share it, and are told apart when
    /// the identities are compared.
    package var payloadHash: Int {
        switch self {
        case .id(let string), .text(let string): string.hashValue
        case .value(let content): content.hashValue
        }
    }

    package var id: String? {
        if case .id(let id) = self { id } else { nil }
    }
}

extension Item {
    /// The content part of the item's identity when it has no id: the text, or the label;
    /// a table row's first cell, as a row's label; a panel's title; a progress item's label;
    /// `nil` for an item of your own type (or a panel without a title), which is identified
    /// by its value instead. The kind is not part of it, so a text that becomes a row with
    /// that label is an update, not a deletion and an insertion. The occurrence number is
    /// counted by the matcher.
    @inline(__always) package var identityText: String? { Self.identityText(of: stored) }

    /// Borrows the content rather than copying it, and recurses only through
    /// ``nestedIdentityText(_:)``, so that reading the identity of an item inside an
    /// array copies nothing but the string it returns.
    @inline(__always) private static func identityText(of stored: borrowing StoredContent) -> String? {
        switch stored {
        case .plain(.text(let string)), .plain(.header(let string)), .plain(.footer(let string)): string
        case .plain(.row(let label, _)): label
        case .plain(.cells(let cells)): nestedIdentityText(cells.first)
        case .plain(.panel(let title, _)): title
        case .plain(.progress(let progress)): progress.value.label
        case .plain(.section(let nested)): nested.section.id ?? nested.section.header
        case .plain(.composed), .plain(.drawn): nil
        case .attached(let attached): nestedIdentityText(Item(content: attached.content))
        }
    }

    /// The identity text of a table row's first cell, or of a selectable item's content:
    /// apart, and not inlined, so that the property above is not recursive.
    @inline(never) private static func nestedIdentityText(_ item: Item?) -> String? {
        item?.identityText
    }
}

/// A document's items numbered 0, 1, 2, … in reading order across sections, so the
/// matcher can keep one flat array per side instead of one per section.
package struct FlatItems {
    /// `starts[s]` is the number of section `s`'s first item; the last element is the
    /// total.
    package let starts: [Int]
    /// The section of each numbered item, 32-bit like the diff's other per-item tables.
    private let sections: [Int32]

    package init(_ document: Document) {
        var starts: [Int] = []
        starts.reserveCapacity(document.sections.count + 1)
        var total = 0
        // By index: each section taken whole was copied, five references retained and
        // released, a cache miss each in a document of a million sections.
        for s in document.sections.indices {
            starts.append(total)
            total += document.sections[s].items.count
        }
        starts.append(total)
        self.init(starts: starts)
    }

    /// Items numbered by `starts`, the number of each section's first item followed by the
    /// total.
    package init(starts: [Int]) {
        let total = starts.last ?? 0
        var sections = [Int32](repeating: 0, count: total)
        for s in starts.indices.dropLast() {
            for p in starts[s]..<starts[s + 1] { sections[p] = Int32(s) }
        }
        self.starts = starts
        self.sections = sections
    }

    package var count: Int { sections.count }

    /// The section of item `p`.
    package func section(of p: Int) -> Int { Int(sections[p]) }

    /// The numbers of section `s`'s items.
    package func range(ofSection s: Int) -> Range<Int> { starts[s]..<starts[s + 1] }

    package func path(_ p: Int) -> ItemPath {
        let s = section(of: p)
        return ItemPath(section: s, item: p - starts[s])
    }
}

/// The two documents of a diff, for messages.
package enum DiffSide: String, Sendable {
    case old, new
}

/// An id that two sections, or two items, of one document of a diff share: the error,
/// which names both places, and the document.
package struct RepeatedID: Error {
    package let error: DocumentError
    package let side: DiffSide

    package init(_ error: DocumentError, in side: DiffSide) {
        self.error = error
        self.side = side
    }
}

extension DocumentError {
    /// `sections[2]: duplicate section id "a" in the new document, first used at
    /// sections[0]`: the message of ``Document/validate()``, naming the document.
    package static func duplicateSection(_ id: String, at index: Int, first: Int, in side: DiffSide)
        -> DocumentError
    {
        DocumentError(
            .duplicateID, at: "sections[\(index)]",
            "duplicate section id \(quoted(id)) in the \(side.rawValue) document, first used at sections[\(first)]"
        )
    }

    /// `sections[1].items[0]: duplicate item id "n" in the old document, first used at
    /// sections[0].items[2]`.
    package static func duplicateItem(_ id: String, at path: ItemPath, first: ItemPath, in side: DiffSide)
        -> DocumentError
    {
        DocumentError(
            .duplicateID, at: path.jsonPath,
            "duplicate item id \(quoted(id)) in the \(side.rawValue) document, first used at \(first.jsonPath)"
        )
    }
}

extension ItemPath {
    /// `sections[1].items[0]`, as ``DocumentError`` names places.
    package var jsonPath: String {
        nesting.isEmpty ? "sections[\(section)].items[\(item)]" : NestedDiff.jsonPath(indices)
    }
}
