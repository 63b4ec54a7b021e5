/// One column of a table: its title, alignment, width rule and truncation.
///
/// ```swift
/// .table(
///     TableColumn("PID", alignment: .trailing),
///     TableColumn("User", width: .maximum(12)),
///     TableColumn("Command", width: .proportional(), truncation: .middle)
/// )
/// ```
///
/// In JSON a column is `{"title": …, "align": "leading" | "trailing" | "center"}`, both
/// keys optional; the width rule and truncation belong to the Swift API.
public struct TableColumn: Hashable, Sendable {
    /// The title printed above the column, or `nil` for none.
    public var title: String?
    /// Where the cells' lines sit within the column; leading by default.
    public var alignment: Alignment
    /// How wide the column may be; ``ColumnWidth/fit`` by default.
    public var width: ColumnWidth
    /// Whether the column's cells are cut to one line per paragraph with an ellipsis
    /// instead of wrapping; `nil` (the default) wraps, so nothing is lost.
    public var truncation: Truncation?

    /// Creates a column.
    ///
    /// - Parameters:
    ///   - title: The title, or `nil` (the default) for none.
    ///   - alignment: Where cells sit; leading by default.
    ///   - width: The width rule; ``ColumnWidth/fit`` by default.
    ///   - truncation: `nil` (the default) to wrap cells, or where to cut them.
    public init(
        _ title: String? = nil, alignment: Alignment = .leading, width: ColumnWidth = .fit,
        truncation: Truncation? = nil
    ) {
        self.title = title
        self.alignment = alignment
        self.width = width
        self.truncation = truncation
    }
}

/// A rule for the width of a table column, or of a grid's columns.
///
/// A column's *natural* width is that of its widest cell (or title) unwrapped. When a
/// table is wider than the space it has, columns shrink (their cells wrap) down to their
/// floor: the rule's minimum, or else 6 columns or the natural width, whichever is
/// smaller.
public struct ColumnWidth: Hashable, Sendable {
    /// The floor the column never shrinks below, when the rule sets one.
    package let minimum: Int?
    /// The ceiling the column never grows beyond, when the rule sets one.
    package let maximum: Int?
    /// The column's share of spare width; 0 for a column that does not stretch.
    package let weight: Int

    /// As wide as the widest cell, shrinking when space is short (the default).
    public static let fit = ColumnWidth(minimum: nil, maximum: nil, weight: 0)

    /// Exactly `width` columns; cells wrap inside, and the column never shrinks.
    ///
    /// - Parameter width: The width in columns, from 1 to 1,000,000.
    /// - Returns: The rule.
    public static func fixed(_ width: Int) -> ColumnWidth {
        let width = LayoutParameter.clamped(width, least: 1)
        return ColumnWidth(minimum: width, maximum: width, weight: 0)
    }

    /// At least `width` columns, even for narrower cells, and never shrunk below that.
    ///
    /// - Parameter width: The least width in columns, from 1 to 1,000,000.
    /// - Returns: The rule.
    public static func minimum(_ width: Int) -> ColumnWidth {
        ColumnWidth(minimum: LayoutParameter.clamped(width, least: 1), maximum: nil, weight: 0)
    }

    /// At most `width` columns: wider cells wrap.
    ///
    /// - Parameter width: The greatest width in columns, from 1 to 1,000,000.
    /// - Returns: The rule.
    public static func maximum(_ width: Int) -> ColumnWidth {
        ColumnWidth(minimum: nil, maximum: LayoutParameter.clamped(width, least: 1), weight: 0)
    }

    /// A share of the width left over, in proportion to `weight` among the proportional
    /// columns; the table then fills its whole width.
    ///
    /// - Parameter weight: The column's share, from 1 to 1,000,000; 1 by default.
    /// - Returns: The rule.
    public static func proportional(_ weight: Int = 1) -> ColumnWidth {
        ColumnWidth(minimum: nil, maximum: nil, weight: LayoutParameter.clamped(weight, least: 1))
    }
}

/// Where a line that is too wide is cut when truncation is asked for.
///
/// Truncation is never the default: content wraps, and nothing is lost. An item that
/// asks for it (``ItemConvertible/truncated(_:)``) keeps one line per paragraph and shows
/// the cut with `…` (`...` with ``Glyphs/ascii``).
public enum Truncation: Hashable, Sendable {
    /// Keeps the start: `a very long na…`.
    case end
    /// Keeps the start and the end: `/usr/lo…/bin/tool`.
    case middle
}
