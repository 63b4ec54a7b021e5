/// Escaping for SVG (XML) text and attribute values: `&`, `<`, `>`, `"` and `'` become
/// character references, so no content can end an element, start one, open a comment or a
/// processing instruction, or leave an attribute value in either quote.
///
/// XML 1.0 forbids a few characters outright that the sanitiser keeps (it only replaces
/// controls): U+FFFE and U+FFFF become U+FFFD, as does any control that reaches a renderer
/// through a hand-made ``Run``, so the output always parses.
package enum SVGText {
    /// The most bytes escaping makes of one byte (`'` becomes `&#39;`, `"` `&quot;`).
    package static let growth = 6

    /// The text with every markup character replaced by a reference.
    package static func escaped(_ text: String) -> String {
        let source = Array(text.utf8)
        var bytes = [UInt8](repeating: 0, count: source.count * growth)
        var cursor = 0
        bytes.withUnsafeMutableBufferPointer { buffer in
            source.withUnsafeBufferPointer { write($0, into: buffer, at: &cursor) }
        }
        return String(decoding: bytes[..<cursor], as: UTF8.self)
    }

    /// Writes the escaped bytes at `cursor`, which moves past them: at once when nothing
    /// needs a reference, which is most text, else byte by byte. The buffer has room for
    /// `growth` times the source's bytes.
    ///
    /// Reference: ``writeEach(_:into:at:)``, which the copy in one go must agree with.
    @inline(__always)
    package static func write(
        _ source: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>,
        at cursor: inout Int
    ) {
        guard source.contains(where: isSpecial) else {
            buffer.copy(source, at: cursor)
            cursor += source.count
            return
        }
        writeEach(source, into: buffer, at: &cursor)
    }

    /// ``write(_:into:at:)`` byte by byte, each markup character or control replaced.
    @inline(__always)
    package static func writeEach(
        _ source: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>,
        at cursor: inout Int
    ) {
        var index = 0
        while index < source.count {
            let byte = source[index]
            switch byte {
            case UInt8(ascii: "&"): put("&amp;", into: buffer, at: &cursor)
            case UInt8(ascii: "<"): put("&lt;", into: buffer, at: &cursor)
            case UInt8(ascii: ">"): put("&gt;", into: buffer, at: &cursor)
            case UInt8(ascii: "\""): put("&quot;", into: buffer, at: &cursor)
            case UInt8(ascii: "'"): put("&#39;", into: buffer, at: &cursor)
            // U+FFFD: for a control, and for U+FFFE and U+FFFF (EF BF BE, EF BF BF).
            case 0..<0x20: put("\u{FFFD}", into: buffer, at: &cursor)
            case 0xEF
            where index + 2 < source.count && source[index + 1] == 0xBF && source[index + 2] >= 0xBE:
                put("\u{FFFD}", into: buffer, at: &cursor)
                index += 2
            default:
                buffer[cursor] = byte
                cursor += 1
            }
            index += 1
        }
    }

    /// Writes fixed markup at `cursor`, which moves past it.
    @inline(__always)
    package static func put(
        _ markup: StaticString, into buffer: UnsafeMutableBufferPointer<UInt8>, at cursor: inout Int
    ) {
        buffer.copy(markup, at: cursor)
        cursor += markup.utf8CodeUnitCount
    }

    /// Whether a byte may start something to replace: a markup character, a control, or
    /// the lead byte 0xEF that U+FFFE and U+FFFF begin with.
    package static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            || byte == 0xEF
    }
}
