import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The invariants every layout keeps, checked on one document laid out at one width: no
/// line wider than the width (by the layout's widths and by an independent count), no
/// line ending with a space, cells of one column starting at one column, and every piece
/// of content present and in order. `context` (the seed and width) starts every message.
struct LayoutInvariants {
    var context: String

    /// Checks every invariant of `layout`, the layout of `document`; with `truncates`,
    /// content may be cut, so it is not looked for.
    func check(_ document: Document, _ layout: LaidOutDocument, truncates: Bool = false) {
        checkLines(PlainRenderer().rendering(layout), width: layout.width)
        for section in layout.sections { checkWidths(section, width: layout.width) }
        guard !truncates else { return }
        for (section, laidOut) in zip(document.sections.filter(\.printsSomething), layout.sections) {
            checkColumns(laidOut)
            let expected = ExpectedContent.content(of: section, stacked: laidOut.table?.isStacked ?? false)
            #expect(Reading.content(of: laidOut) == expected, "\(context), section \(laidOut.index)")
        }
    }

    /// The rendered text, measured again: no line wider than the width, none ending with
    /// a space, one line feed at the end.
    func checkLines(_ text: String, width: Int) {
        #expect(text.isEmpty || text.hasSuffix("\n"), "\(context)")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(DisplayWidth.of(line) <= width, "\(context): \(line)")
            #expect(!line.hasSuffix(" "), "\(context): \(line)")
        }
    }

    /// The layout's own widths agree with a recount of the runs and stay within the width,
    /// and the line as a whole is no wider. A run that starts with a cluster extender
    /// counts as the layout places it: it may join the character before it into a cluster
    /// one cell narrower, so the whole line may count less than its runs. After a
    /// zero-width format character (a bidi control, U+200B, U+FEFF, U+2028), where a new
    /// cluster starts, the wrapping counts an extender as at a run's start, a cell more than
    /// the run as a whole: there the layout's width may only be larger.
    func checkWidths(_ section: LaidOutSection, width: Int) {
        for line in section.lines {
            let recount = line.placed.last?.end ?? 0
            let separates = line.text.unicodeScalars.contains {
                ($0.properties.generalCategory == .format && $0 != "\u{200D}") || $0 == "\u{2028}"
                    || $0 == "\u{2029}"
            }
            #expect(separates ? line.width >= recount : line.width == recount, "\(context): \(line.text)")
            #expect(DisplayWidth.of(line.text) <= line.width, "\(context): \(line.text)")
            #expect(line.width <= width, "\(context): \(line.text)")
        }
    }

    /// Every run of a grid or table row lies inside one column, and a cell of a leading
    /// column starts at the column's first display column.
    func checkColumns(_ section: LaidOutSection) {
        let context = "\(context), section \(section.index)"
        if let grid = section.grid {
            let bands = zip(grid.columnStarts, grid.columnWidths).map { $0..<($0 + $1) }
            for line in grid.rows.joined() { checkBands(line, bands, context) }
            for (index, item) in section.items.enumerated() {
                let (row, column) = grid.position(ofItem: index)
                let placed = grid.rows[row].map { $0.text(in: bands[column]) }.prefix(item.lines.count)
                let own = item.lines.map { $0.text(in: 0..<grid.columnWidths[column]) }
                #expect(Array(placed) == own, "\(context), item \(index)")
            }
        }
        guard let table = section.table, !table.isStacked else { return }
        let bands = table.columns.map { $0.start..<($0.start + $0.width) }
        for row in table.rows {
            for line in row.lines { checkBands(line, bands, context) }
            for (column, text) in zip(table.columns, row.cells) where column.alignment == .leading {
                guard let first = text.first, first != " ", first != "\n", let line = row.lines.first else {
                    continue
                }
                let starts = line.placed.map(\.start)
                #expect(starts.contains(column.start), "\(context): \(line.text)")
            }
        }
    }

    private func checkBands(_ line: Line, _ bands: [Range<Int>], _ context: String) {
        for placed in line.placed where placed.run.role != .border && placed.end > placed.start {
            let inside = bands.contains { $0.contains(placed.start) && placed.end <= $0.upperBound }
            #expect(inside, "\(context): run \(placed.run.text) at \(placed.start) in \(line.text)")
        }
    }
}

extension Section {
    var printsSomething: Bool { header != nil || footer != nil || !items.isEmpty }
}

extension PlainRenderer {
    func rendering(_ layout: LaidOutDocument) -> String {
        var renderer = self
        return renderer.render(layout)
    }
}
