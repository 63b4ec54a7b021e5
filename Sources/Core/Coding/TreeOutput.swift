/// The output of a decoder that keeps the document's tree: each item made an ``Item``, each
/// section kept whole, and the later half of a large document's sections read ahead on a
/// second thread (``LaterHalf``), which only a tree can take in one piece.
package struct TreeOutput: DecoderOutput {
    private var sections: [Section] = []
    /// Reused while reading each section's items.
    private var scratch: [Item] = []
    /// The items of the sections around the nested one being read.
    private var outerItems: [[Item]] = []
    /// The later half of the sections, while another thread reads it.
    package var laterHalf: LaterHalf?
    /// Whether the later half's thread, not used, had released input.
    package var lostLaterInput = false

    package func setID(_ id: DecodedText, of section: inout Section) {
        section.id = id.string
    }

    package mutating func take(_ item: DecodedItem) {
        let content: Item.Content =
            switch item.content {
            case .text(let text): .text(text.string)
            case .row(let label, let value): .row(label: label.string, value: value.string)
            case .cells(let cells): .cells(cells.map { Item(content: .text($0.string)) })
            case .section(let section): .section(NestedSection(section))
            }
        scratch.append(Item(id: item.id?.string, content: content))
    }

    package mutating func endItems() -> [Item] {
        // Copied out at its exact size: a growing array keeps up to half its capacity
        // unused, which for a million items was a tenth of the peak memory of a render.
        let items = Array(scratch[...])
        // Emptying an empty array is not free: it runs the generic replaceSubrange.
        if !scratch.isEmpty { scratch.removeAll(keepingCapacity: true) }
        return items
    }

    package static var readsNestedSections: Bool { true }

    package mutating func beginNestedSection() {
        outerItems.append(scratch)
        scratch = []
    }

    package mutating func endNestedSection() {
        scratch = outerItems.removeLast()
    }

    package func tableViolation(
        of section: Section, hasColumns: Bool
    ) -> (item: Int?, violation: FormatViolation)? {
        section.tableViolation(hasColumns: hasColumns)
    }

    package mutating func take(_ section: Section) {
        sections.append(section)
    }

    /// Takes the sections that follow those taken, read on another thread.
    package mutating func take(contentsOf sections: [Section]) {
        self.sections += sections
    }

    package mutating func endSections() throws(DocumentError) -> [Section] {
        stopReadingAhead()
        if lostLaterInput { throw Self.lostInput }
        return sections
    }
}

extension DocumentDecoder where Output == TreeOutput {
    /// The document in `bytes`, telling `consumed` what input it no longer needs.
    package static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, consumed: InputRelease? = nil
    ) -> Result<Document, DocumentError> {
        decode(bytes, consumed: consumed, output: TreeOutput()).0
    }
}
