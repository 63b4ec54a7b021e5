/// The xterm 256-colour palette, and the nearest entries to an RGB colour.
package enum TerminalPalette {
    /// xterm's default 16 colours.
    private static let standard: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
        (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each channel in the 6×6×6 cube (entries 16–231).
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of a palette entry.
    package static func rgb(ofPaletteIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return standard[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (
                UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]),
                UInt8(cubeLevels[cube % 6])
            )
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
    }

    /// The cube or grey-ramp entry nearest to a colour (entries 16–255, which look the
    /// same in every terminal).
    package static func nearestPaletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let levels = [red, green, blue].map { channel in
            cubeLevels.indices.min {
                abs(cubeLevels[$0] - Int(channel)) < abs(cubeLevels[$1] - Int(channel))
            }!
        }
        let cubeIndex = UInt8(16 + 36 * levels[0] + 6 * levels[1] + levels[2])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyIndex = UInt8(232 + min(max((average - 3) / 10, 0), 23))
        let target = (red, green, blue)
        return distance(rgb(ofPaletteIndex: greyIndex), target)
            < distance(rgb(ofPaletteIndex: cubeIndex), target) ? greyIndex : cubeIndex
    }

    /// The terminal colour (0–15) nearest to a colour.
    package static func nearestStandardIndex(to target: (UInt8, UInt8, UInt8)) -> UInt8 {
        UInt8(standard.indices.min { distance(standard[$0], target) < distance(standard[$1], target) }!)
    }

    /// Squared distance in RGB space.
    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let red = Int(a.0) - Int(b.0)
        let green = Int(a.1) - Int(b.1)
        let blue = Int(a.2) - Int(b.2)
        return red * red + green * green + blue * blue
    }
}
