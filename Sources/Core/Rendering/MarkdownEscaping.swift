/// Escaping for GitHub-flavored Markdown: sanitised content in, Markdown out that a
/// CommonMark/GFM parser reads back as exactly that content, with no markup, link or HTML
/// of its own.
///
/// A character is backslash-escaped only where a parser would read syntax there, so that
/// `README.md`, `v1.2.3` and `snake_case` stay as a person writes them. Everywhere: the
/// characters that can start inline markup (`` ` `` `*` `[` `~`, and `<` unless white
/// space or nothing follows) and `|` (a table cell); a `]` never, since no `[` is left to
/// open a link; a `_` unless a letter or digit stands on both sides (where it can neither open
/// nor close emphasis); a `\` before punctuation or at the end of a line; an `&` that
/// begins something like a character reference. At the start of a line: `>`; the `#`s
/// of a heading's opening; `-` and `+` followed by white space or nothing (a list item),
/// and a line of only `-` or only `=` (a thematic break or a setext heading's underline);
/// and the `.` or `)` after the digits that begin a line when white space or nothing
/// follows (an ordered list item). In a heading, a `#` at its start or after white space
/// (a closing sequence). For links: the `.` of `www.` and a `:` before `//` (a URL).
/// GFM's autolink extension (cmark-gfm's, on GitHub) reads `www.` and `scheme://` in the
/// source, where a backslash escape breaks them, and links no other domain, but finds
/// e-mail addresses (`mailto:` and `xmpp:` ones included) in the text after escapes and
/// references are resolved, so no escape can hide an `@` from it: an empty HTML comment
/// (``MarkdownText/separator``) goes before an `@` that follows a
/// character an address can hold, ending the text node there; it shows nothing, and an
/// `@` that starts a text node begins no address. A space or other white space at either
/// end of a line is written as a character reference, since parsers drop it or let it
/// change emphasis. A line feed inside content becomes a hard line break (a heading, which is
/// one line, writes `&#10;` instead), and so do line feeds at the end, which a hard break
/// cannot express.
///
/// Text with none of these characters is returned as it is, without a copy.
@usableFromInline package enum MarkdownText {
    /// Content of a paragraph or a list item; lines after the first start with
    /// `continuation` (the list item's indentation). When `startsLine` is false the text
    /// follows other text on its first line (a row's value after its label), where no
    /// block marker can begin.
    @usableFromInline package static func block(
        _ text: String, continuation: String = "", startsLine: Bool = true
    )
        -> String
    {
        escaped(text, inHeading: false, continuation: continuation, startsLine: startsLine)
    }

    /// Content of an ATX heading.
    @usableFromInline package static func heading(_ text: String) -> String {
        escaped(text, inHeading: true, continuation: "", startsLine: true)
    }

    private static func escaped(_ text: String, inHeading: Bool, continuation: String, startsLine: Bool)
        -> String
    {
        // Most text needs nothing: decide that from the bytes in place, without the copy
        // that `withUTF8` makes of its string.
        let clean = text.utf8.withContiguousStorageIfAvailable {
            !needsWork($0, inHeading: inHeading, startsLine: startsLine)
        }
        if clean == true { return text }
        var contiguous = text
        let result = contiguous.withUTF8 { bytes -> [UInt8]? in
            guard needsWork(bytes, inHeading: inHeading, startsLine: startsLine) else { return nil }
            var writer = Writer(
                bytes: bytes, inHeading: inHeading, continuation: continuation, startsLine: startsLine)
            writer.write()
            return writer.out
        }
        return result.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// Whether any byte needs escaping, the text has a line feed, or either end may be
    /// white space. Asks the writer's own rule where a byte matters only in context, so
    /// that text such as `Item 1.2` is passed on without running the writer.
    private static func needsWork(_ bytes: UnsafeBufferPointer<UInt8>, inHeading: Bool, startsLine: Bool)
        -> Bool
    {
        guard let first = bytes.first, let last = bytes.last else { return false }
        if first == 0x20 || last == 0x20 || mayLeadWhiteSpace(first) { return true }
        // A non-ASCII end may be white space that needs a character reference: find the lead
        // byte of the last scalar (continuation bytes are 10xxxxxx).
        if last >= 0x80 {
            var lead = bytes.count - 1
            while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            if mayLeadWhiteSpace(bytes[lead]) { return true }
        }
        var afterDigits = startsLine
        for index in bytes.indices {
            let byte = bytes[index]
            if isSpecial(byte) {
                if byte == 0x0A { return true }
                let line = 0..<bytes.count
                if Writer.needsEscape(
                    bytes, at: index, in: line, inHeading: inHeading, afterDigits: afterDigits)
                {
                    return true
                }
            }
            afterDigits = afterDigits && isDigit(byte)
        }
        return false
    }

    /// Whether a scalar whose UTF-8 starts with `lead` can be white space: every white
    /// space scalar beyond ASCII (U+0085, U+00A0, U+1680, U+2000–U+205F, U+3000) starts
    /// with one of these bytes, so text such as CJK or emoji is ruled out without decoding.
    package static func mayLeadWhiteSpace(_ lead: UInt8) -> Bool {
        lead == 0xC2 || lead == 0xE1 || lead == 0xE2 || lead == 0xE3
    }

    package static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// What goes before an `@` that could end the local part of an e-mail address: an
    /// empty HTML comment, which a Markdown reader shows as nothing and which splits the
    /// text where GFM's autolink extension looks for addresses.
    package static let separator: StaticString = "<!-- -->"

    /// The ASCII bytes that can matter somewhere, and the line feed.
    package static let specialBytes = Array("\\`*_[<>|~&#-+=.:)@\n".utf8)

    /// Whether `byte` is one of ``specialBytes``: a bit test against two words (bytes
    /// 0–63, then 64–127), with no table to load per byte; a test checks the words.
    @inline(__always)
    package static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 64
            ? 0x7400_6E48_0000_0400 as UInt64 >> byte & 1 == 1
            : byte < 128 && 0x5000_0001_9800_0001 as UInt64 >> (byte - 64) & 1 == 1
    }
}

/// Writes escaped content line by line. The output is made only at the first change, so
/// content that needs none (such as `Item 3.5`) is not copied.
private struct Writer {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let inHeading: Bool
    package let continuation: String
    /// Whether the first line starts a line of the output.
    package let startsLine: Bool
    /// The output so far, or `nil` while it equals the input up to the current byte.
    package var out: [UInt8]?

    package init(bytes: UnsafeBufferPointer<UInt8>, inHeading: Bool, continuation: String, startsLine: Bool) {
        self.bytes = bytes
        self.startsLine = startsLine
        self.inHeading = inHeading
        self.continuation = continuation
    }

    /// Starts the output with the unchanged bytes before `index`.
    private mutating func change(at index: Int) {
        guard out == nil else { return }
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.count + 16)
        copy.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<index]))
        out = copy
    }

    package mutating func write() {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x0A { end -= 1 }
        var start = 0
        while true {
            var lineEnd = start
            while lineEnd < end, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            line(start..<lineEnd)
            guard lineEnd < end else { break }
            lineBreak(at: lineEnd)
            start = lineEnd + 1
        }
        if end < bytes.count { change(at: end) }
        for _ in end..<bytes.count { append("&#10;") }
    }

    private mutating func lineBreak(at index: Int) {
        change(at: index)
        if inHeading {
            append("&#10;")
        } else {
            append("\\\n")
            out! += continuation.utf8
        }
    }

    /// One line: white space at its ends as references, the rest escaped.
    private mutating func line(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        var lower = range.lowerBound
        var upper = range.upperBound
        if let leading = whiteSpace(startingAt: lower, before: upper) {
            change(at: lower)
            reference(leading.scalar)
            lower += leading.length
        }
        var trailing: Unicode.Scalar?
        if lower < upper, let found = whiteSpace(endingAt: upper, after: lower) {
            trailing = found.scalar
            upper -= found.length
        }
        escape(lower..<upper, atLineStart: lower == range.lowerBound && (startsLine || range.lowerBound > 0))
        if let trailing {
            change(at: upper)
            reference(trailing)
        }
    }

    private mutating func escape(_ range: Range<Int>, atLineStart: Bool) {
        var afterDigits = atLineStart
        for index in range {
            let byte = bytes[index]
            if Self.needsEscape(
                bytes, at: index, in: range, inHeading: inHeading, afterDigits: afterDigits)
            {
                change(at: index)
                if byte == UInt8(ascii: "@") {
                    append(MarkdownText.separator)
                } else {
                    out!.append(UInt8(ascii: "\\"))
                }
            }
            afterDigits = afterDigits && MarkdownText.isDigit(byte)
            if out != nil { out!.append(byte) }
        }
    }

    /// Whether the byte at `index` of `range`, a line or what is left of it after white
    /// space, must be escaped (an `@`: have the separator before it); `afterDigits` is
    /// true when the range starts its line and only digits come before `index`.
    package static func needsEscape(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, in range: Range<Int>, inHeading: Bool,
        afterDigits: Bool
    ) -> Bool {
        let lineStart = afterDigits && index == range.lowerBound
        let next: UInt8? = index + 1 < range.upperBound ? bytes[index + 1] : nil
        // What may follow a block marker (a list's, a heading's): white space or the end.
        let endsMarker = next == nil || next == 0x20 || next == 0x09
        switch bytes[index] {
        case UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        case UInt8(ascii: "<"):
            // HTML and autolinks need something right after it; `a < b` starts neither.
            return !endsMarker
        case UInt8(ascii: "\\"):
            // Only before punctuation (or the hard break that may follow) is it an escape.
            return next.map(isPunctuation) ?? true
        case UInt8(ascii: "_"):
            // Between letters or digits an underscore can neither open nor close emphasis.
            return index == range.lowerBound || !isAlphanumeric(bytes[index - 1])
                || !(next.map(isAlphanumeric) ?? false)
        case UInt8(ascii: "&"):
            return startsReference(bytes, at: index, in: range)
        case UInt8(ascii: ">"):
            return lineStart
        case UInt8(ascii: "#"):
            if inHeading {
                // An opening or closing sequence starts a line or follows white space.
                return index == range.lowerBound || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09
            }
            return lineStart && opensHeading(bytes, at: index, in: range)
        case UInt8(ascii: "-"):
            return lineStart && (endsMarker || isOnly(UInt8(ascii: "-"), bytes, in: range))
        case UInt8(ascii: "+"):
            return lineStart && endsMarker
        case UInt8(ascii: "="):
            return lineStart && isOnly(UInt8(ascii: "="), bytes, in: range)
        case UInt8(ascii: ")"):
            return afterDigits && index > range.lowerBound && endsMarker
        case UInt8(ascii: "."):
            if afterDigits && index > range.lowerBound && endsMarker { return true }
            // `www.` is where GFM's autolink extension starts a link.
            return index - 3 >= range.lowerBound && bytes[index - 3] == UInt8(ascii: "w")
                && bytes[index - 2] == UInt8(ascii: "w") && bytes[index - 1] == UInt8(ascii: "w")
        case UInt8(ascii: ":"):
            return index + 2 < range.upperBound && bytes[index + 1] == UInt8(ascii: "/")
                && bytes[index + 2] == UInt8(ascii: "/")
        case UInt8(ascii: "@"):
            return index > range.lowerBound && isAddressByte(bytes[index - 1])
        default:
            return false
        }
    }

    /// Whether the `&` at `index` begins what could read as a character reference: `&`,
    /// then letters, digits or `#`, then `;`.
    private static func startsReference(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, in range: Range<Int>
    ) -> Bool {
        var cursor = index + 1
        while cursor < range.upperBound, isAlphanumeric(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
        }
        return cursor > index + 1 && cursor < range.upperBound && bytes[cursor] == UInt8(ascii: ";")
    }

    /// Whether the `#` at the start of a line opens an ATX heading: one to six of them,
    /// then white space or the end of the line.
    private static func opensHeading(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, in range: Range<Int>
    ) -> Bool {
        var cursor = index
        while cursor < range.upperBound, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        return cursor - index <= 6
            && (cursor == range.upperBound || bytes[cursor] == 0x20 || bytes[cursor] == 0x09)
    }

    /// Whether the line holds only `marker` and white space: a thematic break or a setext
    /// heading's underline.
    private static func isOnly(_ marker: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>)
        -> Bool
    {
        bytes[range].allSatisfy { $0 == marker || $0 == 0x20 || $0 == 0x09 }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        MarkdownText.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// ASCII punctuation: what a backslash escapes.
    private static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    /// A byte that cmark-gfm's autolink extension takes into an address when it looks back
    /// from an `@`: an ASCII letter or digit, `.`, `+`, `-`, `_`, or the `:` of `mailto:`
    /// and `xmpp:`.
    private static func isAddressByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// The white-space scalar that starts at `index`, and its length in bytes.
    private func whiteSpace(startingAt index: Int, before end: Int) -> (scalar: Unicode.Scalar, length: Int)?
    {
        if bytes[index] == 0x20 { return (" ", 1) }
        guard MarkdownText.mayLeadWhiteSpace(bytes[index]) else { return nil }
        var length = 1
        while index + length < end, bytes[index + length] & 0xC0 == 0x80 { length += 1 }
        return scalar(index..<index + length).map { ($0, length) }
    }

    /// The white-space scalar that ends at `end`, and its length in bytes.
    private func whiteSpace(endingAt end: Int, after start: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        if bytes[end - 1] == 0x20 { return (" ", 1) }
        guard bytes[end - 1] >= 0x80 else { return nil }
        var begin = end - 1
        while begin > start, bytes[begin] & 0xC0 == 0x80 { begin -= 1 }
        guard MarkdownText.mayLeadWhiteSpace(bytes[begin]) else { return nil }
        return scalar(begin..<end).map { ($0, end - begin) }
    }

    /// The one scalar these bytes spell, when it is white space.
    private func scalar(_ range: Range<Int>) -> Unicode.Scalar? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
            scalar.properties.isWhitespace
        else { return nil }
        return scalar
    }

    /// `&#32;`, or `&#xHEX;` for other white space.
    private mutating func reference(_ scalar: Unicode.Scalar) {
        out! += (scalar == " " ? "&#32;" : "&#x\(String(scalar.value, radix: 16, uppercase: true));").utf8
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { out!.append(contentsOf: $0) }
    }
}
