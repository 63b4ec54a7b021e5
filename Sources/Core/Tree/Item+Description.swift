// How items, sections and documents print: `description` says in a few words what a
// value holds, `debugDescription` is the Swift that builds it (see SourceForms.swift).

extension Item: CustomStringConvertible, CustomDebugStringConvertible {
    /// What the item holds, in a few words: `row "Email": "lin@example.com", id "email"`.
    public var description: String {
        let id = id.map { ", id \(swiftLiteral($0))" } ?? ""
        return summary + id
    }

    /// The Swift that builds the item: `Row("Email", "lin@example.com").id("email")`.
    ///
    /// An item of your own type is shown as its value prints; an action from
    /// ``ItemConvertible/onSelect(_:)`` as `.onSelect { … }`; a link as
    /// `.link(Hyperlink("…"))`.
    public var debugDescription: String {
        var form = contentForm
        if style != .plain { form += ".style(\(style.sourceForm))" }
        if let truncation { form += truncation.modifierForm }
        if let link { form += ".link(Hyperlink(\(swiftLiteral(link.url))))" }
        if isSelectable { form += ".onSelect { … }" }
        if let id { form += ".id(\(swiftLiteral(id)))" }
        return form
    }

    /// The content in words, without the id.
    private var summary: String {
        switch content {
        case .text(let string): "text \(swiftLiteral(string))"
        case .row(let label, let value): "row \(swiftLiteral(label)): \(swiftLiteral(value))"
        case .header(let string): "header \(swiftLiteral(string))"
        case .footer(let string): "footer \(swiftLiteral(string))"
        case .composed(let composed): String(describing: composed.value)
        case .drawn(let drawn): String(describing: drawn.value)
        case .cells(let cells):
            "table row " + cells.map { $0.plainText.map(swiftLiteral) ?? $0.summary }.joined(separator: ", ")
        case .panel(let title, let items):
            "panel " + (title.map { swiftLiteral($0) + " " } ?? "") + "of " + counted(items.count, "item")
        case .progress(let progress):
            ([progress.value.label, progress.value.figures].compactMap { $0 }.filter { !$0.isEmpty })
                .reduce("progress") { $0 + " " + swiftLiteral($1) }
        case .section(let nested):
            "section " + (nested.section.header.map { swiftLiteral($0) + " " } ?? "") + "of "
                + counted(nested.section.items.count, "item")
        }
    }

    /// The content as the initializer that makes it.
    private var contentForm: String {
        switch content {
        case .text(let string): "Text(\(swiftLiteral(string)))"
        case .row(let label, let value): "Row(\(swiftLiteral(label)), \(swiftLiteral(value)))"
        case .header(let string): "Header(\(swiftLiteral(string)))"
        case .footer(let string): "Footer(\(swiftLiteral(string)))"
        case .composed(let composed): Self.valueForm(composed.value)
        case .drawn(let drawn): Self.valueForm(drawn.value)
        case .cells(let cells):
            if let texts = Self.plainTexts(cells) {
                "TableRow(\(texts.map(swiftLiteral).joined(separator: ", ")))"
            } else {
                "TableRow " + Self.block(cells)
            }
        case .panel(let title, let items):
            "Panel" + (title.map { "(\(swiftLiteral($0)))" } ?? "") + " " + Self.block(items)
        case .progress(let progress): progress.value.sourceForm
        case .section(let nested):
            "Section" + (nested.section.header.map { "(\(swiftLiteral($0)))" } ?? "") + " "
                + Self.block(nested.section.items)
        }
    }

    /// A value of your own type as it debug-prints when it says how, else as it prints:
    /// `ProfileCard(name: "Lin")`, without the module's name.
    private static func valueForm(_ value: Any) -> String {
        (value as? any CustomDebugStringConvertible)?.debugDescription ?? String(describing: value)
    }

    /// Items as a one-line block: `{ Row("Used", "78%"); Text("ok") }`.
    private static func block(_ items: [Item]) -> String {
        items.isEmpty ? "{}" : "{ " + items.map(\.debugDescription).joined(separator: "; ") + " }"
    }

    /// The strings of cells that are all plain texts, which `TableRow("a", "b")` makes.
    private static func plainTexts(_ cells: [Item]) -> [String]? {
        var texts: [String] = []
        for cell in cells {
            guard let text = cell.plainText else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// The string of a text item with no id, style, truncation or action.
    private var plainText: String? {
        guard case .plain(.text(let string)) = stored, id == nil, style == .plain, truncation == nil
        else { return nil }
        return string
    }
}

extension Section: CustomStringConvertible, CustomDebugStringConvertible {
    /// What the section holds, in a few words: `section "Profile", id "profile", 2 items`.
    public var description: String {
        var parts = ["section" + (header.map { " " + swiftLiteral($0) } ?? "")]
        if let id { parts.append("id \(swiftLiteral(id))") }
        if layout != .list { parts.append(layout.description) }
        parts.append(counted(items.count, "item"))
        return parts.joined(separator: ", ")
    }

    /// The Swift that builds the section, one item a line:
    ///
    /// ```text
    /// Section("Profile", id: "profile") {
    ///     Row("Name", "Lin Hay")
    /// }
    /// ```
    public var debugDescription: String { sourceLines.joined(separator: "\n") }

    /// The lines of ``debugDescription``, for a document to indent.
    package var sourceLines: [String] {
        var arguments: [String] = []
        if let header { arguments.append(swiftLiteral(header)) }
        if let id { arguments.append("id: \(swiftLiteral(id))") }
        if let footer { arguments.append("footer: \(swiftLiteral(footer))") }
        if layout != .list { arguments.append("layout: \(layout.sourceForm)") }
        let call = arguments.isEmpty ? "Section" : "Section(\(arguments.joined(separator: ", ")))"
        var modifiers = ""
        if style != .plain { modifiers += ".style(\(style.sourceForm))" }
        if headerStyle != .plain { modifiers += ".headerStyle(\(headerStyle.sourceForm))" }
        if footerStyle != .plain { modifiers += ".footerStyle(\(footerStyle.sourceForm))" }
        guard !items.isEmpty else { return [call + " {}" + modifiers] }
        return [call + " {"] + items.map { "    " + $0.debugDescription } + ["}" + modifiers]
    }
}

extension Document: CustomStringConvertible, CustomDebugStringConvertible {
    /// What the document holds, in a few words: `document "Account", 2 sections, 5 items`.
    public var description: String {
        let itemCount = sections.reduce(0) { $0 + $1.items.count }
        return "document" + (title.map { " " + swiftLiteral($0) } ?? "") + ", "
            + counted(sections.count, "section") + ", " + counted(itemCount, "item")
    }

    /// The Swift that builds the document, one section after another:
    ///
    /// ```text
    /// Document(title: "Account") {
    ///     Section("Profile", id: "profile") {
    ///         Row("Name", "Lin Hay")
    ///     }
    /// }
    /// ```
    public var debugDescription: String {
        let call = title.map { "Document(title: \(swiftLiteral($0)))" } ?? "Document"
        guard !sections.isEmpty else { return call + " {}" }
        let lines = sections.flatMap(\.sourceLines).map { "    " + $0 }
        return ([call + " {"] + lines + ["}"]).joined(separator: "\n")
    }
}

/// `1 item`, `2 items`.
package func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
}
