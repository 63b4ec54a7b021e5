/// What a document whose sections and items carry ids repeats, read in one pass where it
/// is written as encoders write it: a section's leading id, and a text item with an id.
///
/// Reference: the full reading of the same objects, which a space after the brace forces
/// and `IDsInOnePassTests` compares with these on seeded random variants.
extension JSONParser {
    /// The id that opens a section's object, `{"id": "…"` as encoders write it (one space
    /// or none after the colon, a string without escapes), with the cursor past it and the
    /// key counted as read. Anything else returns `nil` with nothing moved, and the object
    /// is read in full, with its errors.
    @inline(__always)
    package mutating func quickLeadingID(ofSection object: inout ObjectState) -> DecodedText? {
        let start = cursor.offset
        guard object.isFirstKey, start &+ 8 <= cursor.bytes.count,
            Self.starts(ByteWords.word(cursor.bytes, at: start), with: Self.idKey),
            let id = plainString(at: Self.skippingSpace(start + Self.idKey.count, in: cursor.bytes))
        else {
            cursor.offset = start
            return nil
        }
        object.markRead(keyAt: Self.sectionIDIndex)
        return id
    }

    /// The text and id of `{"text": "…", "id": "…"}` (or with the id first) at the cursor,
    /// written as encoders write it: one space or none after each colon and comma, and
    /// strings without escapes. The cursor moves past the closing brace. Anything else
    /// returns `nil` with nothing moved, and the item is read in full, with its errors;
    /// so this accepts exactly what that reading accepts, and reads it alike.
    package mutating func quickTextWithID() -> (text: DecodedText, id: DecodedText)? {
        let start = cursor.offset
        guard let found = textWithID(from: start) else {
            cursor.offset = start
            return nil
        }
        return found
    }

    /// The place of `id` in a section's keys.
    private static let sectionIDIndex = SectionKey.allCases.firstIndex(of: .id)!

    /// `"text":` and `"id":` as the eight bytes from their quote read (``ByteWords``).
    package static let textKey: (word: UInt64, count: Int) = (0x3A22_7478_6574_22, 7)
    package static let idKey: (word: UInt64, count: Int) = (0x3A_2264_6922, 5)

    private mutating func textWithID(from start: Int) -> (text: DecodedText, id: DecodedText)? {
        let bytes = cursor.bytes
        // Eight bytes from each key's quote are in the input: the key, its colon and at
        // least the value's opening quote.
        guard start &+ 9 <= bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        let firstWord = ByteWords.word(bytes, at: start + 1)
        let textIsFirst = Self.starts(firstWord, with: Self.textKey)
        guard textIsFirst || Self.starts(firstWord, with: Self.idKey) else { return nil }
        let (firstKey, secondKey) = textIsFirst ? (Self.textKey, Self.idKey) : (Self.idKey, Self.textKey)
        guard let first = plainString(at: Self.skippingSpace(start + 1 + firstKey.count, in: bytes)) else {
            return nil
        }
        var at = cursor.offset
        guard at < bytes.count, bytes[at] == UInt8(ascii: ",") else { return nil }
        at = Self.skippingSpace(at + 1, in: bytes)
        guard at &+ 8 <= bytes.count, Self.starts(ByteWords.word(bytes, at: at), with: secondKey),
            let second = plainString(at: Self.skippingSpace(at + secondKey.count, in: bytes))
        else { return nil }
        at = cursor.offset
        guard at < bytes.count, bytes[at] == UInt8(ascii: "}") else { return nil }
        cursor.offset = at + 1
        return textIsFirst ? (first, second) : (second, first)
    }

    @inline(__always)
    private static func starts(_ word: UInt64, with key: (word: UInt64, count: Int)) -> Bool {
        word & (UInt64.max >> (64 - 8 * key.count)) == key.word
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
        let text = cursor.bytes.bytes(from: at + 1, to: cursor.offset)
        cursor.offset += 1
        return .bytes(text, isASCII: !nonASCII)
    }
}
