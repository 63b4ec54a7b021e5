/// Renders the document in the JSON format of <doc:DocumentFormat>, normalised: what the `json` format
/// of the `sections` command prints.
///
/// ```swift
/// print(try JSONRenderer.render(document), terminator: "")
/// ```
///
/// The output is ``Document/writeJSON(to:width:)``'s: decoding it and rendering again
/// gives the same bytes. Content is written exactly as the document holds it, every
/// control character escaped (`\n`, `\u001b`, …), so no raw control character reaches
/// the output and nothing is lost. Styles are not part of the format. JSON has no
/// per-type renderings: its items are the text items and rows of the format, and your own
/// item types are written as those (see ``Document/writeJSON(to:width:)``).
public struct JSONRenderer: Renderer, Sendable {
    /// Creates a JSON renderer.
    public init() {}

    /// Renders a document as JSON, without laying it out.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - width: The width at which ``SelfSizingItem`` values draw, from 8; 80 by
    ///     default.
    /// - Returns: The JSON, ending with one line feed.
    /// - Throws: ``LayoutError`` when the width is out of range, as every renderer does.
    public static func render(_ document: Document, width: Int = 80) throws(LayoutError) -> String {
        try LayoutError.check(width)
        return document.json(width: width)
    }

    /// Writes the whole document.
    public mutating func beginDocument(
        _ document: LaidOutDocument, into output: inout some TextOutputStream
    ) {
        document.document.writeJSON(to: &output, width: document.width)
    }

    /// Writes nothing: the document is already written.
    public mutating func renderTitle(
        _ lines: Lines, of document: LaidOutDocument, into output: inout some TextOutputStream
    ) {}

    /// Writes nothing: the document is already written.
    public mutating func renderSection(
        _ section: LaidOutSection, into output: inout some TextOutputStream
    ) {}

    /// Writes nothing.
    public mutating func renderSeparator(into output: inout some TextOutputStream) {}
}

extension JSONRenderer {
    /// `false`: JSON writes the whole document at its beginning, from the document itself.
    public var readsItemLines: Bool { false }
}
