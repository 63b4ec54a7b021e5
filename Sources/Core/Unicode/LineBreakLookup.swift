/// Reading the generated line-break tables: decoded from their hexadecimal literals once, on
/// first use, then two array reads a scalar.
extension LineBreakTables {
    /// The unique block of each run of 128 code points.
    package static let blockIndex: [UInt8] = decode(blockIndexHex)
    /// The unique blocks, one value a code point.
    package static let blocks: [UInt8] = decode(blocksHex)

    /// The value of scalar `value` (below U+110000): its ``LineBreakClass`` raw value and
    /// grapheme flags.
    @inline(__always)
    package static func value(of value: UInt32) -> UInt8 {
        let block = Int(blockIndex[Int(value >> 7)])
        return blocks[block << 7 | Int(value & 0x7F)]
    }

    /// The two tables, taken once for a loop over many scalars: each read of a static
    /// table checks that it was made, and a loop that calls no other code still checks
    /// it every time.
    package struct Reader {
        private let blockIndex = LineBreakTables.blockIndex
        private let blocks = LineBreakTables.blocks

        /// ``LineBreakTables/value(of:)``.
        @inline(__always)
        package func value(of value: UInt32) -> UInt8 {
            blocks[Int(blockIndex[Int(value >> 7)]) << 7 | Int(value & 0x7F)]
        }
    }

    /// The bytes that hexadecimal digits spell, other characters (the literal's line breaks
    /// and indents) skipped.
    private static func decode(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8?
        for digit in hex.utf8 {
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - UInt8(ascii: "A") + 10
            default: continue
            }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return bytes
    }
}
