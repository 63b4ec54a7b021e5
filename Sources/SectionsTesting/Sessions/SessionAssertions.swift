public import Sections

/// Checks the last frame of a scripted session of a list, failing the calling test with
/// the difference when it is not the expected text.
///
/// The list runs as ``InteractiveList/session(rows:columns:keys:)`` runs it; the frame it
/// showed last (before the key that ended it, if one did) is compared, its rows one a
/// line with no line break after the last. As with `expectRendering`, the same call works
/// in a Swift Testing `@Test` and in an `XCTestCase`, failing at the line of the call.
///
/// ```swift
/// @Test func secondItem() {
///     expectSession(
///         of: InteractiveList(menu), rows: 4, columns: 24, keys: "Down",
///         toBe: """
///             >                 3 of 3
///             Drinks
///               Tea
///             > Coffee
///             """)
/// }
/// ```
///
/// - Parameters:
///   - list: The list.
///   - rows: The screen's rows.
///   - columns: The screen's columns.
///   - keys: The keys, named as tmux's `send-keys` names them (``SessionStep/keys(_:)``).
///   - expected: The last frame's text.
///   - fileID: The calling file's ID; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The calling line; leave the default.
///   - column: The calling column; leave the default.
/// - Returns: True when the frame matched.
@discardableResult
public func expectSession(
    of list: InteractiveList, rows: Int, columns: Int, keys: String, toBe expected: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> Bool {
    expectSession(
        of: list, rows: rows, columns: columns, steps: SessionStep.keys(keys), toBe: expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks the last frame of a scripted session of a list through `steps`: keys, text, new
/// versions of the document; as ``expectSession(of:rows:columns:keys:toBe:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - list: The list.
///   - rows: The screen's rows.
///   - columns: The screen's columns.
///   - steps: What happens, in order.
///   - expected: The last frame's text.
///   - fileID: The calling file's ID; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The calling line; leave the default.
///   - column: The calling column; leave the default.
/// - Returns: True when the frame matched.
@discardableResult
public func expectSession(
    of list: InteractiveList, rows: Int, columns: Int, steps: [SessionStep], toBe expected: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let failure = Failure.callSite(CallSite(fileID: fileID, file: filePath, line: line, column: column))
    guard let session = session(of: list, rows: rows, columns: columns, steps: steps, failure: failure),
        let last = session.frames.last
    else { return false }
    let what = "frame \(session.frames.count)" + (last.step.map { " (after \($0))" } ?? "")
    return expectText(last.text, toBe: expected, what: "\(what) at \(rows)×\(columns)", failure: failure)
}

/// Checks every frame of a scripted session of a list, and how it ended, against a
/// snapshot file, recording the file when it is missing or when `SECTIONS_RECORD` is `1`.
///
/// The file holds ``ListSession/text``: each frame under a heading that names it and the
/// step before it, then the outcome. A session that differs fails with the difference of
/// the first frame that differs, and says how to record the new session. The path is
/// resolved, and a snapshot recorded, as for `expectRendering(of:width:using:matchesSnapshot:)`:
///
/// ```swift
/// @Test func choosingCoffee() {
///     expectSession(
///         of: InteractiveList(menu), rows: 6, columns: 30, keys: "cof Enter",
///         matchesSnapshot: "Snapshots/choosing-coffee.txt")
/// }
/// ```
///
/// - Parameters:
///   - list: The list.
///   - rows: The screen's rows.
///   - columns: The screen's columns.
///   - keys: The keys, named as tmux's `send-keys` names them (``SessionStep/keys(_:)``).
///   - path: The snapshot's path: absolute, or relative to the calling test file's folder.
///   - fileID: The calling file's ID; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The calling line; leave the default.
///   - column: The calling column; leave the default.
/// - Returns: True when the session matched the snapshot.
@discardableResult
public func expectSession(
    of list: InteractiveList, rows: Int, columns: Int, keys: String, matchesSnapshot path: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> Bool {
    expectSession(
        of: list, rows: rows, columns: columns, steps: SessionStep.keys(keys), matchesSnapshot: path,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks every frame of a scripted session of a list through `steps` against a snapshot
/// file; as ``expectSession(of:rows:columns:keys:matchesSnapshot:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - list: The list.
///   - rows: The screen's rows.
///   - columns: The screen's columns.
///   - steps: What happens, in order.
///   - path: The snapshot's path: absolute, or relative to the calling test file's folder.
///   - fileID: The calling file's ID; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The calling line; leave the default.
///   - column: The calling column; leave the default.
/// - Returns: True when the session matched the snapshot.
@discardableResult
public func expectSession(
    of list: InteractiveList, rows: Int, columns: Int, steps: [SessionStep], matchesSnapshot path: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let failure = Failure.callSite(CallSite(fileID: fileID, file: filePath, line: line, column: column))
    guard let session = session(of: list, rows: rows, columns: columns, steps: steps, failure: failure)
    else { return false }
    let actual = session.text
    return expectSnapshot(actual, of: "session", path: path, caller: "\(filePath)", failure: failure) {
        expected, advice in
        expectFrames(actual, toBe: expected, what: "snapshot \(path)", advice: advice, failure: failure)
    }
}

/// The session, or `nil` after recording why it cannot run.
func session(
    of list: InteractiveList, rows: Int, columns: Int, steps: [SessionStep], failure: Failure
) -> ListSession? {
    do {
        return try ListSession(list, rows: rows, columns: columns, steps: steps)
    } catch {
        failure.record("cannot run the session: \(error)")
        return nil
    }
}

/// Records a failure with the difference of the first frame that differs when the
/// sessions' texts (``ListSession/text``) differ: each frame starts at its heading.
func expectFrames(_ actual: String, toBe expected: String, what: String, advice: String, failure: Failure)
    -> Bool
{
    guard actual != expected else { return true }
    let actualFrames = frames(of: actual)
    let expectedFrames = frames(of: expected)
    let shared = min(actualFrames.count, expectedFrames.count)
    let first = (0..<shared).first { actualFrames[$0] != expectedFrames[$0] } ?? shared
    let shown = { (frames: [String]) in first < frames.count ? frames[first] : "" }
    // The heading names the frame: `frame 2 · Down`, or `chosen: tea` for the outcome.
    let heading = (actualFrames.indices.contains(first) ? actualFrames : expectedFrames)[first]
        .prefix { $0 != "\n" }.trimmingPrefix("── ").replacing(" ──", with: "")
    return expectText(
        shown(actualFrames), toBe: shown(expectedFrames), what: "\(what), \(heading),", advice: advice,
        failure: failure)
}

/// The text's frames, each from its heading (a line that starts `── `) to the next.
private func frames(of text: String) -> [String] {
    var frames: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("── ") || frames.isEmpty {
            frames.append(String(line))
        } else {
            frames[frames.count - 1] += "\n" + line
        }
    }
    return frames
}
