import Sections
import Testing

@testable import Core
@testable import Interactive

/// On seeded random names, the grid takes the arrangement a brute-force search over the
/// arrangements `ls -C` and `ls -x` try gives, and keeps the plain layout's promises.
@Suite struct GridPackingTests {
    typealias SplitMix64 = CodingTests.JSONRoundTripTests.SplitMix64

    /// What the grid should be, found by measuring every arrangement: for `c` columns
    /// from the most down to 2, ⌈n / c⌉ rows (column-major: then ⌈n / rows⌉ columns),
    /// each column as wide as its widest name; the first that fits, else one column.
    static func expectedShape(_ widths: [Int], order: GridOrder, available: Int) -> (rows: Int, widths: [Int])
    {
        let count = widths.count
        for columns in stride(from: count, through: 2, by: -1) {
            let rows = (count + columns - 1) / columns
            let used = order == .columnMajor ? (count + rows - 1) / rows : columns
            var columnWidths = [Int](repeating: 0, count: used)
            for (index, width) in widths.enumerated() {
                let column = order == .columnMajor ? index / rows : index % used
                columnWidths[column] = max(columnWidths[column], width)
            }
            if columnWidths.reduce(2 * (used - 1), +) <= available { return (rows, columnWidths) }
        }
        return (count, [widths.max() ?? 0])
    }

    @Test(arguments: [GridOrder.columnMajor, .rowMajor])
    func packsLikeLsOnRandomNames(order: GridOrder) throws {
        var random = SplitMix64(seed: order == .columnMajor ? 16 : 61)
        for round in 0..<300 {
            let width = Int.random(in: 8...120, using: &random)
            let names = (0..<Int.random(in: 1...40, using: &random)).map { index in
                let length = Int.random(in: 1...min(30, width - 2), using: &random)
                return String(repeating: "x", count: length - 1) + String(index % 10)
            }
            let document = Document {
                Section(layout: .grid(order: order)) { for name in names { Text(name) } }
            }
            let section = try #require(Array(try LaidOutDocument(document, width: width).sections).first)
            let grid = try #require(section.grid)
            let expected = Self.expectedShape(names.map(\.count), order: order, available: width - 2)
            let context = "round \(round), width \(width), \(names)"
            #expect(grid.rowCount == expected.rows, "\(context)")
            #expect(grid.columnWidths == expected.widths, "\(context)")
            let lines = section.lines.map(\.text)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width && !$0.hasSuffix(" ") }, "\(context)")
            // Every name, once, in the grid's order.
            var placed: [String] = []
            for column in 0..<grid.columnCount {
                for row in 0..<grid.rowCount {
                    let index =
                        order == .columnMajor ? column * grid.rowCount + row : row * grid.columnCount + column
                    guard index < names.count else { continue }
                    let start = grid.columnStarts[column]
                    let text = String(lines[row].dropFirst(start).prefix(grid.columnWidths[column]))
                    placed.append(text.split(separator: " ").first.map(String.init) ?? "")
                }
            }
            let inOrder =
                order == .columnMajor
                ? names
                : (0..<grid.columnCount).flatMap { column in
                    stride(from: column, to: names.count, by: grid.columnCount).map { names[$0] }
                }
            #expect(placed == inOrder, "\(context)")
        }
    }
}
