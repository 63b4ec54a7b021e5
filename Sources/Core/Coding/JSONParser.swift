/// JSON syntax, read on demand by a decoder that knows which value it expects next.
///
/// There is no intermediate JSON value tree: the decoder asks for "an object with these
/// keys", "an array", "a string", and gets Swift values straight from the bytes. A value
/// of an unexpected type is an error where it starts, so the parser never descends into
/// containers the format does not define: nesting is bounded by the format (six containers deep),
/// and no input can exhaust the stack.
///
/// Errors carry the path reached so far and the position of the offending byte; both
/// turn into text only when an error is thrown.
package struct JSONParser {
    package var cursor: ByteCursor
    /// The containers entered so far; the decoder pushes and pops.
    package var path = JSONPath()
    /// Reused by strings with escapes, so they allocate once per document.
    private var scratch: [UInt8] = []

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        cursor = ByteCursor(bytes)
    }

    /// Progress through an object's members.
    package struct ObjectState {
        /// The offset of the opening brace, where a missing key is reported.
        package let start: Int
        fileprivate var isFirst = true
        fileprivate var seen: UInt32 = 0

        /// Whether no key has been read.
        package var isFirstKey: Bool { isFirst }

        /// Counts the key at `index` in its kind's keys as read, by a reader of its own.
        package mutating func markRead(keyAt index: Int) {
            isFirst = false
            seen |= 1 << UInt32(index)
        }
    }

    /// Progress through an array's elements.
    package struct ArrayState {
        fileprivate var isFirst = true
        /// The index of the element being read.
        fileprivate(set) var index = -1
    }

    // MARK: Containers

    /// Moves into an object, or throws when the next value is something else.
    package mutating func beginObject(_ leaf: StaticString? = nil) throws(DocumentError) -> ObjectState {
        guard cursor.skipWhitespace() == UInt8(ascii: "{") else {
            throw mismatch(FormatMessage.expectedObject, leaf)
        }
        defer { cursor.offset += 1 }
        return ObjectState(start: cursor.offset)
    }

    /// Moves to the value of the object's next member and returns its key, or returns `nil`
    /// after the closing brace.
    ///
    /// - Throws: On a key the format does not define for `Key`, a key given twice, or
    ///   malformed JSON.
    package mutating func nextKey<Key: FormatKey>(
        in object: inout ObjectState, as _: Key.Type
    ) throws(DocumentError) -> Key? {
        if let key = quickKey(in: &object, as: Key.self) { return key }
        if cursor.peek == UInt8(ascii: "}") {
            cursor.offset += 1
            return nil
        }
        guard try nextMember(&object.isFirst, closer: UInt8(ascii: "}")) else { return nil }
        guard cursor.peek == .quote else {
            throw error(.syntax, "expected a key in double quotes", at: cursor.offset)
        }
        let keyStart = cursor.offset
        let (key, index) = try readKey(Key.self)
        let bit = UInt32(1) << UInt32(index)
        guard object.seen & bit == 0 else {
            throw error(.syntax, FormatMessage.duplicateKey(key), at: keyStart)
        }
        object.seen |= bit
        guard cursor.skipWhitespace() == UInt8(ascii: ":") else {
            throw error(.syntax, "expected \":\" after the key", at: cursor.offset)
        }
        cursor.offset += 1
        return key
    }

    /// The next key, when the object goes on as encoders write it (`{"key":` first, then
    /// `, "key":` or `,"key":` after each value), with the cursor moved past its colon;
    /// otherwise `nil`, with nothing moved, and ``nextKey(in:as:)`` reads the bytes in full,
    /// with its errors. A diff with ids reads four keys a section.
    @inline(__always)
    private mutating func quickKey<Key: FormatKey>(in object: inout ObjectState, as _: Key.Type) -> Key? {
        let bytes = cursor.bytes
        var at = cursor.offset
        if !object.isFirst {
            guard at < bytes.count, bytes[at] == UInt8(ascii: ",") else { return nil }
            at = Self.skippingSpace(at + 1, in: bytes)
        }
        guard at < bytes.count, bytes[at] == .quote,
            let (index, length) = Key.spellings.index(quotedAt: at + 1, in: bytes)
        else { return nil }
        let colon = at + length + 2
        let bit = UInt32(1) << UInt32(index)
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":"), object.seen & bit == 0 else {
            return nil
        }
        object.isFirst = false
        object.seen |= bit
        // And the space before the value, where encoders write one.
        cursor.offset = Self.skippingSpace(colon + 1, in: bytes)
        return Key.allCases[index]
    }

    /// `at`, or the place after it when a space is there: where encoders put one.
    @inline(__always)
    package static func skippingSpace(_ at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        at < bytes.count && bytes[at] == .space ? at + 1 : at
    }

    /// Moves into an array, or throws when the next value is something else.
    package mutating func beginArray(_ leaf: StaticString? = nil) throws(DocumentError) -> ArrayState {
        guard cursor.skipWhitespace() == UInt8(ascii: "[") else {
            throw mismatch(FormatMessage.expectedArray, leaf)
        }
        cursor.offset += 1
        return ArrayState()
    }

    /// Moves to the array's next element and returns `true`, or returns `false` after the
    /// closing bracket.
    package mutating func nextElement(in array: inout ArrayState) throws(DocumentError) -> Bool {
        guard try nextMember(&array.isFirst, closer: UInt8(ascii: "]")) else { return false }
        array.index += 1
        return true
    }

    private mutating func nextMember(_ isFirst: inout Bool, closer: UInt8) throws(DocumentError)
        -> Bool
    {
        let byte = cursor.skipWhitespace()
        if byte == closer {
            cursor.offset += 1
            return false
        }
        if isFirst {
            isFirst = false
            guard byte != nil else { throw endOfInput() }
            return true
        }
        guard byte == UInt8(ascii: ",") else {
            let expected = "expected \",\" or \"\(Character(Unicode.Scalar(closer)))\""
            throw byte == nil ? endOfInput() : error(.syntax, expected, at: cursor.offset)
        }
        let comma = cursor.offset
        cursor.offset += 1
        switch cursor.skipWhitespace() {
        case closer: throw error(.syntax, "trailing comma", at: comma)
        case nil: throw endOfInput()
        default: return true
        }
    }

    /// Checks that only whitespace follows the document.
    package mutating func finish() throws(DocumentError) {
        guard cursor.skipWhitespace() == nil else {
            path = JSONPath()
            throw error(.syntax, "unexpected content after the document", at: cursor.offset)
        }
    }

    // MARK: Strings

    /// Reads a string value, or throws when the next value is something else.
    package mutating func readString(_ leaf: StaticString? = nil) throws(DocumentError) -> String {
        guard cursor.skipWhitespace() == .quote else {
            throw mismatch(FormatMessage.expectedString, leaf)
        }
        return try stringBody(leaf)
    }

    /// Reads a string value as ``readString(_:)`` does, with its checks and errors, but
    /// without making a string unless it has escapes.
    package mutating func readText(_ leaf: StaticString? = nil) throws(DocumentError) -> DecodedText {
        guard cursor.skipWhitespace() == .quote else {
            throw mismatch(FormatMessage.expectedString, leaf)
        }
        return try textBody(leaf)
    }

    /// Reads an object key and matches it without building a string, unless it is escaped
    /// or unknown.
    private mutating func readKey<Key: FormatKey>(
        _: Key.Type
    ) throws(DocumentError) -> (key: Key, index: Int) {
        let quote = cursor.offset
        if let (index, length) = Key.spellings.index(quotedAt: quote + 1, in: cursor.bytes) {
            cursor.offset = quote + length + 2
            return (Key.allCases[index], index)
        }
        cursor.offset += 1
        let start = cursor.offset
        var nonASCII = false
        if cursor.scanStringContent(sawNonASCII: &nonASCII) == .quote, !nonASCII {
            let bytes = UnsafeBufferPointer(rebasing: cursor.bytes[start..<cursor.offset])
            cursor.offset += 1
            if let found = Key.matching(bytes) { return found }
        }
        cursor.offset = quote
        let name = try stringBody(nil)
        if let key = Key(stringValue: name), let index = Key.allCases.firstIndex(of: key) {
            return (key, index)
        }
        throw error(.unknownKey, FormatMessage.unknownKey(name), at: quote)
    }

    /// Reads a string whose opening quote is at the cursor.
    private mutating func stringBody(_ leaf: StaticString?) throws(DocumentError) -> String {
        try textBody(leaf).string
    }

    /// Reads a string whose opening quote is at the cursor, as its bytes in the input when
    /// it has no escapes.
    @inline(__always)
    private mutating func textBody(_ leaf: StaticString?) throws(DocumentError) -> DecodedText {
        let quote = cursor.offset
        cursor.offset += 1
        let start = cursor.offset
        var nonASCII = false
        let stop = cursor.scanStringContent(sawNonASCII: &nonASCII)
        guard stop == .quote else { return .string(try escapedString(from: quote, leaf)) }
        let bytes = UnsafeBufferPointer(rebasing: cursor.bytes[start..<cursor.offset])
        cursor.offset += 1
        // Validated here rather than with `String(validating:)`, which needs macOS 15.
        if nonASCII, let bad = cursor.firstInvalidUTF8(in: start..<cursor.offset - 1) {
            throw invalidUTF8(at: bad, leaf)
        }
        return .bytes(bytes, isASCII: !nonASCII)
    }

    /// The slow path for a string with escapes, or one that ends badly.
    private mutating func escapedString(
        from quote: Int, _ leaf: StaticString?
    ) throws(DocumentError) -> String {
        scratch.removeAll(keepingCapacity: true)
        cursor.offset = quote + 1
        let start = cursor.offset
        var nonASCII = false
        while true {
            let runStart = cursor.offset
            let stop = cursor.scanStringContent(sawNonASCII: &nonASCII)
            scratch.append(contentsOf: cursor.bytes[runStart..<cursor.offset])
            switch stop {
            case .quote:
                cursor.offset += 1
                // Escapes are ASCII, so the raw bytes are valid exactly when the result is.
                if nonASCII, let bad = cursor.firstInvalidUTF8(in: start..<cursor.offset - 1) {
                    throw invalidUTF8(at: bad, leaf)
                }
                return String(decoding: scratch, as: UTF8.self)
            case .escape:
                try unescape(leaf)
            case .control:
                let code = String(cursor.bytes[cursor.offset], radix: 16, uppercase: true)
                let message = "unescaped control character U+\(code.leftPadded(to: 4)) in a string"
                throw error(.syntax, message, at: cursor.offset, leaf)
            case .end:
                throw error(.syntax, Self.unterminatedString, at: quote, leaf)
            }
        }
    }

    /// Decodes the escape at the cursor into `scratch`.
    private mutating func unescape(_ leaf: StaticString?) throws(DocumentError) {
        let escape = cursor.offset
        cursor.offset += 1
        guard let letter = cursor.peek else {
            throw error(.syntax, Self.unterminatedString, at: escape, leaf)
        }
        cursor.offset += 1
        switch letter {
        case .quote, .backslash, UInt8(ascii: "/"): scratch.append(letter)
        case UInt8(ascii: "n"): scratch.append(.lineFeed)
        case UInt8(ascii: "t"): scratch.append(.tab)
        case UInt8(ascii: "r"): scratch.append(.carriageReturn)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "u"):
            guard let unit = cursor.hexQuad() else {
                throw error(.syntax, "expected four hex digits after \\u", at: escape, leaf)
            }
            var value = unit
            if (0xD800..<0xDC00).contains(unit), cursor.skip("\\u") {
                let low = cursor.hexQuad()
                if let low, (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)
                } else {
                    cursor.offset = escape + 6
                }
            }
            guard let scalar = Unicode.Scalar(value) else {
                let text = String(unit, radix: 16, uppercase: true).leftPadded(to: 4)
                let message = "lone surrogate \\u\(text) is not a character"
                throw error(.syntax, message, at: escape, leaf)
            }
            scratch.append(contentsOf: UTF8.encode(scalar)!)
        default:
            let shown = String(decoding: cursor.bytes[cursor.offset - 1..<cursor.offset], as: UTF8.self)
            throw error(.syntax, "invalid escape \\\(shown)", at: escape, leaf)
        }
    }

    // MARK: Errors

    /// An error at `offset`, with the current path (plus `leaf`) and the line and column.
    @inline(never)
    package func error(
        _ kind: DocumentError.Kind, _ message: String, at offset: Int, _ leaf: StaticString? = nil
    ) -> DocumentError {
        var path = self.path
        if let leaf { path.components.append(.key(leaf.description)) }
        let (line, column) = cursor.lineAndColumn(of: offset)
        return DocumentError(kind, at: path.description, message, line: line, column: column)
    }

    /// The error for a value of the wrong type at the cursor. When the bytes there are not
    /// a JSON value at all, that is the error instead: malformed input is a syntax error.
    @inline(never)
    package func mismatch(_ message: String, _ leaf: StaticString?) -> DocumentError {
        var probe = cursor
        guard let byte = probe.peek else { return endOfInput(leaf) }
        let wellFormed: Bool
        switch byte {
        case .quote, UInt8(ascii: "{"), UInt8(ascii: "["): wellFormed = true
        case UInt8(ascii: "t"): wellFormed = probe.skip("true") && probe.isAtValueEnd
        case UInt8(ascii: "f"): wellFormed = probe.skip("false") && probe.isAtValueEnd
        case UInt8(ascii: "n"): wellFormed = probe.skip("null") && probe.isAtValueEnd
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            wellFormed = probe.skipNumber() && probe.isAtValueEnd
        default: wellFormed = false
        }
        let kind: DocumentError.Kind = wellFormed ? .invalidValue : .syntax
        return error(kind, wellFormed ? message : "expected a value", at: cursor.offset, leaf)
    }

    @inline(never)
    /// Reported at the string's opening quote, though what is missing is at the end.
    package static let unterminatedString = "unterminated string"

    package func endOfInput(_ leaf: StaticString? = nil) -> DocumentError {
        error(.syntax, "unexpected end of input", at: cursor.offset, leaf)
    }

    @inline(never)
    private func invalidUTF8(at offset: Int, _ leaf: StaticString?) -> DocumentError {
        error(.syntax, "invalid UTF-8", at: offset, leaf)
    }
}
