/// The first pass of a table that is laid out a row at a time (``TableChunks``): only the
/// natural width of each column and the most cells a row has, keeping no text, over the
/// two halves of the rows at once, the second on a thread of its own.
package struct ColumnNaturals: Sendable {
    /// The natural width of each column that a row has a cell in.
    private(set) var naturals: [Int] = []
    /// The most cells any row has; `nil` when there is no row.
    private(set) var longest: Int?

    /// Rows fewer than this are read on the caller's thread alone: a thread costs more
    /// than they do.
    package static let threadedRows = 8_192

    /// The natural widths of the cells of `items`, rows whose cells are at most `limit`
    /// wide each.
    package init(_ items: [Item], limit: Int) {
        guard items.count >= Self.threadedRows else {
            self.init(items[...], limit: limit)
            return
        }
        let middle = items.count / 2
        let later = Forked { ColumnNaturals(items[middle...], limit: limit) }
        self.init(items[..<middle], limit: limit)
        merge(later.join())
    }

    private init(_ rows: ArraySlice<Item>, limit: Int) {
        for item in rows {
            guard case .cells(let cells) = item.content else { continue }
            longest = max(longest ?? 0, cells.count)
            if cells.count > naturals.count {
                naturals += repeatElement(0, count: cells.count - naturals.count)
            }
            for index in cells.indices {
                naturals[index] = max(naturals[index], TableLayout.measure(cells[index], limit: limit).2)
            }
        }
    }

    private mutating func merge(_ other: ColumnNaturals) {
        guard let otherLongest = other.longest else { return }
        longest = max(longest ?? 0, otherLongest)
        if other.naturals.count > naturals.count {
            naturals += repeatElement(0, count: other.naturals.count - naturals.count)
        }
        for index in other.naturals.indices { naturals[index] = max(naturals[index], other.naturals[index]) }
    }

}
