/// The `<text>` elements of an SVG picture as they are drawn: UTF-8 written straight into
/// a buffer of about 64 KB, which becomes a finished `String` piece whenever it is full.
///
/// A document's picture is written as it goes, a piece at a time (its size is known from a
/// first pass, see ``SVGRenderer``); a picture of printed text is held until the end. Writing
/// through a pointer with one capacity check per element, rather than appending to an
/// array or a string piece by piece, is what keeps the SVG renderer within three times
/// the ANSI renderer's time; pieces rather than one growing buffer spare copying the
/// drawing again at every growth.
package struct SVGBytes {
    /// The finished pieces, in order.
    private(set) var pieces: [String] = []
    /// The piece being written: its bytes up to `used`, then room.
    private var buffer: [UInt8] = []
    private var used = 0

    package init() {}

    package static let pieceSize = 1 << 16

    /// Writes the pieces filled so far and forgets them, keeping the one being filled.
    package mutating func writeCompleted(into output: inout some TextOutputStream) {
        guard !pieces.isEmpty else { return }
        for piece in pieces { output.write(piece) }
        pieces.removeAll(keepingCapacity: true)
    }

    /// Everything written so far, in order, the piece being written included.
    package mutating func finish() -> [String] {
        flush()
        defer { pieces = [] }
        return pieces
    }

    /// Writes `<text x="…" y="…" textLength="…" class="s…">text</text>` and a line feed;
    /// `font-size="0"` instead of `textLength` for a zero width, without `class` for a
    /// look of -1, and with `lengthAdjust="spacingAndGlyphs"` when `fitted`, which scales
    /// the glyphs themselves to the length (for one cluster, which has no spacing to
    /// adjust). A `look` of ``hidden`` is the class of text drawn by other means.
    package mutating func writeText(
        _ text: some StringProtocol, x: Int, y: Int, textLength: Int, look: Int, fitted: Bool = false
    ) {
        let contiguous: Void? = text.utf8.withContiguousStorageIfAvailable { source in
            writeText(source, x: x, y: y, textLength: textLength, look: look, fitted: fitted)
        }
        if contiguous == nil {
            Array(text.utf8).withUnsafeBufferPointer {
                writeText($0, x: x, y: y, textLength: textLength, look: look, fitted: fitted)
            }
        }
    }

    /// The look of text that is there to be read (selected, searched, copied) while
    /// lines draw it: the class `box`, which fills nothing.
    package static let hidden = -2

    /// Writes markup made here, which holds no content, as it is.
    package mutating func writeMarkup(_ markup: String) {
        var markup = markup
        markup.withUTF8 { source in
            reserve(source.count)
            buffer.withUnsafeMutableBufferPointer { $0.copy(source, at: used) }
            used += source.count
        }
    }

    /// Room for `needed` more bytes in the piece being written.
    private mutating func reserve(_ needed: Int) {
        if used + needed > buffer.count {
            flush()
            if buffer.count < max(needed, Self.pieceSize) {
                buffer = [UInt8](repeating: 0, count: max(needed, Self.pieceSize))
            }
        }
    }

    private mutating func writeText(
        _ source: UnsafeBufferPointer<UInt8>, x: Int, y: Int, textLength: Int, look: Int, fitted: Bool
    ) {
        // The markup and four numbers of at most 19 digits take less than 200 bytes.
        reserve(200 + source.count * SVGText.growth)
        var cursor = used
        buffer.withUnsafeMutableBufferPointer { buffer in
            SVGText.put("<text x=\"", into: buffer, at: &cursor)
            Self.writeDigits(x, into: buffer, at: &cursor)
            SVGText.put("\" y=\"", into: buffer, at: &cursor)
            Self.writeDigits(y, into: buffer, at: &cursor)
            if textLength > 0 {
                SVGText.put("\" textLength=\"", into: buffer, at: &cursor)
                Self.writeDigits(textLength, into: buffer, at: &cursor)
            } else {
                // Text of no cells is drawn over none: a browser ignores a textLength of 0
                // and would draw the glyphs at the font's width, over the next cells.
                SVGText.put("\" font-size=\"0", into: buffer, at: &cursor)
            }
            if fitted { SVGText.put("\" lengthAdjust=\"spacingAndGlyphs", into: buffer, at: &cursor) }
            if look >= 0 {
                SVGText.put("\" class=\"s", into: buffer, at: &cursor)
                Self.writeDigits(look, into: buffer, at: &cursor)
            } else if look == Self.hidden {
                SVGText.put("\" class=\"box", into: buffer, at: &cursor)
            }
            SVGText.put("\">", into: buffer, at: &cursor)
            SVGText.write(source, into: buffer, at: &cursor)
            SVGText.put("</text>\n", into: buffer, at: &cursor)
        }
        used = cursor
    }

    /// Makes the bytes written so far a finished piece.
    private mutating func flush() {
        guard used > 0 else { return }
        pieces.append(String(decoding: buffer[..<used], as: UTF8.self))
        used = 0
    }

    /// Writes a number's decimal digits (it is never negative) at `cursor`.
    @inline(__always)
    private static func writeDigits(
        _ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at cursor: inout Int
    ) {
        var count = 1
        var limit = 10
        while value >= limit, count < 19 {
            count += 1
            limit &*= 10
        }
        var remaining = value
        var position = cursor + count - 1
        while position >= cursor {
            buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
            position -= 1
        }
        cursor += count
    }
}
