import Core

/// Keys from the bytes a terminal sends: the escape sequences of ``KeyDecoder``.
extension Key {
    /// The key of the escape sequence at the start of `bytes` (ESC `[` or ESC `O` first)
    /// and its length, the key `nil` for a sequence a list has no use for; `nil` when
    /// the sequence has not ended yet.
    ///
    /// A control sequence is ESC `[`, parameter bytes (`0`–`?`), intermediate bytes
    /// (space–`/`) and one final byte (`@`–`~`); it is consumed whole, so an unknown key
    /// such as Ctrl-Up (ESC `[1;5A`) or a mouse click never leaks its tail into the
    /// filter. ESC `O` is followed by one final byte (keys in application mode).
    package static func sequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 3 else { return nil }
        if bytes[start + 1] == 0x4F {
            // Only a final byte completes it; any other (the ESC of the next key) starts afresh.
            guard (0x40...0x7E).contains(bytes[start + 2]) else { return (nil, 2) }
            return (final(bytes[start + 2], parameters: ""), 3)
        }
        var end = start + 2
        while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.endIndex else { return nil }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        // A byte outside the grammar ends a malformed sequence; it stays for the next key.
        guard (0x40...0x7E).contains(bytes[end]) else { return (nil, end - start) }
        if parameters.hasPrefix("<") {
            return (mouse(parameters.dropFirst(), final: bytes[end]), end + 1 - start)
        }
        return (final(bytes[end], parameters: parameters), end + 1 - start)
    }

    private static func final(_ byte: UInt8, parameters: String) -> Key? {
        switch (byte, parameters) {
        case (0x41, ""): .up  // A
        case (0x42, ""): .down  // B
        case (0x43, ""): .right  // C
        case (0x44, ""): .left  // D
        case (0x48, ""), (0x7E, "1"), (0x7E, "7"): .home  // H, or ~ with 1 or 7
        case (0x46, ""), (0x7E, "4"), (0x7E, "8"): .end  // F, or ~ with 4 or 8
        case (0x7E, "5"): .pageUp
        case (0x7E, "6"): .pageDown
        case (0x7E, "3"): .delete
        default: nil
        }
    }

    /// An SGR mouse report, ESC `[<` button `;` column `;` row and `M` (press) or `m`
    /// (release): buttons 64 and 65 are the wheel, whatever modifier bits (4, 8, 16) are
    /// added; clicks and motion do nothing.
    private static func mouse(_ parameters: Substring, final: UInt8) -> Key? {
        guard final == 0x4D, let field = parameters.split(separator: ";").first, let button = Int(field)
        else { return nil }
        switch button & ~0b1_1100 {
        case 64: return .wheelUp
        case 65: return .wheelDown
        default: return nil
        }
    }
}
