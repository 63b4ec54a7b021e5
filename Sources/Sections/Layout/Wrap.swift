/// Word wrapping, exactly as the Plain layout article states it.
///
/// Line feeds split paragraphs; an empty paragraph is an empty line. Words are
/// separated by runs of spaces: a run inside a line stays as it is, a run where the line
/// breaks is dropped, and so is a run at the end of a paragraph. A word that does not fit
/// in what is left of the line starts a new line; a word wider than the whole line is cut
/// at grapheme boundaries into pieces as wide as fit, each but the last on a line of its
/// own, the last beginning the line the following words continue.
extension LineWriter {
    /// Appends `text`, already sanitised, wrapped at `width` columns after `indent` spaces.
    mutating func wrap(_ text: String, indent: Int, width: Int, role: Role, style: Style = .plain) {
        if let single = SingleLine(text, width: width) {
            line(
                Run(spaces: indent, text: single.text, width: single.width, role: role, style: style))
            return
        }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var wrapper = ParagraphWrapper(indent: indent, width: width, role: role, style: style)
            wrapper.wrap(paragraph, into: &self)
        }
    }
}

/// A text that needs no wrapping: one paragraph that fits, with no trailing space.
struct SingleLine {
    let text: String
    let width: Int

    /// `nil` when the text is empty (an empty line has no indent), holds a line feed, ends
    /// with a space, or is wider than `width`.
    init?(_ text: String, width: Int) {
        guard !text.isEmpty, let shape = Shape(text), !shape.hasLineFeed, shape.trailingSpaces == 0
        else { return nil }
        let measured = DisplayWidth.placed(text)
        guard measured <= width else { return nil }
        self.text = text
        self.width = measured
    }

    /// The text without its trailing spaces, when it is one paragraph.
    static func trimmed(_ text: String) -> (text: String, width: Int)? {
        let shape = Shape(text) ?? Shape(String(decoding: Array(text.utf8), as: UTF8.self))!
        guard !shape.hasLineFeed else { return nil }
        // A trailing 0x20 byte is always a whole space scalar, so cutting bytes is safe.
        let kept =
            shape.trailingSpaces == 0
            ? text : String(decoding: text.utf8.dropLast(shape.trailingSpaces), as: UTF8.self)
        return (kept, DisplayWidth.placed(kept))
    }

    /// The width of a text that needs no sanitising, trimming or wrapping decision: not
    /// empty, no control character (so no line feed either), no trailing space; `nil` for
    /// any other text, which takes the general path.
    ///
    /// One scan of the bytes replaces the sanitiser's scan and the shape's scan for the
    /// common label or value; printable ASCII is its byte count.
    static func cleanWidth(_ text: String) -> Int? {
        let scan = text.utf8.withContiguousStorageIfAvailable { bytes -> (clean: Bool, ascii: Bool) in
            guard let last = bytes.last, last != 0x20 else { return (false, false) }
            var ascii = true
            // Eight bytes at a time while they are all printable ASCII, the common case.
            let start = PrintableASCII.prefix(of: bytes)
            for index in start..<bytes.count {
                let byte = bytes[index]
                if byte &- 0x20 < 0x5F { continue }
                // A control, the line feed included: the sanitiser or the wrapper has work.
                if Sanitizer.isControl(bytes, at: index) { return (false, false) }
                ascii = false
            }
            return (true, ascii)
        }
        guard let scan, scan.clean else { return nil }
        return scan.ascii ? text.utf8.count : DisplayWidth.placed(text)
    }

    /// What the wrapping fast paths need to know, from one scan of contiguous UTF-8 bytes.
    private struct Shape {
        var hasLineFeed = false
        var trailingSpaces = 0

        /// `nil` for a string not stored contiguously (rare: bridged strings).
        init?(_ text: String) {
            guard
                let shape = text.utf8.withContiguousStorageIfAvailable({ bytes in
                    var shape = Shape()
                    var end = bytes.count
                    while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
                    shape.trailingSpaces = bytes.count - end
                    for byte in bytes where byte == 0x0A {
                        shape.hasLineFeed = true
                        break
                    }
                    return shape
                })
            else { return nil }
            self = shape
        }

        private init() {}
    }
}

/// Greedy wrapping of one paragraph.
private struct ParagraphWrapper {
    let indent: Int
    let width: Int
    let role: Role
    let style: Style

    private var line = ""
    private var lineWidth = 0
    private var wroteLine = false

    init(indent: Int, width: Int, role: Role, style: Style) {
        self.indent = indent
        self.width = width
        self.role = role
        self.style = style
    }

    mutating func wrap(_ paragraph: Substring, into writer: inout LineWriter) {
        var spaces = 0
        var atStart = true
        var word = ""
        var wordWidth = 0
        for character in paragraph {
            if character == " " {
                if !word.isEmpty {
                    place(word, wordWidth, after: spaces, atStart: atStart, into: &writer)
                    atStart = false
                    word = ""
                    wordWidth = 0
                    spaces = 0
                }
                spaces += 1
            } else {
                wordWidth += DisplayWidth.placed(character, startsText: word.isEmpty)
                word.append(character)
            }
        }
        if !word.isEmpty { place(word, wordWidth, after: spaces, atStart: atStart, into: &writer) }
        if !line.isEmpty || !wroteLine { flush(into: &writer) }
    }

    /// Places a word after a run of `spaces`, which stays only when the word fits beside it.
    private mutating func place(
        _ word: String, _ wordWidth: Int, after spaces: Int, atStart: Bool,
        into writer: inout LineWriter
    ) {
        let continuing = !line.isEmpty || atStart
        if continuing, lineWidth + spaces + wordWidth <= width {
            line += String(repeating: " ", count: spaces) + word
            lineWidth += spaces + wordWidth
            return
        }
        if !line.isEmpty { flush(into: &writer) }
        if wordWidth <= width {
            line = word
            lineWidth = wordWidth
        } else {
            cut(word, into: &writer)
        }
    }

    /// Cuts a word wider than the line; the last piece stays open for the next words.
    /// Each cluster counts what it counts in the line as measured whole, so a piece is as
    /// wide as fits: only a line's first cluster is measured in place.
    private mutating func cut(_ word: String, into writer: inout LineWriter) {
        for character in word {
            // A cluster wider than the whole line still goes on a line of its own.
            if !line.isEmpty, lineWidth + DisplayWidth.placed(character, startsText: false) > width {
                flush(into: &writer)
            }
            lineWidth += DisplayWidth.placed(character, startsText: line.isEmpty)
            line.append(character)
        }
    }

    private mutating func flush(into writer: inout LineWriter) {
        if line.isEmpty {
            writer.emptyLine()
        } else {
            writer.line(Run(spaces: indent, text: line, width: lineWidth, role: role, style: style))
        }
        line = ""
        lineWidth = 0
        wroteLine = true
    }
}
