/// A key press in the picker, decoded from the bytes a terminal sends in raw mode.
enum Key: Equatable {
    case up, down, enter, backspace, escape, interrupt
    case character(Character)

    /// Decodes the keys in `bytes`. A lone ESC is Escape only when `complete` (no more
    /// bytes arrived soon after); otherwise it may begin an arrow key and is kept.
    ///
    /// - Returns: The keys, and the bytes left over for the next read.
    static func decode(_ bytes: [UInt8], complete: Bool) -> (keys: [Key], rest: [UInt8]) {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                guard index + 1 < bytes.count else {
                    if complete { keys.append(.escape); index += 1; continue }
                    return (keys, Array(bytes[index...]))
                }
                // ESC [ A and ESC O A (application cursor mode) are arrows.
                if bytes[index + 1] == 0x5B || bytes[index + 1] == 0x4F {
                    guard index + 2 < bytes.count else { return (keys, Array(bytes[index...])) }
                    switch bytes[index + 2] {
                    case 0x41: keys.append(.up)
                    case 0x42: keys.append(.down)
                    default: break  // Other sequences (right, left, F-keys) do nothing here.
                    }
                    index += 3
                } else {
                    keys.append(.escape)
                    index += 1
                }
            case 0x0D, 0x0A: keys.append(.enter); index += 1
            case 0x7F, 0x08: keys.append(.backspace); index += 1
            case 0x03: keys.append(.interrupt); index += 1
            case 0x10: keys.append(.up); index += 1  // Ctrl-P
            case 0x0E: keys.append(.down); index += 1  // Ctrl-N
            case 0x00..<0x20: index += 1  // Other control keys do nothing.
            default:
                let length = byte < 0xE0 ? (byte < 0x80 ? 1 : 2) : (byte < 0xF0 ? 3 : 4)
                guard index + length <= bytes.count else { return (keys, Array(bytes[index...])) }
                let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
                // The filter is echoed to the terminal: a C1 control must never reach it.
                let printable = text.filter {
                    $0.unicodeScalars.allSatisfy { !(0x80...0x9F).contains($0.value) }
                }
                keys.append(contentsOf: printable.map(Key.character))
                index += length
            }
        }
        return (keys, [])
    }
}
