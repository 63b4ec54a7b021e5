/// A piece of a run that an output on a cell grid draws as one unit: its first column and
/// its width in cells.
struct RunPiece: Equatable {
    /// The clusters of the piece.
    var text: Substring
    /// Its first cell, counted from the start of the run.
    var column: Int
    /// Its cells.
    var width: Int
}

extension Run {
    /// The run cut where a cell grid needs it, measured here in the layout stage by the
    /// rule that measured the run, so that a renderer places text without measuring it.
    var pieces: [RunPiece] { RunPiece.pieces(of: text, width: width) }
}

extension RunPiece {
    /// Cuts a run's text where the grid needs it: a wide cluster (a wide character, an
    /// emoji sequence) is a piece of its own two cells wide, consecutive one-cell clusters
    /// share a piece, and a zero-width cluster (a combining mark on its own, a format
    /// character) joins the piece before it. So each piece can be stretched to its cells and
    /// every wide cluster starts at the column the layout gave it.
    ///
    /// The widths are the layout's per-cluster rule (the Display width article), the one
    /// that measured the run; when they do not add up to the run's width, which a hand-made
    /// ``Run`` can do, the whole run is one piece of the run's width.
    static func pieces(of text: String, width: Int) -> [RunPiece] {
        var pieces: [RunPiece] = []
        var column = 0
        // Whether the last piece holds one-cell clusters only, so that another may join it.
        var lastIsNarrow = false
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let cells = DisplayWidth.placed(text[index], startsText: index == text.startIndex)
            if let last = pieces.last, cells == 0 || (cells == 1 && lastIsNarrow) {
                pieces[pieces.count - 1].text = text[last.text.startIndex..<next]
                pieces[pieces.count - 1].width += cells
            } else {
                pieces.append(RunPiece(text: text[index..<next], column: column, width: cells))
                lastIsNarrow = cells == 1
            }
            column += cells
            index = next
        }
        guard column == width else { return [RunPiece(text: text[...], column: 0, width: width)] }
        return pieces
    }
}
