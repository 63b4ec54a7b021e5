/// A key the person pressed, as the interactive list reads it.
enum Key: Hashable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, tab, backspace, delete, escape
    /// Ctrl-C.
    case interrupt
    /// Ctrl-Z.
    case suspend
    /// The mouse wheel (SGR mouse reports).
    case wheelUp, wheelDown
    /// A printable character; a space is `.character(" ")`.
    case character(Character)
}
