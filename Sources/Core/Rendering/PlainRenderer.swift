/// Renders plain text, exactly the layout of <doc:PlainLayout>.
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
        section.forEachLines { Self.write($0, into: &output) }
    }

    /// Writes lines as the default ``Renderer/renderLine(_:into:)`` does, each run's spaces
    /// and text and a line feed per line, straight from their storage: making a ``Line``
    /// for each cost a retain and a release of the storage per line.
    @inlinable
    package static func write(_ lines: Lines, into output: inout some TextOutputStream) {
        lines.forEachHeldPart { writeHeld($0, into: &output) }
    }

    @inlinable
    package static func writeHeld(_ lines: Lines, into output: inout some TextOutputStream) {
        var start = lines.range.lowerBound == 0 ? 0 : lines.ends[lines.range.lowerBound - 1]
        for line in lines.range {
            let end = lines.ends[line]
            for index in start..<end {
                writeSpaces(lines.runs[index].spaces, into: &output)
                output.write(lines.runs[index].text)
            }
            output.write("\n")
            start = end
        }
    }

    /// Lays out and renders a document as plain text.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - width: The width in terminal cells, from 8; 80 by default. For the terminal's
    ///     own width, pass `TerminalEnvironment.current().width()`.
    ///   - options: The glyphs and section spacing; the plain layout's defaults when left out.
    /// - Returns: The text.
    /// - Throws: ``LayoutError`` when the width is out of range.
    public static func render(
        _ document: Document, width: Int = 80, options: LayoutOptions = LayoutOptions()
    ) throws(LayoutError) -> String {
        var renderer = PlainRenderer()
        return renderer.render(try LaidOutDocument(document, width: width, options: options))
    }
}
