public import Sections
public import Testing

/// Checks that a document renders to an expected text, failing the calling test with a
/// line-by-line difference when it does not: the changed lines and three lines around
/// them, in hunks headed with their line numbers as `diff -u` heads them.
///
/// The same call works in a Swift Testing `@Test` and in an `XCTestCase`, and needs
/// neither framework imported: under Swift Testing a mismatch records an issue, under
/// XCTest it is an `XCTFail`, each at the line of the call.
///
/// ```swift
/// @Test func profile() {
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
///   - fileID: The calling file's ID; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The calling line; leave the default.
///   - column: The calling column; leave the default.
/// - Returns: True when the rendering matched.
@discardableResult
public func expectRendering<R: Renderer>(
    of document: Document, width: Int, using renderer: R = PlainRenderer(), toBe expected: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let failure = Failure.callSite(CallSite(fileID: fileID, file: filePath, line: line, column: column))
    return expectRendering(of: document, width: width, using: renderer, toBe: expected, failure: failure)
}

/// Checks that a document renders to an expected text, recording a Swift Testing issue at
/// a source location you pass along.
///
/// For helpers of your own that take a `SourceLocation` and report their caller's line:
///
/// ```swift
/// func expectCompact(_ doc: Document, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
///     expectRendering(of: doc, width: 20, toBe: text, sourceLocation: sourceLocation)
/// }
/// ```
///
/// - Parameters:
///   - document: The document to render.
///   - width: The width in terminal cells.
///   - renderer: The renderer, ``PlainRenderer`` by default.
///   - expected: The whole expected output.
///   - sourceLocation: Where a failure is reported.
/// - Returns: True when the rendering matched.
@discardableResult
public func expectRendering<R: Renderer>(
    of document: Document, width: Int, using renderer: R = PlainRenderer(), toBe expected: String,
    sourceLocation: SourceLocation
) -> Bool {
    expectRendering(
        of: document, width: width, using: renderer, toBe: expected, failure: .issue(sourceLocation))
}

func expectRendering<R: Renderer>(
    of document: Document, width: Int, using renderer: R, toBe expected: String, failure: Failure
) -> Bool {
    guard let actual = rendering(document, width: width, using: renderer, failure: failure)
    else { return false }
    return expectText(actual, toBe: expected, what: "rendering at width \(width)", failure: failure)
}

/// The document rendered at a width, or `nil` after recording why it cannot be.
func rendering<R: Renderer>(
    _ document: Document, width: Int, using renderer: R, failure: Failure
) -> String? {
    var renderer = renderer
    do {
        return renderer.render(try LaidOutDocument(document, width: width))
    } catch {
        failure.record("cannot lay out the document: \(error)")
        return nil
    }
}

/// Records a failure with the difference when `actual` is not `expected`: the changed
/// lines with three lines of context, numbered, then `advice` when there is some.
func expectText(
    _ actual: String, toBe expected: String, what: String, advice: String? = nil, failure: Failure
) -> Bool {
    guard actual != expected else { return true }
    let difference = LineDifference(expected: expected, actual: actual).unified()
    var message = "\(what) differs from the expected text (- expected, + actual):\n\(difference)"
    if let advice { message += "\n" + advice }
    failure.record(message)
    return false
}
