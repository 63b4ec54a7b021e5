/// A colour for text: a semantic role that a theme makes concrete, or a concrete colour.
///
/// Prefer the roles (``accent``, ``success``, ``warning``, ``error``): a ``Theme`` decides
/// what they look like in each format. A concrete colour is one of the 16 terminal
/// colours, an entry of the 256-colour palette, or a 24-bit RGB value; a renderer degrades
/// it to what its output allows.
///
/// ```swift
/// Row("Status", "failing").style(Style(color: .error))
/// Text("brand").style(Style(color: .rgb(0x5B, 0x3C, 0xC4)))
/// ```
public struct Color: Hashable, Sendable {
    package enum Representation: Hashable, Sendable {
        case role(ColorRole)
        /// 0–7 the normal and 8–15 the bright terminal colours.
        case standard(UInt8)
        case palette(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    package let representation: Representation

    package init(_ representation: Representation) { self.representation = representation }

    /// The colour a theme gives a semantic role.
    ///
    /// - Parameter role: The role.
    /// - Returns: A colour that stands for the role until a renderer applies its theme.
    public static func role(_ role: ColorRole) -> Color { Color(.role(role)) }

    /// An entry of the 256-colour terminal palette: 0–15 the terminal colours, 16–231 a
    /// 6×6×6 colour cube, 232–255 a grey ramp.
    ///
    /// - Parameter index: The palette index.
    /// - Returns: The palette colour.
    public static func palette(_ index: UInt8) -> Color { Color(.palette(index)) }

    /// A 24-bit colour.
    ///
    /// - Parameters:
    ///   - red: Red, 0–255.
    ///   - green: Green, 0–255.
    ///   - blue: Blue, 0–255.
    /// - Returns: The colour.
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        Color(.rgb(red, green, blue))
    }

    /// The semantic role, when this colour is one.
    public var semanticRole: ColorRole? {
        if case .role(let role) = representation { return role }
        return nil
    }

    /// Something to draw the eye: a link-like or highlighted value.
    public static let accent = Color.role(.accent)
    /// Something that went well.
    public static let success = Color.role(.success)
    /// Something that needs attention.
    public static let warning = Color.role(.warning)
    /// Something that failed.
    public static let error = Color.role(.error)

    /// Terminal colour 0.
    public static let black = Color(.standard(0))
    /// Terminal colour 1.
    public static let red = Color(.standard(1))
    /// Terminal colour 2.
    public static let green = Color(.standard(2))
    /// Terminal colour 3.
    public static let yellow = Color(.standard(3))
    /// Terminal colour 4.
    public static let blue = Color(.standard(4))
    /// Terminal colour 5.
    public static let magenta = Color(.standard(5))
    /// Terminal colour 6.
    public static let cyan = Color(.standard(6))
    /// Terminal colour 7.
    public static let white = Color(.standard(7))
    /// Terminal colour 8.
    public static let brightBlack = Color(.standard(8))
    /// Terminal colour 9.
    public static let brightRed = Color(.standard(9))
    /// Terminal colour 10.
    public static let brightGreen = Color(.standard(10))
    /// Terminal colour 11.
    public static let brightYellow = Color(.standard(11))
    /// Terminal colour 12.
    public static let brightBlue = Color(.standard(12))
    /// Terminal colour 13.
    public static let brightMagenta = Color(.standard(13))
    /// Terminal colour 14.
    public static let brightCyan = Color(.standard(14))
    /// Terminal colour 15.
    public static let brightWhite = Color(.standard(15))
}

/// What a colour means, for a theme to make concrete.
public enum ColorRole: Hashable, Sendable, CaseIterable {
    /// Something to draw the eye.
    case accent
    /// Something that went well.
    case success
    /// Something that needs attention.
    case warning
    /// Something that failed.
    case error
}
