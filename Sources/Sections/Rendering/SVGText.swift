/// Escaping for SVG (XML) text and attribute values: `&`, `<`, `>`, `"` and `'` become
/// character references, so no content can end an element, start one, open a comment or a
/// processing instruction, or leave an attribute value in either quote.
///
/// XML 1.0 forbids a few characters outright that the sanitiser keeps (it only replaces
/// controls): U+FFFE and U+FFFF become U+FFFD, as does any control that reaches a renderer
/// through a hand-made ``Run``, so the output always parses.
enum SVGText {
    /// The text with every markup character replaced by a reference.
    static func escaped(_ text: String) -> String {
        // Scanning the contiguous bytes: iterating the UTF-8 view costs several times as much.
        let needsWork =
            text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSpecial) }
            ?? text.utf8.contains(where: isSpecial)
        guard needsWork else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x26: out += Array("&amp;".utf8)
            case 0x3C: out += Array("&lt;".utf8)
            case 0x3E: out += Array("&gt;".utf8)
            case 0x22: out += Array("&quot;".utf8)
            case 0x27: out += Array("&#39;".utf8)
            case 0..<0x20, 0xFFFE, 0xFFFF: out += Array("\u{FFFD}".utf8)
            default: out += Array(String(scalar).utf8)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a byte may start something to replace: a markup character, a control, or
    /// the lead byte 0xEF that U+FFFE and U+FFFF begin with.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            || byte == 0xEF
    }
}

/// A piece of a run that is drawn as one `<text>` element: its first column and its width
/// in cells.
struct SVGChunk: Equatable {
    /// The clusters of the piece.
    var text: Substring
    /// Its first cell, counted from the start of the run.
    var column: Int
    /// Its cells.
    var width: Int
}

extension SVGChunk {
    /// Cuts a run's text where the grid needs it: a wide cluster (a wide character, an
    /// emoji sequence) is a piece of its own two cells wide, consecutive one-cell clusters
    /// share a piece, and a zero-width cluster (a combining mark on its own, a format
    /// character) joins the piece before it. So each piece can be stretched to its cells and
    /// every wide cluster starts at the column the layout gave it.
    ///
    /// The widths are the layout's per-cluster rule (the Display width article), the one
    /// that measured the run; when they do not add up to the run's width, which a hand-made
    /// ``Run`` can do, the whole run is one piece of the run's width.
    static func chunks(of text: String, width: Int) -> [SVGChunk] {
        var chunks: [SVGChunk] = []
        var column = 0
        // Whether the last piece holds one-cell clusters only, so that another may join it.
        var lastIsNarrow = false
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let cells = DisplayWidth.of(text[index])
            if let last = chunks.last, cells == 0 || (cells == 1 && lastIsNarrow) {
                chunks[chunks.count - 1].text = text[last.text.startIndex..<next]
                chunks[chunks.count - 1].width += cells
            } else {
                chunks.append(SVGChunk(text: text[index..<next], column: column, width: cells))
                lastIsNarrow = cells == 1
            }
            column += cells
            index = next
        }
        guard column == width else { return [SVGChunk(text: text[...], column: 0, width: width)] }
        return chunks
    }
}
