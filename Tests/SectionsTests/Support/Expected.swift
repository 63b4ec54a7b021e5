@testable import Sections

/// What a parser should read back from the Markdown and HTML of a document without
/// styles, worked out from the tree (not from the renderers): the oracle of the
/// round-trip tests.
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
            [
                .text(
                    cells.map { entries($0, width: width).map(\.text).joined() }.joined(separator: " | "),
                    strong: false, role: "cells")
            ]
        case .panel(let title, let items):
            (title.map { [Entry.text(sanitized($0), strong: true, role: "")] } ?? [])
                + items.flatMap { entries($0, width: width) }
        }
    }

    static func sanitized(_ text: String) -> String { Sanitizer.sanitize(text) }

    static func printing(_ document: Document) -> [Section] {
        document.sections.filter { $0.header != nil || $0.footer != nil || !$0.items.isEmpty }
    }

    static func markdown(_ document: Document, width: Int = 80) -> Checkers.MarkdownReading {
        var blocks: [Checkers.MarkdownBlock] = []
        func inline(_ text: String, strong: [String]) -> Checkers.Inline {
            Checkers.Inline(text: text, strong: strong.filter { !$0.isEmpty }, emphasis: [])
        }
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
            if !section.items.isEmpty {
                if endsWithList { bullet = bullet == "-" ? "*" : "-" }
                let items = section.items.flatMap { entries($0, width: width) }.map { entry in
                    switch entry {
                    case .text(let text, let strong, _): inline(text, strong: strong ? [text] : [])
                    case .row(let label, let value):
                        inline(label + ":" + (value.isEmpty ? "" : " " + value), strong: [label])
                    }
                }
                blocks.append(.init(kind: "list", bullet: bullet, items: items))
                endsWithList = true
            }
            if let footer = section.footer.map(sanitized), !footer.isEmpty {
                blocks.append(.init(kind: "paragraph", text: footer, strong: [], emphasis: []))
                endsWithList = false
            }
        }
        return Checkers.MarkdownReading(blocks: blocks, unexpected: [])
    }

    /// Every element in document order: `tag` for containers, `tag.class: text` for the
    /// elements that hold text.
    static func html(_ document: Document, width: Int = 80) -> [String] {
        var outline: [String] = []
        if let title = document.title { outline.append("h1: " + sanitized(title)) }
        for section in printing(document) {
            outline.append("section")
            if let header = section.header { outline.append("h2: " + sanitized(header)) }
            var open = ""
            for entry in section.items.flatMap({ entries($0, width: width) }) {
                switch entry {
                case .text(let text, _, let role):
                    if open != "ul" { outline.append("ul") }
                    open = "ul"
                    outline.append("li" + (role.isEmpty ? "" : "." + role) + ": " + text)
                case .row(let label, let value):
                    if open != "dl" { outline.append("dl") }
                    open = "dl"
                    outline += ["dt: " + label, "dd: " + value]
                }
            }
            if let footer = section.footer { outline.append("footer: " + sanitized(footer)) }
        }
        return outline
    }
}

extension Checkers.HTMLReading {
    /// The elements as ``Expected/html(_:width:)`` spells them.
    var outline: [String] {
        elements.map { element in
            let leaves: Set = ["h1", "h2", "li", "dt", "dd", "footer"]
            guard leaves.contains(element.tag) else { return element.tag }
            let className = element.attributes["class"].map { "." + $0 } ?? ""
            return element.tag + className + ": " + element.text
        }
    }

    /// Attributes other than a `class` the renderer gives list items.
    var strayAttributes: [String] {
        elements.flatMap { element in
            element.attributes.compactMap { name, value in
                element.tag == "li" && name == "class" && ["drawn", "header", "footer"].contains(value)
                    ? nil : "\(element.tag) \(name)=\(value)"
            }
        }
    }
}
