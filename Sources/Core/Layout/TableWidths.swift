/// How wide each table column is: the algorithm of <doc:Layouts>, "Tables".
///
/// Each column has a natural width (its widest title or cell, unwrapped), a desired width
/// (the natural width within the rule's minimum and maximum, or the fixed width) and a
/// floor (the fixed width; else the rule's minimum; else 6 columns or the natural width,
/// whichever is smaller). Then:
///
/// 1. When the floors and gaps do not fit, there is no table: the caller stacks it.
/// 2. Every column takes its desired width; proportional columns take their floor.
/// 3. When that is too wide, the widest columns shrink first, all to one common width
///    (never below a floor), so that the table fits exactly; the columns left at that
///    width get the odd columns, left to right.
/// 4. When there is room to spare and some columns are proportional, they share the
///    room left by the others in proportion to their weights (never below a floor), and
///    the table fills the width.
///
/// Every width is at least 1, and at least 2 when any cell is 2 wide, so that a wide
/// character always fits.
package enum TableWidths {
    /// The narrowest a column shrinks to, unless its rule says otherwise.
    package static let readable = 6

    /// What one column needs.
    package struct Column {
        package var natural: Int
        package var rule: ColumnWidth
    }

    /// The columns' widths within `budget` (the width less the gaps), or `nil` when even
    /// their floors do not fit.
    package static func resolve(_ columns: [Column], budget: Int) -> [Int]? {
        let desired = columns.map(desiredWidth)
        let floors = zip(columns, desired).map { floor($0, desired: $1) }
        guard floors.reduce(0, +) <= budget else { return nil }
        var widths = zip(columns, zip(desired, floors)).map { $0.rule.weight > 0 ? $1.1 : $1.0 }
        if widths.reduce(0, +) > budget {
            shrink(&widths, floors: floors, budget: budget)
        } else if columns.contains(where: { $0.rule.weight > 0 }) {
            stretch(&widths, columns: columns, floors: floors, budget: budget)
        }
        return widths
    }

    private static func desiredWidth(_ column: Column) -> Int {
        var width = column.natural
        if let minimum = column.rule.minimum { width = max(width, minimum) }
        if let maximum = column.rule.maximum { width = min(width, maximum) }
        return max(width, min(column.natural, 2), 1)
    }

    private static func floor(_ column: Column, desired: Int) -> Int {
        let rule = column.rule
        if rule.minimum != nil, rule.minimum == rule.maximum { return desired }
        let floor = rule.minimum ?? min(desired, readable)
        return min(max(floor, min(column.natural, 2), 1), desired)
    }

    /// Lowers the widest columns to one common width `level`, the highest at which the
    /// table fits, then gives the columns at `level` one more column each, left to right,
    /// until the budget is used.
    private static func shrink(_ widths: inout [Int], floors: [Int], budget: Int) {
        func total(at level: Int) -> Int {
            zip(widths, floors).reduce(0) { $0 + max($1.1, min($1.0, level)) }
        }
        var (low, high) = (0, widths.max() ?? 0)
        while low < high {
            let middle = (low + high + 1) / 2
            if total(at: middle) <= budget { low = middle } else { high = middle - 1 }
        }
        var left = budget - total(at: low)
        for index in widths.indices {
            let capped = max(floors[index], min(widths[index], low))
            if left > 0, widths[index] > low, capped == low {
                widths[index] = low + 1
                left -= 1
            } else {
                widths[index] = capped
            }
        }
    }

    /// Shares what the other columns leave among the proportional ones, by weight.
    private static func stretch(_ widths: inout [Int], columns: [Column], floors: [Int], budget: Int) {
        var sharing = columns.indices.filter { columns[$0].rule.weight > 0 }
        var room =
            budget - columns.indices.filter { columns[$0].rule.weight == 0 }.reduce(0) { $0 + widths[$1] }
        // A column whose share is below its floor keeps its floor and leaves the sharing.
        while true {
            let weights = sharing.reduce(0) { $0 + columns[$1].rule.weight }
            let short = sharing.filter { room * columns[$0].rule.weight / weights < floors[$0] }
            if short.isEmpty || short.count == sharing.count {
                for index in sharing {
                    widths[index] = max(room * columns[index].rule.weight / weights, floors[index])
                }
                var left = room - sharing.reduce(0) { $0 + widths[$1] }
                for index in sharing where left > 0 {
                    widths[index] += 1
                    left -= 1
                }
                return
            }
            for index in short { widths[index] = floors[index] }
            room -= short.reduce(0) { $0 + floors[$1] }
            sharing.removeAll { short.contains($0) }
        }
    }
}
