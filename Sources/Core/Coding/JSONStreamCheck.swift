/// Follows JSON's syntax over input as it arrives, a chunk at a time, and finds the first
/// byte that no continuation could make part of a document: a value where a key belongs,
/// a second top-level value, a byte JSON allows nowhere. It keeps a stack of open
/// containers and a small state, so it costs a pass over the bytes and no allocation
/// beyond the nesting depth; the decoder judges everything else once the input is whole.
package struct JSONStreamCheck {
    private enum State {
        /// Before the top-level value, which must be an object.
        case start
        /// A value is needed (after `:`, `,` in an array, or `[`).
        case value(closerAllowed: Bool)
        /// A key's opening quote is needed (after `{` or `,` in an object).
        case key(closerAllowed: Bool)
        case colon
        /// After a value: `,` or the closer of the innermost container.
        case afterValue
        case string(isKey: Bool)
        case escape(isKey: Bool)
        /// Hexadecimal digits still due in a `\u` escape.
        case unicode(remaining: Int, isKey: Bool)
        case number
        /// The rest of `true`, `false` or `null`, from `index` on.
        case literal(StaticString, index: Int)
        /// After the top-level object: only white space may follow.
        case done
    }

    private var state = State.start

    package init() {}
    /// Open containers, innermost last: `true` for an object.
    private var containers: [Bool] = []
    /// How many bytes have been checked, for the byte order mark that may come first.
    private var offset = 0

    /// Checks `bytes`, which continue what was checked before; returns the index in
    /// `bytes` of the first impossible byte, if any.
    package mutating func check(_ bytes: some Collection<UInt8>) -> Int? {
        for (index, byte) in bytes.enumerated() {
            offset += 1
            if offset <= 3, byte == [0xEF, 0xBB, 0xBF][offset - 1], case .start = state { continue }
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return index }
            if byte == 0xC0 || byte == 0xC1 || byte >= 0xF5 { return index }
            guard accept(byte) else { return index }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private mutating func accept(_ byte: UInt8) -> Bool {
        switch state {
        case .string(let isKey):
            if byte == .quote {
                state = isKey ? .colon : .afterValue
            } else if byte == .backslash {
                state = .escape(isKey: isKey)
            }
            return true
        case .escape(let isKey):
            if byte == UInt8(ascii: "u") {
                state = .unicode(remaining: 4, isKey: isKey)
                return true
            }
            state = .string(isKey: isKey)
            switch byte {
            case .quote, .backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                return true
            default:
                return false
            }
        case .unicode(let remaining, let isKey):
            guard
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
            else { return false }
            state = remaining == 1 ? .string(isKey: isKey) : .unicode(remaining: remaining - 1, isKey: isKey)
            return true
        case .literal(let word, let index):
            guard byte == word.utf8Start[index] else { return false }
            state = index + 1 == word.utf8CodeUnitCount ? .afterValue : .literal(word, index: index + 1)
            return true
        case .number:
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                return true
            default:
                state = .afterValue
                return accept(byte)
            }
        default:
            return Self.isSpace(byte) || acceptStructure(byte)
        }
    }

    /// A byte outside strings, numbers and literals, not white space.
    private mutating func acceptStructure(_ byte: UInt8) -> Bool {
        switch state {
        case .start:
            guard byte == UInt8(ascii: "{") else { return false }
            open(object: true)
        case .value(let closerAllowed):
            if closerAllowed, byte == UInt8(ascii: "]") { return close(object: false) }
            return startValue(byte)
        case .key(let closerAllowed):
            if closerAllowed, byte == UInt8(ascii: "}") { return close(object: true) }
            guard byte == .quote else { return false }
            state = .string(isKey: true)
        case .colon:
            guard byte == UInt8(ascii: ":") else { return false }
            state = .value(closerAllowed: false)
        case .afterValue:
            guard let isObject = containers.last else { return false }
            if byte == UInt8(ascii: ",") {
                state = isObject ? .key(closerAllowed: false) : .value(closerAllowed: false)
                return true
            }
            guard byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") else { return false }
            return close(object: byte == UInt8(ascii: "}"))
        default:
            return false
        }
        return true
    }

    private mutating func startValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"): open(object: true)
        case UInt8(ascii: "["): open(object: false)
        case .quote: state = .string(isKey: false)
        case UInt8(ascii: "t"): state = .literal("true", index: 1)
        case UInt8(ascii: "f"): state = .literal("false", index: 1)
        case UInt8(ascii: "n"): state = .literal("null", index: 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): state = .number
        default: return false
        }
        return true
    }

    private mutating func open(object: Bool) {
        containers.append(object)
        state = object ? .key(closerAllowed: true) : .value(closerAllowed: true)
    }

    private mutating func close(object: Bool) -> Bool {
        guard containers.last == object else { return false }
        containers.removeLast()
        state = containers.isEmpty ? .done : .afterValue
        return true
    }
}
