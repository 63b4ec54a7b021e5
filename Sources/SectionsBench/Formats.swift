import Sections

/// The output formats the benchmark can time, as `sections --format` names them.
enum BenchFormat: String, CaseIterable {
    case plain, ansi, markdown, html, json

    /// Lays out (except JSON, which encodes the tree) and renders the whole document.
    func render(_ document: Document, width: Int, into output: inout some TextOutputStream)
        throws(LayoutError)
    {
        switch self {
        case .plain: try Self.render(document, width: width, with: PlainRenderer(), into: &output)
        case .ansi: try Self.render(document, width: width, with: ANSIRenderer(), into: &output)
        case .markdown: try Self.render(document, width: width, with: MarkdownRenderer(), into: &output)
        case .html: try Self.render(document, width: width, with: HTMLRenderer(), into: &output)
        case .json: document.writeJSON(to: &output, width: width)
        }
    }

    private static func render(
        _ document: Document, width: Int, with renderer: some Renderer,
        into output: inout some TextOutputStream
    ) throws(LayoutError) {
        var renderer = renderer
        renderer.render(try LaidOutDocument(document, width: width), into: &output)
    }
}
