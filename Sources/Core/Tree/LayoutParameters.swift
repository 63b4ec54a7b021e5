/// Where a line of text sits within the width it is given.
///
/// Also the alignment of a table column, spelled the same in JSON
/// (`"align": "leading" | "trailing" | "center"`).
public enum Alignment: String, Hashable, Sendable, CaseIterable {
    /// Against the leading (left) edge: `"leading"`.
    case leading
    /// In the middle, one column nearer the leading edge when it cannot be exact: `"center"`.
    case center
    /// Against the trailing (right) edge: `"trailing"`.
    case trailing

    /// The columns before a line `width` wide in a space `available` wide.
    package func offset(width: Int, available: Int) -> Int {
        let room = max(available - width, 0)
        switch self {
        case .leading: return 0
        case .center: return room / 2
        case .trailing: return room
        }
    }
}

/// The order in which a grid places its items.
public enum GridOrder: Hashable, Sendable {
    /// Down the first column, then down the next, like `ls` (the default).
    case columnMajor
    /// Along the first row, then along the next, like `ls -x`.
    case rowMajor
}

/// The range every number a caller gives a layout is kept in: a value below it counts as
/// its least, and one above it as the widest layout, ``LayoutError/maximumWidth`` — no
/// distance, count or share within a section can use more — so that no sum or product of
/// the numbers a layout adds up can overflow, whatever the caller passed.
package enum LayoutParameter {
    /// The largest value a parameter keeps: 1,000,000.
    package static let largest = 1_000_000

    /// `value` within `least` and ``largest``.
    package static func clamped(_ value: Int, least: Int = 0) -> Int { min(max(value, least), largest) }
}

/// The distance, in columns, between a section's edges and its items.
public struct Insets: Hashable, Sendable {
    /// Columns before the items; a negative value counts as 0, and one above 1,000,000 as
    /// 1,000,000.
    public var leading: Int { didSet { leading = LayoutParameter.clamped(leading) } }
    /// Columns after the items: a row's value ends this far from the right edge; kept
    /// within 0 and 1,000,000 as ``leading`` is.
    public var trailing: Int { didSet { trailing = LayoutParameter.clamped(trailing) } }

    /// Creates insets; negative values count as 0, and values above 1,000,000 as 1,000,000.
    ///
    /// - Parameters:
    ///   - leading: Columns before the items.
    ///   - trailing: Columns after the items.
    public init(leading: Int, trailing: Int) {
        self.leading = LayoutParameter.clamped(leading)
        self.trailing = LayoutParameter.clamped(trailing)
    }
}

/// What a layout draws between two items, or between two grid or table rows.
public struct Separator: Hashable, Sendable {
    package let isRule: Bool

    /// Nothing (the default).
    public static let none = Separator(isRule: false)
    /// A horizontal line as wide as the items: `─`, or `-` with ``Glyphs/ascii``.
    public static let rule = Separator(isRule: true)
}

/// How a panel is drawn.
///
/// The box's characters come from ``LayoutOptions/glyphs``: box-drawing characters by
/// default, ASCII when the output asks for it.
public struct PanelStyle: Hashable, Sendable {
    /// Columns of space between each side of the box and its content; 1 by default,
    /// kept within 0 and 1,000,000.
    public var padding: Int { didSet { padding = LayoutParameter.clamped(padding) } }

    /// Creates a panel style.
    ///
    /// - Parameter padding: Columns between each side and the content; 1 by default,
    ///   negative values count as 0, and values above 1,000,000 as 1,000,000.
    public init(padding: Int = 1) {
        self.padding = LayoutParameter.clamped(padding)
    }
}
