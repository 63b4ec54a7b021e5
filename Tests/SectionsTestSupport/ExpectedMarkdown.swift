import Sections

/// What a CommonMark/GFM parser reads back from a document's Markdown.
extension Expected {
    static func markdown(_ document: Document, width: Int = 80) -> Checkers.MarkdownReading {
        var blocks: [Checkers.MarkdownBlock] = []
        if let title = document.title {
            blocks.append(.init(kind: "heading", level: 1, text: sanitized(title), strong: [], emphasis: []))
        }
        var bullet = "-"
        var endsWithList = false
        for section in printing(document) {
            if let header = section.header {
                blocks.append(
                    .init(kind: "heading", level: 2, text: sanitized(header), strong: [], emphasis: []))
                endsWithList = false
            }
            for run in runs(of: section, width: width) {
                switch run {
                case .table(let titles, let rows):
                    blocks.append(.init(kind: "table", rows: [titles.map { sanitized($0 ?? "") }] + rows))
                    endsWithList = false
                case .items(let items):
                    // Items of yours with empty bodies print nothing, but end a list all the same.
                    if endsWithList { bullet = bullet == "-" ? "*" : "-" }
                    let listed = listItems(items, width: width)
                    if !listed.isEmpty { blocks.append(.init(kind: "list", bullet: bullet, items: listed)) }
                    endsWithList = true
                }
            }
            if let footer = section.footer.map(sanitized), !footer.isEmpty {
                blocks.append(.init(kind: "paragraph", text: footer, strong: [], emphasis: []))
                endsWithList = false
            }
        }
        return Checkers.MarkdownReading(blocks: blocks, unexpected: [])
    }

    /// Each list item as read back: a row reads "label: value" with the label strong, and
    /// a panel with a title is its strong title with its contents listed under it.
    private static func listItems(_ items: [Item], width: Int) -> [Checkers.Inline] {
        func inline(_ text: String, strong: [String]) -> Checkers.Inline {
            Checkers.Inline(text: text, strong: strong.filter { !$0.isEmpty }, emphasis: [])
        }
        return items.flatMap { item -> [Checkers.Inline] in
            switch item.content {
            case .panel(let title?, let contents):
                var entry = inline(sanitized(title), strong: [sanitized(title)])
                let nested = listItems(contents, width: width)
                if !nested.isEmpty { entry.items = nested }
                return [entry]
            case .panel(nil, let contents): return listItems(contents, width: width)
            case .section(let nested):
                // As a panel: its strong header with its items and footer listed under it.
                let section = nested.section
                var contents = listItems(section.items, width: width)
                if let footer = section.footer.map(sanitized), !footer.isEmpty {
                    contents.append(inline(footer, strong: []))
                }
                guard let header = section.header.map(sanitized) else { return contents }
                var entry = inline(header, strong: [header])
                if !contents.isEmpty { entry.items = contents }
                return [entry]
            case .composed(let composed): return listItems(composed.body, width: width)
            default:
                return entries(item, width: width).map { entry in
                    switch entry {
                    case .text(let text, let strong, _): inline(text, strong: strong ? [text] : [])
                    case .row(let label, let value):
                        inline(label + ":" + (value.isEmpty ? "" : " " + value), strong: [label])
                    }
                }
            }
        }
    }
}
