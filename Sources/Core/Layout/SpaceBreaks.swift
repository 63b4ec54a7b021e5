/// Whether a paragraph's line-break opportunities are exactly its runs of spaces, so that the
/// wrapper may split it at spaces alone, as it always has, without running the rules of
/// ``LineBreakRules`` scalar by scalar.
///
/// That holds for text made of letters and digits (Line_Break AL and NU with no grapheme
/// rule), quotation marks, and the punctuation that only forbids a break before it (`,` `.`
/// `:` `;` `)` `]`, and `!` `?` at the end of a word), as long as none of those begins a word
/// after a space. Anything else (a hyphen, a slash, an opening bracket, an ideograph, a mark,
/// a no-break space) takes the rules.
package enum SpaceBreaks {
    /// Whether the opportunities of the paragraph at byte offsets `range` of valid UTF-8 are
    /// its runs of spaces.
    package static func suffice(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let end = range.upperBound
        var index = range.lowerBound
        var afterSpace = false
        while index < end {
            // Eight bytes at a time while they hold only spaces, letters and digits; the last
            // eight of the paragraph may overlap bytes already passed.
            if index + 8 <= end {
                // Little-endian whatever the machine: the last byte is the top one.
                let word = ByteWords.word(bytes, at: index)
                if isPlain(word) {
                    index += 8
                    afterSpace = word >> 56 == 0x20
                    continue
                }
            } else if end - range.lowerBound >= 8,
                isPlain(ByteWords.word(bytes, at: end - 8))
            {
                return true
            }
            let byte = bytes[index]
            if byte >= 0x80 {
                let (value, length) = DisplayWidth.decode(bytes, at: index)
                guard isLetter(value) else { return false }
                afterSpace = false
                index += length
                continue
            }
            // Comparisons rather than range patterns, which cost a call each unoptimised.
            if byte == 0x20 {
                afterSpace = true
                index += 1
                continue
            }
            if byte &- 0x30 >= 10, (byte | 0x20) &- 0x61 >= 26, !isInert(byte, afterSpace: afterSpace) {
                return false
            }
            if byte == 0x21 || byte == 0x3F, index + 1 < end, !isClosing(bytes[index + 1]) {
                return false  // EX: a break after it before a letter
            }
            afterSpace = false
            index += 1
        }
        return true
    }

    /// Whether an ASCII byte other than a letter, digit or space leaves the opportunities at
    /// spaces: AL and QU punctuation anywhere, IS, CP and EX (no break before them) only
    /// when no space comes right before.
    @inline(__always)
    private static func isInert(_ byte: UInt8, afterSpace: Bool) -> Bool {
        switch byte {
        case 0x22, 0x23, 0x26, 0x27, 0x2A, 0x3C, 0x3D, 0x3E, 0x40, 0x5E, 0x5F, 0x60, 0x7E: true
        case 0x2C, 0x2E, 0x3A, 0x3B, 0x29, 0x5D, 0x21, 0x3F: !afterSpace
        default: false
        }
    }

    /// Whether an EX before `byte` breaks nowhere: `byte` is a space or forbids a break
    /// before it (CL, CP, EX, IS, QU).
    @inline(__always)
    private static func isClosing(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x21, 0x22, 0x27, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D: true
        default: false
        }
    }

    /// Whether a scalar above ASCII is a letter or digit of line-break class AL or NU, or a
    /// quotation mark (QU), with no grapheme rule: the common Latin, Greek and Cyrillic
    /// letters without a table search (`SpaceBreaksTests` checks the ranges against it).
    @inline(__always)
    package static func isLetter(_ value: UInt32) -> Bool {
        if value >= 0xC0,
            value < 0x2C8 || (value >= 0x386 && value < 0x483) || (value >= 0x48A && value < 0x589)
        {
            return true
        }
        let lineBreak = LineBreakTables.value(of: value)
        return lineBreak == LineBreakClass.al.rawValue || lineBreak == LineBreakClass.nu.rawValue
            || lineBreak == LineBreakClass.qu.rawValue
    }

    /// Whether eight bytes are all spaces, ASCII letters and digits. Each test adds to every
    /// byte (all below 0x80) what carries it into its high bit from a threshold on, which
    /// no byte carries out of: the constants are written out, so that the test is a handful
    /// of instructions even where nothing is optimised.
    ///
    /// Reference: ``isPlain(byte:)`` of each of the eight bytes.
    @inline(__always)
    package static func isPlain(_ word: UInt64) -> Bool {
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard word & highs == 0 else { return false }
        let lower = word | 0x2020_2020_2020_2020
        // At or above "a" (0x61), and not at or above "{" (0x7B).
        let letters = (lower &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(lower &+ 0x0505_0505_0505_0505)
        // At or above "0" (0x30), and not at or above ":" (0x3A).
        let digits = (word &+ 0x5050_5050_5050_5050) & ~(word &+ 0x4646_4646_4646_4646)
        // Not a byte that differs from 0x20.
        let spaces = ~((word ^ 0x2020_2020_2020_2020) &+ 0x7F7F_7F7F_7F7F_7F7F)
        return (letters | digits | spaces) & highs == highs
    }

    /// Whether one byte is a space, an ASCII letter or a digit: the definition ``isPlain(_:)``
    /// must agree with.
    package static func isPlain(byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}
