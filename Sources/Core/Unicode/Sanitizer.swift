/// Makes untrusted text safe to print (the Display width article): a raw control character from
/// content could move the cursor, restyle the terminal or hide text, so none may reach any output
/// format.
///
/// Only C0 controls, DEL and C1 controls change; everything else, bidi overrides and isolates
/// included, is kept (those are format characters, zero cells wide, and harmless to the layout).
package enum Sanitizer {
    /// Every C0 control except LF → its Control Picture (U+2400 + code), DEL → U+2421,
    /// C1 (U+0080–U+009F) → U+FFFD, TAB → one space, CR LF → LF, a lone CR → U+240D, as the
    /// Display width article says.
    /// Returns the input unchanged (no copy) when nothing needs replacing — the common case must
    /// be a fast scan over UTF-8 bytes.
    ///
    /// Reference: ``sanitizedByScalars(_:)``, which the scans of bytes (a word at a time, then
    /// byte by byte) must agree with scalar for scalar.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length; allocates only when something is replaced.
    package static func sanitize(_ text: String) -> String {
        withUTF8(of: text) { bytes in
            guard let start = firstUnsafeIndex(in: bytes) else { return text }
            return String(decoding: replacingControls(in: bytes, from: start), as: UTF8.self)
        }
    }

    /// ``sanitize(_:)`` scalar by scalar, as the Display width article states it, with none
    /// of its byte-level shortcuts: the reference it must agree with.
    package static func sanitizedByScalars(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x0A: output.append(scalar)
            case 0x09: output.append(" ")
            case 0x0D where index + 1 < scalars.count && scalars[index + 1] == "\n": break
            case 0x00..<0x20: output.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: output.append("\u{2421}")
            case 0x80...0x9F: output.append("\u{FFFD}")
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    /// Runs `body` on the text's UTF-8 bytes, copying them only when the string is not stored
    /// contiguously (a bridged string).
    private static func withUTF8<Result>(
        of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The offset of the first byte that starts something to replace, or nil when there is none.
    private static func firstUnsafeIndex(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = PrintableASCII.prefix(of: bytes)
        while index < bytes.count {
            let byte = bytes[index]
            // Printable ASCII and every byte of other scalars pass at once; a C1 control is the
            // only two-byte sequence led by 0xC2 whose second byte is below 0xA0.
            if byte &- 0x20 >= 0x5F, byte != 0x0A, isControl(bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether the byte at `index` (a lead byte of valid UTF-8) starts a control character:
    /// C0 (the line feed included), DEL or C1. Only these change in sanitising, and only a
    /// line feed of them stays.
    @inline(__always)
    package static func isControl(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        return byte < 0x20 || byte == 0x7F || isC1(bytes, at: index)
    }

    /// True when the scalar at `index` (a lead byte of valid UTF-8) is U+0080–U+009F.
    @inline(__always)
    private static func isC1(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        bytes[index] == 0xC2 && bytes[index + 1] < 0xA0
    }

    /// The sanitised bytes, copying `bytes[..<start]` as they are since nothing there changes.
    private static func replacingControls(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> [UInt8] {
        var output: [UInt8] = []
        // A replacement is at most two bytes longer than what it replaces.
        output.reserveCapacity(bytes.count + 16)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<start]))
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                output.append(byte)
            case 0x09:
                output.append(0x20)
            case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                break  // CR LF is a line break: the LF that follows is kept.
            case 0x00..<0x20:
                appendControlPicture(of: byte, to: &output)
            case 0x7F:
                appendControlPicture(of: 0x21, to: &output)  // U+2421 SYMBOL FOR DELETE
            case 0xC2 where isC1(bytes, at: index):
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
                index += 1
            default:
                output.append(byte)
            }
            index += 1
        }
        return output
    }

    /// Appends U+2400 + `offset` (a Control Picture), whose UTF-8 is E2 90 80+offset.
    @inline(__always)
    private static func appendControlPicture(of offset: UInt8, to output: inout [UInt8]) {
        output.append(0xE2)
        output.append(0x90)
        output.append(0x80 + offset)
    }
}
