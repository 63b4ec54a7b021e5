import Core

/// Turns the bytes a terminal sends in raw mode into keys, read after read: a key cut
/// between two reads is finished by the next, and a paste is one key however many reads
/// it takes.
///
/// Text is decoded from UTF-8 as a terminal emulator decodes it (the WHATWG rule, "maximal
/// subparts"): a byte that cannot start a character, or a sequence that breaks off, is one
/// U+FFFD, and the byte that broke it off is decoded afresh. So a stray 8-bit byte (from a
/// terminal that sends Alt-x as one byte with the high bit set) never takes the Esc, the
/// Ctrl-C or the arrow key after it into the filter.
///
/// A paste arrives in bracketed paste mode (2004) between ESC `[200~` and ESC `[201~`: it
/// is one ``Key/paste(_:)`` with its control characters dropped, so that a line break in
/// it never acts as Enter and an escape in it never reaches the screen.
package struct KeyDecoder {
    package static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    package static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Bytes of a key not yet complete.
    private(set) var pending: [UInt8] = []
    /// The bytes of the paste that is arriving, `nil` outside a paste.
    private var pasted: [UInt8]?

    /// Whether ``flush()`` would make keys of the pending bytes: a lone ESC (Escape, unless
    /// the rest of a sequence follows) or a character broken off (U+FFFD). The list waits
    /// a little for more bytes before it flushes.
    package var waits: Bool {
        guard !isPasting, let first = pending.first else { return false }
        return pending == [0x1B] || first >= 0x80
    }

    /// Whether a paste has begun and not yet ended.
    package var isPasting: Bool { pasted != nil }

    /// The keys that `bytes`, read after what came before, complete.
    package mutating func keys(from bytes: [UInt8]) -> [Key] {
        decode(bytes, complete: false)
    }

    /// The keys of what is pending once no more bytes came: a lone ESC is Escape, a
    /// character broken off is U+FFFD, and a paste whose end never came ends here.
    package mutating func flush() -> [Key] {
        var keys = decode([], complete: true)
        if let pasted {
            keys.append(.paste(Self.pastedText(pasted[...])))
            self.pasted = nil
        }
        return keys
    }

    private mutating func decode(_ new: [UInt8], complete: Bool) -> [Key] {
        var keys: [Key] = []
        let bytes = pending.isEmpty ? new : pending + new
        pending = []
        var index = 0
        while index < bytes.count {
            if pasted != nil {
                index = takePaste(bytes, from: index, into: &keys)
                continue
            }
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                guard index + 1 < bytes.count else {
                    if complete {
                        keys.append(.escape)
                        index += 1
                        continue
                    }
                    pending = Array(bytes[index...])
                    return keys
                }
                guard bytes[index + 1] == 0x5B || bytes[index + 1] == 0x4F else {
                    keys.append(.escape)
                    index += 1
                    continue
                }
                guard let (key, length) = Key.sequence(bytes[index...]) else {
                    // Unfinished; on a flush it is dropped, as a sequence the list has no use for.
                    if !complete { pending = Array(bytes[index...]) }
                    return keys
                }
                if bytes[index...].starts(with: Self.pasteStart) {
                    pasted = []
                } else if let key {
                    keys.append(key)
                }
                index += length
            case 0x0D, 0x0A: keys.append(.enter); index += 1
            case 0x09: keys.append(.tab); index += 1
            case 0x7F, 0x08: keys.append(.backspace); index += 1
            case 0x03: keys.append(.interrupt); index += 1
            case 0x1A: keys.append(.suspend); index += 1  // Ctrl-Z: raw mode sends it as a byte
            case 0x10: keys.append(.up); index += 1  // Ctrl-P
            case 0x0E: keys.append(.down); index += 1  // Ctrl-N
            case 0x00..<0x20: index += 1  // Other control keys do nothing.
            default:
                var text: [UInt8] = []
                let end = Self.appendText(of: bytes, from: index, to: &text, complete: complete)
                keys.append(contentsOf: String(decoding: text, as: UTF8.self).map(Key.character))
                if end < bytes.count, bytes[end] >= 0x80 {
                    pending = Array(bytes[end...])  // a character cut off by the end of the read
                    return keys
                }
                index = end
            }
        }
        return keys
    }

    /// Takes the paste's bytes from `index` up to its end mark, or all of them when the
    /// mark has not come yet; returns where decoding goes on.
    private mutating func takePaste(_ bytes: [UInt8], from index: Int, into keys: inout [Key]) -> Int {
        let searchFrom = max(0, pasted!.count - (Self.pasteEnd.count - 1))
        pasted!.append(contentsOf: bytes[index...])
        guard let end = Self.firstIndex(of: Self.pasteEnd, in: pasted!, from: searchFrom) else {
            return bytes.count
        }
        let taken = pasted!.count - (bytes.count - index)
        keys.append(.paste(Self.pastedText(pasted![..<end])))
        pasted = nil
        return index + (end + Self.pasteEnd.count - taken)
    }

    private static func firstIndex(of mark: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + mark.count <= bytes.count {
            if bytes[index] == mark[0], bytes[index..<(index + mark.count)].elementsEqual(mark) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A paste's text: its characters, every control character dropped (a one-line filter
    /// has no use for a line break or a tab, and the filter is echoed to the terminal).
    package static func pastedText(_ bytes: ArraySlice<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        let bytes = Array(bytes)
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x20 || bytes[index] == 0x7F {
                index += 1
                continue
            }
            index = appendText(of: bytes, from: index, to: &text, complete: true)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the UTF-8 of the text at `start` to `text`, up to the first C0 control or
    /// DEL, or the end; returns where it stopped. A C1 control is dropped; a maximal
    /// subpart of an ill-formed sequence is one U+FFFD. A sequence cut off by the end
    /// is U+FFFD when `complete`; otherwise the index of its first byte is returned.
    package static func appendText(of bytes: [UInt8], from start: Int, to text: inout [UInt8], complete: Bool)
        -> Int
    {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte >= 0x20, byte != 0x7F else { return index }
                text.append(byte)
                index += 1
                continue
            }
            switch UTF8Unit(bytes, at: index) {
            case .scalar(let length):
                // C1 controls (U+0080–U+009F, 0xC2 0x80–0x9F) never reach the echoed filter.
                if !(byte == 0xC2 && bytes[index + 1] < 0xA0) {
                    text.append(contentsOf: bytes[index..<(index + length)])
                }
                index += length
            case .illFormed(let length):
                text.append(contentsOf: [0xEF, 0xBF, 0xBD])
                index += length
            case .cut:
                guard complete else { return index }
                text.append(contentsOf: [0xEF, 0xBF, 0xBD])
                return bytes.count
            }
        }
        return index
    }
}

/// The UTF-8 sequence that starts at a byte of 0x80 or more, by the table of well-formed
/// sequences (Unicode's table 3-7): no overlong forms, no surrogates, nothing past U+10FFFF.
package enum UTF8Unit: Equatable {
    /// A well-formed sequence of `length` bytes.
    case scalar(length: Int)
    /// A maximal subpart of `length` bytes that no well-formed sequence continues: one
    /// U+FFFD, the next byte decoded afresh.
    case illFormed(length: Int)
    /// A well-formed start that the bytes end before it is complete.
    case cut

    package init(_ bytes: [UInt8], at index: Int) {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default:
            self = .illFormed(length: 1)  // a continuation byte, C0, C1, F5–FF: no lead
            return
        }
        for offset in 1..<length {
            guard index + offset < bytes.count else {
                self = .cut
                return
            }
            let range = offset == 1 ? second : 0x80...0xBF
            guard range.contains(bytes[index + offset]) else {
                self = .illFormed(length: offset)
                return
            }
        }
        self = .scalar(length: length)
    }
}
