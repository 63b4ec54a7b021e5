/// Wrapping a paragraph at the opportunities of UAX #14 (``LineBreakRules``): text of
/// scripts without spaces between words, hyphens, slashes, brackets, no-break spaces.
extension ParagraphWrapper {
    /// Wraps the paragraph at byte offsets `range` (no line feed inside) word by word, a word
    /// being the text from one opportunity to the next. The spaces that end a word are the
    /// run an opportunity follows: kept when the next word fits beside them, dropped at a
    /// break; spaces before an opportunity-less position stay inside the word.
    package mutating func wrapByRules(_ range: Range<Int>, into writer: inout LineWriter) {
        var rules = LineBreakRules()
        var word = Word(start: range.lowerBound)
        var spaces = 0
        var atStart = true
        var index = range.lowerBound
        while index < range.upperBound {
            let (value, length) = DisplayWidth.decode(bytes, at: index)
            let lineBreak = LineBreakTables.value(of: value)
            if rules.breaks(before: lineBreak) {
                finish(word, end: index, spaces: &spaces, atStart: &atStart, into: &writer)
                word = Word(start: index)
            }
            word.add(value, lineBreak: lineBreak, at: index, length: length)
            index += length
            if let last = rules.runClass, index < range.upperBound {
                let end = placeRun(
                    &word, after: last, from: &index, to: range.upperBound, spaces: &spaces,
                    atStart: &atStart, into: &writer)
                rules.pass(run: end)
            }
        }
        finish(word, end: range.upperBound, spaces: &spaces, atStart: &atStart, into: &writer)
        if hasLine || !wroteLine { flush(into: &writer) }
    }

    /// The run of ideographs, East Asian punctuation, letters and digits
    /// (``LineBreakRules/runClasses``, no grapheme flag, one or three UTF-8 bytes) that
    /// starts at `index`, after a scalar of class `last`, one of them: word by word, as the
    /// scalar-by-scalar scan makes them, without its steps. Within the run only the pair
    /// table decides where a word ends, and each scalar is as wide as the table says, with
    /// no spaces; the last word stays in `word`, since what follows it may join it. Returns
    /// the class of the run's last scalar.
    private mutating func placeRun(
        _ word: inout Word, after last: UInt8, from index: inout Int, to end: Int, spaces: inout Int,
        atStart: inout Bool, into writer: inout LineWriter
    ) -> UInt8 {
        var before = last
        var start = -1
        var cells = 0
        let lineBreaks = LineBreakTables.Reader()
        let run = LineBreakRules.Run()
        // The position in a local, written back once: `index` is a reference.
        var at = index
        defer { index = at }
        while at < end {
            let lead = bytes[at]
            let value: UInt32
            let length: Int
            let scalarCells: Int
            if lead < 0x80 {
                // Sanitised text holds no control: an ASCII scalar is one cell.
                value = UInt32(lead)
                length = 1
                scalarCells = 1
            } else if lead & 0xF0 == 0xE0, at &+ 3 <= end {
                value =
                    (UInt32(lead) & 0x0F) << 12 | (UInt32(bytes[at &+ 1]) & 0x3F) << 6
                    | (UInt32(bytes[at &+ 2]) & 0x3F)
                length = 3
                scalarCells = DisplayWidth.of(scalarValue: value)
            } else {
                break
            }
            let lineBreak = lineBreaks.value(of: value)
            guard run.holds(lineBreak) else { break }
            if !run.breaks(between: before, and: lineBreak) {
                // The scalar joins the word before it.
                if start < 0 {
                    word.add(value, lineBreak: lineBreak, at: at, length: length)
                } else {
                    cells &+= scalarCells
                }
            } else {
                if start < 0 {
                    finish(word, end: at, spaces: &spaces, atStart: &atStart, into: &writer)
                } else if hasLine, lineWidth + cells <= width {
                    // The word before fits on the line: what `place` does first.
                    lineEnd = at
                    lineWidth &+= cells
                } else {
                    place(start..<at, width: cells, after: 0, atStart: false, into: &writer)
                }
                start = at
                cells = scalarCells
            }
            before = lineBreak
            at &+= length
        }
        guard start >= 0 else { return before }
        word = Word(start: start)
        word.contentEnd = at
        word.contentCells = cells
        return before
    }

    /// Places `word`, which ends at byte offset `end`, after the `spaces` that ended the
    /// word before it, and leaves in `spaces` the run that ends this one.
    private mutating func finish(
        _ word: Word, end: Int, spaces: inout Int, atStart: inout Bool, into writer: inout LineWriter
    ) {
        guard word.contentEnd > word.start else {
            // Spaces that begin the paragraph: they stay beside the first word if it fits.
            spaces += end - word.start
            return
        }
        let content = word.start..<word.contentEnd
        let width = word.isSimple ? word.contentCells : DisplayWidth.placed(slice(content))
        // A word can begin with a mark only after U+200B (see LineBreakRules): measured in
        // place it joins the space before a line, and after U+200B it is a cluster alone.
        let midLineWidth = word.startsWithMark ? DisplayWidth.of(slice(content)) : width
        place(
            content, width: width, midLineWidth: midLineWidth, after: spaces, atStart: atStart, into: &writer)
        atStart = false
        spaces = end - word.contentEnd
    }

    /// A word as the scan finds it: where it starts, where its text before its trailing
    /// spaces ends, and its width, summed scalar by scalar while no cluster rule is at work.
    private struct Word {
        package let start: Int
        package var contentEnd: Int
        /// The width up to `contentEnd`.
        package var contentCells = 0
        /// False once a scalar might make a cluster wider or narrower than its scalars'
        /// widths (an emoji sequence marker, a regional indicator), or the word begins
        /// with one that joins what is printed before it: the word is then measured whole.
        package var isSimple = true
        /// Whether the last scalar joins the cluster after it: a space after it is no run of
        /// spaces but the end of its cluster.
        package var previousPrepends = false
        /// Whether the word begins with a scalar that extends a cluster.
        package var startsWithMark = false

        package init(start: Int) {
            self.start = start
            contentEnd = start
        }

        @inline(__always)
        package mutating func add(_ value: UInt32, lineBreak: UInt8, at index: Int, length: Int) {
            if value != 0x20 || previousPrepends {
                // The spaces between the content's end and this scalar are one cell each.
                contentCells += index - contentEnd + DisplayWidth.of(scalarValue: value)
                contentEnd = index + length
            }
            if index == start, lineBreak & LineBreakTables.extendsFlag != 0 {
                isSimple = false
                startsWithMark = true
            } else if value >= 0x200D, value == 0x200D || value == 0xFE0F || value >= 0x1F1E6 {
                isSimple = false
            }
            previousPrepends = lineBreak & LineBreakTables.prependFlag != 0
        }
    }
}
