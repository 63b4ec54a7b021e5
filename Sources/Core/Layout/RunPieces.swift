/// A piece of a run that an output on a cell grid draws as one unit: its first column and
/// its width in cells.
package struct RunPiece: Equatable {
    /// How a picture draws a piece.
    package enum Kind: Equatable {
        /// One-cell clusters that every monospace font draws one cell wide, or a
        /// zero-width piece: they may share a piece, stretched to its cells together.
        case shared
        /// One cluster alone — a wide one, or a one-cell cluster whose glyph a viewer may
        /// draw at another width (an emoji such as 🌧 in text presentation, a symbol, a
        /// control picture): fitted to its own cells, so that it moves no neighbour.
        case alone
        /// Box-drawing characters of the borders (`─ │ ┌ ┐ └ ┘ ├ ┤ ┬ ┴ ┼`, their heavy and
        /// double forms, `╭ ╮ ╯ ╰`), which a picture can draw as lines that meet those of
        /// the next cell and the next row.
        case box
    }

    /// The clusters of the piece.
    package var text: Substring
    /// Its first cell, counted from the start of the run.
    package var column: Int
    /// Its cells.
    package var width: Int
    package var kind: Kind = .shared
}

extension Run {
    /// The run cut where a cell grid needs it, measured here in the layout stage by the
    /// rule that measured the run, so that a renderer places text without measuring it.
    package var pieces: [RunPiece] { RunPiece.pieces(of: text, width: width) }
}

extension RunPiece {
    /// Cuts a run's text where the grid needs it: a wide cluster (a wide character, an
    /// emoji sequence) or a one-cell cluster of uncertain glyph width is a piece of its
    /// own, consecutive one-cell clusters of the other kinds share a piece with those of
    /// their kind, and a zero-width cluster (a combining mark on its own, a format
    /// character) joins the piece before it unless that is box drawing. So each piece can
    /// be fitted to its cells and every cluster starts at the column the layout gave it.
    ///
    /// The widths are the layout's per-cluster rule (the Display width article), the one
    /// that measured the run; when they do not add up to the run's width, which a hand-made
    /// ``Run`` can do, the whole run is one piece of the run's width.
    package static func pieces(of text: String, width: Int) -> [RunPiece] {
        var pieces: [RunPiece] = []
        var column = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let cluster = text[index]
            let cells = DisplayWidth.placed(cluster, startsText: index == text.startIndex)
            let kind = cells == 0 ? nil : Self.kind(of: cluster, cells: cells)
            if let last = pieces.last, joins(last, kind) {
                pieces[pieces.count - 1].text = text[last.text.startIndex..<next]
                pieces[pieces.count - 1].width += cells
            } else {
                pieces.append(
                    RunPiece(text: text[index..<next], column: column, width: cells, kind: kind ?? .shared))
            }
            column += cells
            index = next
        }
        guard column == width else { return [RunPiece(text: text[...], column: 0, width: width)] }
        return pieces
    }

    /// Whether a cluster of `kind` (`nil`: zero-width) goes into the piece before it.
    private static func joins(_ last: RunPiece, _ kind: Kind?) -> Bool {
        switch kind {
        case nil: last.kind != .box
        // Not into a piece of zero-width clusters alone, which starts the text.
        case .shared?: last.kind == .shared && last.width > 0
        case .box?: last.kind == .box
        case .alone?: false
        }
    }

    /// How a cluster of `cells` cells (one or two) is drawn.
    package static func kind(of cluster: Character, cells: Int) -> Kind {
        guard cells == 1 else { return .alone }
        let scalars = cluster.unicodeScalars
        let first = scalars.first!.value
        if scalars.count == 1, boxDrawing.contains(first) { return .box }
        // Scripts and punctuation that monospace fonts on every system draw one cell
        // wide: ASCII, Latin, Greek, Cyrillic, and general punctuation up to `…`.
        switch first {
        case 0x20...0x7E, 0xA0...0x52F, 0x1E00...0x1FFF, 0x2010...0x2027: return .shared
        default: return .alone
        }
    }

    /// The box-drawing characters drawn as lines.
    package static var boxDrawing: Set<UInt32> { BoxDrawing.characters }
}
