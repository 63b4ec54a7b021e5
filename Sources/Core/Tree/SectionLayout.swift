/// How a section arranges its items: as a list, a grid or a table, optionally inside a
/// panel, with spacing, insets, alignment and separators.
///
/// ```swift
/// Section(header: "Files", layout: .grid) { for name in names { Text(name) } }
/// Section(layout: .table(TableColumn("PID", alignment: .trailing), TableColumn("Command"))) {
///     TableRow("1", "/sbin/init")
/// }
/// Section(header: "Disk", layout: .list.inPanel()) { Row("Used", "78%") }
/// Section(layout: .list.spacing(1).separator(.rule)) { Text("one"); Text("two") }
/// ```
///
/// Every parameter defaults to the plain layout of <doc:PlainLayout> (items indented by 2,
/// no space and no separator between them, text aligned to the leading edge, no panel), so
/// a section that changes nothing prints exactly as that article says. The article
/// <doc:Layouts> describes each arrangement's algorithm.
///
/// JSON carries the arrangement's name (`"list"`, `"grid"`, `"table"`, `"panel"` for a
/// list in a panel) and a table's columns; the other parameters belong to the Swift API
/// and are not written.
public struct SectionLayout: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        case list
        case grid(GridOrder, columnWidth: ColumnWidth)
        case table([TableColumn])
        case tree
    }
    package var kind: Kind

    /// Columns between neighbouring grid columns or table columns; 2 by default, kept
    /// within 0 and 1,000,000.
    public var gap = 2 { didSet { gap = LayoutParameter.clamped(gap) } }
    /// The items' distance from the section's edges; leading 2 and trailing 0 by default.
    public var insets = Insets(leading: 2, trailing: 0)
    /// Empty lines between items (in a list) or rows (in a grid or table); 0 by default,
    /// kept within 0 and 1,000,000.
    public var spacing = 0 { didSet { spacing = LayoutParameter.clamped(spacing) } }
    /// What is drawn between items or rows; ``Separator/none`` by default.
    public var separator = Separator.none
    /// Where text and self-sizing items sit within their width; leading by default.
    public var alignment = Alignment.leading
    /// The panel the section is drawn in, or `nil` (the default) for none.
    public var panelStyle: PanelStyle?
    /// A table's box rules; ``TableBorder/none`` (the default) draws none. Other layouts
    /// ignore it.
    public var border = TableBorder.none
    /// Whether a bordered table draws a rule between rows as well as under its titles;
    /// `false` by default.
    public var rulesBetweenRows = false

    package init(kind: Kind) { self.kind = kind }

    /// Whether sections may nest among the items: in a list or a tree, not in a grid or a
    /// table.
    package var holdsNestedSections: Bool {
        switch kind {
        case .list, .tree: true
        case .grid, .table: false
        }
    }

    /// The columns a section nested in `available` columns puts its items in from its
    /// header: its leading inset while at least 8 columns remain for them, else none.
    package func nestedItemStep(available: Int) -> Int {
        available - insets.leading >= 8 ? insets.leading : 0
    }

    /// One item after another, labels and values aligned to the width (the default).
    public static let list = SectionLayout(kind: .list)

    /// Items packed into columns top to bottom and then left to right, like `ls -C`: each
    /// column as wide as its own widest item, in the fewest rows that fit.
    public static let grid = grid()

    /// Each item and nested section behind tree guides (`├── `, `└── `, `│   `), nested
    /// sections as nodes with their own children behind theirs, like `tree(1)`; `"tree"`
    /// in JSON. <doc:Layouts> describes it.
    public static let tree = SectionLayout(kind: .tree)

    /// Whether items stand behind tree guides.
    @usableFromInline package var isTree: Bool {
        if case .tree = kind { true } else { false }
    }

    /// A list drawn in a box, the header in its top border; `"panel"` in JSON.
    public static let panel = list.inPanel()

    /// Items packed into columns like `ls`, each as wide as its own widest item, in the
    /// fewest rows that fit (see <doc:Layouts>).
    ///
    /// - Parameters:
    ///   - order: Whether items fill columns first (like `ls -C`, the default) or rows
    ///     first (like `ls -x`).
    ///   - columnWidth: Each column's width rule; ``ColumnWidth/fit`` (its widest item) by
    ///     default. Items wider than the column wrap inside it.
    ///   - gap: The least number of columns between two grid columns; 2 by default.
    /// - Returns: A grid layout.
    public static func grid(
        order: GridOrder = .columnMajor, columnWidth: ColumnWidth = .fit, gap: Int = 2
    ) -> SectionLayout {
        var layout = SectionLayout(kind: .grid(order, columnWidth: columnWidth))
        layout.gap = gap
        return layout
    }

    /// A table whose items are ``TableRow``s, one cell per column.
    ///
    /// - Parameters:
    ///   - columns: The columns, left to right.
    ///   - gap: Columns between two table columns when there is no border; 2 by default.
    ///   - border: Box rules around and between the cells; ``TableBorder/none`` by default.
    /// - Returns: A table layout.
    public static func table(_ columns: [TableColumn], gap: Int = 2, border: TableBorder = .none)
        -> SectionLayout
    {
        var layout = SectionLayout(kind: .table(columns))
        layout.gap = gap
        layout.border = border
        return layout
    }

    /// A table whose items are ``TableRow``s, one cell per column, with a gap of 2.
    ///
    /// - Parameter columns: The columns, left to right.
    /// - Returns: A table layout.
    public static func table(_ columns: TableColumn...) -> SectionLayout { table(columns) }

    /// The columns of a table layout; empty for the others.
    public var columns: [TableColumn] {
        if case .table(let columns) = kind { return columns }
        return []
    }

    /// The name used in the JSON format: `"list"`, `"grid"`, `"table"`, `"tree"` or `"panel"`.
    ///
    /// A list in a panel is `"panel"`; a grid or table in a panel keeps its own name.
    public var description: String {
        switch kind {
        case .list: panelStyle == nil ? "list" : "panel"
        case .grid: "grid"
        case .table: "table"
        case .tree: "tree"
        }
    }

    /// The layout named `name` in the JSON format, or `nil` when there is none.
    ///
    /// `"table"` gives a table without columns; JSON decoding adds the `"columns"`.
    ///
    /// - Parameter name: `"list"`, `"grid"`, `"table"`, `"tree"` or `"panel"`.
    public init?(named name: String) {
        switch name {
        case "list": self = .list
        case "grid": self = .grid
        case "table": self = .table([])
        case "panel": self = .panel
        case "tree": self = .tree
        default: return nil
        }
    }
}
