import Sections

/// What a parser should read back from the Markdown and HTML of a document without
/// styles, worked out from the tree (not from the renderers): the oracle of the
/// round-trip tests. The formats are in ExpectedMarkdown.swift and ExpectedHTML.swift.
enum Expected {
    /// One list item or entry: the text read back and its strong parts.
    enum Entry {
        case text(String, strong: Bool, role: String)
        case row(label: String, value: String)

        /// The entry's text, as a cell of a row outside a table shows it.
        var text: String {
            switch self {
            case .text(let text, _, _): text
            case .row(let label, let value): label + ": " + value
            }
        }
    }

    static func entries(_ item: Item, width: Int) -> [Entry] {
        switch item.content {
        case .text(let text): [.text(sanitized(text), strong: false, role: "")]
        case .row(let label, let value): [.row(label: sanitized(label), value: sanitized(value))]
        case .header(let text): [.text(sanitized(text), strong: true, role: "header")]
        case .footer(let text): [.text(sanitized(text), strong: false, role: "footer")]
        case .drawn(let drawn):
            [
                .text(
                    drawn.lines(width: width - 2).map(sanitized).joined(separator: "\n"), strong: false,
                    role: "drawn")
            ]
        case .composed(let composed): composed.body.flatMap { entries($0, width: width) }
        case .cells(let cells):
            [.text(cellTexts(cells, width: width).joined(separator: " | "), strong: false, role: "cells")]
        case .panel(let title, let items):
            (title.map { [Entry.text(sanitized($0), strong: true, role: "")] } ?? [])
                + items.flatMap { entries($0, width: width) }
        case .progress(let progress): entries(progress.value.textForm, width: width)
        case .section(let nested):
            (nested.section.header.map { [Entry.text(sanitized($0), strong: true, role: "header")] } ?? [])
                + nested.section.items.flatMap { entries($0, width: width) }
                + (nested.section.footer.map { [Entry.text(sanitized($0), strong: false, role: "footer")] }
                    ?? [])
        }
    }

    /// The text of each cell of a row.
    static func cellTexts(_ cells: [Item], width: Int) -> [String] {
        cells.map { entries($0, width: width).map(\.text).joined() }
    }

    static func sanitized(_ text: String) -> String { Sanitizer.sanitize(text) }

    static func printing(_ document: Document) -> [Section] {
        document.sections.filter { $0.header != nil || $0.footer != nil || !$0.items.isEmpty }
    }

    /// A run of a section's items: the table rows that stand together in a table section
    /// (one table in Markdown and HTML), or the other items (a list).
    enum ItemRun {
        /// Column titles (`nil` for none) and each row's cell texts, one per column.
        case table(titles: [String?], rows: [[String]])
        case items([Item])
    }

    /// A section's items in runs, as the structured formats write them.
    static func runs(of section: Section, width: Int) -> [ItemRun] {
        guard case .table(let columns) = section.layout.kind else {
            return section.items.isEmpty ? [] : [.items(section.items)]
        }
        var runs: [ItemRun] = []
        // Titles with no row among the items still show, as a table of its head alone.
        let hasRow = section.items.contains { if case .cells = $0.content { true } else { false } }
        if !hasRow, columns.contains(where: { $0.title != nil }) {
            runs.append(.table(titles: columns.map(\.title), rows: []))
        }
        for item in section.items {
            switch (item.content, runs.last) {
            case (.cells(let cells), .table(let titles, let rows)?):
                runs[runs.count - 1] = .table(titles: titles, rows: rows + [row(cells, columns, width)])
            case (.cells(let cells), _):
                runs.append(.table(titles: columns.map(\.title), rows: [row(cells, columns, width)]))
            case (_, .items(let items)?): runs[runs.count - 1] = .items(items + [item])
            case (_, _): runs.append(.items([item]))
            }
        }
        return runs
    }

    /// A row's cells, one per column: cells past the last column dropped, missing ones empty.
    private static func row(_ cells: [Item], _ columns: [TableColumn], _ width: Int) -> [String] {
        let texts = cellTexts(Array(cells.prefix(columns.count)), width: width)
        return texts + Array(repeating: "", count: columns.count - texts.count)
    }
}
