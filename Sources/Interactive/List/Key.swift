import Core

/// A key press in an interactive list: what the list's model reacts to, whatever sent it
/// (the terminal's bytes through `KeyDecoder`, a script of keys, a test); the mouse wheel
/// and a paste arrive as keys too.
package enum Key: Hashable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, tab, backspace, delete, escape
    /// Ctrl-C, a byte in raw mode.
    case interrupt
    /// Ctrl-Z, a byte in raw mode.
    case suspend
    /// The mouse wheel, from SGR mouse reports (mode 1006).
    case wheelUp, wheelDown
    /// A printable character; the space bar is `.character(" ")`.
    case character(Character)
    /// Text pasted in bracketed paste mode, as one key: it goes into the filter whole (a
    /// space or a `q` in it is text, not a command), without its control characters.
    case paste(String)
}
