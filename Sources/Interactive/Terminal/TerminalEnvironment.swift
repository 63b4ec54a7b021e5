import Core
import Syscalls

/// What a program knows about where its output goes: the environment variables, whether
/// the output is a terminal, and the terminal's size.
///
/// ``TerminalEnvironment/current(descriptor:)`` reads them from the process; tests and
/// programs with their own rules build one by hand. ``width(explicit:)`` and
/// ``colors(explicit:)`` turn it into decisions with one documented precedence, the
/// same one the `sections` command uses.
///
/// ```swift
/// let terminal = TerminalEnvironment.current()
/// let text = try PlainRenderer.render(document, width: terminal.width())
/// ```
public struct TerminalEnvironment: Hashable, Sendable {
    /// Environment variables: `COLUMNS`, `NO_COLOR`, `FORCE_COLOR`, `CLICOLOR_FORCE`,
    /// `TERM` and `COLORTERM` are read, and for ``hyperlinks(explicit:)``
    /// `FORCE_HYPERLINK`, `TERM_PROGRAM`, `TERM_PROGRAM_VERSION`, `VTE_VERSION`,
    /// `WT_SESSION` and `KONSOLE_VERSION`.
    public var variables: [String: String]
    /// Whether the output is a terminal.
    public var isTerminal: Bool
    /// The columns of the output's terminal, or of the controlling terminal (`/dev/tty`)
    /// when the output is not one; `nil` when neither answers.
    public var terminalColumns: Int?

    /// Creates an environment from known facts.
    ///
    /// - Parameters:
    ///   - variables: Environment variables.
    ///   - isTerminal: Whether the output is a terminal.
    ///   - terminalColumns: The terminal's columns, when known.
    public init(variables: [String: String], isTerminal: Bool, terminalColumns: Int?) {
        self.variables = variables
        self.isTerminal = isTerminal
        self.terminalColumns = terminalColumns
    }

    /// The environment of this process for output to `descriptor`.
    ///
    /// - Parameter descriptor: The output's file descriptor; standard output by default.
    /// - Returns: Those of the variables read (see ``variables``) that are set, whether the
    ///   descriptor is a terminal, and the columns of that terminal (asked with
    ///   `TIOCGWINSZ`), else of `/dev/tty`.
    public static func current(descriptor: Int32 = 1) -> TerminalEnvironment {
        var variables: [String: String] = [:]
        for name in readVariables { variables[name] = Platform.environmentVariable(name) }
        return TerminalEnvironment(
            variables: variables,
            isTerminal: Platform.isTerminal(descriptor),
            terminalColumns: ProcessEnvironment.columns(of: descriptor)
                ?? ProcessEnvironment.controllingColumns())
    }

    /// The environment variables that ``width(explicit:)``, ``colors(explicit:)`` and
    /// ``hyperlinks(explicit:)`` read, and so all that ``current(descriptor:)`` takes from the process: one
    /// `getenv` each, the same call on every system, where the whole environment is
    /// spelt differently on each.
    package static let readVariables =
        [
            "COLUMNS", "NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "TERM", "COLORTERM",
        ] + hyperlinkVariables

    /// The variables that decide ``hyperlinks(explicit:)`` beside `TERM`.
    package static let hyperlinkVariables = [
        "FORCE_HYPERLINK", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "VTE_VERSION", "WT_SESSION",
        "KONSOLE_VERSION",
    ]
}

/// Asking the process's terminal for its size.
package enum ProcessEnvironment {
    /// The columns of the terminal behind `descriptor`, when it is one.
    package static func columns(of descriptor: Int32) -> Int? {
        guard Platform.isTerminal(descriptor), let size = Platform.windowSize(of: descriptor),
            size.columns > 0
        else { return nil }
        return size.columns
    }

    /// The columns of the controlling terminal, for output that is redirected while a
    /// person still watches a terminal.
    package static func controllingColumns() -> Int? {
        let descriptor = Platform.openControllingTerminal(forWriting: false)
        guard descriptor >= 0 else { return nil }
        defer { Platform.closeDescriptor(descriptor) }
        return columns(of: descriptor)
    }
}
