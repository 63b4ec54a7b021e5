public import Sections
public import Testing

/// Checks that a document renders to an expected text, recording a Swift Testing issue
/// with a line-by-line difference when it does not.
///
/// ```swift
/// @Test func profile() throws {
///     expectRendering(of: doc, width: 40, toBe: """
///         Profile
///           Name                           Lin Hay
///
///         """)
/// }
/// ```
///
/// - Parameters:
///   - document: The document to render.
///   - width: The width in terminal cells.
///   - renderer: The renderer, ``PlainRenderer`` by default.
///   - expected: The whole expected output.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
/// - Returns: True when the rendering matched.
@discardableResult
public func expectRendering<R: Renderer>(
    of document: Document, width: Int, using renderer: R = PlainRenderer(), toBe expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    guard let actual = rendering(document, width: width, using: renderer, sourceLocation: sourceLocation)
    else { return false }
    return expectText(
        actual, toBe: expected, what: "rendering at width \(width)", sourceLocation: sourceLocation)
}

/// The document rendered at a width, or `nil` after recording why it cannot be.
func rendering<R: Renderer>(
    _ document: Document, width: Int, using renderer: R, sourceLocation: SourceLocation
) -> String? {
    var renderer = renderer
    do {
        return renderer.render(try LaidOutDocument(document, width: width))
    } catch {
        Issue.record("cannot lay out the document: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Records an issue with the difference when `actual` is not `expected`.
func expectText(
    _ actual: String, toBe expected: String, what: String, sourceLocation: SourceLocation
) -> Bool {
    guard actual != expected else { return true }
    let difference = LineDifference(expected: expected, actual: actual)
    Issue.record(
        "\(what) differs from the expected text (- expected, + actual):\n\(difference)",
        sourceLocation: sourceLocation)
    return false
}
