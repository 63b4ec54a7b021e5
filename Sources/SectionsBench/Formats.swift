import Sections

/// The output formats the benchmark can time, as `sections --format` names them.
enum BenchFormat: String, CaseIterable {
    case plain, ansi, markdown, html, svg, json

    /// Lays out (except JSON, which encodes the tree) and renders the whole document.
    func render(
        _ document: Document, width: Int, options: LayoutOptions = LayoutOptions(),
        into output: inout some TextOutputStream
    ) throws(LayoutError) {
        if self == .json { return document.writeJSON(to: &output, width: width) }
        // Sections are laid out as the renderer reaches them: making this costs the title only.
        let layout = try LaidOutDocument(document, width: width, options: options)
        switch self {
        case .plain: Self.render(layout, with: PlainRenderer(), into: &output)
        case .ansi: Self.render(layout, with: ANSIRenderer(colors: .ansi16), into: &output)
        case .markdown: Self.render(layout, with: MarkdownRenderer(), into: &output)
        case .html: Self.render(layout, with: HTMLRenderer(), into: &output)
        case .svg: Self.render(layout, with: SVGRenderer(), into: &output)
        case .json: break
        }
    }

    private static func render(
        _ layout: LaidOutDocument, with renderer: some Renderer, into output: inout some TextOutputStream
    ) {
        var renderer = renderer
        renderer.render(layout, into: &output)
    }
}
