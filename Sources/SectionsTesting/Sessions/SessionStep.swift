public import Sections

/// One thing that happens to a list in a scripted session: a key, text typed, a paste, a
/// new version of the document, or time passing.
///
/// Each step but a pause is one read of the terminal, after which the list draws a frame.
///
/// ```swift
/// let steps: [SessionStep] = [.key(.down), .type("te"), .update(newMenu), .key(.enter)]
/// ```
public enum SessionStep: Hashable, Sendable, CustomStringConvertible {
    /// A key pressed.
    case key(SessionKey)
    /// Text typed at once, as one read: its characters, printable or not, act as the keys
    /// they are (a space in multiple choice marks an item), and those that go into the
    /// filter are one edit of it.
    case type(String)
    /// Text pasted in bracketed paste mode: the filter takes it whole, spaces and all.
    case paste(String)
    /// A new version of the document, as the feed of ``InteractiveList/init(_:updates:)``
    /// delivers it.
    case update(Document)
    /// Time passes with nothing happening: the next frame is that much later.
    case pause(Duration)

    /// The steps of a script of words separated by spaces, as tmux's `send-keys` reads
    /// them: a word that names a key (``SessionKey/init(named:)``) is that key, any other
    /// word is typed as itself.
    ///
    /// ```swift
    /// SessionStep.keys("Down Down te Enter")
    /// // [.key(.down), .key(.down), .type("te"), .key(.enter)]
    /// ```
    ///
    /// - Parameter script: The words.
    /// - Returns: One step a word.
    public static func keys(_ script: String) -> [SessionStep] {
        script.split(whereSeparator: \.isWhitespace).map { word in
            SessionKey(named: String(word)).map(SessionStep.key) ?? .type(String(word))
        }
    }

    /// The step as a frame's heading names it: `Down`, `"te"`, `paste "a b"`,
    /// `new version`, `pause 1 second`.
    public var description: String {
        switch self {
        case .key(let key): key.name
        case .type(let text): "\"\(text)\""
        case .paste(let text): "paste \"\(text)\""
        case .update: "new version"
        case .pause(let duration): "pause \(duration)"
        }
    }
}
