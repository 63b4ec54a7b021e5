extension SVGBytes {
    /// Writes a block of colour `fill` behind `width` cells from `column`, on the row whose
    /// baseline is `y`: a background, or reverse video's.
    package mutating func writeBlock(_ fill: String, column: Int, width: Int, y: Int) {
        writeMarkup(
            "<rect x=\"\(SVGGeometry.x(ofColumn: column))\" y=\"\(y - SVGGeometry.baselineOffset)\" "
                + "width=\"\(width * SVGGeometry.cellWidth)\" height=\"\(SVGGeometry.cellHeight)\" fill=\"\(fill)\"/>\n"
        )
    }

    /// Writes `text`, which the layout gave `width` cells from `column`, in the look of
    /// class `look`: printable ASCII as one `<text>` (a byte a cell), other text by the
    /// `pieces` the layout cuts it into (``RunPiece``), a cluster that must keep its cells
    /// fitted to them and box drawing as lines over the text kept for reading and copying.
    package mutating func writeCells(
        _ text: String, column: Int, width: Int, y: Int, look: Int, pieces: () -> [RunPiece]
    ) {
        if text.utf8.count == width {
            writeText(text, column: column, width: width, y: y, look: look)
            return
        }
        for piece in pieces() {
            let start = column + piece.column
            switch piece.kind {
            case .shared:
                writeText(piece.text, column: start, width: piece.width, y: y, look: look)
            case .alone:
                writeText(piece.text, column: start, width: piece.width, y: y, look: look, fitted: true)
            case .box:
                writeText(piece.text, column: start, width: piece.width, y: y, look: SVGBytes.hidden)
                let data = SVGBoxDrawing.path(of: piece.text, x: SVGGeometry.x(ofColumn: start), baseline: y)
                writeMarkup("<path d=\"" + data + (look >= 0 ? "\" class=\"s\(look)\"/>\n" : "\"/>\n"))
            }
        }
    }

    /// One `<text>` element stretched to its cells, its glyphs scaled to them when `fitted`.
    private mutating func writeText(
        _ text: some StringProtocol, column: Int, width: Int, y: Int, look: Int, fitted: Bool = false
    ) {
        writeText(
            text, x: SVGGeometry.x(ofColumn: column), y: y, textLength: width * SVGGeometry.cellWidth,
            look: look,
            fitted: fitted)
    }
}
