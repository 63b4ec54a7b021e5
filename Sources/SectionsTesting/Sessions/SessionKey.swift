import Sections

/// A key pressed in a scripted session of an ``InteractiveList``, named as tmux's
/// `send-keys` names it.
///
/// A key reaches the list as the bytes a terminal sends for it, through the list's own
/// decoder, so a script tests what a person's key would do:
///
/// ```swift
/// let steps: [SessionStep] = [.key(.down), .key(.control("c"))]
/// let same = SessionStep.keys("Down C-c")
/// ```
public struct SessionKey: Hashable, Sendable, CustomStringConvertible {
    /// The key's name: `Down`, `C-c`.
    public let name: String

    /// The key of a tmux name, case aside: `Up`, `Down`, `Left`, `Right`, `Home`, `End`,
    /// `PageUp` (or `PPage`), `PageDown` (or `NPage`), `Enter`, `Escape`, `Tab`, `BTab`,
    /// `BSpace`, `DC` (Delete), `Space`, `C-` and a character for it with Ctrl, `M-` and
    /// a key for it with Alt; `nil` for a name of no key.
    ///
    /// - Parameter name: The key's name.
    public init?(named name: String) {
        guard KeyNames.bytes(ofKeyNamed: name) != nil else { return nil }
        self.name = name
    }

    private init(known name: String) { self.name = name }

    /// The bytes a terminal sends for the key.
    var bytes: [UInt8] { KeyNames.bytes(ofKeyNamed: name) ?? [] }

    /// The key's name.
    public var description: String { name }

    /// The up arrow.
    public static let up = SessionKey(known: "Up")
    /// The down arrow.
    public static let down = SessionKey(known: "Down")
    /// The left arrow: folds the highlighted section.
    public static let left = SessionKey(known: "Left")
    /// The right arrow: unfolds the highlighted section.
    public static let right = SessionKey(known: "Right")
    /// Page Up.
    public static let pageUp = SessionKey(known: "PageUp")
    /// Page Down.
    public static let pageDown = SessionKey(known: "PageDown")
    /// Home.
    public static let home = SessionKey(known: "Home")
    /// End.
    public static let end = SessionKey(known: "End")
    /// Return.
    public static let enter = SessionKey(known: "Enter")
    /// Esc.
    public static let escape = SessionKey(known: "Escape")
    /// Tab.
    public static let tab = SessionKey(known: "Tab")
    /// Backspace.
    public static let backspace = SessionKey(known: "BSpace")
    /// Delete, forward.
    public static let delete = SessionKey(known: "DC")
    /// The space bar.
    public static let space = SessionKey(known: "Space")

    /// A character with Ctrl: `.control("c")` is Ctrl-C.
    ///
    /// - Parameter character: A letter, or one of `@[\]^_?`.
    /// - Returns: The key, named `C-` and the character; one of no key sends nothing.
    public static func control(_ character: Character) -> SessionKey {
        SessionKey(known: "C-\(character)")
    }
}
