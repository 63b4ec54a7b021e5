/// Whether a paragraph's line-break opportunities are exactly its runs of spaces, so that the
/// wrapper may split it at spaces alone, as it always has, without running the rules of
/// ``LineBreakRules`` scalar by scalar.
///
/// That holds for text made of letters and digits (Line_Break AL and NU with no grapheme
/// rule), quotation marks, and the punctuation that only forbids a break before it (`,` `.`
/// `:` `;` `)` `]`, and `!` `?` at the end of a word), as long as none of those begins a word
/// after a space. Anything else (a hyphen, a slash, an opening bracket, an ideograph, a mark,
/// a no-break space) takes the rules.
enum SpaceBreaks {
    /// Whether the opportunities of the paragraph at byte offsets `range` of valid UTF-8 are
    /// its runs of spaces.
    static func suffice(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        // Eight bytes at a time while they hold only spaces, letters and digits.
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= range.upperBound,
                isPlain(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
            }
        }
        var afterSpace = index > range.lowerBound && bytes[index - 1] == 0x20
        while index < range.upperBound {
            let byte = bytes[index]
            if byte >= 0x80 {
                let (value, length) = scalar(bytes, at: index)
                let lineBreak = LineBreakTables.value(of: value)
                // AL, NU or QU, with no grapheme flag.
                guard
                    lineBreak == LineBreakClass.al.rawValue || lineBreak == LineBreakClass.nu.rawValue
                        || lineBreak == LineBreakClass.qu.rawValue
                else { return false }
                afterSpace = false
                index += length
                continue
            }
            switch byte {
            case 0x20:
                afterSpace = true
                index += 1
                continue
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x22, 0x23, 0x26, 0x27, 0x2A, 0x3C...0x3E, 0x40, 0x5E,
                0x5F, 0x60, 0x7E:
                break  // NU, AL, QU
            case 0x2C, 0x2E, 0x3A, 0x3B, 0x29, 0x5D:
                if afterSpace { return false }  // IS, CP: no break before them
            case 0x21, 0x3F:
                // EX: no break before it, and a break after it before a letter.
                if afterSpace { return false }
                let next = index + 1 < range.upperBound ? bytes[index + 1] : 0x20
                switch next {
                case 0x20, 0x21, 0x22, 0x27, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D: break
                default: return false
                }
            default:
                return false
            }
            afterSpace = false
            index += 1
        }
        return true
    }

    /// Whether eight bytes are all spaces, ASCII letters and digits: no high bit and no byte in
    /// the punctuation ranges 0x21–0x2F, 0x3A–0x40, 0x5B–0x60, 0x7B–0x7F, nor below 0x20.
    @inline(__always)
    static func isPlain(_ word: UInt64) -> Bool {
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard word & highs == 0 else { return false }
        return hasBetween(word, 0x20, 0x30) | hasBetween(word, 0x39, 0x41) | hasBetween(word, 0x5A, 0x61)
            | hasBetween(word, 0x7A, 0x80) | hasBetween(word, -1, 0x20) == 0
    }

    /// The high bit of each byte of `word` (all below 0x80) that is above `low` and below
    /// `high` (both from −1 to 128): the classic "has a byte between" test, exact for ASCII.
    @inline(__always)
    private static func hasBetween(_ word: UInt64, _ low: Int, _ high: Int) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let sevens = ones &* 127
        let low7 = word & sevens
        return (ones &* UInt64(127 + high) &- low7) & ~word & (low7 &+ ones &* UInt64(127 - low))
            & (ones &* 128)
    }

    /// The scalar whose UTF-8 starts at `index` and its length; the text is valid UTF-8.
    @inline(__always)
    static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        let second = UInt32(bytes[index + 1] & 0x3F)
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | second, 2) }
        let third = UInt32(bytes[index + 2] & 0x3F)
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | second << 6 | third, 3) }
        let fourth = UInt32(bytes[index + 3] & 0x3F)
        return ((lead & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
    }
}
