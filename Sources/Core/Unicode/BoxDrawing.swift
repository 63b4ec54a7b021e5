/// The box-drawing characters the package draws as lines, and which sides of its cell
/// each one's lines reach: a glyph table below both the layout, which keeps these
/// characters in pieces of their own, and the SVG renderer, which draws them
/// (`SVGBoxDrawing`).
package enum BoxDrawing {
    /// How a character's lines are drawn.
    package enum Weight: Sendable { case light, heavy, double }

    /// Which sides of its cell a character's lines reach, and how they are drawn.
    package struct Arms: Sendable {
        package var left = false
        package var right = false
        package var up = false
        package var down = false
        package var weight = Weight.light
        /// A rounded corner (`╭ ╮ ╯ ╰`), drawn as an arc.
        package var rounded = false
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
    package static let characters: Set<UInt32> = Set(table.keys)

    /// The arms of a character; one not in the table reaches every side.
    package static func arms(of scalar: UInt32) -> Arms {
        table[scalar] ?? Arms(left: true, right: true, up: true, down: true)
    }
}
