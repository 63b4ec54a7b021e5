#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// `TERM` and `COLORTERM` are read.
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
    /// - Returns: The variables, whether the descriptor is a terminal, and the columns of
    ///   that terminal (asked with `TIOCGWINSZ`), else of `/dev/tty`.
    public static func current(descriptor: Int32 = 1) -> TerminalEnvironment {
        TerminalEnvironment(
            variables: ProcessEnvironment.variables(),
            isTerminal: isatty(descriptor) == 1,
            terminalColumns: ProcessEnvironment.columns(of: descriptor)
                ?? ProcessEnvironment.controllingColumns())
    }
}

/// Reading the process's environment and terminal through the C library.
enum ProcessEnvironment {
    static func variables() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }

    /// The columns of the terminal behind `descriptor`, when it is one.
    static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0
        else { return nil }
        return Int(size.ws_col)
    }

    /// The columns of the controlling terminal, for output that is redirected while a
    /// person still watches a terminal.
    static func controllingColumns() -> Int? {
        let descriptor = open("/dev/tty", O_RDONLY | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return columns(of: descriptor)
    }
}
