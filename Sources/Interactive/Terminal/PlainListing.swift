package import Core

/// The lines an accessible list prints: the document's items numbered under their
/// section headers, each item's lines as the layout stage lays them out, for a person to
/// answer with a number rather than keys that move a highlight.
///
/// Items are numbered 1, 2, 3, … in reading order across the whole document, and keep
/// their numbers in a filter's listing, so a number never changes its meaning. The number
/// stands in a gutter before each item's first line; a table's column titles are indented
/// by the gutter too, so that they stay above their columns. Headers and footers start at
/// the line's start. A panel's box is left out, since a screen reader would read its
/// corners and rules aloud (its items take a list's indent instead), and a grid's items
/// come one a line, each with its number.
package struct PlainListing {
    package let document: Document
    /// The global number of each section's first item, and the item count last.
    package let starts: [Int32]
    /// The width of the widest number.
    package let digits: Int
    /// The width the sections are laid out at: the terminal's less the gutter.
    package let layoutWidth: Int

    package init(_ document: Document, width: Int) {
        self.document = document
        starts = ListModel.starts(of: document)
        digits = String(max(Int(starts[starts.count - 1]), 1)).count
        layoutWidth = max(width - digits - 2, LayoutError.minimumWidth)
    }

    package var itemCount: Int { Int(starts[starts.count - 1]) }

    /// The global number (from 1) of the item at `path`.
    package func number(of path: ItemPath) -> Int { Int(starts[path.section]) + path.item + 1 }

    /// The position of the item numbered `number` (from 1), `nil` outside 1...itemCount.
    package func path(ofNumber number: Int) -> ItemPath? {
        guard number >= 1, number <= itemCount else { return nil }
        let section = ListDisplay.section(of: number - 1, starts: starts)
        return ItemPath(section: section, item: number - 1 - Int(starts[section]))
    }

    /// The whole document: its title, then every section, items numbered.
    package func all() -> [String] {
        var lines: [String] = []
        if let title = document.title {
            lines.append(UntrustedText.singleLine(title, maximumWidth: nil))
        }
        for index in document.sections.indices {
            if !lines.isEmpty { lines.append("") }
            lines += section(index, items: Array(document.sections[index].items.indices), footer: true)
        }
        return lines
    }

    /// The items at `paths`, in that order, each section's header before its first item
    /// there (a ranked filter's result keeps a section's items together).
    package func listing(of paths: [ItemPath]) -> [String] {
        var lines: [String] = []
        var start = paths.startIndex
        while start < paths.endIndex {
            let section = paths[start].section
            let end = paths[start...].firstIndex { $0.section != section } ?? paths.endIndex
            if !lines.isEmpty { lines.append("") }
            lines += self.section(section, items: paths[start..<end].map(\.item), footer: false)
            start = end
        }
        return lines
    }

    /// Section `index`'s header, a table's titles, the items at `items` numbered, and the
    /// footer when `footer`.
    private func section(_ index: Int, items: [Int], footer: Bool) -> [String] {
        var section = document.sections[index]
        if section.layout.panelStyle != nil {
            // Out of its box, a panel's items take the indent a list's have, as the box's
            // padding gave them theirs.
            section.layout.panelStyle = nil
            section.layout.insets.leading = SectionLayout.list.insets.leading
        }
        let laidOut = LaidOutSection(section, at: index, width: layoutWidth, options: LayoutOptions())
        let blank = String(repeating: " ", count: digits + 2)
        var lines: [String] = []
        for line in laidOut.header ?? Lines.empty { lines.append(line.text) }
        for line in laidOut.table?.titles ?? Lines.empty { lines.append(Self.joined(blank, line.text)) }
        // A grid's cells start at their column; a list's items stand at the layout's indent.
        let indent = laidOut.grid == nil ? "" : String(repeating: " ", count: ListModel.gutter)
        for item in items {
            let number = String(number(of: ItemPath(section: index, item: item)))
            let mark = String(repeating: " ", count: digits - number.count) + number + ". "
            var first = true
            for line in laidOut.items[item].lines {
                lines.append(Self.joined(first ? mark : blank, line.text.isEmpty ? "" : indent + line.text))
                first = false
            }
            if first { lines.append(mark.dropLast() + "") }
        }
        if footer {
            for line in laidOut.footer ?? Lines.empty { lines.append(line.text) }
        }
        return lines
    }

    /// `gutter` and `text`, without the gutter's trailing spaces when the text is empty.
    private static func joined(_ gutter: String, _ text: String) -> String {
        guard text.isEmpty else { return gutter + text }
        return String(gutter.reversed().drop { $0 == " " }.reversed())
    }
}

extension Lines {
    /// No lines.
    package static var empty: Lines { Lines(runs: [], ends: [], range: 0..<0) }
}
