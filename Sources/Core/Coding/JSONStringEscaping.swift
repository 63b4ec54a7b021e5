extension [UInt8] {
    /// Appends `string` as a JSON string literal in UTF-8, quotes included.
    ///
    /// `"` and `\` are escaped, LF, TAB and CR as `\n`, `\t`, `\r`, and every other C0
    /// control, DEL and C1 control (U+0080–U+009F) as `\u00XX`, so no raw control
    /// character reaches the output. Everything else, `/` and U+2028 included, is written
    /// as raw UTF-8.
    ///
    /// Reference: ``appendJSONStringByScalars(_:)``, which the scan that copies runs of
    /// bytes must agree with byte for byte.
    package mutating func appendJSONString(_ string: String) {
        append(.quote)
        var string = string
        string.withUTF8 { appendEscaped($0) }
        append(.quote)
    }

    /// Copies runs that need no escape in one go; most strings are a single run.
    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            // 0xC2 also starts characters that need no escape (`©`); those are copied.
            guard
                byte < 0x20 || byte == .quote || byte == .backslash || byte == 0x7F
                    || byte == 0xC2
            else {
                i += 1
                continue
            }
            let escaped: UInt8?
            switch byte {
            case .quote, .backslash: escaped = byte
            case .lineFeed: escaped = UInt8(ascii: "n")
            case .tab: escaped = UInt8(ascii: "t")
            case .carriageReturn: escaped = UInt8(ascii: "r")
            case 0x7F, 0x00..<0x20: escaped = nil
            case 0xC2 where i + 1 < bytes.count && bytes[i + 1] < 0xA0:
                append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                appendUnicodeEscape(bytes[i + 1])
                i += 2
                runStart = i
                continue
            default:
                i += 1
                continue
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
            if let escaped {
                append(.backslash)
                append(escaped)
            } else {
                appendUnicodeEscape(byte)
            }
            i += 1
            runStart = i
        }
        append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// ``appendJSONString(_:)`` scalar by scalar, as its documentation states it, without
    /// copying runs: the reference it must agree with.
    package mutating func appendJSONStringByScalars(_ string: String) {
        append(.quote)
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x22, 0x5C:
                append(.backslash)
                append(UInt8(scalar.value))
            case 0x0A: append(contentsOf: [.backslash, UInt8(ascii: "n")])
            case 0x09: append(contentsOf: [.backslash, UInt8(ascii: "t")])
            case 0x0D: append(contentsOf: [.backslash, UInt8(ascii: "r")])
            case 0x00..<0x20, 0x7F...0x9F: appendUnicodeEscape(UInt8(scalar.value))
            default: append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        append(.quote)
    }

    /// `\u00XX` for a code point below U+0100.
    private mutating func appendUnicodeEscape(_ value: UInt8) {
        let digits: StaticString = "0123456789abcdef"
        append(.backslash)
        append(UInt8(ascii: "u"))
        append(UInt8(ascii: "0"))
        append(UInt8(ascii: "0"))
        append(digits.utf8Start[Int(value >> 4)])
        append(digits.utf8Start[Int(value & 0xF)])
    }
}
