import Sections

/// What an HTML5 parser reads back from a document's HTML.
extension Expected {
    /// Every element in document order: `tag` for containers, `tag.class: text` for the
    /// elements that hold text, and `li.panel` and `li.cells` for the list items that
    /// hold other elements.
    static func html(_ document: Document, width: Int = 80) -> [String] {
        var outline: [String] = []
        if let title = document.title { outline.append("h1: " + sanitized(title)) }
        for section in printing(document) { html(section, level: 2, width: width, into: &outline) }
        return outline
    }

    /// A section and its items, its header an `h` of `level`: 2 at the top, a level deeper
    /// for each nesting, down to 6.
    private static func html(_ section: Section, level: Int, width: Int, into outline: inout [String]) {
        outline.append("section")
        if let header = section.header { outline.append("h\(level): " + sanitized(header)) }
        let inTree = section.layout.description == "tree"
        var open = ""
        for run in runs(of: section, width: width) {
            switch run {
            case .table(let titles, let rows):
                open = ""
                outline.append("table")
                if titles.contains(where: { $0 != nil }) {
                    outline += ["thead", "tr"] + titles.map { "th: " + sanitized($0 ?? "") }
                }
                outline.append("tbody")
                for row in rows { outline += ["tr"] + row.map { "td: " + $0 } }
            case .items(let items):
                for item in items {
                    html(item, level: level, inTree: inTree, width: width, open: &open, into: &outline)
                }
            }
        }
        if let footer = section.footer { outline.append("footer: " + sanitized(footer)) }
    }

    /// One item of a section whose header is an `h` of `level`, in the list `open` (`ul`,
    /// `dl`, or `""` for none), which it may change. In a tree, nested sections and rows
    /// are list items.
    private static func html(
        _ item: Item, level: Int, inTree: Bool, width: Int, open: inout String, into outline: inout [String]
    ) {
        func list(_ element: String) {
            if open != element { outline.append(element) }
            open = element
        }
        func html(_ part: Item, open: inout String) {
            Self.html(part, level: level, inTree: inTree, width: width, open: &open, into: &outline)
        }
        func row(_ label: String, _ value: String) {
            if inTree {
                list("ul")
                outline += ["li.row", "span.label: " + label, "span.value: " + value]
            } else {
                list("dl")
                outline += ["dt: " + label, "dd: " + value]
            }
        }
        switch item.content {
        case .section(let nested) where inTree:
            list("ul")
            outline.append("li.section")
            if let header = nested.section.header { outline.append("strong: " + sanitized(header)) }
            var inner = ""
            for part in nested.section.items { html(part, open: &inner) }
            if let footer = nested.section.footer { outline.append("footer: " + sanitized(footer)) }
        case .section(let nested):
            open = ""
            Self.html(nested.section, level: min(level + 1, 6), width: width, into: &outline)
        case .composed(let composed):
            for part in composed.body { html(part, open: &open) }
        case .panel(let title, let items):
            list("ul")
            outline.append("li.panel")
            if let title { outline.append("strong: " + sanitized(title)) }
            var inner = ""
            for part in items { html(part, open: &inner) }
        case .cells(let cells):
            list("ul")
            outline += ["li.cells"] + cellTexts(cells, width: width).map { "span.cell: " + $0 }
        case .progress(let progress):
            // The element comes first in its `dd` or `li`, before the figures.
            let text = progress.value.textForm
            if case .row(let label, let value) = text.content {
                row(sanitized(label), sanitized(value))
                outline.append("progress")
            } else {
                list("ul")
                outline += ["li.progress: " + sanitized(text.plainText(width: width)), "progress"]
            }
        default:
            for entry in entries(item, width: width) {
                switch entry {
                case .text(let text, _, let role):
                    list("ul")
                    outline.append("li" + (role.isEmpty ? "" : "." + role) + ": " + text)
                case .row(let label, let value): row(label, value)
                }
            }
        }
    }
}

extension Checkers.HTMLReading {
    /// The elements as ``Expected/html(_:width:)`` spells them.
    var outline: [String] {
        elements.map { element in
            let leaves: Set = [
                "h1", "h2", "h3", "h4", "h5", "h6", "li", "dt", "dd", "footer", "th", "td", "span", "strong",
            ]
            let className = element.attributes["class"].map { "." + $0 } ?? ""
            let holders: Set = [".panel", ".cells", ".row", ".section"]
            guard leaves.contains(element.tag), !holders.contains(className) else {
                return element.tag + (element.tag == "li" ? className : "")
            }
            return element.tag + className + ": " + element.text
        }
    }

    /// Attributes other than the classes and alignments the renderer gives elements.
    var strayAttributes: [String] {
        let classes: [String: Set<String>] = [
            "li": ["drawn", "header", "footer", "panel", "cells", "progress", "row", "section"],
            "section": ["panel"], "span": ["cell", "label", "value"],
        ]
        let alignments: Set = ["text-align: center", "text-align: right"]
        return elements.flatMap { element in
            element.attributes.compactMap { name, value in
                let expected =
                    name == "class"
                    ? classes[element.tag]?.contains(value) == true
                    : name == "style" && ["th", "td"].contains(element.tag) && alignments.contains(value)
                        || element.tag == "progress" && ["max", "value"].contains(name)
                return expected ? nil : "\(element.tag) \(name)=\(value)"
            }
        }
    }
}
