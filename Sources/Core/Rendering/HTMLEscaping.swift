/// Escaping for HTML text and attribute values: `&`, `<`, `>` and `"` become character
/// references, so no content can end an element, start one, or leave an attribute value.
/// Everything else, line feeds included, is kept; an HTML5 parser reads back exactly the
/// text that went in.
package enum HTMLText {
    package static func escaped(_ text: String) -> String {
        // Scanning the contiguous bytes: iterating the UTF-8 view cost several times as much.
        let needsWork =
            text.utf8.withContiguousStorageIfAvailable { $0.contains(where: needsReference) }
            ?? text.utf8.contains(where: needsReference)
        guard needsWork else { return text }
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "&"): out += Array("&amp;".utf8)
                case UInt8(ascii: "<"): out += Array("&lt;".utf8)
                case UInt8(ascii: ">"): out += Array("&gt;".utf8)
                case UInt8(ascii: "\""): out += Array("&quot;".utf8)
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    private static func needsReference(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"")
    }
}
