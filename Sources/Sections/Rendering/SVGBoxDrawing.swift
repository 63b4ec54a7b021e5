/// Box-drawing characters drawn as lines rather than glyphs: a glyph is only as tall as
/// the font's line, which is shorter than a row, so a panel's or a table's sides drawn with
/// `│`, `┃` or `║` showed gaps between rows; lines drawn to the cell's edges meet those of
/// the next cell and the next row in any viewer, whatever font it has.
///
/// Each line is a filled rectangle through the middle of the cell, one pixel thick (three
/// for heavy lines; two one-pixel lines four apart for double ones), and a rounded corner
/// is a quarter ring, so that a look's `fill` colours them as it colours text, and every
/// coordinate is a whole number.
enum SVGBoxDrawing {
    /// How a character's lines are drawn.
    private enum Weight { case light, heavy, double }

    /// Which sides of its cell a character's lines reach, and how they are drawn.
    private struct Arms {
        var left = false
        var right = false
        var up = false
        var down = false
        var weight = Weight.light
        /// A rounded corner (`╭ ╮ ╯ ╰`), drawn as an arc.
        var rounded = false
    }

    /// The arms of each character drawn as lines: `─ │ ┌ ┐ └ ┘ ├ ┤ ┬ ┴ ┼`, their heavy and
    /// double forms, and the rounded corners.
    private static let table: [UInt32: Arms] = {
        // Left, right, up, down, for the shapes in the order of each weight's characters.
        let shapes: [(Bool, Bool, Bool, Bool)] = [
            (true, true, false, false), (false, false, true, true), (false, true, false, true),
            (true, false, false, true), (false, true, true, false), (true, false, true, false),
            (false, true, true, true), (true, false, true, true), (true, true, false, true),
            (true, true, true, false), (true, true, true, true),
        ]
        let weights: [(Weight, [UInt32])] = [
            (
                .light,
                [0x2500, 0x2502, 0x250C, 0x2510, 0x2514, 0x2518, 0x251C, 0x2524, 0x252C, 0x2534, 0x253C]
            ),
            (
                .heavy,
                [0x2501, 0x2503, 0x250F, 0x2513, 0x2517, 0x251B, 0x2523, 0x252B, 0x2533, 0x253B, 0x254B]
            ),
            (
                .double,
                [0x2550, 0x2551, 0x2554, 0x2557, 0x255A, 0x255D, 0x2560, 0x2563, 0x2566, 0x2569, 0x256C]
            ),
        ]
        var table: [UInt32: Arms] = [:]
        for (weight, characters) in weights {
            for (shape, character) in zip(shapes, characters) {
                table[character] = Arms(
                    left: shape.0, right: shape.1, up: shape.2, down: shape.3, weight: weight)
            }
        }
        // ╭ ╮ ╯ ╰ have the arms of ┌ ┐ ┘ └.
        for (character, shape) in zip([0x256D, 0x256E, 0x256F, 0x2570] as [UInt32], [2, 3, 5, 4]) {
            table[character] = Arms(
                left: shapes[shape].0, right: shapes[shape].1, up: shapes[shape].2, down: shapes[shape].3,
                rounded: true)
        }
        return table
    }()

    /// Every character drawn as lines.
    static let characters: Set<UInt32> = Set(table.keys)

    private static func arms(_ scalar: UInt32) -> Arms {
        table[scalar] ?? Arms(left: true, right: true, up: true, down: true)
    }

    /// A horizontal line being drawn across cells: its row and thickness, and its extent.
    private struct Stretch {
        var y: Int
        var height: Int
        var start: Int
        var end: Int
    }

    /// The path data of a piece of box-drawing characters whose first cell starts at `x`,
    /// on the row whose text baseline is `baseline`: one horizontal line for each stretch
    /// of joined arms, then the vertical lines of each cell.
    static func path(of text: Substring, x: Int, baseline: Int) -> String {
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
