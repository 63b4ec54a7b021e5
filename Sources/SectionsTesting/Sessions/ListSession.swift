public import Sections

/// A scripted session of an ``InteractiveList`` on no terminal: every frame it drew and
/// how it ended.
///
/// The list runs in the test's own thread, at a size you give, and takes the steps one
/// after the other as a terminal would bring them: each key as the bytes a terminal sends,
/// through the list's own decoder. After each step the list finishes its background work
/// (the filter's search) and makes its preview before its frame is taken, so a frame is
/// what a terminal shows once the list has caught up, the same on every machine.
///
/// ```swift
/// let session = try InteractiveList(menu).session(rows: 6, columns: 30, keys: "Down cof Enter")
/// print(session.frames.last!.text)
/// print(session.outcome?.description ?? "still shown")  // chosen: coffee
/// ```
public struct ListSession: Hashable, Sendable {
    /// The screen's rows.
    public let rows: Int
    /// The screen's columns.
    public let columns: Int
    /// The frames: the first as the list opened, then one after each step but a pause,
    /// until the list ended (a step that ends it draws none).
    public let frames: [SessionFrame]
    /// How the list ended; `nil` when it was still shown after the last step.
    public let outcome: SessionOutcome?

    /// Runs `list` on a screen of `rows` by `columns` through `steps`.
    ///
    /// - Parameters:
    ///   - list: The list, as the program configures it.
    ///   - rows: The screen's rows.
    ///   - columns: The screen's columns.
    ///   - steps: What happens, in order.
    ///   - pace: The time each step but a pause takes; half a second by default.
    /// - Throws: ``ListSessionError`` when the list cannot be shown at that size, or when
    ///   steps are left after the list ended.
    public init(
        _ list: InteractiveList, rows: Int, columns: Int, steps: [SessionStep],
        pace: Duration = .milliseconds(500)
    ) throws(ListSessionError) {
        var session: ScriptedSession
        do {
            session = try ScriptedSession(list, rows: rows, columns: columns)
        } catch {
            throw ListSessionError(.cannotShow(error))
        }
        var time = Duration.zero
        var frames = [SessionFrame(session.frame, step: nil, time: time)]
        for (index, step) in steps.enumerated() {
            if session.end != nil {
                throw ListSessionError(.stepsAfterEnd(step: index, remaining: steps.count - index))
            }
            switch step {
            case .key(let key): session.read(key.bytes)
            case .type(let text): session.read(Array(text.utf8))
            case .paste(let text):
                session.read(Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8))
            case .update(let document): session.update(to: document)
            case .pause(let duration):
                // Cut, so that no pause from outside overflows the sum.
                time = SVGRecording.clamped(time + SVGRecording.clamped(duration))
                continue
            }
            time = SVGRecording.clamped(time + SVGRecording.clamped(pace))
            if session.end == nil { frames.append(SessionFrame(session.frame, step: step, time: time)) }
        }
        self.rows = rows
        self.columns = columns
        self.frames = frames
        outcome = session.end.map(SessionOutcome.init)
    }

    /// Every frame as plain text under a heading that names it and the step before it,
    /// then how the list ended: the text a snapshot file holds.
    ///
    /// ```text
    /// ── frame 1 ──
    /// >                         3 of 3
    /// ...
    /// ── frame 2 · Down ──
    /// ...
    /// ── chosen: tea ──
    /// ```
    public var text: String {
        var out: [String] = []
        for (index, frame) in frames.enumerated() {
            out.append("── frame \(index + 1)" + (frame.step.map { " · \($0)" } ?? "") + " ──")
            out += frame.lines
        }
        if let outcome { out.append("── \(outcome) ──") }
        return out.joined(separator: "\n") + "\n"
    }
}

/// How a scripted session of a list ended.
public enum SessionOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Items chosen, in the version of the document shown then. Their
    /// ``ItemConvertible/onSelect(_:)`` actions do not run in a scripted session.
    case chosen([ChosenItem])
    /// Esc or Ctrl-C dismissed the list (``InteractiveListError/cancelled``).
    case cancelled
    /// A browsing list was left with `q` or Esc.
    case quit

    init(_ end: ScriptedSession.End) {
        switch end {
        case .chosen(let items): self = .chosen(items)
        case .cancelled: self = .cancelled
        case .quit: self = .quit
        }
    }

    /// `chosen: tea, water` (each item's id, else its position), `cancelled` or `quit`.
    public var description: String {
        switch self {
        case .chosen(let items):
            "chosen: "
                + items.map { $0.item.id ?? "section \($0.path.section) item \($0.path.item)" }
                .joined(separator: ", ")
        case .cancelled: "cancelled"
        case .quit: "quit"
        }
    }
}

/// Why a scripted session could not run.
public struct ListSessionError: Error, Hashable, Sendable, CustomStringConvertible {
    enum Reason: Hashable, Sendable {
        case cannotShow(InteractiveListError)
        case stepsAfterEnd(step: Int, remaining: Int)
    }

    let reason: Reason

    init(_ reason: Reason) { self.reason = reason }

    /// One line that says what went wrong.
    public var description: String {
        switch reason {
        case .cannotShow(let error): "the list cannot be shown: \(error)"
        case .stepsAfterEnd(let step, let remaining):
            "the list ended before step \(step + 1); \(remaining) step\(remaining == 1 ? " is" : "s are") left"
        }
    }
}

extension InteractiveList {
    /// Runs the list on no terminal, through a script of keys named as tmux's `send-keys`
    /// names them (``SessionStep/keys(_:)``), and returns every frame it drew.
    ///
    /// ```swift
    /// let session = try InteractiveList(menu).session(rows: 6, columns: 30, keys: "Down Enter")
    /// session.frames.last?.text
    /// ```
    ///
    /// - Parameters:
    ///   - rows: The screen's rows.
    ///   - columns: The screen's columns.
    ///   - keys: The keys: `"Down Down te Enter"`.
    /// - Returns: The session's frames and how it ended.
    /// - Throws: ``ListSessionError`` when the list cannot be shown at that size, or when
    ///   keys are left after the list ended.
    public func session(rows: Int, columns: Int, keys: String) throws(ListSessionError) -> ListSession {
        try ListSession(self, rows: rows, columns: columns, steps: SessionStep.keys(keys))
    }

    /// Runs the list on no terminal through `steps`, as ``ListSession/init(_:rows:columns:steps:pace:)``
    /// does.
    ///
    /// - Parameters:
    ///   - rows: The screen's rows.
    ///   - columns: The screen's columns.
    ///   - steps: What happens, in order: keys, text, new versions of the document.
    /// - Returns: The session's frames and how it ended.
    /// - Throws: ``ListSessionError`` when the list cannot be shown at that size, or when
    ///   steps are left after the list ended.
    public func session(rows: Int, columns: Int, steps: [SessionStep]) throws(ListSessionError) -> ListSession
    {
        try ListSession(self, rows: rows, columns: columns, steps: steps)
    }
}
