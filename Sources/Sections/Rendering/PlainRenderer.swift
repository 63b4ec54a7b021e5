/// Renders plain text, exactly the layout of SPEC §4.
///
/// ```swift
/// let text = try PlainRenderer.render(document, width: 40)
/// ```
///
/// Blocks (the title, then each section that prints something) are separated by one
/// empty line and the output ends with one line feed; no line is wider than the width
/// and none ends with a space.
///
/// Styles are ignored. A rendering registered in ``itemRenderings`` is written in place of
/// the item's lines and must end with a line feed; keep its lines within the width.
public struct PlainRenderer: Renderer, Sendable {
    /// Renderings of chosen item types: the item's lines, each ending with a line feed.
    public var itemRenderings = ItemRenderings<PlainRenderer>()

    /// Creates a plain renderer.
    public init() {}

    /// Writes every line of the section in print order, the lines its parts hold, without
    /// visiting each item; part by part when some item type has a rendering of its own.
    @inlinable
    public mutating func renderSection(
        _ section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        guard itemRenderings.isEmpty else { return renderSectionParts(section, into: &output) }
        section.lines.writePlain(into: &output)
    }

    /// Lays out and renders a document as plain text.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - width: The width in terminal cells, from 8.
    ///   - options: The glyphs and section spacing; the defaults of SPEC §4 when left out.
    /// - Returns: The text.
    /// - Throws: ``LayoutError`` when the width is out of range.
    public static func render(
        _ document: Document, width: Int, options: LayoutOptions = LayoutOptions()
    ) throws(LayoutError) -> String {
        var renderer = PlainRenderer()
        return renderer.render(try LaidOutDocument(document, width: width, options: options))
    }
}
