public import Core
import Syscalls

extension ColorSupport {
    /// The colour depth this process's terminal announces in `COLORTERM` and `TERM`:
    /// ``TerminalEnvironment/announcedColors`` of the process's environment.
    ///
    /// Pass it to ``ANSIRenderer`` for the depth of the terminal a program runs in:
    ///
    /// ```swift
    /// let text = try ANSIRenderer.render(document, width: 60, colors: .announcedByTerminal)
    /// ```
    public static var announcedByTerminal: ColorSupport {
        var variables: [String: String] = [:]
        for name in ["COLORTERM", "TERM"] { variables[name] = Platform.environmentVariable(name) }
        return TerminalEnvironment(variables: variables, isTerminal: true, terminalColumns: nil)
            .announcedColors
    }
}

extension TerminalEnvironment {
    /// The width to lay out at, first that applies:
    ///
    /// 1. `explicit`, when given (a `--width` option);
    /// 2. `COLUMNS`, when it holds a whole number from 8 to 1,000,000;
    /// 3. the terminal's columns (at least 8), when the output is a terminal;
    /// 4. 80 (output that is not a terminal is 80 wide unless told otherwise;
    ///    <doc:CommandLineReference>).
    ///
    /// - Parameter explicit: A width the user asked for, or `nil`.
    /// - Returns: The width in terminal cells.
    public func width(explicit: Int? = nil) -> Int {
        if let explicit { return explicit }
        if let columns = variables["COLUMNS"].flatMap({ Int($0) }),
            (LayoutError.minimumWidth...LayoutError.maximumWidth).contains(columns)
        {
            return columns
        }
        if isTerminal, let terminalColumns, terminalColumns > 0 {
            return max(terminalColumns, LayoutError.minimumWidth)
        }
        return 80
    }

    /// Whether and how much to colour, first that applies:
    ///
    /// 1. `explicit`, when given (the user chose plain or coloured output);
    /// 2. `NO_COLOR` set and not empty: none;
    /// 3. `FORCE_COLOR` or `CLICOLOR_FORCE` set to anything but `0`, `false`, `no` or
    ///    empty (in any case): colour even when the output is not a terminal
    ///    (`FORCE_COLOR=2` asks for 256 colours, `3` for true colour);
    /// 4. `TERM=dumb`, or an output that is not a terminal: none;
    /// 5. colour, at the depth the terminal announces.
    ///
    /// The depth is true colour when `COLORTERM` is `truecolor` or `24bit`, 256 colours
    /// when `TERM` names a 256-colour terminal, and 16 otherwise.
    ///
    /// - Parameter explicit: A choice the user made, or `nil`.
    /// - Returns: The colour support to render with.
    public func colors(explicit: ColorSupport? = nil) -> ColorSupport {
        if let explicit { return explicit }
        if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return .none }
        if let forced = forcedColors { return forced }
        if variables["TERM"] == "dumb" || !isTerminal { return .none }
        return announcedDepth
    }

    /// The colour depth the terminal announces, whether or not the output is a terminal
    /// and whether or not the user asked for colour: true colour when `COLORTERM` is
    /// `truecolor` or `24bit`, 256 colours when `TERM` names a 256-colour terminal
    /// (`xterm-256color`), and 16 otherwise.
    ///
    /// This is the depth ``ANSIRenderer`` uses unless told otherwise; whether to colour
    /// at all is ``colors(explicit:)``'s decision.
    public var announcedColors: ColorSupport { announcedDepth }

    /// The depth `FORCE_COLOR` or `CLICOLOR_FORCE` asks for, or `nil` when neither does.
    private var forcedColors: ColorSupport? {
        if let force = variables["FORCE_COLOR"], Self.forces(force) {
            switch force {
            case "2": return max(.ansi256, announcedDepth)
            case "3": return .trueColor
            default: return max(.ansi16, announcedDepth)
            }
        }
        if let force = variables["CLICOLOR_FORCE"], Self.forces(force) {
            return max(.ansi16, announcedDepth)
        }
        return nil
    }

    /// Whether a forcing variable's value asks for colour: `0`, `false`, `no` and an empty
    /// value are the ways people write "don't".
    private static func forces(_ value: String) -> Bool {
        !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// What `COLORTERM` and `TERM` say the terminal can show.
    private var announcedDepth: ColorSupport {
        let colorTerm = variables["COLORTERM"]?.lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if let term = variables["TERM"], term.contains("256") { return .ansi256 }
        return .ansi16
    }
}
