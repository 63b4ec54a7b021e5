import Sections
import Testing

@testable import Core
@testable import Interactive

/// The documented precedence of width and colour detection, one rule at a time.
@Suite struct DetectionTests {
    func environment(_ variables: [String: String] = [:], terminal: Int? = nil) -> TerminalEnvironment {
        TerminalEnvironment(variables: variables, isTerminal: terminal != nil, terminalColumns: terminal)
    }

    @Test func widthPrecedence() {
        #expect(environment(["COLUMNS": "50"], terminal: 60).width(explicit: 30) == 30)
        #expect(environment(["COLUMNS": "50"], terminal: 60).width() == 50)
        #expect(environment(["COLUMNS": "7"], terminal: 60).width() == 60)
        #expect(environment(["COLUMNS": "wide"], terminal: 60).width() == 60)
        #expect(environment(["COLUMNS": "2000000"]).width() == 80)
        #expect(environment(terminal: 5).width() == 8)
        #expect(environment().width() == 80)
        // <doc:CommandLineReference>: output that is not a terminal is 80 wide, whatever a terminal says.
        #expect(TerminalEnvironment(variables: [:], isTerminal: false, terminalColumns: 120).width() == 80)
    }

    @Test(
        arguments: [
            ([:], nil, ColorSupport.none),
            ([:], 80, .ansi16),
            (["NO_COLOR": "1"], 80, .none),
            (["NO_COLOR": ""], 80, .ansi16),
            (["NO_COLOR": "1", "FORCE_COLOR": "1"], 80, .none),
            (["FORCE_COLOR": "1"], nil, .ansi16),
            (["FORCE_COLOR": "0"], 80, .ansi16),
            (["FORCE_COLOR": "0"], nil, .none),
            (["FORCE_COLOR": "false"], nil, .none),
            (["FORCE_COLOR": "no"], nil, .none),
            (["FORCE_COLOR": "No"], nil, .none),
            (["FORCE_COLOR": ""], nil, .none),
            (["CLICOLOR_FORCE": "false"], nil, .none),
            (["CLICOLOR_FORCE": "no"], nil, .none),
            (["FORCE_COLOR": "2"], nil, .ansi256),
            (["FORCE_COLOR": "3"], nil, .trueColor),
            (["CLICOLOR_FORCE": "1"], nil, .ansi16),
            (["CLICOLOR_FORCE": "0"], nil, .none),
            (["TERM": "dumb"], 80, .none),
            (["TERM": "dumb", "FORCE_COLOR": "1"], 80, .ansi16),
            (["TERM": "xterm-256color"], 80, .ansi256),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], 80, .trueColor),
            (["COLORTERM": "24bit"], 80, .trueColor),
            (["COLORTERM": "truecolor"], nil, .none),
        ] as [([String: String], Int?, ColorSupport)])
    func colorPrecedence(variables: [String: String], terminal: Int?, expected: ColorSupport) {
        #expect(environment(variables, terminal: terminal).colors() == expected)
    }

    /// The depth alone, for ``ANSIRenderer``'s default: not whether to colour.
    @Test(
        arguments: [
            ([:], ColorSupport.ansi16),
            (["TERM": "xterm"], .ansi16),
            (["TERM": "xterm-256color"], .ansi256),
            (["TERM": "screen-256color", "NO_COLOR": "1"], .ansi256),
            (["COLORTERM": "truecolor"], .trueColor),
            (["COLORTERM": "24BIT", "TERM": "xterm"], .trueColor),
            (["COLORTERM": "yes", "TERM": "xterm-256color"], .ansi256),
            (["TERM": "dumb"], .ansi16),
        ] as [([String: String], ColorSupport)])
    func announcedDepth(variables: [String: String], expected: ColorSupport) {
        #expect(environment(variables).announcedColors == expected)
        #expect(environment(variables, terminal: 80).announcedColors == expected)
    }

    @Test func anExplicitChoiceWins() {
        #expect(environment(["NO_COLOR": "1"], terminal: 80).colors(explicit: .trueColor) == .trueColor)
        #expect(environment(["FORCE_COLOR": "3"]).colors(explicit: ColorSupport.none) == .none)
    }
}
