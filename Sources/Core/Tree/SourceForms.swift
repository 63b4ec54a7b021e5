// The Swift a person would write for the values of the DSL: what the `debugDescription`s
// of items, sections, documents and changesets are made of. Every form compiles against
// the public API and builds an equal value.

/// `string` as a Swift string literal, quotes and escapes included.
package func swiftLiteral(_ string: String) -> String { string.debugDescription }

extension Style {
    /// The style as an argument of `style(_:)`: a named style such as `.strong` when
    /// there is one, else `Style(strong:emphasized:dim:color:)` with what it sets.
    package var sourceForm: String {
        let named: [(Style, String)] = [
            (.strong, ".strong"), (.emphasis, ".emphasis"), (.dim, ".dim"), (.accent, ".accent"),
            (.success, ".success"), (.warning, ".warning"), (.error, ".error"),
        ]
        if let name = named.first(where: { $0.0 == self })?.1 { return name }
        var arguments: [String] = []
        if let isStrong { arguments.append("strong: \(isStrong)") }
        if let isEmphasized { arguments.append("emphasized: \(isEmphasized)") }
        if let isDim { arguments.append("dim: \(isDim)") }
        if let color { arguments.append("color: \(color.sourceForm)") }
        return "Style(\(arguments.joined(separator: ", ")))"
    }
}

extension Color {
    /// The colour as its static member: `.error`, `.brightRed`, `.palette(208)`,
    /// `.rgb(91, 60, 196)`.
    package var sourceForm: String {
        switch representation {
        case .role(let role): ".\(role)"
        case .standard(let index):
            index < 16 ? "." + Color.standardNames[Int(index)] : ".palette(\(index))"
        case .palette(let index): ".palette(\(index))"
        case .rgb(let red, let green, let blue): ".rgb(\(red), \(green), \(blue))"
        }
    }

    private static let standardNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "brightBlack",
        "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan",
        "brightWhite",
    ]
}

extension Truncation {
    /// The truncation as a `truncated(_:)` modifier; `.end` is its default.
    package var modifierForm: String {
        switch self {
        case .end: ".truncated()"
        case .middle: ".truncated(.middle)"
        }
    }
}

extension ColumnWidth {
    /// The width rule as its static member: `.fit`, `.fixed(8)`, `.proportional(2)`, …
    package var sourceForm: String {
        switch (minimum, maximum) {
        case (let low?, let high?) where low == high: ".fixed(\(low))"
        case (let low?, _): ".minimum(\(low))"
        case (_, let high?): ".maximum(\(high))"
        default: weight > 0 ? (weight == 1 ? ".proportional()" : ".proportional(\(weight))") : ".fit"
        }
    }
}

extension TableColumn {
    /// The column as its initializer, with the arguments that differ from the defaults.
    package var sourceForm: String {
        var arguments: [String] = []
        if let title { arguments.append(swiftLiteral(title)) }
        if alignment != .leading { arguments.append("alignment: .\(alignment)") }
        if width != .fit { arguments.append("width: \(width.sourceForm)") }
        if let truncation { arguments.append("truncation: .\(truncation)") }
        return "TableColumn(\(arguments.joined(separator: ", ")))"
    }
}

extension SectionLayout {
    /// The layout as a `layout:` argument: `.list`, `.grid`, `.panel`, `.table(…)`, or
    /// `.grid(order:columnWidth:gap:)`, followed by a modifier for every parameter that
    /// differs from the default. (A list's `gap`, which no list uses, has no modifier.)
    package var sourceForm: String {
        let defaults = SectionLayout.list
        var form: String
        switch kind {
        case .list:
            form = panelStyle == PanelStyle() ? ".panel" : ".list"
        case .tree:
            form = ".tree"
        case .grid(let order, let columnWidth):
            var arguments: [String] = []
            if order != .columnMajor { arguments.append("order: .\(order)") }
            if columnWidth != .fit { arguments.append("columnWidth: \(columnWidth.sourceForm)") }
            if gap != defaults.gap { arguments.append("gap: \(gap)") }
            form = arguments.isEmpty ? ".grid" : ".grid(\(arguments.joined(separator: ", ")))"
        case .table(let columns):
            let written = columns.map(\.sourceForm).joined(separator: ", ")
            form =
                gap == defaults.gap && !columns.isEmpty
                ? ".table(\(written))" : ".table([\(written)], gap: \(gap))"
        }
        if let panelStyle, form != ".panel" {
            let padding = panelStyle.padding
            form += panelStyle == PanelStyle() ? ".inPanel()" : ".inPanel(PanelStyle(padding: \(padding)))"
        }
        // `inPanel()` sets the leading inset to 0, so a panel's default insets are those.
        let defaultInsets = panelStyle == nil ? defaults.insets : Insets(leading: 0, trailing: 0)
        if insets != defaultInsets {
            form += ".insets(leading: \(insets.leading), trailing: \(insets.trailing))"
        }
        if spacing != defaults.spacing { form += ".spacing(\(spacing))" }
        if separator != defaults.separator { form += ".separator(.rule)" }
        if alignment != defaults.alignment { form += ".alignment(.\(alignment))" }
        if border != .none || rulesBetweenRows {
            form += rulesBetweenRows ? ".border(.\(border), betweenRows: true)" : ".border(.\(border))"
        }
        return form
    }
}
