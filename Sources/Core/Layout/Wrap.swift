/// Word wrapping, exactly as the Plain layout article states it.
///
/// Line feeds split paragraphs; an empty paragraph is an empty line. Words are
/// separated by runs of spaces: a run inside a line stays as it is, a run where the line
/// breaks is dropped, and so is a run at the end of a paragraph. A word that does not fit
/// in what is left of the line starts a new line; a word wider than the whole line is cut
/// at grapheme boundaries into pieces as wide as fit, each but the last on a line of its
/// own, the last beginning the line the following words continue.
extension LineWriter {
    /// Appends `text`, already sanitised, wrapped at `width` columns after `indent` spaces.
    ///
    /// Wrapping works on the UTF-8 bytes: a run of printable ASCII is measured by its length,
    /// other words by ``DisplayWidth/placed(_:)-(StringProtocol)`` whole, and each line is one
    /// slice of the text, copied once. Clusters are taken one by one only to cut a word wider
    /// than the line, and to decide the rare space next to a non-ASCII scalar.
    package mutating func wrap(_ text: String, indent: Int, width: Int, role: Role, style: Style = .plain) {
        let layout = (indent: indent, width: width, role: role, style: style)
        let wrapped: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            // Printable ASCII, the common text, is one word scan a byte a cell: no line feed,
            // and every space stands alone.
            if !bytes.isEmpty, PrintableASCII.prefix(of: bytes) == bytes.count {
                if bytes.count <= width, bytes[bytes.count - 1] != 0x20 {
                    line(Run(spaces: indent, text: text, width: bytes.count, role: role, style: style))
                    return
                }
                var wrapper = ParagraphWrapper(text: text, bytes: bytes, isPrintableASCII: true, layout)
                wrapper.wrap(0..<bytes.count, into: &self)
                return
            }
            wrapGenerally(text, bytes: bytes, layout)
        }
        if wrapped == nil {
            // A bridged string: its bytes copied once.
            Array(text.utf8).withUnsafeBufferPointer { wrapGenerally(text, bytes: $0, layout) }
        }
    }

    /// Wraps any text: a paragraph that fits as it is, else each paragraph word by word.
    private mutating func wrapGenerally(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, _ layout: ParagraphWrapper.Layout
    ) {
        if let single = SingleLine(text, width: layout.width) {
            line(
                Run(
                    spaces: layout.indent, text: single.text, width: single.width, role: layout.role,
                    style: layout.style))
            return
        }
        wrapParagraphs(of: text, bytes: bytes, in: 0..<bytes.count, layout)
    }

    /// Wraps bytes `range` of `text`, whose UTF-8 is `bytes`, as wrapping the whole text
    /// wraps them when a line begins at `range.lowerBound`: the lines that follow are the
    /// same, up to the last word the range cuts short.
    package mutating func wrap(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, isPrintableASCII: Bool, range: Range<Int>,
        _ layout: ParagraphWrapper.Layout
    ) {
        if isPrintableASCII {
            var wrapper = ParagraphWrapper(text: text, bytes: bytes, isPrintableASCII: true, layout)
            wrapper.wrap(range, into: &self)
        } else {
            wrapParagraphs(of: text, bytes: bytes, in: range, layout)
        }
    }

    /// Wraps each paragraph of `text`, whose UTF-8 is `bytes`, within bytes `range`. A line
    /// feed always stands alone as a cluster, except after a carriage return, which
    /// sanitised text never holds.
    private mutating func wrapParagraphs(
        of text: String, bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>,
        _ layout: ParagraphWrapper.Layout
    ) {
        var wrapper = ParagraphWrapper(text: text, bytes: bytes, isPrintableASCII: false, layout)
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            // Eight bytes at a time while none is a line feed, as in most texts.
            if index + 8 <= range.upperBound, !Self.holdsLineFeed(ByteWords.word(bytes, at: index)) {
                index += 8
                continue
            }
            if bytes[index] == 0x0A, index == 0 || bytes[index - 1] != 0x0D {
                wrapper.wrap(start..<index, into: &self)
                start = index + 1
            }
            index += 1
        }
        wrapper.wrap(start..<range.upperBound, into: &self)
    }

    /// Whether one of eight bytes is a line feed: the test for a zero byte, on the bytes
    /// with the line feed's bits flipped.
    ///
    /// Reference: ``ByteWords/firstZeroByte(of:)`` of `word ^ 0x0A0A_0A0A_0A0A_0A0A`, a search
    /// for 0x0A byte by byte.
    @inline(__always)
    package static func holdsLineFeed(_ word: UInt64) -> Bool {
        ByteWords.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) != 0
    }
}

/// A text that needs no wrapping: one paragraph that fits, with no trailing space.
package struct SingleLine {
    package let text: String
    package let width: Int

    /// `nil` when the text is empty (an empty line has no indent), holds a line feed, ends
    /// with a space, or is wider than `width`.
    package init?(_ text: String, width: Int) {
        guard !text.isEmpty, let shape = Shape(text), !shape.hasLineFeed, shape.trailingSpaces == 0
        else { return nil }
        // A text measured wider stops being measured there; the wrapper, which measures
        // it word by word, lays out one that fits after all the same way.
        guard let measured = DisplayWidth.placed(text, within: width) else { return nil }
        self.text = text
        self.width = measured
    }

    /// The text without its trailing spaces, when it is one paragraph.
    package static func trimmed(_ text: String) -> (text: String, width: Int)? {
        let shape = Shape(text) ?? Shape(String(decoding: Array(text.utf8), as: UTF8.self))!
        guard !shape.hasLineFeed else { return nil }
        // A trailing 0x20 byte is always a whole space scalar, so cutting bytes is safe.
        let kept =
            shape.trailingSpaces == 0
            ? text : String(decoding: text.utf8.dropLast(shape.trailingSpaces), as: UTF8.self)
        return (kept, DisplayWidth.placed(kept))
    }

    /// The width of a text that needs no sanitising, trimming or wrapping decision: not
    /// empty, no control character (so no line feed either), no trailing space; `nil` for
    /// any other text, which takes the general path.
    ///
    /// One scan of the bytes replaces the sanitiser's scan and the shape's scan for the
    /// common label or value; printable ASCII is its byte count.
    ///
    /// Reference: the general path it skips, ``Sanitizer/sanitize(_:)``, the trailing
    /// spaces and ``DisplayWidth/placed(_:)-(StringProtocol)`` (`CleanWidthTests`).
    package static func cleanWidth(_ text: String) -> Int? {
        let scan = text.utf8.withContiguousStorageIfAvailable { bytes -> (clean: Bool, ascii: Bool) in
            guard let last = bytes.last, last != 0x20 else { return (false, false) }
            var ascii = true
            // Eight bytes at a time while they are all printable ASCII, the common case.
            let start = PrintableASCII.prefix(of: bytes)
            for index in start..<bytes.count {
                let byte = bytes[index]
                if byte &- 0x20 < 0x5F { continue }
                // A control, the line feed included: the sanitiser or the wrapper has work.
                if Sanitizer.isControl(bytes, at: index) { return (false, false) }
                ascii = false
            }
            return (true, ascii)
        }
        guard let scan, scan.clean else { return nil }
        return scan.ascii ? text.utf8.count : DisplayWidth.placed(text)
    }

    /// What the wrapping fast paths need to know, from one scan of contiguous UTF-8 bytes.
    private struct Shape {
        package var hasLineFeed = false
        package var trailingSpaces = 0

        /// `nil` for a string not stored contiguously (rare: bridged strings).
        package init?(_ text: String) {
            guard
                let shape = text.utf8.withContiguousStorageIfAvailable({ bytes in
                    var shape = Shape()
                    var end = bytes.count
                    while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
                    shape.trailingSpaces = bytes.count - end
                    for byte in bytes where byte == 0x0A {
                        shape.hasLineFeed = true
                        break
                    }
                    return shape
                })
            else { return nil }
            self = shape
        }

        private init() {}
    }
}
