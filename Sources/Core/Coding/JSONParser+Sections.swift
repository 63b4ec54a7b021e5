/// Telling a section nested among items from an item: an object with an `"items"` key of
/// its own is a section.
extension JSONParser {
    /// Whether the object whose `{` is at the cursor is a section: decided by its first key
    /// when only an item or only a section has that key (writers put an item's `text` or
    /// `label` first, a section's `id`, `header` or `items`), else read ahead key by key,
    /// skipping values, to an `"items"` key. The cursor does not move. Malformed input
    /// answers `false`, and the item's reader reports it with its path.
    package func startsSection() -> Bool {
        var cursor = self.cursor
        guard cursor.peek == UInt8(ascii: "{") else { return false }
        cursor.offset += 1
        while cursor.skipWhitespace() == .quote {
            let keyStart = cursor.offset + 1
            cursor.offset += 1
            guard Self.skipString(&cursor) else { return false }
            let key = UnsafeBufferPointer(rebasing: cursor.bytes[keyStart..<(cursor.offset - 1)])
            if let (found, _) = ItemKey.matching(key), found != .id { return false }
            if let (found, _) = SectionKey.matching(key), found != .id { return true }
            guard cursor.skipWhitespace() == UInt8(ascii: ":") else { return false }
            cursor.offset += 1
            guard Self.skipValue(&cursor), cursor.skipWhitespace() == UInt8(ascii: ",") else { return false }
            cursor.offset += 1
        }
        return false
    }

    /// Moves past a string whose opening quote is behind the cursor; `false` when it does
    /// not end.
    private static func skipString(_ cursor: inout ByteCursor) -> Bool {
        var nonASCII = false
        while true {
            switch cursor.scanStringContent(sawNonASCII: &nonASCII) {
            case .quote:
                cursor.offset += 1
                return true
            case .escape: cursor.offset += 2
            case .control, .end: return false
            }
        }
    }

    /// Moves past one value: a string, an object or an array with what it holds, or the
    /// first byte of a number or literal (which no key the question needs follows).
    private static func skipValue(_ cursor: inout ByteCursor) -> Bool {
        var depth = 0
        repeat {
            guard let byte = cursor.skipWhitespace() else { return false }
            cursor.offset += 1
            switch byte {
            case .quote: guard skipString(&cursor) else { return false }
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return false }
            default:
                if depth == 0 { return false }
            }
        } while depth > 0
        return true
    }
}
