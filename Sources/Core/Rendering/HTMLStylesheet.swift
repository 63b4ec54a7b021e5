/// The stylesheet of a standalone HTML page: readable defaults, the theme's colours for
/// light and dark mode, and the look of each role.
package struct HTMLStylesheet {
    package let theme: Theme

    package var css: String {
        var css = """
            :root { color-scheme: light dark; --text: #1f2328; --page: #ffffff;\(variables(theme.lightColors)) }
            @media (prefers-color-scheme: dark) {
              :root { --text: #e6edf3; --page: #0d1117;\(variables(theme.darkColors)) }
            }
            body { max-width: 48rem; margin: 2rem auto; padding: 0 1rem; font: 1rem/1.5 system-ui, sans-serif; color: var(--text); background: var(--page); }
            h1, h2, li, dt, dd, footer { white-space: pre-wrap; overflow-wrap: anywhere; }
            dl { display: grid; grid-template-columns: max-content auto; gap: 0.25rem 1.5rem; }
            dd { margin: 0; }
            li.drawn { font-family: ui-monospace, monospace; }
            table { border-collapse: collapse; }
            th, td { text-align: left; vertical-align: top; padding: 0.125rem 1.5rem 0.125rem 0; white-space: pre-wrap; }
            table[class^="border-"] th, table[class^="border-"] td { border: 1px solid; padding: 0.125rem 0.5rem; }
            table.border-heavy th, table.border-heavy td { border-width: 2px; }
            table.border-double th, table.border-double td { border: 3px double; }
            table.border-ascii th, table.border-ascii td { border-style: dashed; }
            table[class^="border-"] thead th { border-bottom-width: 2px; }
            section.panel, li.panel { border: 1px solid; border-radius: 0.5rem; padding: 0.25rem 1rem; }
            li.panel { list-style: none; margin: 0.5rem 0; }
            li.cells span.cell + span.cell { margin-left: 2ch; }
            li.row span.value { margin-left: 1ch; }
            progress { margin-right: 1ch; vertical-align: middle; }
            .dim { opacity: 0.65; }
            .underline { text-decoration: underline; }
            .strikethrough { text-decoration: line-through; }
            .underline.strikethrough { text-decoration: underline line-through; }
            .reverse { color: var(--page); background-color: var(--text); }

            """
        for role in ColorRole.allCases {
            let name = Self.className(of: role)
            css += ".\(name) { color: var(--\(name)); }\n"
            css += ".reverse.\(name) { color: var(--page); background-color: var(--\(name)); }\n"
            css += ".background-\(name) { background-color: var(--\(name)); }\n"
        }
        for (role, selector) in Self.selectors {
            let background = theme.background(for: role)
            let style = background.map { theme.readable(.plain, role: role, over: $0) } ?? .plain
            var declarations = self.declarations(style.inheriting(from: theme.style(for: role)))
            if let background = Self.value(of: background) {
                declarations += (declarations.isEmpty ? "" : " ") + "background-color: \(background);"
            }
            if !declarations.isEmpty { css += "\(selector) { \(declarations) }\n" }
        }
        return css
    }

    /// The elements that show each role.
    package static let selectors: [(Role, String)] = [
        (.title, "h1"), (.header, "h2, li.header"), (.footer, "footer, li.footer"), (.text, "li"),
        (.label, "dt, li.row span.label"),
        (.value, "dd, li.row span.value"), (.drawn, "li.drawn"), (.columnTitle, "th"), (.cell, "td"),
    ]

    /// A colour as CSS: a semantic colour's custom property, or a concrete colour.
    package static func value(of color: Color?) -> String? {
        if let role = color?.semanticRole { return "var(--\(className(of: role)))" }
        return color.flatMap { ConcreteColor($0) }.map(\.hex)
    }

    /// The class name and custom property of a semantic colour.
    package static func className(of role: ColorRole) -> String {
        switch role {
        case .accent: "accent"
        case .success: "success"
        case .warning: "warning"
        case .error: "error"
        }
    }

    private func variables(_ colors: [ColorRole: Color]) -> String {
        ColorRole.allCases.compactMap { role in
            colors[role].flatMap { ConcreteColor($0) }.map { " --\(Self.className(of: role)): \($0.hex);" }
        }.joined()
    }

    /// CSS declarations for a look.
    private func declarations(_ style: Style) -> String {
        var parts: [String] = []
        if let strong = style.isStrong { parts.append("font-weight: \(strong ? 700 : 400);") }
        if let emphasized = style.isEmphasized {
            parts.append("font-style: \(emphasized ? "italic" : "normal");")
        }
        if let dim = style.isDim { parts.append("opacity: \(dim ? "0.65" : "1");") }
        let lines = [(style.isUnderlined, "underline"), (style.isStruckThrough, "line-through")]
        if lines.contains(where: { $0.0 != nil }) {
            let drawn = lines.filter { $0.0 == true }.map(\.1)
            parts.append("text-decoration: \(drawn.isEmpty ? "none" : drawn.joined(separator: " "));")
        }
        var color: String?
        if let role = style.color?.semanticRole {
            color = "var(--\(Self.className(of: role)))"
        } else if let concrete = style.color.flatMap({ ConcreteColor($0) }) {
            color = concrete.hex
        }
        switch style.isReversed {
        case true?: parts.append("color: var(--page); background-color: \(color ?? "var(--text)");")
        case false?: parts.append("background-color: transparent;")
        case nil: break
        }
        if let color, style.isReversed != true { parts.append("color: \(color);") }
        return parts.joined(separator: " ")
    }
}
