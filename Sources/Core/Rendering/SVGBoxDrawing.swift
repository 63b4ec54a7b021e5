/// Box-drawing characters drawn as lines rather than glyphs: a glyph is only as tall as
/// the font's line, which is shorter than a row, so a panel's or a table's sides drawn with
/// `│`, `┃` or `║` showed gaps between rows; lines drawn to the cell's edges meet those of
/// the next cell and the next row in any viewer, whatever font it has.
///
/// Each line is a filled rectangle through the middle of the cell, one pixel thick (three
/// for heavy lines; two one-pixel lines four apart for double ones), and a rounded corner
/// is a quarter ring, so that a look's `fill` colours them as it colours text, and every
/// coordinate is a whole number.
package enum SVGBoxDrawing {
    private typealias Arms = BoxDrawing.Arms

    private static func arms(_ scalar: UInt32) -> Arms { BoxDrawing.arms(of: scalar) }

    /// A horizontal line being drawn across cells: its row and thickness, and its extent.
    private struct Stretch {
        package var y: Int
        package var height: Int
        package var start: Int
        package var end: Int
    }

    /// The path data of a piece of box-drawing characters whose first cell starts at `x`,
    /// on the row whose text baseline is `baseline`: one horizontal line for each stretch
    /// of joined arms, then the vertical lines of each cell.
    package static func path(of text: Substring, x: Int, baseline: Int) -> String {
        let cell = SVGGeometry.cellWidth
        let top = baseline - SVGGeometry.baselineOffset
        var data = ""
        var open: [Stretch] = []
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let left = x + index * cell
            let arms = arms(scalar.value)
            let segments = arms.rounded ? [] : horizontals(arms, left: left, top: top)
            // A stretch goes on only where this cell continues it; the others end here.
            var next: [Stretch] = []
            for segment in segments {
                if let at = open.firstIndex(where: { $0.y == segment.y && $0.end == segment.start }) {
                    next.append(
                        Stretch(y: segment.y, height: segment.height, start: open[at].start, end: segment.end)
                    )
                    open.remove(at: at)
                } else {
                    next.append(segment)
                }
            }
            for stretch in open { data += rectangle(stretch) }
            open = []
            for stretch in next {
                if stretch.end == left + cell { open.append(stretch) } else { data += rectangle(stretch) }
            }
            if arms.rounded {
                data += corner(arms, left: left, top: top)
            } else {
                for line in verticals(arms, left: left, top: top) { data += line }
            }
        }
        for stretch in open { data += rectangle(stretch) }
        return data
    }

    /// The horizontal segments of one cell, in order from the top.
    private static func horizontals(_ arms: Arms, left: Int, top: Int) -> [Stretch] {
        guard arms.left || arms.right else { return [] }
        let cell = SVGGeometry.cellWidth
        let middleX = left + cell / 2
        let middleY = top + SVGGeometry.cellHeight / 2
        let right = left + cell
        switch arms.weight {
        case .light, .heavy:
            let thickness = arms.weight == .heavy ? 3 : 1
            let low = thickness / 2
            return [
                Stretch(
                    y: middleY - low, height: thickness, start: arms.left ? left : middleX - low,
                    end: arms.right ? right : middleX - low + thickness)
            ]
        case .double:
            // A line is cut where the vertical line on its own side crosses it (an inner
            // corner or a junction); with none there it turns at the far one (the outer corner).
            var segments: [Stretch] = []
            for (y, crossed) in [(middleY - 2, arms.up), (middleY + 2, arms.down)] {
                if crossed {
                    if arms.left { segments.append(Stretch(y: y, height: 1, start: left, end: middleX - 1)) }
                    if arms.right {
                        segments.append(Stretch(y: y, height: 1, start: middleX + 2, end: right))
                    }
                } else {
                    let start = arms.left ? left : middleX - 2
                    let end = arms.right ? right : middleX + 3
                    segments.append(Stretch(y: y, height: 1, start: start, end: end))
                }
            }
            return segments
        }
    }

    /// The vertical lines of one cell.
    private static func verticals(_ arms: Arms, left: Int, top: Int) -> [String] {
        guard arms.up || arms.down else { return [] }
        let middleX = left + SVGGeometry.cellWidth / 2
        let middleY = top + SVGGeometry.cellHeight / 2
        let bottom = top + SVGGeometry.cellHeight
        func line(_ x: Int, _ from: Int, _ to: Int, width: Int = 1) -> String {
            rectangle(Stretch(y: from, height: to - from, start: x, end: x + width))
        }
        switch arms.weight {
        case .light, .heavy:
            let thickness = arms.weight == .heavy ? 3 : 1
            let low = thickness / 2
            let from = arms.up ? top : middleY - low
            let to = arms.down ? bottom : middleY - low + thickness
            return [line(middleX - low, from, to, width: thickness)]
        case .double:
            var lines: [String] = []
            for (x, crossed) in [(middleX - 2, arms.left), (middleX + 2, arms.right)] {
                if crossed {
                    if arms.up { lines.append(line(x, top, middleY - 1)) }
                    if arms.down { lines.append(line(x, middleY + 2, bottom)) }
                } else {
                    lines.append(line(x, arms.up ? top : middleY - 2, arms.down ? bottom : middleY + 3))
                }
            }
            return lines
        }
    }

    /// A rounded corner: a quarter ring of radii 5 and 4 from the middle of the side its
    /// horizontal arm reaches to the vertical line, then that line to the cell's edge.
    private static func corner(_ arms: Arms, left: Int, top: Int) -> String {
        let towardsRight = arms.right
        let towardsDown = arms.down
        let middleX = left + SVGGeometry.cellWidth / 2
        let centerX = towardsRight ? left + SVGGeometry.cellWidth : left
        let middleY = top + SVGGeometry.cellHeight / 2
        // The centre is 5 from the outer sides of both lines, which are 1 pixel thick.
        let centerY = towardsDown ? middleY + 5 : middleY - 4
        let outerY = towardsDown ? centerY - 5 : centerY + 5
        let innerY = towardsDown ? centerY - 4 : centerY + 4
        let outerX = towardsRight ? middleX : middleX + 1
        let innerX = towardsRight ? middleX + 1 : middleX
        let edge = towardsDown ? top + SVGGeometry.cellHeight : top
        // Both arcs turn the same way on screen when both arms point the same way.
        let sweep = towardsRight == towardsDown ? 0 : 1
        return "M\(centerX) \(outerY)A5 5 0 0 \(sweep) \(outerX) \(centerY)V\(edge)H\(innerX)V\(centerY)"
            + "A4 4 0 0 \(1 - sweep) \(centerX) \(innerY)z"
    }

    private static func rectangle(_ stretch: Stretch) -> String {
        let width = stretch.end - stretch.start
        return "M\(stretch.start) \(stretch.y)h\(width)v\(stretch.height)h-\(width)z"
    }
}
