public import Core
import Syscalls

/// What the terminal a program runs in announces, for an ``ANSIRenderer`` that should
/// match it: the renderer itself takes its colours and hyperlinks as values and reads no
/// environment.
extension ANSIRenderer {
    /// Whether this process's terminal announces OSC 8 hyperlinks, or `FORCE_HYPERLINK`
    /// turns them on or off: ``TerminalEnvironment/hyperlinks(explicit:)`` of the
    /// process's environment, as if its output were a terminal.
    public static var hyperlinksAnnouncedByTerminal: Bool {
        var variables: [String: String] = [:]
        for name in ["TERM"] + TerminalEnvironment.hyperlinkVariables {
            variables[name] = Platform.environmentVariable(name)
        }
        return TerminalEnvironment(variables: variables, isTerminal: true, terminalColumns: nil).hyperlinks()
    }
}
