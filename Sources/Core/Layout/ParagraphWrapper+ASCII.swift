/// Wrapping a paragraph of printable ASCII whose only opportunities are its spaces: every
/// byte is a cluster one cell wide, so a line is as many bytes as it has columns, and the
/// greedy fill is found a line at a time rather than a word at a time. From where a line
/// starts, the byte one past the width tells whether its last word fits (it is a space, or
/// the paragraph ends); otherwise the line ends at the last space before it, and only the
/// word that crosses the width is read again, backwards.
extension ParagraphWrapper {
    /// Wraps the printable ASCII paragraph at byte offsets `range`, whose every space
    /// stands alone and is its only kind of opportunity (``SpaceBreaks/suffice(_:_:)``),
    /// into the lines that placing it word by word makes: spaces that begin the paragraph
    /// stay beside the first word when it fits with them, a run of spaces at a break is
    /// dropped, and a word wider than the line is cut into pieces that fill their lines,
    /// the last one beginning the line the following words continue.
    package mutating func wrapPrintableASCII(_ range: Range<Int>, into writer: inout LineWriter) {
        let end = range.upperBound
        let lineColumns = max(width, 1)
        var start = skipSpaces(from: range.lowerBound, to: end)
        if start < end, start > range.lowerBound {
            var firstWordEnd = start
            while firstWordEnd < end, bytes[firstWordEnd] != 0x20 { firstWordEnd += 1 }
            if firstWordEnd - range.lowerBound <= width { start = range.lowerBound }
        }
        while start < end {
            var lineEnd: Int
            var next: Int
            if end - start <= width {
                // The rest fits: its trailing spaces are dropped like any run at a break.
                lineEnd = end
                next = end
            } else if bytes[start + width] == 0x20 {
                lineEnd = start + width
                next = lineEnd
            } else {
                // The word across the width moves to the next line, unless it is the
                // line's first, which is then cut.
                var space = start + width - 1
                while space > start, bytes[space] != 0x20 { space -= 1 }
                lineEnd = space > start ? space : start + lineColumns
                next = lineEnd
            }
            while lineEnd > start, bytes[lineEnd - 1] == 0x20 { lineEnd -= 1 }
            lineStart = start
            self.lineEnd = lineEnd
            lineWidth = lineEnd - start
            flush(into: &writer)
            start = skipSpaces(from: next, to: end)
        }
        if !wroteLine { flush(into: &writer) }
    }

    /// The first offset from `index` on that holds no space, or `end`.
    @inline(__always)
    private func skipSpaces(from index: Int, to end: Int) -> Int {
        var index = index
        while index < end, bytes[index] == 0x20 { index += 1 }
        return index
    }
}
