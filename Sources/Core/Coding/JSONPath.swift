/// A place in a document, as the keys and indices that lead to it:
/// `sections[2].items[5].value`.
///
/// Decoding keeps the components as plain values and renders the text only for an error.
/// The text can be read back, so an error found after decoding (a duplicate id from
/// `validate()`) can still be given a line and column, and a `Codable` error a coding path.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    package enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    package var components: [Component] = []

    package init(_ components: [Component] = []) {
        self.components = components
    }

    /// Reads the text form back; `nil` when `text` is not one.
    package init?(parsing text: String) {
        var utf8 = Substring(text).utf8
        while let first = utf8.first {
            if first == UInt8(ascii: "[") {
                utf8 = utf8.dropFirst()
                let digits = utf8.prefix { $0 &- UInt8(ascii: "0") < 10 }
                utf8 = utf8.dropFirst(digits.count)
                guard utf8.first == UInt8(ascii: "]"), let index = Int(Substring(digits)) else {
                    return nil
                }
                utf8 = utf8.dropFirst()
                components.append(.index(index))
            } else {
                if first == UInt8(ascii: "."), !components.isEmpty { utf8 = utf8.dropFirst() }
                let name = utf8.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "[") }
                guard !name.isEmpty else { return nil }
                utf8 = utf8.dropFirst(name.count)
                components.append(.key(String(Substring(name))))
            }
        }
    }

    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let name):
                if !text.isEmpty { text += "." }
                text += name
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}

extension ByteCursor {
    /// The offset of the value at `path` in a document already known to be well-formed, or
    /// `nil` when the path leads nowhere.
    package mutating func locate(_ path: JSONPath) -> Int? {
        offset = start
        for component in path.components {
            switch component {
            case .key(let name):
                guard skipWhitespace() == UInt8(ascii: "{") else { return nil }
                offset += 1
                while true {
                    guard skipWhitespace() == .quote else { return nil }
                    let start = offset + 1
                    guard skipValue() else { return nil }
                    let key = String(decoding: bytes[start..<offset - 1], as: UTF8.self)
                    guard skipWhitespace() == UInt8(ascii: ":") else { return nil }
                    offset += 1
                    if key == name { break }
                    guard skipValue(), skipWhitespace() == UInt8(ascii: ",") else { return nil }
                    offset += 1
                }
            case .index(let index):
                guard skipWhitespace() == UInt8(ascii: "[") else { return nil }
                offset += 1
                for _ in 0..<index {
                    guard skipValue(), skipWhitespace() == UInt8(ascii: ",") else { return nil }
                    offset += 1
                }
            }
        }
        _ = skipWhitespace()
        return offset
    }

    /// Moves past one value of well-formed JSON, keeping the nesting depth in a counter
    /// rather than on the stack.
    package mutating func skipValue() -> Bool {
        var depth = 0
        repeat {
            guard let byte = skipWhitespace() else { return false }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case .quote:
                offset += 1
                var ignored = false
                while scanStringContent(sawNonASCII: &ignored) == .escape { offset += 2 }
                guard !isAtEnd else { return false }
            case UInt8(ascii: ","), UInt8(ascii: ":"): break
            default:
                // A number or a literal: everything up to the next delimiter.
                while let next = peek, !Self.delimiters.contains(next) { offset += 1 }
                offset -= 1
            }
            offset += 1
        } while depth > 0
        return depth == 0
    }

    private static let delimiters: Set<UInt8> = Set(",:]}[{ \t\r\n\"".utf8)
}
