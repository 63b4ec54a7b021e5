/// One side of a diff as ``Matching`` reads it: the sections' identities and attributes,
/// and the items numbered in reading order with their identities and contents.
///
/// A ``Document`` is read through ``DocumentOperand``; `sections diff` reads its files into
/// ``DiffDocument``, a compact form that holds only what a diff compares. Both go through
/// the one matching, so they give the same changes.
package protocol DiffOperand {
    /// An item's identity: equal for the same item in two documents.
    associatedtype Identity: DiffIdentity
    /// The identity of a section that has an id or a header (``SectionName``).
    associatedtype Name: DiffIdentity

    /// The items numbered in reading order.
    var items: FlatItems { get }
    var sectionCount: Int { get }
    /// Whether no two items share an id, as checked when the operand was made; when not
    /// known, the matching checks.
    var idsAreUnique: Bool { get }

    /// The indices of the sections that have an id or a header, in order.
    func namedSections() -> [Int]

    /// The id, else the header, of section `s`, one of ``namedSections()``.
    func name(ofSection s: Int) -> Name

    /// Whether section `s` has neither id nor header, and so is identified by its position.
    func isIdentifiedByPosition(_ s: Int) -> Bool

    /// Whether section `s` equals section `t` of `other` but for their items.
    func section(_ s: Int, equalsIgnoringItems t: Int, of other: Self) -> Bool

    /// The identity of the item numbered `p`.
    func identity(ofItem p: Int) -> Identity

    /// Whether the item numbered `p` equals item `q` of `other`, as `==` on items says.
    func item(_ p: Int, equals q: Int, of other: Self) -> Bool

    /// The ``DiffIdentity/payloadHash`` of the identity of every item from number `start`
    /// on, in reading order.
    func identityHashes(from start: Int) -> [Int]
}

extension DiffOperand {
    package func identityHashes(from start: Int) -> [Int] { identityHashes(of: start..<items.count) }

    /// The hashes of the identities of the items numbered `range`.
    package func identityHashes(of range: Range<Int>) -> [Int] {
        var hashes: [Int] = []
        hashes.reserveCapacity(range.count)
        for p in range { hashes.append(identity(ofItem: p).payloadHash) }
        return hashes
    }
}

/// An item's identity as ``Matching`` uses it.
package protocol DiffIdentity: Equatable {
    /// The hash of the string or value alone: an id and a text of equal strings share it,
    /// and are told apart when the identities are compared.
    var payloadHash: Int { get }
    /// The id, when the identity is an id.
    var id: String? { get }
}

/// A document as ``Matching`` reads it, with its items numbered once.
package struct DocumentOperand: DiffOperand, Sendable {
    package let document: Document
    package let items: FlatItems

    package init(_ document: Document) {
        self.document = document
        items = FlatItems(document)
    }

    package var sectionCount: Int { document.sections.count }

    /// Documents made in code may repeat ids.
    package var idsAreUnique: Bool { false }

    /// The hashes of many items are made in two halves at once, the later on a thread of
    /// its own: the matching's first pass over the old document, which reads every item,
    /// then takes about half as long when the other core is free.
    package func identityHashes(from start: Int) -> [Int] {
        let count = items.count
        guard count - start >= Self.threadedItems else { return identityHashes(of: start..<count) }
        let middle = start + (count - start) / 2
        let later = Forked { self.identityHashes(of: middle..<count) }
        return identityHashes(of: start..<middle) + later.join()
    }

    /// The fewest items hashed on two threads.
    package static let threadedItems = 65_536

    package func namedSections() -> [Int] {
        document.sections.indices.filter { !document.sections[$0].isIdentifiedByPosition }
    }

    package func name(ofSection s: Int) -> SectionName { SectionName(of: document.sections[s]) }

    package func isIdentifiedByPosition(_ s: Int) -> Bool { document.sections[s].isIdentifiedByPosition }

    package func section(_ s: Int, equalsIgnoringItems t: Int, of other: DocumentOperand) -> Bool {
        document.sections[s].equalsIgnoringItems(other.document.sections[t])
    }

    @inline(__always)
    package func identity(ofItem p: Int) -> ItemIdentity {
        let s = items.section(of: p)
        return ItemIdentity(of: document.sections[s].items[p - items.starts[s]])
    }

    /// Both items are read where the arrays store them, property by property. Handed whole
    /// to `==`, both would be copied first, which retains and releases every string of
    /// every common item of the diff. `ChangesetTests` keeps the properties compared here
    /// in step with those of ``Item``.
    @inline(__always)
    package func item(_ p: Int, equals q: Int, of other: DocumentOperand) -> Bool {
        let s = items.section(of: p)
        let i = p - items.starts[s]
        let t = other.items.section(of: q)
        let j = q - other.items.starts[t]
        return document.sections[s].items[i].id == other.document.sections[t].items[j].id
            && Self.contentsEqual(
                document.sections[s].items[i].stored, other.document.sections[t].items[j].stored)
            && document.sections[s].items[i].style == other.document.sections[t].items[j].style
            && document.sections[s].items[i].truncation == other.document.sections[t].items[j].truncation
    }

    /// `==` on two contents, inline for texts and rows, what large documents are made of:
    /// the other kinds go through `==`, which takes copies.
    @inline(__always)
    private static func contentsEqual(_ a: borrowing StoredContent, _ b: borrowing StoredContent) -> Bool {
        // Nested, because a switch over a tuple of the two would copy them into it.
        switch a {
        case .plain(.text(let text)):
            switch b {
            case .plain(.text(let other)): return text == other
            default: break
            }
        case .plain(.row(let label, let value)):
            switch b {
            case .plain(.row(let otherLabel, let otherValue)):
                return label == otherLabel && value == otherValue
            default: break
            }
        default: break
        }
        return copy a == copy b
    }
}
