/// One row of a table: a cell per column.
///
/// ```swift
/// Section(layout: .table(TableColumn("PID", alignment: .trailing), TableColumn("Command"))) {
///     TableRow("1", "/sbin/init")
///     TableRow { "812"; Meter(fraction: 0.4) }   // any item can be a cell
/// }
/// ```
///
/// A row needs as many cells as its table has columns: ``Document/validate()`` reports
/// another count, and JSON decoding refuses it. Layout never drops a cell: missing cells
/// are empty and extra cells get untitled columns of their own. Outside a table a row is
/// laid out as a table of one row.
public struct TableRow: Hashable, Sendable, ItemConvertible {
    /// The cells, left to right; each is an item, usually a text.
    public var cells: [Item]

    /// Creates a row of text cells.
    ///
    /// - Parameter cells: The cells' texts, left to right.
    public init(_ cells: String...) {
        self.init(cells)
    }

    /// Creates a row of text cells from an array.
    ///
    /// - Parameter cells: The cells' texts, left to right.
    public init(_ cells: [String]) {
        self.cells = cells.map { Item(content: .text($0)) }
    }

    /// Creates a row whose cells are written with a result builder, one item per cell.
    ///
    /// - Parameter cells: A ``SectionBuilder`` block; each item it gives is a cell.
    public init(@SectionBuilder cells: () -> [Item]) {
        self.cells = cells()
    }

    /// This row as a node of the document tree.
    public var item: Item { Item(content: .cells(cells)) }
}
