/// Light box-drawing characters drawn as lines rather than glyphs: a glyph is only as tall
/// as the font's line, which is shorter than a row, so a panel's sides drawn with `│`
/// showed gaps between rows; lines drawn to the cell's edges meet those of the next cell
/// and the next row in any viewer, whatever font it has.
///
/// Each line is a filled rectangle one pixel thick through the middle of the cell, so
/// that a look's `fill` colours it as it colours text, and every coordinate is a whole
/// number.
enum SVGBoxDrawing {
    /// Which sides of its cell a character's lines reach: left, right, up, down.
    private static func arms(_ scalar: UInt32) -> (left: Bool, right: Bool, up: Bool, down: Bool) {
        switch scalar {
        case 0x2500: (true, true, false, false)  // ─
        case 0x2502: (false, false, true, true)  // │
        case 0x250C: (false, true, false, true)  // ┌
        case 0x2510: (true, false, false, true)  // ┐
        case 0x2514: (false, true, true, false)  // └
        case 0x2518: (true, false, true, false)  // ┘
        case 0x251C: (false, true, true, true)  // ├
        case 0x2524: (true, false, true, true)  // ┤
        case 0x252C: (true, true, false, true)  // ┬
        case 0x2534: (true, true, true, false)  // ┴
        default: (true, true, true, true)  // ┼
        }
    }

    /// The path data of a piece of box-drawing characters whose first cell starts at `x`,
    /// on the row whose text baseline is `baseline`: one horizontal line for each stretch
    /// of joined arms, one vertical line per cell that has one.
    static func path(of text: Substring, x: Int, baseline: Int) -> String {
        let cell = SVGGeometry.cellWidth
        let top = baseline - SVGGeometry.baselineOffset
        let middleY = top + SVGGeometry.cellHeight / 2
        let middleX = cell / 2
        var data = ""
        var horizontal: (start: Int, end: Int)?
        func closeHorizontal() {
            if let (start, end) = horizontal {
                data += rectangle(x: start, y: middleY, width: end - start, height: 1)
            }
            horizontal = nil
        }
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let left = x + index * cell
            let arms = arms(scalar.value)
            let start = arms.left ? left : left + middleX
            let end = arms.right ? left + cell : left + middleX + 1
            if arms.left || arms.right {
                if let open = horizontal, open.end == start {
                    horizontal = (open.start, end)
                } else {
                    closeHorizontal()
                    horizontal = (start, end)
                }
                if !arms.right { closeHorizontal() }
            } else {
                closeHorizontal()
            }
            if arms.up || arms.down {
                let from = arms.up ? top : middleY
                let to = arms.down ? top + SVGGeometry.cellHeight : middleY + 1
                data += rectangle(x: left + middleX, y: from, width: 1, height: to - from)
            }
        }
        closeHorizontal()
        return data
    }

    private static func rectangle(x: Int, y: Int, width: Int, height: Int) -> String {
        "M\(x) \(y)h\(width)v\(height)h-\(width)z"
    }
}
