/// How many colours an output can show.
public enum ColorSupport: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// No colours and no other styling.
    case none = 0
    /// The 16 standard ANSI colours, bold, faint, italic and underline.
    case ansi16 = 1
    /// The 256-colour palette.
    case ansi256 = 2
    /// 24-bit colour.
    case trueColor = 3

    /// Orders by what can be shown.
    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `none`, `16`, `256` or `truecolor`.
    public var description: String {
        switch self {
        case .none: "none"
        case .ansi16: "16"
        case .ansi256: "256"
        case .trueColor: "truecolor"
        }
    }
}
