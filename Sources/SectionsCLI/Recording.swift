import Sections

/// `sections record`: a scripted session of `pick`'s list, as one animated SVG image.
struct Recording {
    /// The words of the script: a key named as tmux's `send-keys` names it, else text.
    var keys: [String]
    var rows: Int
    var columns: Int
    /// The time between frames, in milliseconds.
    var pace: Int

    /// The session `invocation` asks for: 80 by 24 unless it gives a size.
    init(_ invocation: Invocation) {
        keys = invocation.keys.split(whereSeparator: \.isWhitespace).map(String.init)
        rows = invocation.height ?? 24
        columns = invocation.width ?? 80
        pace = invocation.pace
    }

    /// Runs the list through the keys and draws every frame it showed, a pace apart:
    /// the image `ListSession.recording(pace:)` makes of the same session.
    ///
    /// - Throws: ``UsageError`` when the list cannot be shown at the size.
    func svg(of document: Document) throws(UsageError) -> String {
        var session: ScriptedSession
        do {
            session = try ScriptedSession(InteractiveList(document), rows: rows, columns: columns)
        } catch {
            throw UsageError(message: "record: \(error)")
        }
        var frames = [(frame: session.frame, time: Duration.zero)]
        for word in keys where session.end == nil {
            session.read(KeyNames.bytes(ofKeyNamed: word) ?? Array(word.utf8))
            if session.end == nil {
                frames.append(
                    (session.frame, SVGRecording.time(ofFrame: frames.count, pace: .milliseconds(pace))))
            }
        }
        return SVGRecording(rows: rows, columns: columns, frames: frames).svg
    }
}
