/// Greedy wrapping of one paragraph, on the UTF-8 bytes of the text that holds it.
///
/// A word is what stands between two line-break opportunities: between spaces that are
/// clusters of their own when those are the only opportunities (``SpaceBreaks``), else as
/// ``LineBreakRules`` finds them (`ParagraphWrapper+Rules.swift`); printable ASCII that
/// breaks at its spaces alone is filled a line at a time (`ParagraphWrapper+ASCII.swift`).
/// A line is always
/// one slice of the paragraph (its words with the spaces between them, a piece of a cut
/// word, or the spaces that begin the paragraph), so it is tracked as byte offsets and
/// copied once, when it is done.
package struct ParagraphWrapper {
    /// The whole text, for the clusters of the rare word that is not printable ASCII.
    package let text: String
    /// The UTF-8 of `text`.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// Whether the whole text is printable ASCII: every space then stands alone and every
    /// word is as wide as it is long.
    package let isPrintableASCII: Bool
    package let indent: Int
    package let width: Int
    package let role: Role
    package let style: Style

    package var lineStart = 0
    package var lineEnd = 0
    package var lineWidth = 0
    package var wroteLine = false

    /// Where and how the lines go: after `indent` spaces, at most `width` columns.
    package typealias Layout = (indent: Int, width: Int, role: Role, style: Style)

    package init(text: String, bytes: UnsafeBufferPointer<UInt8>, isPrintableASCII: Bool, _ layout: Layout) {
        self.text = text
        self.bytes = bytes
        self.isPrintableASCII = isPrintableASCII
        self.indent = layout.indent
        self.width = layout.width
        self.role = layout.role
        self.style = layout.style
    }

    package var hasLine: Bool { lineEnd > lineStart }

    /// Wraps the paragraph at byte offsets `range` (no line feed inside).
    package mutating func wrap(_ range: Range<Int>, into writer: inout LineWriter) {
        lineStart = range.lowerBound
        lineEnd = range.lowerBound
        lineWidth = 0
        wroteLine = false
        guard SpaceBreaks.suffice(bytes, range) else {
            wrapByRules(range, into: &writer)
            return
        }
        if isPrintableASCII {
            wrapPrintableASCII(range, into: &writer)
            return
        }
        var spaces = 0
        var atStart = true
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == 0x20, isSeparator(at: index, in: range) {
                spaces += 1
                index += 1
                continue
            }
            let start = index
            // A word of printable ASCII and letters of the alphabets that never join a space
            // holds no cluster rule: its width is its scalars' widths, summed from the bytes.
            var cells = 0
            var isSimple = true
            while index < range.upperBound {
                let byte = bytes[index]
                // 0x21–0x7E: most of every word, a byte at a time with one comparison.
                if byte &- 0x21 < 0x5E {
                    cells += 1
                } else if byte == 0x20 {
                    if isSeparator(at: index, in: range) { break }
                    isSimple = false
                } else if byte >= 0xC0 {
                    let value = Self.scalar(bytes, at: index)
                    if isSimple, Self.neverJoinsASpace(value) {
                        cells += DisplayWidth.of(scalarValue: value)
                    } else {
                        isSimple = false
                    }
                } else if byte < 0x80 {
                    isSimple = false
                }
                index += 1
            }
            let wordWidth = isSimple ? cells : DisplayWidth.placed(slice(start..<index))
            place(start..<index, width: wordWidth, after: spaces, atStart: atStart, into: &writer)
            atStart = false
            spaces = 0
        }
        if hasLine || !wroteLine { flush(into: &writer) }
    }

    /// Whether the space at `index` is a cluster of its own, and so separates words: always
    /// between ASCII bytes and beside the common letters of ``neverJoinsASpace(_:)``; beside
    /// other text, unless a prepended scalar before it or an extending one after it joins it
    /// into a larger cluster, which grapheme breaking decides.
    @inline(__always)
    private func isSeparator(at index: Int, in range: Range<Int>) -> Bool {
        let asciiBefore = index == range.lowerBound || bytes[index - 1] < 0x80
        let asciiAfter = index + 1 == range.upperBound || bytes[index + 1] < 0x80
        if asciiBefore, asciiAfter { return true }
        return isSeparatorBesideOtherText(at: index, in: range)
    }

    private func isSeparatorBesideOtherText(at index: Int, in range: Range<Int>) -> Bool {
        var start = index - 1
        while start > range.lowerBound, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let before = index == range.lowerBound || Self.neverJoinsASpace(Self.scalar(bytes, at: start))
        let after =
            index + 1 == range.upperBound || Self.neverJoinsASpace(Self.scalar(bytes, at: index + 1))
        if before, after { return true }
        return slice(range.lowerBound..<(index + 1)).last == " "
            && slice(index..<range.upperBound).first == " "
    }

    /// Scalars of the common alphabets that hold nothing grapheme breaking joins a space to:
    /// no prepended scalar, mark, joiner or extender (ASCII, Latin, Greek, Cyrillic but its
    /// combining signs, Armenian, kana, CJK ideographs, Hangul syllables). A space between
    /// two of them, or at an end of the text beside one, is a cluster of its own.
    private static func neverJoinsASpace(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x300, 0x370..<0x483, 0x48A..<0x591, 0x3040..<0x3099, 0x30A0..<0x3100, 0x4E00..<0xA000,
            0xAC00..<0xD7A4:
            true
        default: false
        }
    }

    /// The scalar value whose UTF-8 starts at `index`; the text is valid UTF-8.
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return lead }
        var value = lead & (lead < 0xE0 ? 0x1F : lead < 0xF0 ? 0x0F : 0x07)
        var next = index + 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80 {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            next += 1
        }
        return value
    }

    /// The text at byte offsets `range`, which lie on scalar boundaries.
    package func slice(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return text[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Places the word at `word` after a run of `spaces`, which stay only when the word fits
    /// beside them. `wordWidth` is its width where it begins a line, `midLineWidth` where
    /// it continues one (they differ for a word that begins with a mark).
    package mutating func place(
        _ word: Range<Int>, width wordWidth: Int, midLineWidth: Int? = nil, after spaces: Int, atStart: Bool,
        into writer: inout LineWriter
    ) {
        let widthHere = hasLine ? midLineWidth ?? wordWidth : wordWidth
        if hasLine || atStart, lineWidth + spaces + widthHere <= width {
            // The spaces before the word are the bytes right before it.
            if !hasLine { lineStart = word.lowerBound - spaces }
            lineEnd = word.upperBound
            lineWidth += spaces + widthHere
            return
        }
        if hasLine { flush(into: &writer) }
        if wordWidth <= width {
            lineStart = word.lowerBound
            lineEnd = word.upperBound
            lineWidth = wordWidth
        } else {
            cut(word, into: &writer)
        }
    }

    /// Cuts a word wider than the line; the last piece stays open for the next words.
    /// Each cluster counts what it counts in the line as measured whole, so a piece is as
    /// wide as fits: only a line's first cluster is measured in place.
    private mutating func cut(_ word: Range<Int>, into writer: inout LineWriter) {
        if isPrintableASCII { return cutASCII(word, into: &writer) }
        var offset = word.lowerBound
        for character in slice(word) {
            // A cluster wider than the whole line still goes on a line of its own.
            if hasLine, lineWidth + DisplayWidth.placed(character, startsText: false) > width {
                flush(into: &writer)
            }
            let startsLine = !hasLine
            // A space inside a word (before `!` or after `(`) where a cut breaks the line
            // is dropped like any run at a break.
            if startsLine, character == " " {
                offset += 1
                continue
            }
            if startsLine { lineStart = offset }
            lineWidth += DisplayWidth.placed(character, startsText: startsLine)
            offset += character.utf8.count
            lineEnd = offset
        }
    }

    /// ``cut(_:into:)`` for printable ASCII, whose every byte is a cluster one cell wide: a
    /// piece is as many bytes as the line has columns left.
    private mutating func cutASCII(_ word: Range<Int>, into writer: inout LineWriter) {
        var offset = word.lowerBound
        while offset < word.upperBound {
            if hasLine, lineWidth >= width { flush(into: &writer) }
            if !hasLine {
                // A space inside a word where a cut breaks the line is dropped like any
                // run at a break.
                if bytes[offset] == 0x20 {
                    offset += 1
                    continue
                }
                lineStart = offset
            }
            let piece = min(hasLine ? width - lineWidth : max(width, 1), word.upperBound - offset)
            offset += piece
            lineWidth += piece
            lineEnd = offset
        }
    }

    /// Whether the byte at `index` follows a scalar that joins it into one cluster
    /// (Grapheme Prepend, never ASCII).
    private func followsPrepend(_ index: Int) -> Bool {
        guard index > lineStart, bytes[index - 1] >= 0x80 else { return false }
        var start = index - 1
        while start > lineStart, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return LineBreakTables.value(of: Self.scalar(bytes, at: start)) & LineBreakTables.prependFlag != 0
    }

    package mutating func flush(into writer: inout LineWriter) {
        // A word cut at a space inside it (UAX #14 keeps "a !" whole) does not end a line
        // with that space.
        while lineEnd > lineStart, bytes[lineEnd - 1] == 0x20, !followsPrepend(lineEnd - 1) {
            lineEnd -= 1
            lineWidth -= 1
        }
        if writer.tally != nil {
            writer.tally?.line(lineStart..<lineEnd)
        } else if hasLine {
            // A line that is the whole text shares its storage. Other text than ASCII is
            // copied from a slice of the string, which is known to be valid UTF-8, rather
            // than decoded from its bytes, which validates them again.
            let text =
                lineStart == 0 && lineEnd == bytes.count
                ? self.text
                : isPrintableASCII
                    ? String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
                    : String(slice(lineStart..<lineEnd))
            writer.line(Run(spaces: indent, text: text, width: lineWidth, role: role, style: style))
        } else {
            writer.emptyLine()
        }
        lineStart = lineEnd
        lineWidth = 0
        wroteLine = true
    }
}
