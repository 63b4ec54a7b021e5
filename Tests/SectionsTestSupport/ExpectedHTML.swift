import Sections

/// What an HTML5 parser reads back from a document's HTML.
extension Expected {
    /// Every element in document order: `tag` for containers, `tag.class: text` for the
    /// elements that hold text, and `li.panel` and `li.cells` for the list items that
    /// hold other elements.
    static func html(_ document: Document, width: Int = 80) -> [String] {
        var outline: [String] = []
        if let title = document.title { outline.append("h1: " + sanitized(title)) }
        for section in printing(document) {
            outline.append("section")
            if let header = section.header { outline.append("h2: " + sanitized(header)) }
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
                    for item in items { html(item, width: width, open: &open, into: &outline) }
                }
            }
            if let footer = section.footer { outline.append("footer: " + sanitized(footer)) }
        }
        return outline
    }

    /// One item, in the list `open` (`ul`, `dl`, or `""` for none), which it may change.
    private static func html(_ item: Item, width: Int, open: inout String, into outline: inout [String]) {
        func list(_ element: String) {
            if open != element { outline.append(element) }
            open = element
        }
        switch item.content {
        case .composed(let composed):
            for part in composed.body { html(part, width: width, open: &open, into: &outline) }
        case .panel(let title, let items):
            list("ul")
            outline.append("li.panel")
            if let title { outline.append("strong: " + sanitized(title)) }
            var inner = ""
            for part in items { html(part, width: width, open: &inner, into: &outline) }
        case .cells(let cells):
            list("ul")
            outline += ["li.cells"] + cellTexts(cells, width: width).map { "span.cell: " + $0 }
        case .progress(let progress):
            // The element comes first in its `dd` or `li`, before the figures.
            let text = progress.value.textForm
            if case .row(let label, let value) = text.content {
                list("dl")
                outline += ["dt: " + sanitized(label), "dd: " + sanitized(value), "progress"]
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
                case .row(let label, let value):
                    list("dl")
                    outline += ["dt: " + label, "dd: " + value]
                }
            }
        }
    }
}

extension Checkers.HTMLReading {
    /// The elements as ``Expected/html(_:width:)`` spells them.
    var outline: [String] {
        elements.map { element in
            let leaves: Set = ["h1", "h2", "li", "dt", "dd", "footer", "th", "td", "span", "strong"]
            let className = element.attributes["class"].map { "." + $0 } ?? ""
            guard leaves.contains(element.tag), className != ".panel", className != ".cells" else {
                return element.tag + (element.tag == "li" ? className : "")
            }
            return element.tag + className + ": " + element.text
        }
    }

    /// Attributes other than the classes and alignments the renderer gives elements.
    var strayAttributes: [String] {
        let classes: [String: Set<String>] = [
            "li": ["drawn", "header", "footer", "panel", "cells", "progress"], "section": ["panel"],
            "span": ["cell"],
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
