/// Escaping for GitHub-flavored Markdown: sanitised content in, Markdown out that a
/// CommonMark/GFM parser reads back as exactly that content, with no markup, link or HTML
/// of its own.
///
/// Every character that can start markup anywhere is backslash-escaped (`\` `` ` `` `*`
/// `_` `[` `]` `<` `>` `|` `~` `&`), and so are the characters that matter only in some
/// places: `#` at the start of a line and anywhere in a heading (a closing sequence), `-`,
/// `+` and `=` at the start of a line, the `.` or `)` after the digits
/// that begin a line, a `.` between letters or digits (a domain an autolink extension
/// would link) and a `:` before `//` (a URL). A space or other white space at either end
/// of a line is written as a character reference, since parsers drop it or let it
/// change emphasis. A line feed inside content becomes a hard line break, and line feeds
/// at the end, which a hard break cannot express, become `&#10;`.
enum MarkdownText {
    /// Content of a paragraph or a list item; lines after the first start with
    /// `continuation` (the list item's indentation).
    static func block(_ text: String, continuation: String = "") -> String {
        guard !text.isEmpty else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let last = lines.lastIndex { !$0.isEmpty } ?? -1
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        for (index, line) in lines.enumerated() {
            if index > 0 {
                if index <= last {
                    out += Array("\\\n".utf8) + Array(continuation.utf8)
                } else {
                    out += Array("&#10;".utf8)
                }
            }
            appendLine(line, inHeading: false, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Content of an ATX heading, which is one line: every line feed is `&#10;`.
    static func heading(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { out += Array("&#10;".utf8) }
            appendLine(line, inHeading: true, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One line of content, which holds no line feed.
    private static func appendLine(_ line: Substring, inHeading: Bool, to out: inout [UInt8]) {
        let scalars = line.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return }
        var body = line
        var leading: Unicode.Scalar?
        var trailing: Unicode.Scalar?
        if first.properties.isWhitespace {
            leading = first
            body = Substring(body.unicodeScalars.dropFirst())
        }
        if !body.isEmpty, last.properties.isWhitespace {
            trailing = last
            body = Substring(body.unicodeScalars.dropLast())
        }
        if let leading { appendReference(leading, to: &out) }
        var body8 = body
        let context = Context(atLineStart: leading == nil, inHeading: inHeading)
        body8.withUTF8 { appendEscaped($0, context, to: &out) }
        if let trailing { appendReference(trailing, to: &out) }
    }

    /// `&#32;`, or `&#xHEX;` for other white space.
    private static func appendReference(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        let digits = scalar == " " ? "32" : "x" + String(scalar.value, radix: 16, uppercase: true)
        out += Array("&#\(digits);".utf8)
    }

    /// Where a line of content stands.
    private struct Context {
        /// The line starts a line of the output, where block syntax takes effect.
        var atLineStart: Bool
        /// The line is in a heading, which a run of `#` can close.
        var inHeading: Bool
    }

    private static func appendEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, _ context: Context, to out: inout [UInt8]
    ) {
        var leadingDigits = context.atLineStart
        for index in bytes.indices {
            let byte = bytes[index]
            if needsEscape(bytes, at: index, context, afterDigits: leadingDigits) {
                out.append(UInt8(ascii: "\\"))
            }
            leadingDigits = leadingDigits && isDigit(byte)
            out.append(byte)
        }
    }

    private static func needsEscape(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ context: Context, afterDigits: Bool
    ) -> Bool {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "&"):
            return true
        case UInt8(ascii: "#"):
            return context.inHeading || (context.atLineStart && index == 0)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
            return context.atLineStart && index == 0
        case UInt8(ascii: ")"):
            return afterDigits && index > 0
        case UInt8(ascii: "."):
            if afterDigits && index > 0 { return true }
            return index > 0 && index + 1 < bytes.count
                && isWordByte(bytes[index - 1]) && isWordByte(bytes[index + 1])
        case UInt8(ascii: ":"):
            return index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
                && bytes[index + 2] == UInt8(ascii: "/")
        default:
            return false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// An ASCII letter or digit, or a byte of a non-ASCII character (which may be a
    /// letter of an internationalised domain name).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || isDigit(byte)
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
