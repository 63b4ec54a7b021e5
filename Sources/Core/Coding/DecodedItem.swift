/// An item as the decoder reads it, for a reader that keeps items in a form of its own
/// (the diff's records) rather than as ``Item`` values: its strings are where the input
/// holds them, so none is made.
///
/// The bytes belong to the input and to the decoder, and are valid only while the reader
/// is handed the item.
package struct DecodedItem {
    package var id: DecodedText?
    package var content: Content

    package enum Content {
        case text(DecodedText)
        case row(label: DecodedText, value: DecodedText)
        case cells([DecodedText])
        /// A section nested among items, read whole.
        case section(Section)
    }
}

/// A JSON string's text: its bytes in the input when it has no escapes, else the string
/// its escapes spell.
package enum DecodedText {
    case bytes(UnsafeBufferPointer<UInt8>, isASCII: Bool)
    case string(String)

    /// The text as a string.
    package var string: String {
        switch self {
        case .bytes(let bytes, _): String(decoding: bytes, as: UTF8.self)
        case .string(let string): string
        }
    }

    /// Calls `body` with the text's UTF-8 bytes and whether they are all ASCII.
    @inline(__always)
    package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>, Bool) -> Result) -> Result {
        switch self {
        case .bytes(let bytes, let isASCII): return body(bytes, isASCII)
        case .string(var string):
            return string.withUTF8 { bytes in body(bytes, bytes.allSatisfy { $0 < 0x80 }) }
        }
    }
}
