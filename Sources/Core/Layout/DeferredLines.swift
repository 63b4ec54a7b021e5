/// The lines of a long text item, wrapped again a chunk at a time as they are read rather
/// than held all at once.
///
/// Held whole, every wrapped line is a ``Run`` and an end offset: a text of one long word
/// at a narrow width has many times more bytes of lines than of text. So a text item of at
/// least ``threshold`` bytes in a list that is laid out as it is read (see ``ListChunks``) is
/// wrapped once to count its lines and note where every ``linesPerChunk``-th line begins;
/// reading its lines wraps the text again from one of those places, a chunk of lines at a
/// time. A line always begins where greedy wrapping of the rest of the text would begin, so
/// the lines are the same either way, and the layout stage still does all the measuring.
@usableFromInline
package final class DeferredLines: Sendable {
    /// Text items of at least this many bytes of UTF-8 are laid out this way.
    package static let threshold = 64 * 1_024

    package let text: String
    package let isPrintableASCII: Bool
    package let layout: ParagraphWrapper.Layout
    /// Lines wrapped together when read.
    package let linesPerChunk: Int
    /// The byte offset in `text` where each chunk's first line begins.
    package let chunkStarts: [Int]
    /// The byte offsets in `text` of each chunk's last line, for every chunk but the last.
    package let chunkLastLines: [Range<Int>]
    /// How many lines the text wraps to.
    @usableFromInline package let lineCount: Int

    /// The lines of `item` in `frame`, to be laid out when read; `nil` unless it is a text
    /// item of at least ``threshold`` bytes, wrapped at the frame's leading edge with no
    /// truncation, whose every paragraph breaks at its spaces alone (``SpaceBreaks``).
    ///
    /// The rules of UAX #14 read what comes before a line's start (a hyphen that begins a
    /// word, an odd run of regional indicators), so wrapping again from a line's start can
    /// break elsewhere; text that needs them is laid out whole.
    package convenience init?(_ item: Item, in frame: ItemFrame) {
        guard case .text(let text) = item.content, text.utf8.count >= Self.threshold,
            item.truncation == nil, frame.truncation == nil, frame.alignment == .leading,
            item.link == nil, item.background == nil
        else { return nil }
        let sanitized = Sanitizer.sanitize(text)
        guard Self.breaksAtSpacesAlone(sanitized) else { return nil }
        self.init(
            sanitized,
            (
                indent: frame.indent, width: frame.available, role: frame.textRole,
                style: item.style.inheriting(from: frame.style)
            ))
    }

    /// Whether every paragraph of `text` (split at line feeds) breaks at its runs of spaces
    /// alone, so that a line's start holds no state of the rules.
    package static func breaksAtSpacesAlone(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == 0x0A {
                guard SpaceBreaks.suffice(bytes, start..<index) else { return false }
                start = index + 1
            }
            return SpaceBreaks.suffice(bytes, start..<bytes.count)
        }
    }

    /// Wraps `text`, already sanitised, once, to count its lines and note the chunks.
    package init(_ text: String, _ layout: ParagraphWrapper.Layout, linesPerChunk: Int = 1_024) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        self.layout = layout
        self.linesPerChunk = linesPerChunk
        let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable {
            PrintableASCII.prefix(of: $0) == $0.count
        }!
        self.isPrintableASCII = isPrintableASCII
        var tally = LineWriter(glyphs: .unicode)
        tally.tally = LineWriter.Tally(every: linesPerChunk)
        text.utf8.withContiguousStorageIfAvailable { bytes in
            tally.wrap(text, bytes: bytes, isPrintableASCII: isPrintableASCII, range: 0..<bytes.count, layout)
        }
        chunkStarts = tally.tally!.starts
        chunkLastLines = tally.tally!.lastLines
        lineCount = tally.tally!.count
    }

    /// Chunk `chunk`'s lines, laid out: wrapped from where its first line begins to where
    /// its last one ends. A word the range cuts short can fit where the whole word did not,
    /// which shows in the chunk's last line; the chunk is then wrapped with the chunk after
    /// it in view, and as a last resort with the rest of the text.
    package func chunk(_ chunk: Int) -> Lines {
        let first = chunk * linesPerChunk
        let count = min(linesPerChunk, lineCount - first)
        var writer = LineWriter(estimatedLines: count, glyphs: .unicode)
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let start = chunkStarts[chunk]
            var ends = [bytes.count]
            if chunk + 1 < chunkStarts.count {
                ends = [chunkLastLines[chunk].upperBound, bytes.count]
                if chunk + 2 < chunkStarts.count { ends.insert(chunkStarts[chunk + 2], at: 1) }
            }
            for end in ends {
                writer.removeAll()
                writer.wrap(
                    text, bytes: bytes, isPrintableASCII: isPrintableASCII, range: start..<end, layout)
                if end == bytes.count { return }
                let last = count - 1
                if writer.lineCount > last,
                    writer.runs(ofLine: last).first?.text.utf8.count ?? 0 == chunkLastLines[chunk].count
                {
                    return
                }
            }
        }
        return writer.lines(0..<count)
    }

    /// Line `position`, from its chunk laid out again.
    package func line(_ position: Int) -> Line {
        let lines = chunk(position / linesPerChunk)
        return lines[position % linesPerChunk]
    }

    /// Calls `body` with each chunk's lines in order, each let go when the next is laid out.
    @usableFromInline package func forEachChunk(_ body: (Lines) -> Void) {
        for index in chunkStarts.indices { body(chunk(index)) }
    }
}

extension LineWriter {
    /// Counts wrapped lines, in place of keeping them, and notes where every `every`-th one
    /// begins and where the one before it stands: how ``DeferredLines`` learns the shape of
    /// a long text without holding its lines.
    package struct Tally {
        package let every: Int
        package var count = 0
        package var starts: [Int] = []
        /// The byte offsets of each chunk's last line.
        package var lastLines: [Range<Int>] = []

        /// Counts the line at bytes `range` of the text.
        package mutating func line(_ range: Range<Int>) {
            if count % every == 0 { starts.append(range.lowerBound) }
            count += 1
            if count % every == 0 { lastLines.append(range) }
        }
    }
}
