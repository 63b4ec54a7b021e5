import Sections

/// The output formats of `--format`.
enum OutputFormat: String, CaseIterable {
    case plain, ansi, markdown, html, json, auto

    /// `auto` made concrete (SPEC §2): ANSI when standard output is a terminal, `NO_COLOR`
    /// is unset or empty and `TERM` is not `dumb`; plain text otherwise.
    func resolved(for system: System) -> OutputFormat {
        guard self == .auto else { return self }
        let noColor = system.environment["NO_COLOR"] ?? ""
        let isDumb = system.environment["TERM"] == "dumb"
        return system.outputIsTerminal && noColor.isEmpty && !isDumb ? .ansi : .plain
    }

    /// Renders a document in this (resolved) format. The width is checked before anything
    /// is written, so an error leaves no output behind.
    ///
    /// - Throws: A usage error for a width the layout refuses.
    func render(
        _ document: Document, width: Int, standalone: Bool, into output: inout some TextOutputStream
    ) throws(UsageError) {
        if self == .json {
            document.writeJSON(to: &output, width: width)
            return
        }
        let layout: LaidOutDocument
        do { layout = try LaidOutDocument(document, width: width) } catch {
            throw UsageError(message: "\(error)")
        }
        switch self {
        case .ansi: Self.render(layout, with: ANSIRenderer(), into: &output)
        case .markdown: Self.render(layout, with: MarkdownRenderer(), into: &output)
        case .html: Self.render(layout, with: HTMLRenderer(standalone: standalone), into: &output)
        case .plain, .json, .auto: Self.render(layout, with: PlainRenderer(), into: &output)
        }
    }

    private static func render(
        _ layout: LaidOutDocument, with renderer: some Renderer,
        into output: inout some TextOutputStream
    ) {
        var renderer = renderer
        renderer.render(layout, into: &output)
    }
}
