import Sections

/// The output formats of `--format`.
enum OutputFormat: String, CaseIterable {
    case plain, ansi, markdown, html, svg, json, auto

    /// `auto` made concrete with the library's colour detection (the Command-line reference
    /// article): ANSI when standard output is a terminal, `NO_COLOR` is unset or empty and
    /// `TERM` is not `dumb` (or `FORCE_COLOR` asks for colour); plain text otherwise.
    func resolved(for terminal: TerminalEnvironment) -> OutputFormat {
        guard self == .auto else { return self }
        return terminal.colors() == .none ? .plain : .ansi
    }

    /// Renders a document in this (resolved) format. The width is checked before anything
    /// is written, so an error leaves no output behind. ANSI output uses the colours the
    /// terminal announces, at least the 16 every colour terminal has.
    ///
    /// - Throws: A usage error for a width the layout refuses.
    func render(
        _ document: Document, width: Int, options: LayoutOptions, standalone: Bool,
        terminal: TerminalEnvironment, into output: inout some TextOutputStream
    ) throws(UsageError) {
        if self == .json {
            document.writeJSON(to: &output, width: width)
            return
        }
        let layout: LaidOutDocument
        do { layout = try LaidOutDocument(document, width: width, options: options) } catch {
            throw UsageError(message: "\(error)")
        }
        switch self {
        case .ansi:
            let colors = max(terminal.colors(), .ansi16)
            // Links as the terminal announces them even when piped: ANSI was asked for.
            let renderer = ANSIRenderer(
                colors: colors, hyperlinks: ANSIRenderer.hyperlinksAnnouncedByTerminal)
            Self.render(layout, with: renderer, into: &output)
        case .markdown: Self.render(layout, with: MarkdownRenderer(), into: &output)
        case .html: Self.render(layout, with: HTMLRenderer(standalone: standalone), into: &output)
        case .svg: Self.render(layout, with: SVGRenderer(window: SVGRenderer.Window()), into: &output)
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
