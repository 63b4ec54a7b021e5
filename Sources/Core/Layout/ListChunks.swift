/// How the items of a long list section are laid out when they are read, a chunk at a
/// time, rather than all at once with the section.
///
/// Laid out whole, a section of a million items held every line of every item between its
/// layout and its rendering, a run per line and more: more memory than the items
/// themselves (the figures are in the benchmark's README). A list lays each item out alone
/// (the gap before an item depends only on its position), so its items can be laid out in
/// order as a renderer reads them, each chunk by the same function as a whole section, and
/// let go once read. The layout stage still does all the measuring; renderers read lines
/// as before.
package struct ListChunks: Sendable {
    package let layout: SectionLayout
    package let frame: ItemFrame
    package let glyphs: Glyphs
    /// The section's background, which the runs of its items take where they have none.
    package let background: Color?
    /// Whether the items get lines (see ``LaidOutSection``).
    package let itemLines: Bool

    /// Lists of more items than this are laid out as they are read. Sections of the size
    /// people read on a screen, and the benchmark's sections of 100, are laid out whole,
    /// and so ahead on the second thread (see `LayoutAhead`).
    package static let threshold = 4_096
    /// Items laid out together: large enough that the arrays of a chunk cost little per
    /// item, small enough that a chunk's runs stay in the processor's cache.
    package static let chunkSize = 1_024

    /// Items of this many bytes of text in all are laid out together at most (an item
    /// longer alone is laid out alone), for lines cost several times the bytes of their
    /// text at a narrow width; a list of more is laid out as it is read whatever its length.
    package static let textPerChunk = 1_024 * 1_024

    /// The way to lay out `section`'s items when read, or `nil` when the section is laid
    /// out whole: a short list of short items, a grid, a table, or a list in a panel (whose
    /// lines include the box's sides).
    package init?(_ section: Section, width: Int, glyphs: Glyphs, itemLines: Bool) {
        guard case .list = section.layout.kind, section.layout.panelStyle == nil,
            section.items.count > Self.threshold
                || itemLines
                    && Self.textBytes(of: section.items[...], upTo: Self.textPerChunk) > Self.textPerChunk
        else { return nil }
        var frame = section.layout.itemFrame(width: width)
        frame.style = section.style
        self.layout = section.layout
        self.frame = frame
        self.glyphs = glyphs
        self.itemLines = itemLines
        background = section.background
    }

    /// The chunk of `items` that starts at `position`, laid out: at most ``chunkSize``
    /// items, and no more of them than hold ``textPerChunk`` bytes of text.
    package func layOut(_ items: [Item], from position: Int, placement: ItemPlacement) -> LaidOutItems {
        var end = position + 1
        var bytes = Self.textBytes(of: items[position...position], upTo: Self.textPerChunk)
        while end < min(position + Self.chunkSize, items.count) {
            bytes += Self.textBytes(of: items[end...end], upTo: Self.textPerChunk)
            if bytes > Self.textPerChunk { break }
            end += 1
        }
        return layOut(items, position..<end, placement: placement)
    }

    /// The bytes of text in `items`' texts, labels and values, counted until they pass
    /// `limit`; the text of items of yours and panels is not counted, so it stays short.
    private static func textBytes(of items: ArraySlice<Item>, upTo limit: Int) -> Int {
        var total = 0
        for item in items {
            switch item.content {
            case .text(let text), .header(let text), .footer(let text): total += text.utf8.count
            case .row(let label, let value): total += label.utf8.count + value.utf8.count
            default: continue
            }
            if total > limit { break }
        }
        return total
    }

    /// Item `position` alone, laid out; without lines or gaps, no storage at all.
    package func item(at position: Int, of items: [Item], placement: ItemPlacement) -> LaidOutItem {
        guard itemLines || layout.hasGaps else {
            return LaidOutItem(
                items: items, index: position, lines: Lines(runs: [], ends: [], range: 0..<0), separator: nil,
                placement: placement)
        }
        return layOut(items, position..<position + 1, placement: placement).held(position)
    }

    private func layOut(_ items: [Item], _ indices: Range<Int>, placement: ItemPlacement) -> LaidOutItems {
        var writer = LineWriter(estimatedLines: itemLines ? indices.count : 0, glyphs: glyphs)
        let record = writer.list(
            items, indices, layout: layout, frame: frame, itemLines: itemLines,
            defersLongText: background == nil)
        if let background { writer.paintRuns(from: 0, with: background, sparingTitles: false) }
        let separators = LaidOutItems.Separators(
            runs: writer.runs, ends: writer.ends, attributes: writer.attributeTable, ranges: record.gaps)
        return LaidOutItems(
            items: items, runs: writer.runs, ends: writer.ends, attributes: writer.attributeTable,
            ranges: record.itemRanges,
            separators: record.gaps.isEmpty ? nil : separators, placement: placement,
            deferred: record.deferred, first: indices.lowerBound)
    }
}
