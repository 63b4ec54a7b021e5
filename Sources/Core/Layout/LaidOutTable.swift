/// A section's rows laid out as a table: its columns, the text of every cell, and its
/// lines.
///
/// A renderer that prints lines needs only ``lines``. One that writes structure (a GFM
/// table, an HTML `<table>`) reads ``columns`` for titles and alignments and ``rows`` for
/// each row's sanitised cell texts, unwrapped; it never measures.
public struct LaidOutTable: Sendable {
    /// One column as laid out.
    public struct Column: Hashable, Sendable {
        /// The title, sanitised, or `nil` for none.
        public let title: String?
        /// Where the cells' lines sit within the column.
        public let alignment: Alignment
        /// The display column where the column starts; 0 when the table is stacked.
        public let start: Int
        /// The column's width in terminal cells; 0 when the table is stacked.
        public let width: Int

        package func moved(by columns: Int) -> Column {
            Column(title: title, alignment: alignment, start: start + columns, width: width)
        }
    }

    /// One row as laid out.
    public struct Row: Sendable {
        /// The position, in the section, of the item the row comes from (an item of yours
        /// may hold several rows).
        public let item: Int
        /// Each cell's text, sanitised and unwrapped, one per column; a cell that is not a
        /// text is the text it stands for (a self-sizing item's lines joined with LF).
        public let cells: ArraySlice<String>
        /// The row's lines.
        public let lines: Lines
    }

    /// The columns, left to right: the declared ones, then an untitled one for each cell
    /// beyond them in the longest row.
    public let columns: [Column]
    /// Whether the columns' floors did not fit the width, so that each row is printed as
    /// label/value lines (title, then cell) with a rule between rows.
    public let isStacked: Bool
    /// The titles and the rule under them, or `nil` when no column has a title or the
    /// table is stacked.
    public let titles: Lines?
    /// The rows, in order; items of the table that are not rows are not among them.
    public let rows: Rows
    /// Every line of the table: titles, rule, rows, and whatever stands between rows.
    public let lines: Lines

    package init(_ record: TableRecord, lines: (Range<Int>) -> Lines) {
        columns = record.columns
        isStacked = record.isStacked
        titles = record.titles.map(lines)
        rows = Rows(
            rows: record.rows, cellTexts: record.cellTexts, columnCount: record.columns.count,
            storage: lines(0..<0))
        self.lines = lines(record.lines)
    }

    /// The rows of a table, made one at a time as they are read.
    public struct Rows: RandomAccessCollection, Sendable {
        package let rows: [(item: Int, lines: Range<Int>)]
        package let cellTexts: [String]
        package let columnCount: Int
        /// The section's lines, of which each row has a range.
        package let storage: Lines

        /// The position of the first row.
        public var startIndex: Int { 0 }
        /// The position after the last row.
        public var endIndex: Int { rows.count }

        /// The row at a position.
        public subscript(position: Int) -> Row {
            let row = rows[position]
            let cells = cellTexts[position * columnCount..<(position + 1) * columnCount]
            return Row(
                item: row.item, cells: cells,
                lines: storage.sharing(row.lines))
        }
    }
}
