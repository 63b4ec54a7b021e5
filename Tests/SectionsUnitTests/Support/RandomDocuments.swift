import Sections

@testable import Core
@testable import Interactive

/// A self-sizing item for random documents: it asks for its text's width plus some
/// slack and draws its text, the same at every size.
struct Gauge: SelfSizingItem {
    var text: String
    var slack: Int

    func preferredSize(limit: Size) -> Size {
        Size(width: min(DisplayWidth.of(text) + slack, limit.width), height: 1)
    }

    func draw(in size: Size) -> [String] { [text] }
}

/// A composed item for random documents.
struct Card: SectionItem {
    var parts: [Item]
    var body: [Item] { parts }
}

/// Random documents of every layout, with text that exercises wrapping: short and long
/// words, runs of spaces, line feeds, wide characters, emoji, combining marks and control
/// characters.
struct RandomDocuments {
    /// The layout every section of a document takes.
    enum Shape: String, CaseIterable, Sendable {
        case list, grid, table
        /// A list, grid or table in a panel's box.
        case panel
        /// Items and nested sections, two deep, behind tree guides.
        case tree
    }

    /// The generator of the JSON round-trip tests, so that every document replays.
    var random: CodingTests.JSONRoundTripTests.SplitMix64
    /// Whether some items ask for truncation.
    var truncates = false
    /// Whether words also come from ``RandomContent/hostile`` (and a table's cells are all
    /// text, whose reading back a test can predict).
    var hostile = false
    /// The layout of every section; a random one for each when `nil`.
    var shape: Shape?

    init(seed: UInt64, hostile: Bool = false, shape: Shape? = nil) {
        random = .init(seed: seed)
        self.hostile = hostile
        self.shape = shape
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func word() -> String {
        if hostile, chance(40) { return hostileWord() }
        let pieces = ["東京", "タワー", "👍🏽", "e\u{301}", "\u{1B}[1m", "a\tb", "🇯🇵", "ab"]
        if chance(15) { return pieces.randomElement(using: &random)! }
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789/-.")
        let length = chance(8) ? number(15...40) : number(1...9)
        return String((0..<length).map { _ in letters.randomElement(using: &random)! })
    }

    /// An empty word, a very long one (a hostile piece or letter repeated), or one to three
    /// hostile pieces.
    private mutating func hostileWord() -> String {
        let pieces = RandomContent.hostile
        switch number(0...19) {
        case 0: return ""
        case 1: return String(repeating: pieces.randomElement(using: &random)!, count: number(40...160))
        case 2: return String(repeating: "abcdefghij", count: number(10...60))
        default: return (0..<number(1...3)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }

    mutating func text(maxWords: Int = 8) -> String {
        var text = ""
        for index in 0..<number(0...maxWords) {
            if index > 0 {
                text += chance(10) ? "\n" : String(repeating: " ", count: chance(85) ? 1 : number(2...3))
            }
            text += word()
        }
        return chance(5) ? text + "  " : text
    }

    mutating func leaf() -> Item {
        var item: Item
        switch number(0...9) {
        case 0...3: item = Text(text()).item
        case 4...6: item = Row(text(maxWords: 3), text(maxWords: 3)).item
        case 7: item = Gauge(text: text(maxWords: 4), slack: number(0...6)).item
        default: item = Text(word()).item
        }
        if truncates, chance(20) { item.truncation = chance(50) ? .end : .middle }
        return item
    }

    mutating func item(depth: Int = 0) -> Item {
        guard depth < 2 else { return leaf() }
        switch number(0...11) {
        case 0: return Card(parts: (0..<number(1...3)).map { _ in item(depth: depth + 1) }).item
        case 1:
            let title = chance(70) ? text(maxWords: 3) : nil
            return Panel(title: title) { for _ in 0..<number(0...3) { item(depth: depth + 1) } }.item
        default: return leaf()
        }
    }

    mutating func columnWidth() -> ColumnWidth {
        switch number(0...7) {
        case 0: .fixed(number(1...12))
        case 1: .minimum(number(1...10))
        case 2: .maximum(number(1...16))
        case 3: .proportional(number(1...3))
        default: .fit
        }
    }

    mutating func table() -> (SectionLayout, [Item]) {
        let columns = (0..<number(1...5)).map { _ in
            TableColumn(
                chance(80) ? text(maxWords: 2) : nil,
                alignment: Alignment.allCases.randomElement(using: &random)!,
                width: columnWidth(), truncation: truncates && chance(20) ? .end : nil)
        }
        let rows = (0..<number(0...6)).map { _ in
            TableRow {
                for _ in columns {
                    chance(10) && !hostile
                        ? Gauge(text: word(), slack: number(0...4)).item : Text(text(maxWords: 5)).item
                }
            }.item
        }
        let items = chance(20) ? [Card(parts: Array(rows.prefix(2))).item] + rows.dropFirst(2) : rows
        return (.table(columns, gap: number(1...3)), items)
    }

    mutating func section() -> Section {
        var (layout, items): (SectionLayout, [Item])
        let roll = number(0...9)
        let kind: Shape =
            switch shape {
            case .none, .panel: roll <= 2 ? .grid : roll <= 5 ? .table : .list
            case .some(let shape): shape
            }
        if kind == .tree { return treeSection(depth: 0) }
        switch kind {
        case .grid:
            (layout, items) = (
                .grid(
                    order: chance(50) ? .columnMajor : .rowMajor, columnWidth: columnWidth(),
                    gap: number(0...3)), []
            )
        case .table: (layout, items) = table()
        default: (layout, items) = (.list, [])
        }
        if case .table = layout.kind {} else { items = (0..<number(0...8)).map { _ in item() } }
        if shape == .panel || chance(30) { layout = layout.inPanel(PanelStyle(padding: number(0...2))) }
        if chance(20) { layout = layout.spacing(number(0...1)).separator(chance(50) ? .rule : .none) }
        if chance(20) { layout = layout.alignment(Alignment.allCases.randomElement(using: &random)!) }
        if chance(15) { layout = layout.insets(leading: number(0...6), trailing: number(0...3)) }
        return Section(
            id: nil, header: chance(70) ? text(maxWords: 6) : nil,
            footer: chance(30) ? text(maxWords: 4) : nil,
            layout: layout, items: items)
    }

    /// A tree section, or a node of one: items, and below depth 2 nested sections.
    mutating func treeSection(depth: Int) -> Section {
        let items = (0..<number(0...5)).map { _ in
            depth < 2 && chance(30)
                ? Item(content: .section(NestedSection(treeSection(depth: depth + 1)))) : item()
        }
        return Section(
            id: nil, header: chance(80) ? text(maxWords: 6) : nil,
            footer: chance(30) ? text(maxWords: 4) : nil,
            layout: depth == 0 ? .tree : .list, items: items)
    }

    mutating func document() -> Document {
        Document(
            title: chance(50) ? text(maxWords: 5) : nil, sections: (0..<number(1...4)).map { _ in section() })
    }
}
