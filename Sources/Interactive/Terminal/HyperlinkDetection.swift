import Core

extension TerminalEnvironment {
    /// Whether to write links (``ItemConvertible/link(_:)``) as OSC 8 hyperlinks, first
    /// that applies:
    ///
    /// 1. `explicit`, when given;
    /// 2. `FORCE_HYPERLINK` set: on, unless its value is `0`, `false`, `no` or empty (in
    ///    any case);
    /// 3. `TERM=dumb`, or an output that is not a terminal: off;
    /// 4. on when the terminal announces them (``announcedHyperlinks``).
    ///
    /// A terminal without OSC 8 ignores the sequences in theory, but some print them, so
    /// links are off unless the terminal is known to show them.
    ///
    /// - Parameter explicit: A choice the user made, or `nil`.
    /// - Returns: Whether ``ANSIRenderer/hyperlinks`` should be on.
    public func hyperlinks(explicit: Bool? = nil) -> Bool {
        if let explicit { return explicit }
        if let force = variables["FORCE_HYPERLINK"] {
            return !["", "0", "false", "no"].contains(force.lowercased())
        }
        if variables["TERM"] == "dumb" || !isTerminal { return false }
        return announcedHyperlinks
    }

    /// Whether the terminal announces that it shows OSC 8 hyperlinks, whether or not the
    /// output is a terminal: iTerm2 from 3.1, WezTerm, Ghostty and Visual Studio Code
    /// from 1.72 (`TERM_PROGRAM` and `TERM_PROGRAM_VERSION`), kitty (`TERM=xterm-kitty`),
    /// foot and Alacritty (`TERM`), Windows Terminal (`WT_SESSION`), Konsole
    /// (`KONSOLE_VERSION`), and GNOME Terminal and other VTE terminals from 0.50
    /// (`VTE_VERSION` 5000 or more).
    public var announcedHyperlinks: Bool {
        if let version = variables["VTE_VERSION"].flatMap({ Int($0) }), version >= 5000 { return true }
        if variables["WT_SESSION"].map({ !$0.isEmpty }) == true { return true }
        if variables["KONSOLE_VERSION"].map({ !$0.isEmpty }) == true { return true }
        if let term = variables["TERM"],
            term == "xterm-kitty" || term.hasPrefix("foot") || term == "alacritty"
        {
            return true
        }
        let version = Self.version(variables["TERM_PROGRAM_VERSION"] ?? "")
        switch variables["TERM_PROGRAM"] {
        case "iTerm.app": return version >= [3, 1]
        case "vscode": return version >= [1, 72]
        case "WezTerm", "ghostty": return true
        default: return false
        }
    }

    /// `3.4.19` as `[3, 4, 19]`; what does not read as numbers counts as 0.
    private static func version(_ text: String) -> [Int] {
        text.split(separator: ".").map { Int($0.prefix { $0.isASCII && $0.isNumber }) ?? 0 }
    }
}

extension [Int] {
    /// Versions compared part by part, a missing part counting 0.
    fileprivate static func >= (lhs: [Int], rhs: [Int]) -> Bool {
        for index in 0..<Swift.max(lhs.count, rhs.count) {
            let (left, right) = (index < lhs.count ? lhs[index] : 0, index < rhs.count ? rhs[index] : 0)
            if left != right { return left > right }
        }
        return true
    }
}
