import Core

/// The help row: `?` shows the keys of the mode the list is in, as bubbles' help and
/// Textual's footer do, in the rows at the bottom, and `?` again hides them.
extension ListModel {
    /// The keys of the current mode, in the order a person needs them, each kept whole
    /// on a line.
    package var helpText: String {
        var keys: [String]
        switch options.mode {
        case .browse where isEntering:
            keys = ["type to filter", "Backspace erase", "Enter keep the filter", "Esc clear it", "↑↓ move"]
        case .browse:
            // Esc clears a kept filter, and quits where there is none.
            keys = ["↑↓ move", "PgUp PgDn page", "Home End", "←→ fold", "/ filter"]
            keys += search.text.isEmpty ? ["q Esc quit"] : ["Esc clear the filter", "q quit"]
        case .single:
            keys = ["type to filter", "↑↓ move", "PgUp PgDn page", "←→ fold", "Enter choose", "Esc cancel"]
        case .multiple:
            keys = [
                "type to filter", "↑↓ move", "Space mark (on a header: its section)", "Tab mark and move",
            ]
            if let limit = options.limit {
                keys.append(
                    limit.upperBound == Int.max
                        ? "choose at least \(limit.lowerBound)"
                        : "choose \(limit.lowerBound) to \(limit.upperBound)")
            }
            keys += ["Enter choose", "←→ fold", "Esc cancel"]
        }
        // Once a filter is typed when picking, `?` is text.
        if questionMarkTogglesHelp { keys.append("? hide help") }
        // No-break spaces keep a key's words together and its separator after it.
        return keys.map { $0.replacing(" ", with: "\u{A0}") }.joined(separator: "\u{A0}· ")
    }

    /// Whether `?` toggles the help rather than being typed: outside filter entry in
    /// browse mode, and with an empty filter when picking (so `?` is typed after any
    /// other character).
    package var questionMarkTogglesHelp: Bool {
        options.mode == .browse ? !isEntering : search.text.isEmpty
    }

    /// Lays the help out again for the mode and the width; the viewport gives up its
    /// bottom rows to it, or takes them back.
    package mutating func layOutHelp() {
        guard showsHelp else {
            help = nil
            return
        }
        var writer = LineWriter()
        writer.wrap(helpText, indent: 0, width: width, role: .footer)
        // The help never takes the last row of the list.
        help = writer.lines(0..<min(writer.lineCount, max(height - 2, 0)))
    }

    package mutating func toggleHelp() {
        let row = highlightRow()
        showsHelp.toggle()
        layOutHelp()
        anchor(row: min(row ?? 0, max(rows - 1, 0)))
    }
}
