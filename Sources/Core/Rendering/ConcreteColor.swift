/// A colour that an output can show: one of the terminal colours, a palette entry or RGB.
package enum ConcreteColor: Hashable {
    case standard(UInt8)
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    /// The colour itself when it is concrete; `nil` for a semantic role.
    package init?(_ color: Color) {
        switch color.representation {
        case .role: return nil
        case .standard(let index): self = .standard(index)
        case .palette(let index): self = .palette(index)
        case .rgb(let red, let green, let blue): self = .rgb(red, green, blue)
        }
    }

    /// The nearest colour an output with `support` shows, or `nil` when it shows none.
    package func degraded(to support: ColorSupport) -> ConcreteColor? {
        switch (support, self) {
        case (.none, _): nil
        case (.trueColor, _), (.ansi256, .standard), (.ansi256, .palette), (.ansi16, .standard): self
        case (.ansi256, .rgb(let red, let green, let blue)):
            .palette(TerminalPalette.nearestPaletteIndex(red, green, blue))
        case (.ansi16, .palette(let index)) where index < 16: .standard(index)
        case (.ansi16, _):
            .standard(TerminalPalette.nearestStandardIndex(to: rgb))
        }
    }

    /// Red, green and blue as the xterm palette shows them.
    package var rgb: (UInt8, UInt8, UInt8) {
        switch self {
        case .standard(let index): TerminalPalette.rgb(ofPaletteIndex: index)
        case .palette(let index): TerminalPalette.rgb(ofPaletteIndex: index)
        case .rgb(let red, let green, let blue): (red, green, blue)
        }
    }

    /// The SGR parameters that set this colour as the foreground.
    package var foregroundParameters: String {
        switch self {
        case .standard(let index): index < 8 ? String(30 + Int(index)) : String(90 + Int(index) - 8)
        case .palette(let index): "38;5;\(index)"
        case .rgb(let red, let green, let blue): "38;2;\(red);\(green);\(blue)"
        }
    }

    /// The SGR parameters that set this colour as the background.
    package var backgroundParameters: String {
        switch self {
        case .standard(let index): index < 8 ? String(40 + Int(index)) : String(100 + Int(index) - 8)
        case .palette(let index): "48;5;\(index)"
        case .rgb(let red, let green, let blue): "48;2;\(red);\(green);\(blue)"
        }
    }

    /// `#rrggbb`.
    package var hex: String {
        let (red, green, blue) = rgb
        return "#" + [red, green, blue].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}
