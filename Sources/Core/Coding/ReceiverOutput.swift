/// A reader that keeps the items and sections a decoder reads in a form of its own (the
/// diff's ``DiffDocument``), handed them item by item and then the section without its
/// items.
package protocol DecodedSectionReceiver {
    /// Takes the next item of the section being read; its bytes last only for the call.
    mutating func receive(_ item: DecodedItem)
    /// Takes the section whose items it was handed since the last one, without its items
    /// and its id, which comes as the text the input holds, valid only for the call.
    mutating func receive(_ section: Section, id: DecodedText?)
}

/// The output of a decoder that hands each item and each section to a receiver as they are
/// read, instead of keeping them: the document decoded has no sections, and its ids are not
/// checked for repeats. Sections come one at a time, in order, so none is read ahead.
package struct ReceiverOutput<Receiver: DecodedSectionReceiver>: DecoderOutput {
    package var receiver: Receiver
    /// What ``Section/tableViolation(hasColumns:cellCounts:)`` needs to know of each item
    /// of the section being read, in the first `cellCountsUsed`: an array emptied for
    /// every section cost more than a one-item section's record.
    private var cellCounts: [Int] = []
    private var cellCountsUsed = 0
    /// The id of the section being read: a string made of every id of a million sections
    /// cost a tenth of a diff with ids.
    private var sectionID: DecodedText?

    package init(_ receiver: consuming Receiver) {
        self.receiver = receiver
    }

    package mutating func setID(_ id: DecodedText, of section: inout Section) {
        sectionID = id
    }

    package mutating func take(_ item: DecodedItem) {
        receiver.receive(item)
        var cellCount = -1
        if case .cells(let cells) = item.content { cellCount = cells.count }
        if cellCountsUsed < cellCounts.count {
            cellCounts[cellCountsUsed] = cellCount
        } else {
            cellCounts.append(cellCount)
        }
        cellCountsUsed += 1
    }

    package func endItems() -> [Item] { [] }

    package static var readsNestedSections: Bool { false }
    package func beginNestedSection() {}
    package func endNestedSection() {}

    package func tableViolation(
        of section: Section, hasColumns: Bool
    ) -> (item: Int?, violation: FormatViolation)? {
        section.tableViolation(hasColumns: hasColumns, cellCounts: cellCounts[..<cellCountsUsed])
    }

    package mutating func take(_ section: Section) {
        // What was known of the section is forgotten once it is handed over.
        receiver.receive(section, id: sectionID)
        sectionID = nil
        cellCountsUsed = 0
    }

    package func beginSections(
        in bytes: UnsafeBufferPointer<UInt8>, after offset: Int, release: InputRelease?
    ) {}

    package func sectionsReadAhead(at offset: Int) -> (end: Int, idCount: Int)? { nil }

    package func releasable(before offset: Int) -> Int { offset }

    package func stopReadingAhead() {}

    package func endSections() -> [Section] { [] }
}

extension DocumentDecoder {
    /// Decodes `bytes`, handing their items and sections to `receiver`, and returns the
    /// receiver with the result, whose document has no sections.
    package static func decode<Receiver>(
        _ bytes: UnsafeBufferPointer<UInt8>, consumed: InputRelease? = nil, receiver: consuming Receiver
    ) -> (Result<Document, DocumentError>, Receiver) where Output == ReceiverOutput<Receiver> {
        let (result, output) = decode(bytes, consumed: consumed, output: ReceiverOutput(receiver))
        return (result, output.receiver)
    }
}
