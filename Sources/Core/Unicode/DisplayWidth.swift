/// Terminal cell widths of text (the Display width article): glibc's and Markus Kuhn's
/// `wcwidth` per scalar, plus modern emoji sequences counted per extended grapheme cluster.
///
/// Layout measures every label and value it places, so the common cases cost no allocation:
/// printable ASCII is its byte count, and other text is summed scalar by scalar straight from
/// its UTF-8 bytes unless it holds a scalar that can make a cluster an emoji sequence.
package enum DisplayWidth {
    /// Cells of one scalar outside any cluster rule (0, 1 or 2).
    ///
    /// Controls (C0, DEL, C1) count 0 rather than trap: the sanitiser replaces them before text
    /// is measured, but a stray one must not break a layout.
    package static func of(scalar: Unicode.Scalar) -> Int {
        width(ofScalarValue: scalar.value)
    }

    /// ``of(scalar:)`` for a scalar value read straight from UTF-8.
    package static func of(scalarValue value: UInt32) -> Int {
        width(ofScalarValue: value)
    }

    /// Cells of one extended grapheme cluster, by the rules of the Display width article.
    ///
    /// A regional-indicator pair (a flag) is 2, and so is a cluster whose first scalar is visible
    /// and is followed by U+FE0F, U+200D, an emoji modifier or a tag character; any other
    /// cluster is the sum of its scalars' widths.
    package static func of(_ cluster: Character) -> Int {
        // No `asciiValue` shortcut: it compares every cluster with "\r\n" first.
        var scalars = cluster.unicodeScalars.makeIterator()
        guard let first = scalars.next()?.value else { return 0 }
        let firstWidth = width(ofScalarValue: first)
        let startsFlag = UnicodeTables.regionalIndicators.contains(first)
        var sum = firstWidth
        var isEmojiSequence = false
        while let value = scalars.next()?.value {
            if startsFlag, UnicodeTables.regionalIndicators.contains(value) {
                return 2
            }
            // A zero-width or control first scalar shows nothing for a selector to restyle.
            isEmojiSequence = isEmojiSequence || (firstWidth > 0 && isSequenceMarker(value))
            sum += width(ofScalarValue: value)
        }
        return isEmojiSequence ? 2 : sum
    }

    /// Cells of a whole string (sum over its clusters). Fast path: pure ASCII printable text is
    /// its UTF-8 byte count, checked on the contiguous UTF-8 bytes without creating Characters.
    ///
    /// Only a cluster holding an emoji-sequence marker or a regional indicator counts anything
    /// but the sum of its scalars, so other text is summed scalar by scalar from its bytes, which
    /// gives the same total without finding cluster boundaries. Only the clusters around a
    /// marker or indicator are measured as Characters (text that is not stored contiguously,
    /// such as a bridged string, is measured that way throughout).
    ///
    /// Reference: ``of(clusters:)``, which both shortcuts must agree with.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length, allocation-free for contiguous text.
    package static func of(_ text: some StringProtocol) -> Int {
        text.utf8.withContiguousStorageIfAvailable { measure(text, bytes: $0, limit: .max) }
            ?? of(clusters: text)
    }

    /// The sum of ``of(_:)-(Character)`` over the clusters of `text`, found one by one: the
    /// definition the byte-level measure must agree with, and the way a text that is not
    /// stored contiguously is measured.
    package static func of(clusters text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// ``of(_:)-(StringProtocol)``, or a number above `limit` as soon as the scalars
    /// measured so far are wider than `limit`. A later emoji sequence can make its cluster
    /// narrower than its scalars, so a text measured above `limit` this way may still be
    /// within it: callers take it as a reason to measure the text another way, never as
    /// its width.
    package static func of(_ text: some StringProtocol, limit: Int) -> Int {
        text.utf8.withContiguousStorageIfAvailable { measure(text, bytes: $0, limit: limit) }
            ?? of(clusters: text)
    }

    /// The width of the scalar with this value: inline checks for ASCII and Latin, where most
    /// text lives, and a table search for the rest.
    @inline(__always)
    private static func width(ofScalarValue value: UInt32) -> Int {
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < UnicodeTables.narrowPrefixEnd { return 1 }
        // CJK ideographs, kana and the punctuation between them, most of Japanese and
        // Chinese text, are all wide (the test of every scalar against the table checks it).
        if value >= 0x4E00
            ? value < 0xA000 || (value >= 0xFF01 && value < 0xFF61)
            : (value >= 0x3000 && value < 0x302A) || (value >= 0x3030 && value < 0x303F)
                || (value >= 0x3041 && value < 0x3097) || (value >= 0x309B && value < 0x3100)
        {
            return 2
        }
        return tableWidth(value)
    }

    /// Binary search for the last width run that starts at or before `value`.
    private static func tableWidth(_ value: UInt32) -> Int {
        UnicodeTables.widthRuns.withUnsafeBufferPointer { runs in
            // Runs are `start << 4 | width`; any width nibble keeps the key at or above the
            // run that starts at `value`.
            let key = value << 4 | 0xF
            // Halving without a data-dependent branch: the comparison becomes a select, which
            // beats branch misprediction on text of mixed scripts.
            var low = 0
            var length = runs.count
            while length > 1 {
                let half = length >> 1
                low = runs[low + half] <= key ? low + half : low
                length -= half
            }
            return Int(runs[low] & 0xF)
        }
    }

    /// True for U+0020–U+007E, the bytes the ASCII fast path counts as one cell each.
    @inline(__always)
    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte &- 0x20 < 0x5F
    }

    /// True for the scalars that, after a visible first scalar, make a cluster an emoji
    /// sequence: U+FE0F, U+200D, emoji modifiers and tag characters.
    @inline(__always)
    private static func isSequenceMarker(_ value: UInt32) -> Bool {
        // U+E0020–U+E007F are the tag characters the Display width article names (tag sequences
        // such as flags of subdivisions); U+E0001 LANGUAGE TAG is deprecated and not one of them.
        value == 0xFE0F || value == 0x200D || UnicodeTables.emojiModifiers.contains(value)
            || (0xE0020...0xE007F).contains(value)
    }

    /// The width of `text`, whose contiguous UTF-8 is `bytes`: scalar widths summed from the
    /// bytes, except around a marker or regional indicator, where the cluster rule measures the
    /// clusters from the last known cluster boundary on, and summing resumes after them.
    private static func measure(
        _ text: some StringProtocol, bytes: UnsafeBufferPointer<UInt8>, limit: Int
    ) -> Int {
        let count = bytes.count
        var index = 0
        while index < count, isPrintableASCII(bytes[index]) { index += 1 }
        if index == count { return count }
        // Each byte of the ASCII prefix starts a cluster; the last may take marks after it.
        var boundary = max(index - 1, 0)
        var cellsBeforeBoundary = boundary
        var cells = index
        // Where the last pictograph that starts a cluster ends, for the emoji shortcut.
        var pictographEnd = -1
        while index < count {
            let start = index
            let (value, length) = decode(bytes, at: index)
            index += length
            if value < 0x80 {
                // After an ASCII scalar a printable one starts a cluster: it is no mark, joiner,
                // pictograph or indicator, and ASCII holds no Prepend scalar.
                if isPrintableASCII(UInt8(value)) {
                    if start > 0, bytes[start - 1] < 0x80 {
                        boundary = start
                        cellsBeforeBoundary = cells
                    }
                    cells += 1
                    // The rest of a printable run in one pass: each of its bytes follows ASCII,
                    // so each starts a cluster of one cell, and the last is the boundary.
                    let runStart = index
                    while index < count, isPrintableASCII(bytes[index]) { index += 1 }
                    if index > runStart {
                        cells += index - runStart
                        boundary = index - 1
                        cellsBeforeBoundary = cells - 1
                    }
                }
            } else if value < 0x200D {
                cells += width(ofScalarValue: value)
                // Where text other than ASCII comes, stopping early costs a comparison.
                if cells > limit { return cells }
            } else if isSequenceMarker(value) || UnicodeTables.regionalIndicators.contains(value) {
                if start == pictographEnd, !UnicodeTables.regionalIndicators.contains(value),
                    let end = extendedSequenceEnd(bytes, from: index)
                {
                    // The common emoji shape, a pictograph and modifiers or selectors, needs no
                    // grapheme breaking: they extend the pictograph's cluster up to ASCII.
                    cells = cellsBeforeBoundary + 2
                    index = end
                } else {
                    let measured = clusters(of: text, from: boundary, reaching: index)
                    cells = cellsBeforeBoundary + measured.cells
                    index = measured.end
                }
                boundary = index
                cellsBeforeBoundary = cells
            } else {
                if UnicodeTables.pictographs.contains(value),
                    start == boundary || bytes[start - 1] < 0x80
                {
                    boundary = start
                    cellsBeforeBoundary = cells
                    pictographEnd = index
                }
                cells += width(ofScalarValue: value)
                if cells > limit { return cells }
            }
        }
        return cells
    }

    /// The end of the cluster after the first marker of a pictograph's sequence, when only
    /// U+FE0F, modifiers and tags (all grapheme Extend) follow up to ASCII or the end of text;
    /// nil when anything else follows, which takes grapheme breaking to place.
    private static func extendedSequenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let (value, length) = decode(bytes, at: index)
            if value < 0x80 { return index }
            guard value != 0x200D, isSequenceMarker(value) else { return nil }
            index += length
        }
        return index
    }

    /// The scalar value whose UTF-8 starts at `index` and its length in bytes. String storage is
    /// validated UTF-8, so the lead byte alone tells the length.
    @inline(__always)
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
        value: UInt32, length: Int
    ) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        let second = UInt32(bytes[index + 1] & 0x3F)
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | second, 2) }
        let third = UInt32(bytes[index + 2] & 0x3F)
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | second << 6 | third, 3) }
        let fourth = UInt32(bytes[index + 3] & 0x3F)
        return ((lead & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
    }

    /// Cells of the clusters of `text` from UTF-8 offset `start`, a cluster boundary, up to the
    /// first boundary at or after offset `minimumEnd`, and that boundary's offset.
    ///
    /// Grapheme breaking restarts exactly at a boundary, so the clusters of the rest of the text
    /// from there are the clusters of the whole text.
    private static func clusters(
        of text: some StringProtocol, from start: Int, reaching minimumEnd: Int
    ) -> (end: Int, cells: Int) {
        let utf8 = text.utf8
        var end = start
        var cells = 0
        for cluster in text[utf8.index(utf8.startIndex, offsetBy: start)...] {
            cells += of(cluster)
            end += cluster.utf8.count
            if end >= minimumEnd { break }
        }
        return (end, cells)
    }
}
