/// The characters of a progress bar and of a spinner.
package struct ProgressGlyphs: Hashable, Sendable {
    /// Drawn before and after the bar's cells, or empty.
    package let open: String
    package let close: String
    package let full: String
    /// Cells filled by one step more than a whole cell, from the least: eighths in block
    /// elements, none in ASCII.
    package let partial: [String]
    package let empty: String
    /// The spinner's frames, one cell each.
    package let spinner: [String]

    /// Block elements, and a spinner of braille dots.
    package static let unicode = ProgressGlyphs(
        open: "", close: "", full: "█", partial: ["▏", "▎", "▍", "▌", "▋", "▊", "▉"], empty: "░",
        spinner: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"])

    /// `[###...]` and a `|/-\` spinner.
    package static let ascii = ProgressGlyphs(
        open: "[", close: "]", full: "#", partial: [], empty: ".", spinner: ["|", "/", "-", "\\"])

    /// The narrowest bar drawn, brackets included: narrower, a bar says too little to be
    /// worth a line, and the percentage says it alone.
    package static let minimumWidth = 5

    /// How wide a bar would like to be where the width is the item's to choose (a grid
    /// or table column sized by its content); in a line of its own, the bar takes what
    /// the line leaves.
    package static let naturalWidth = 20

    /// A bar `width` cells wide, filled to `fraction`, rounded down to the step.
    package func bar(_ fraction: Double, width: Int) -> String {
        let inner = max(width - open.count - close.count, 0)
        let steps = partial.count + 1
        let units = Int((fraction * Double(inner * steps) + 1e-9).rounded(.down))
        let whole = min(units / steps, inner)
        let part = whole < inner ? units % steps : 0
        let used = whole + (part > 0 ? 1 : 0)
        return open + String(repeating: full, count: whole) + (part > 0 ? partial[part - 1] : "")
            + String(repeating: empty, count: inner - used) + close
    }

    /// The spinner's frame for `tick`, counting round the frames either way.
    package func spinner(_ tick: Int) -> String {
        spinner[(tick % spinner.count + spinner.count) % spinner.count]
    }
}

extension LineWriter {
    /// A progress item's lines. On one line: the label, the bar and the figures, the bar
    /// taking what the other two leave. Where that leaves less than the narrowest bar, the
    /// label's lines come first and the bar and figures under them, two columns in; where
    /// even they do not fit side by side, the bar has a line of its own when it can and
    /// the figures wrap under it. A spinner is laid out as a row: the spinner and label,
    /// then the figures at the right edge.
    package mutating func progress(_ progress: ProgressView, in frame: ItemFrame) {
        let label = progress.label.map(Sanitizer.sanitize) ?? ""
        let figures = Sanitizer.sanitize(progress.figures)
        guard let fraction = progress.fractionCompleted else {
            let spinner = glyphs.progress.spinner(progress.tick)
            row(label: label.isEmpty ? spinner : spinner + " " + label, value: figures, in: frame)
            return
        }
        if let head = SingleLine.trimmed(label), let tail = SingleLine.trimmed(figures),
            oneLine(fraction, head: head, figures: tail, in: frame)
        {
            return
        }
        if frame.truncation != nil {
            if label.isEmpty {
                text(figures, in: frame, role: .value)
            } else {
                row(label: label, value: figures, in: frame)
            }
            return
        }
        var (indent, room) = (frame.indent, frame.available)
        if !label.isEmpty {
            wrap(label, indent: indent, width: room, role: .label, style: frame.style)
            // Below 4 columns the bar keeps the label's indent, so it still has 2.
            if room >= 4 { (indent, room) = (indent + 2, room - 2) }
        }
        let bars = glyphs.progress
        let barRun = { (width: Int, spaces: Int) in
            Run(
                spaces: spaces, text: bars.bar(fraction, width: width), width: width, role: .drawn,
                style: frame.style)
        }
        if let tail = SingleLine.trimmed(figures), ProgressGlyphs.minimumWidth + 1 + tail.width <= room {
            line(
                barRun(room - tail.width - 1, indent),
                Run(spaces: 1, text: tail.text, width: tail.width, role: .value, style: frame.style))
            return
        }
        if room >= ProgressGlyphs.minimumWidth { line(barRun(room, indent)) }
        wrap(figures, indent: indent, width: room, role: .value, style: frame.style)
    }

    /// The label, bar and figures on one line, when the bar gets at least its narrowest
    /// width, the label cut where truncation allows it; `false`, writing nothing, when not.
    private mutating func oneLine(
        _ fraction: Double, head: (text: String, width: Int), figures: (text: String, width: Int),
        in frame: ItemFrame
    ) -> Bool {
        var head = head
        let gaps = head.text.isEmpty ? 1 : 2
        let room = frame.available - figures.width - gaps
        if head.width + ProgressGlyphs.minimumWidth > room {
            // A cut label must keep a few cells besides its ellipsis to say anything.
            guard let mode = frame.truncation, !head.text.isEmpty,
                room - ProgressGlyphs.minimumWidth >= 4
            else { return false }
            head = Truncate.line(
                head.text[...], width: room - ProgressGlyphs.minimumWidth, mode: mode,
                ellipsis: glyphs.ellipsis)
        }
        let barWidth = room - head.width
        let bar = glyphs.progress.bar(fraction, width: barWidth)
        if !head.text.isEmpty {
            append(
                Run(
                    spaces: frame.indent, text: head.text, width: head.width, role: .label, style: frame.style
                ))
        }
        append(
            Run(
                spaces: head.text.isEmpty ? frame.indent : 1, text: bar, width: barWidth, role: .drawn,
                style: frame.style))
        append(Run(spaces: 1, text: figures.text, width: figures.width, role: .value, style: frame.style))
        endLine()
        return true
    }
}

extension ProgressView {
    /// The width the item would like within `limit` columns: its label, a bar of its
    /// natural width and its figures on one line, or a spinner's row.
    package func naturalWidth(limit: Int) -> Int {
        let label = self.label.map(Sanitizer.sanitize) ?? ""
        guard fractionCompleted != nil else {
            let spinner = ProgressGlyphs.unicode.spinner(0)
            let head = label.isEmpty ? spinner : spinner + " " + label
            return Item(content: .row(label: head, value: figures)).naturalWidth(limit: limit)
        }
        let labelWidth = NaturalWidth.of(label, limit: limit)
        let figuresWidth = NaturalWidth.of(Sanitizer.sanitize(figures), limit: limit)
        let gaps = labelWidth == 0 ? 1 : 2
        return min(labelWidth + ProgressGlyphs.naturalWidth + figuresWidth + gaps, limit)
    }
}
