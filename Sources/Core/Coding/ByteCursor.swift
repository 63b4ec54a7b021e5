/// A read position in UTF-8 input, with the byte-level scanning the JSON decoder needs.
///
/// The cursor never builds a string unless asked for one, and never throws: it reports
/// what it found, and ``JSONParser`` turns that into an error with a path. Scanning runs
/// eight bytes at a time, because the bulk of a large document is string content.
package struct ByteCursor {
    package let bytes: UnsafeBufferPointer<UInt8>
    /// Where the JSON text begins: after a byte order mark, if any.
    package let start: Int
    package var offset: Int

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not JSON, but editors write one; it carries nothing.
        let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        start = hasMark ? 3 : 0
        offset = start
    }

    package var isAtEnd: Bool { offset >= bytes.count }

    /// The byte at the cursor, or `nil` at the end of the input.
    package var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Moves past JSON whitespace and returns the byte that follows it, if any.
    @inline(__always)
    package mutating func skipWhitespace() -> UInt8? {
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte == .space || byte == .lineFeed || byte == .tab || byte == .carriageReturn
            else { return byte }
            offset += 1
        }
        return nil
    }

    /// Moves past `word` when the input continues with it.
    package mutating func skip(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - offset >= count else { return false }
        for i in 0..<count where bytes[offset + i] != word.utf8Start[i] { return false }
        offset += count
        return true
    }

    /// Whether a number or literal that ends here is complete (`01` and `truex` are not).
    package var isAtValueEnd: Bool {
        switch peek {
        case nil, .space, .lineFeed, .tab, .carriageReturn, UInt8(ascii: ","), UInt8(ascii: "]"),
            UInt8(ascii: "}"):
            true
        default: false
        }
    }

    /// Moves past a number written as JSON allows (`-0.5e+3`; no `+`, no leading zeros).
    package mutating func skipNumber() -> Bool {
        _ = skip("-")
        if !skip("0"), skipDigits() == 0 { return false }
        if skip("."), skipDigits() == 0 { return false }
        if let byte = peek, byte | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if !skip("+") { _ = skip("-") }
            if skipDigits() == 0 { return false }
        }
        return true
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while let byte = peek, byte &- UInt8(ascii: "0") < 10 { offset += 1 }
        return offset - start
    }

    /// How a run of string content ended.
    package enum StringStop {
        /// At the closing quote; `offset` is on it.
        case quote
        /// At a backslash; `offset` is on it.
        case escape
        /// At an unescaped control character; `offset` is on it.
        case control
        /// At the end of the input.
        case end
    }

    /// Moves to the next byte that ends plain string content: a quote, a backslash, a
    /// control character or the end. Sets `sawNonASCII` when it passed a byte ≥ 0x80.
    ///
    /// Reference: ``scanStringContentByBytes(sawNonASCII:)``.
    @inline(__always)
    package mutating func scanStringContent(sawNonASCII: inout Bool) -> StringStop {
        let count = bytes.count
        var high: UInt64 = 0
        var i = offset
        var found = false
        while i &+ 8 <= count {
            let word = ByteWords.word(bytes, at: i)
            let stops =
                ByteWords.zeroBytes(word ^ Self.quotes) | ByteWords.zeroBytes(word ^ Self.backslashes)
                | Self.bytesBelowSpace(word)
            if stops != 0 {
                // The tests can mark bytes after a stop, never before one, so the lowest
                // mark is the first stop.
                let bits = stops.trailingZeroBitCount & ~7
                high |= bits == 0 ? 0 : word & (UInt64.max >> (64 - bits))
                i &+= bits >> 3
                found = true
                break
            }
            high |= word
            i &+= 8
        }
        while !found, i < count {
            let byte = bytes[i]
            if byte == .quote || byte == .backslash || byte < .space { break }
            high |= UInt64(byte)
            i &+= 1
        }
        if high & ByteWords.highBits != 0 { sawNonASCII = true }
        offset = i
        guard i < count else { return .end }
        switch bytes[i] {
        case .quote: return .quote
        case .backslash: return .escape
        default: return .control
        }
    }

    /// ``scanStringContent(sawNonASCII:)`` one byte at a time: the definition the scan eight
    /// bytes at a time must agree with.
    package mutating func scanStringContentByBytes(sawNonASCII: inout Bool) -> StringStop {
        while let byte = peek {
            switch byte {
            case .quote: return .quote
            case .backslash: return .escape
            case ..<UInt8.space: return .control
            default:
                if byte >= 0x80 { sawNonASCII = true }
                offset += 1
            }
        }
        return .end
    }

    private static let quotes: UInt64 = 0x2222_2222_2222_2222
    private static let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C

    /// Non-zero exactly when some byte of `word` is below 0x20.
    @inline(__always)
    private static func bytesBelowSpace(_ word: UInt64) -> UInt64 {
        (word &- 0x2020_2020_2020_2020) & ~word & ByteWords.highBits
    }

    /// Reads the four hex digits of a `\u` escape after the cursor's `\u`.
    package mutating func hexQuad() -> UInt32? {
        guard bytes.count - offset >= 4 else { return nil }
        var value: UInt32 = 0
        for i in 0..<4 {
            let byte = bytes[offset + i]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        offset += 4
        return value
    }

    /// The offset of the first byte in `range` that is not part of well-formed UTF-8, or
    /// `nil` when the whole range is. Runs only on strings the scan saw non-ASCII bytes in.
    package func firstInvalidUTF8(in range: Range<Int>) -> Int? {
        var i = range.lowerBound
        while i < range.upperBound {
            let lead = bytes[i]
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F:
                i += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xED: length = 3; high = 0x9F  // excludes surrogates
            case 0xE1...0xEF: length = 3
            case 0xF0: length = 4; low = 0x90
            case 0xF4: length = 4; high = 0x8F
            case 0xF1...0xF3: length = 4
            default: return i
            }
            guard range.upperBound - i >= length else { return i }
            let second = bytes[i + 1]
            guard second >= low, second <= high else { return i }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }

    /// The 1-based line and column of `offset`; columns count Unicode scalars.
    ///
    /// Only errors ask, so it scans from the start instead of tracking lines while parsing.
    /// A line ends at LF (CR LF therefore counts once).
    package func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var afterCarriageReturn = false
        // The byte order mark is not part of the text, so it is not a column either; CR LF,
        // a lone CR and LF each end a line, as editors count them.
        for byte in bytes[min(start, offset)..<min(offset, bytes.count)] {
            if byte == .lineFeed || byte == .carriageReturn {
                if !(byte == .lineFeed && afterCarriageReturn) { line += 1 }
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            afterCarriageReturn = byte == .carriageReturn
        }
        return (line, column)
    }

    /// The name of the wider Unicode encoding the input starts like (`UTF-16`,
    /// `UTF-32`), by its byte order mark or by the zero bytes of an ASCII first character.
    package var wideEncoding: String? {
        func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        let (b0, b1, b2, b3) = (byte(0), byte(1), byte(2), byte(3))
        if (b0, b1, b2, b3) == (0, 0, 0xFE, 0xFF) || (b0, b1, b2, b3) == (0xFF, 0xFE, 0, 0) {
            return "UTF-32"
        }
        if (b0, b1) == (0xFE, 0xFF) || (b0, b1) == (0xFF, 0xFE) { return "UTF-16" }
        guard let b0, let b1 else { return nil }
        if b0 == 0, b1 == 0, b2 == 0, let b3, b3 != 0 { return "UTF-32" }
        if b0 != 0, b1 == 0, b2 == 0, b3 == 0 { return "UTF-32" }
        if (b0 == 0) != (b1 == 0) { return "UTF-16" }
        return nil
    }
}

extension UInt8 {
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    package static let lineFeed = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let quote = UInt8(ascii: "\"")
    package static let backslash = UInt8(ascii: "\\")
}
