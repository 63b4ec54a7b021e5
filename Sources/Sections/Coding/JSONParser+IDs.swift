/// What a document whose sections and items carry ids repeats, read in one pass where it
/// is written as encoders write it: a section's leading id, and a text item with an id.
extension JSONParser {
    /// The id that opens an object, `{"id": "…"` as encoders write it (one space or none
    /// after the colon, a string without escapes), with the cursor past it and the key,
    /// at `index` in its kind's keys, counted as read. Anything else returns `nil` with
    /// nothing moved, and the object is read in full, with its errors.
    mutating func quickLeadingID(in object: inout ObjectState, keyIndex index: Int) -> DecodedText? {
        let start = cursor.offset
        guard object.isFirstKey, let base = cursor.bytes.baseAddress, start &+ 8 <= cursor.bytes.count,
            Self.starts(ByteWords.word(base, at: start), with: Self.idKey),
            let id = plainString(at: Self.skippingSpace(start + Self.idKey.count, in: cursor.bytes))
        else {
            cursor.offset = start
            return nil
        }
        object.markRead(keyAt: index)
        return id
    }

    /// The text and id of `{"text": "…", "id": "…"}` (or with the id first) at the cursor,
    /// written as encoders write it: one space or none after each colon and comma, and
    /// strings without escapes. The cursor moves past the closing brace. Anything else
    /// returns `nil` with nothing moved, and the item is read in full, with its errors;
    /// so this accepts exactly what that reading accepts, and reads it alike.
    mutating func quickTextWithID() -> (text: DecodedText, id: DecodedText)? {
        let start = cursor.offset
        guard let found = textWithID(from: start) else {
            cursor.offset = start
            return nil
        }
        return found
    }

    /// `"text":` and `"id":` as the eight bytes from their quote read (``ByteWords``).
    static let textKey: (word: UInt64, count: Int) = (0x3A22_7478_6574_22, 7)
    static let idKey: (word: UInt64, count: Int) = (0x3A_2264_6922, 5)

    private mutating func textWithID(from start: Int) -> (text: DecodedText, id: DecodedText)? {
        let bytes = cursor.bytes
        guard let base = bytes.baseAddress, start < bytes.count, bytes[start] == UInt8(ascii: "{") else {
            return nil
        }
        var text: DecodedText?
        var id: DecodedText?
        var at = start + 1
        for member in 0..<2 {
            if member == 1 {
                guard at < bytes.count, bytes[at] == UInt8(ascii: ",") else { return nil }
                at = Self.skippingSpace(at + 1, in: bytes)
            }
            // Eight bytes from the key's quote are in the input: the key, its colon and at
            // least the value's opening quote.
            guard at &+ 8 <= bytes.count else { return nil }
            let word = ByteWords.word(base, at: at)
            if text == nil, Self.starts(word, with: Self.textKey) {
                at += Self.textKey.count
                guard let value = plainString(at: Self.skippingSpace(at, in: bytes)) else { return nil }
                text = value
            } else if id == nil, Self.starts(word, with: Self.idKey) {
                at += Self.idKey.count
                guard let value = plainString(at: Self.skippingSpace(at, in: bytes)) else { return nil }
                id = value
            } else {
                return nil
            }
            at = cursor.offset
        }
        guard let text, let id, at < bytes.count, bytes[at] == UInt8(ascii: "}") else { return nil }
        cursor.offset = at + 1
        return (text, id)
    }

    @inline(__always)
    private static func starts(_ word: UInt64, with key: (word: UInt64, count: Int)) -> Bool {
        word & (UInt64.max >> (64 - 8 * key.count)) == key.word
    }

    @inline(__always)
    private static func skippingSpace(_ at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        at < bytes.count && bytes[at] == .space ? at + 1 : at
    }

    /// The string whose opening quote is at `at`, when it has no escapes and is valid
    /// UTF-8, with the cursor past its closing quote.
    @inline(__always)
    private mutating func plainString(at: Int) -> DecodedText? {
        guard at < cursor.bytes.count, cursor.bytes[at] == .quote else { return nil }
        cursor.offset = at + 1
        var nonASCII = false
        guard cursor.scanStringContent(sawNonASCII: &nonASCII) == .quote else { return nil }
        if nonASCII, cursor.firstInvalidUTF8(in: at + 1..<cursor.offset) != nil { return nil }
        let bytes = UnsafeBufferPointer(rebasing: cursor.bytes[at + 1..<cursor.offset])
        cursor.offset += 1
        return .bytes(bytes, isASCII: !nonASCII)
    }
}
