/// Text from outside the program — file names, arguments, a document's content — made
/// safe to print in a message or on a terminal line of its own.
///
/// The renderers make content safe by themselves; this is for text a program writes
/// around them, such as an error message that quotes an argument, or a chosen item's id
/// printed for a script.
///
/// ```swift
/// let name = "report\u{1B}[2J.json"
/// print("cannot read '\(UntrustedText.singleLine(name))'")
/// // cannot read 'report␛[2J.json'
/// ```
public enum UntrustedText {
    /// How wide a quotation in a message may be, in cells, before it is shortened.
    public static let quotedWidth = 80

    /// The text with control characters shown rather than obeyed: each C0 control but LF,
    /// and DEL, as its Unicode Control Picture, each C1 control as U+FFFD, TAB as a space,
    /// CR LF as LF — the rules every renderer applies to content (see <doc:DisplayWidth>).
    ///
    /// - Parameter text: The text to show.
    /// - Returns: The text with every control character replaced.
    public static func sanitized(_ text: String) -> String {
        Sanitizer.sanitize(text)
    }

    /// The text sanitized for one line: as ``sanitized(_:)``, with line feeds shown as
    /// U+240A SYMBOL FOR LINE FEED too, shortened with `…` when it is wider than
    /// `maximumWidth` cells, and with every bidirectional embedding, override or isolate
    /// it opens closed at its end, so that it cannot reorder the rest of the line.
    ///
    /// - Parameters:
    ///   - text: The text to show.
    ///   - maximumWidth: The most cells the result may take, `…` included; `nil` for no
    ///     limit.
    /// - Returns: The text, safe to print on one line.
    public static func singleLine(_ text: String, maximumWidth: Int? = quotedWidth) -> String {
        // Printable ASCII has nothing to replace, no line break, no bidirectional control,
        // and a cell a byte: `pick --filter` prints each match through here.
        let count = text.utf8.count
        if text.utf8.withContiguousStorageIfAvailable({ PrintableASCII.prefix(of: $0) == count }) == true {
            guard let maximumWidth, count > maximumWidth else { return text }
            return shortened(text, toWidth: maximumWidth)
        }
        let safe = Sanitizer.sanitize(text).replacing("\n", with: "\u{240A}")
        guard let maximumWidth else { return closingBidirectionalRuns(safe) }
        return closingBidirectionalRuns(shortened(safe, toWidth: maximumWidth))
    }

    /// The text with every bidirectional embedding, override and isolate it leaves open
    /// closed at its end (U+202C for an embedding or override, U+2069 for an isolate), so
    /// that a quotation cannot reorder what its line prints after it on a terminal that
    /// applies the bidirectional algorithm.
    package static func closingBidirectionalRuns(_ text: String) -> String {
        let popDirectionalFormatting: Unicode.Scalar = "\u{202C}"
        let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"
        // What closes each run still open, innermost last.
        var closers: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E: closers.append(popDirectionalFormatting)
            case 0x2066...0x2068: closers.append(popDirectionalIsolate)
            case 0x202C:
                // Closes an embedding inside the innermost isolate only (UAX #9, X7).
                if closers.last == popDirectionalFormatting { closers.removeLast() }
            case 0x2069:
                // Closes the innermost isolate and every embedding opened inside it (X6a).
                if let isolate = closers.lastIndex(of: popDirectionalIsolate) {
                    closers.removeSubrange(isolate...)
                }
            default: break
            }
        }
        guard !closers.isEmpty else { return text }
        var closed = text
        closed.unicodeScalars.append(contentsOf: closers.reversed())
        return closed
    }

    /// The text cut at a cluster boundary, with `…`, so that it takes at most `width` cells.
    package static func shortened(_ text: String, toWidth width: Int) -> String {
        // A cluster takes at most as many cells as it has bytes, so short text needs no measuring.
        guard text.utf8.count > width, DisplayWidth.of(text) > width else { return text }
        // Not even the `…` fits.
        guard width > 0 else { return "" }
        return String(DisplayWidth.longestStart(of: text[...], within: width - 1).text) + "…"
    }
}
