/// A document as a diff reads it, and nothing more: what `sections diff` holds of each of
/// its two files instead of a ``Document``.
///
/// A document of one-item sections costs several heap blocks a section as a tree: the
/// section, its one-item array and the item's string, each a block of its own. Here the
/// items are records one after another in a single buffer (the bytes of their identity and
/// content), and a section costs its place in two tables, and a record of its id or
/// header if it has one; one with a header, a footer or a look of its own is also kept as
/// a ``Section`` without items. Identities and equality are those of
/// ``Changeset/init(from:to:)``, compared on the records' bytes.
package struct DiffDocument {
    package let items: FlatItems
    /// Where each item's record starts in `records`, and where the last one ends.
    private let offsets: [Int]
    private let records: RecordBuffer
    /// For each section, its index in `labelled`; -1 for a section with nothing but items;
    /// -2 - k for one with nothing but items and an id, whose name is the k-th of
    /// `idOffsets`. A section costs these four bytes, whatever it holds.
    private let labels: [Int32]
    /// The sections with a header, a footer or a look of their own, without items.
    private let labelled: [Section]
    /// Where the name of each section of `labelled` starts in `names`, or -1 when it has
    /// neither id nor header.
    private let labelledNames: [Int32]
    /// Where the name of each section with nothing but items and an id starts in `names`.
    private let idOffsets: [Int32]
    /// The records of the sections' names: an id, else a header.
    private let names: RecordBuffer
    /// Whether no two sections, and no two items, share an id, as checked when the document
    /// was made; otherwise ``Matching`` checks.
    package let idsAreUnique: Bool

    /// Records sections in reading order.
    package struct Builder: DecodedSectionReceiver {
        private var starts: [Int] = [0]
        private var offsets: [Int] = [0]
        private let records: RecordBuffer
        private var labels: [Int32] = []
        private var labelled: [Section] = []
        private var labelledNames: [Int32] = []
        private var idOffsets: [Int32] = []
        private let names: RecordBuffer

        /// A builder of a document read from `inputSize` bytes of JSON, whose records take
        /// fewer bytes than their JSON: each buffer is made that large once, rather than
        /// copied as it doubles and again as it shrinks. What a buffer does not fill is
        /// never touched, so it costs address space, not memory.
        package init(inputSize: Int = 0) {
            records = RecordBuffer(capacity: inputSize)
            names = RecordBuffer(capacity: inputSize)
        }

        /// Adds an item of the section being read.
        package mutating func receive(_ item: DecodedItem) {
            records.append(item)
            offsets.append(records.count)
        }

        /// Ends the section whose items were added since the last one, `section` without
        /// its items and `id`.
        package mutating func receive(_ section: Section, id: DecodedText?) {
            // An id is a name record: a section kept for it alone made a heap block and a
            // string of every id, which a million sections with ids paid for twice.
            if !section.hasNothingButIDAndItems {
                var section = section.withoutItems
                section.id = id?.string
                labels.append(Int32(labelled.count))
                labelled.append(section)
                labelledNames.append(appendName(of: section))
            } else if let id {
                labels.append(-2 - Int32(idOffsets.count))
                idOffsets.append(Int32(names.count))
                names.appendName(id, kind: RecordBuffer.idKind)
            } else {
                labels.append(-1)
            }
            starts.append(offsets.count - 1)
        }

        /// Records the section's id, else its header, and returns where the record
        /// starts, or -1 when it has neither.
        private func appendName(of section: Section) -> Int32 {
            let start = Int32(names.count)
            if let id = section.id {
                names.appendName(.string(id), kind: RecordBuffer.idKind)
            } else if let header = section.header {
                names.appendName(.string(header), kind: RecordBuffer.textKind)
            } else {
                return -1
            }
            return start
        }

        /// The document of the sections added, or `nil` when `checkingIDs` and two
        /// sections, or two items, share an id.
        ///
        /// A document whose ids are not checked here has them checked by the matching of a
        /// diff: for the old document as its table is made, for the new one among the
        /// elements that match nothing, which costs little when the documents share most
        /// of their ids. The check here costs a table of every id.
        package func finish(checkingIDs: Bool) -> DiffDocument? {
            let document = DiffDocument(
                items: FlatItems(starts: starts), offsets: offsets, records: records, labels: labels,
                labelled: labelled, labelledNames: labelledNames, idOffsets: idOffsets, names: names,
                idsAreUnique: checkingIDs)
            return checkingIDs && document.repeatsAnID ? nil : document
        }
    }

    /// Whether two sections, or two items, share an id. The ids are found among the
    /// records by an ``OccurrenceTable``: a set of them as strings made a string of each id
    /// and rehashed them all as it grew, which took longer than the diff.
    private var repeatsAnID: Bool {
        let sectionIDs = labels.indices.filter { nameOffset($0) >= 0 && name(ofSection: $0).isID }
        let itemIDs = (0..<items.count).filter { identity(ofItem: $0).isID }
        return Self.repeats(sectionIDs, name(ofSection:)) || Self.repeats(itemIDs, identity(ofItem:))
    }

    /// Whether two of the elements `numbers` have equal identities. All are hashed before
    /// any goes into the table, as in ``Matching``, so that its cache misses overlap.
    private static func repeats(_ numbers: [Int], _ identity: (Int) -> RecordIdentity) -> Bool {
        let hashes = numbers.map { identity($0).payloadHash }
        return OccurrenceTable.firstRepeat(hashes) { identity(numbers[$0]) == identity(numbers[$1]) } != nil
    }

    /// Where the name of section `s` starts in `names`, or -1 when it has neither id nor
    /// header.
    @inline(__always)
    private func nameOffset(_ s: Int) -> Int {
        let label = Int(labels[s])
        if label >= 0 { return Int(labelledNames[label]) }
        return label == -1 ? -1 : Int(idOffsets[-2 - label])
    }
}

extension DiffDocument: DiffOperand {
    package var sectionCount: Int { labels.count }

    package func namedSections() -> [Int] { labels.indices.filter { nameOffset($0) >= 0 } }

    @inline(__always)
    package func name(ofSection s: Int) -> RecordIdentity { names.identity(at: nameOffset(s)) }

    package func isIdentifiedByPosition(_ s: Int) -> Bool { nameOffset(s) < 0 }

    package func section(_ s: Int, equalsIgnoringItems t: Int, of other: DiffDocument) -> Bool {
        let (a, b) = (labels[s], other.labels[t])
        if a >= 0, b >= 0 { return labelled[Int(a)].equalsIgnoringItems(other.labelled[Int(b)]) }
        // A section with nothing but items equals only another such; one with an id as
        // well, only another with the same id.
        if a == -1 || b == -1 { return a == b }
        guard a < 0, b < 0 else { return false }
        return name(ofSection: s) == other.name(ofSection: t)
    }

    @inline(__always)
    package func identity(ofItem p: Int) -> RecordIdentity {
        records.identity(at: offsets[p])
    }

    @inline(__always)
    package func item(_ p: Int, equals q: Int, of other: DiffDocument) -> Bool {
        let (start, end) = (offsets[p], offsets[p + 1])
        let (otherStart, otherEnd) = (other.offsets[q], other.offsets[q + 1])
        let (tag, otherTag) = (records.byte(at: start), other.records.byte(at: otherStart))
        guard (tag | otherTag) & RecordBuffer.unicode == 0 else {
            return tag & ~RecordBuffer.unicode == otherTag & ~RecordBuffer.unicode
                && records.strings(from: start, to: end)
                    == other.records.strings(from: otherStart, to: otherEnd)
        }
        return records.bytes(from: start, to: end, equalTo: other.records, from: otherStart, to: otherEnd)
    }
}
