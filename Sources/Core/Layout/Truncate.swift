/// Cutting lines that are too wide, for items and columns that ask for it.
///
/// A paragraph that fits is kept whole. One that does not keeps as many whole clusters as
/// fit beside the ellipsis: from the start (``Truncation/end``), or from both ends, the
/// start getting the odd column (``Truncation/middle``). Spaces next to the cut are
/// dropped, so the ellipsis always shows where text is missing.
package enum Truncate {
    /// `text`, one sanitised paragraph, in at most `width` columns.
    package static func line(
        _ text: Substring, width: Int, mode: Truncation, ellipsis: String
    ) -> (text: String, width: Int) {
        let trimmed = text.dropLast(text.reversed().prefix { $0 == " " }.count)
        let measured = DisplayWidth.placed(trimmed)
        if measured <= width { return (String(trimmed), measured) }
        // Ellipsis characters are one cell each; a narrow width keeps fewer of them.
        let mark = String(ellipsis.prefix(min(ellipsis.count, max(width - 1, 1))))
        let keep = max(width - mark.count, 0)
        switch mode {
        case .end:
            let head = DisplayWidth.longestStart(of: trimmed, within: keep)
            return (String(head.text) + mark, head.width + mark.count)
        case .middle:
            let head = DisplayWidth.longestStart(of: trimmed, within: (keep + 1) / 2)
            let tail = suffix(trimmed, keep - (keep + 1) / 2)
            return (String(head.text) + mark + tail.text, head.width + mark.count + tail.width)
        }
    }

    /// `text`, one sanitised paragraph, cut so that it ends with the ellipsis, within
    /// `width` columns: the mark of content dropped after it.
    package static func marked(_ text: Substring, width: Int, ellipsis: String) -> (text: String, width: Int)
    {
        let mark = String(ellipsis.prefix(min(ellipsis.count, max(width - 1, 1))))
        let head = DisplayWidth.longestStart(of: text, within: max(width - mark.count, 0))
        return (String(head.text) + mark, head.width + mark.count)
    }

    /// The paragraphs of `text` joined by spaces, for parts that keep one line.
    package static func joined(_ text: String) -> String {
        text.contains("\n")
            ? text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") : text
    }

    /// The longest end of `text` at most `width` wide, without leading spaces. It is
    /// placed after the ellipsis, so its first cluster is measured in place and the others
    /// as in the whole text; `used` counts them all the second way while the end grows.
    private static func suffix(_ text: Substring, _ width: Int) -> (text: Substring, width: Int) {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            if used + DisplayWidth.placed(text[previous], startsText: true) > width { break }
            used += DisplayWidth.placed(text[previous], startsText: false)
            start = previous
        }
        while start < text.endIndex, text[start] == " " {
            start = text.index(after: start)
            used -= 1
        }
        guard start < text.endIndex else { return (text[start...], used) }
        let first = text[start]
        let inPlace = DisplayWidth.placed(first, startsText: true)
        return (text[start...], used - DisplayWidth.placed(first, startsText: false) + inPlace)
    }
}

extension LineWriter {
    /// Appends `text`, already sanitised, one line per paragraph, each cut to `width`
    /// columns after `indent` spaces; an empty paragraph is an empty line.
    package mutating func truncated(
        _ text: String, indent: Int, width: Int, role: Role, mode: Truncation, style: Style = .plain
    ) {
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let cut = Truncate.line(paragraph, width: width, mode: mode, ellipsis: glyphs.ellipsis)
            if cut.text.isEmpty {
                emptyLine()
            } else {
                line(Run(spaces: indent, text: cut.text, width: cut.width, role: role, style: style))
            }
        }
    }
}
