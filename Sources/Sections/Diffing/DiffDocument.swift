/// A document as a diff reads it, and nothing more: what `sections diff` holds of each of
/// its two files instead of a ``Document``.
///
/// A document of one-item sections costs several heap blocks a section as a tree: the
/// section, its one-item array and the item's string, each a block of its own. Here the
/// items are records one after another in a single buffer (the bytes of their identity and
/// content), and a section costs its place in two tables unless it has an id, a header, a
/// footer or a look of its own, which are kept as a ``Section`` without items. Identities
/// and equality are those of ``Changeset/init(from:to:)``, compared on the records' bytes.
package struct DiffDocument {
    let items: FlatItems
    /// Where each item's record starts in `records`, and where the last one ends.
    private let offsets: [Int]
    private let records: RecordBuffer
    /// For each section, its index in `labelled`, or -1 for a section with nothing but items.
    private let labels: [Int32]
    /// The sections with an id, a header, a footer or a look of their own, without items.
    private let labelled: [Section]

    /// A section with nothing but items, as `labels` leaves them out.
    private static let bare = Section(id: nil, header: nil, footer: nil, layout: .list, items: [])

    /// Records sections in reading order.
    struct Builder {
        private var starts: [Int] = [0]
        private var offsets: [Int] = [0]
        private let records = RecordBuffer()
        private var labels: [Int32] = []
        private var labelled: [Section] = []

        init() {}

        /// Adds a section with its items.
        ///
        /// - Returns: `false` when an item is of a kind that a JSON document cannot hold
        ///   (a panel, your own item type, a style or a truncation), which records do not
        ///   represent.
        mutating func append(_ section: Section) -> Bool {
            if section.equalsIgnoringItems(DiffDocument.bare) {
                labels.append(-1)
            } else {
                labels.append(Int32(labelled.count))
                labelled.append(section.withoutItems)
            }
            for i in section.items.indices {
                guard records.append(section.items[i]) else { return false }
                offsets.append(records.count)
            }
            starts.append(offsets.count - 1)
            return true
        }

        /// The document of the sections added, or `nil` when two sections, or two items,
        /// share an id.
        func finish() -> DiffDocument? {
            records.shrink()
            let document = DiffDocument(
                items: FlatItems(starts: starts), offsets: offsets, records: records, labels: labels,
                labelled: labelled)
            return document.repeatsAnID ? nil : document
        }
    }

    /// Whether two sections, or two items, share an id. The items' ids are found among the
    /// records by an ``OccurrenceTable``: a set of them as strings made a string of each id
    /// and rehashed them all as it grew, which took longer than the diff.
    private var repeatsAnID: Bool {
        var sectionIDs: Set<String> = []
        for section in labelled {
            if let id = section.id, !sectionIDs.insert(id).inserted { return true }
        }
        var numbers: [Int32] = []
        for p in 0..<items.count where identity(ofItem: p).isID { numbers.append(Int32(p)) }
        var table = OccurrenceTable(count: numbers.count)
        for k in numbers.indices {
            let identity = identity(ofItem: Int(numbers[k]))
            let first = table.add(hash: identity.payloadHash) {
                self.identity(ofItem: Int(numbers[$0])) == identity
            }
            if first != k { return true }
        }
        return false
    }
}

extension DiffDocument: DiffOperand {
    var sectionCount: Int { labels.count }

    /// Every document is checked when it is made.
    var idsAreUnique: Bool { true }

    func namedSections(side: DiffSide) throws(DocumentError) -> [(section: Int, identity: SectionIdentity)] {
        var named = SectionIdentity.Naming(side: side)
        for s in labels.indices where labels[s] >= 0 {
            let section = labelled[Int(labels[s])]
            try named.add(s, id: section.id, header: section.header)
        }
        return named.identities
    }

    func isIdentifiedByPosition(_ s: Int) -> Bool {
        labels[s] < 0 || labelled[Int(labels[s])].isIdentifiedByPosition
    }

    func section(_ s: Int, equalsIgnoringItems t: Int, of other: DiffDocument) -> Bool {
        let (a, b) = (labels[s], other.labels[t])
        if a < 0, b < 0 { return true }
        let mine = a < 0 ? Self.bare : labelled[Int(a)]
        return mine.equalsIgnoringItems(b < 0 ? Self.bare : other.labelled[Int(b)])
    }

    @inline(__always)
    func identity(ofItem p: Int) -> RecordIdentity {
        records.identity(at: offsets[p])
    }

    @inline(__always)
    func item(_ p: Int, equals q: Int, of other: DiffDocument) -> Bool {
        let (start, end) = (offsets[p], offsets[p + 1])
        let (otherStart, otherEnd) = (other.offsets[q], other.offsets[q + 1])
        let (tag, otherTag) = (records.base[start], other.records.base[otherStart])
        guard (tag | otherTag) & RecordBuffer.unicode == 0 else {
            return tag & ~RecordBuffer.unicode == otherTag & ~RecordBuffer.unicode
                && records.strings(from: start, to: end)
                    == other.records.strings(from: otherStart, to: otherEnd)
        }
        return end - start == otherEnd - otherStart
            && Platform.bytesEqual(records.base + start, other.records.base + otherStart, count: end - start)
    }
}
