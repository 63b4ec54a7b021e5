import Sections
import Testing

@testable import Core
@testable import Interactive

/// The documented precedence of hyperlink detection, one rule at a time.
@Suite struct HyperlinkDetectionTests {
    @Test(
        arguments: [
            ([:], true, false),
            (["TERM": "xterm-256color"], true, false),
            (["TERM": "xterm-kitty"], true, true),
            (["TERM": "xterm-kitty"], false, false),
            (["TERM": "foot-extra"], true, true),
            (["TERM": "alacritty"], true, true),
            (["VTE_VERSION": "5000"], true, true),
            (["VTE_VERSION": "4999"], true, false),
            (["VTE_VERSION": "new"], true, false),
            (["WT_SESSION": "6c1e…"], true, true),
            (["WT_SESSION": ""], true, false),
            (["KONSOLE_VERSION": "230804"], true, true),
            (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.1"], true, true),
            (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.5.0beta1"], true, true),
            (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.0.15"], true, false),
            (["TERM_PROGRAM": "iTerm.app"], true, false),
            (["TERM_PROGRAM": "vscode", "TERM_PROGRAM_VERSION": "1.72.0"], true, true),
            (["TERM_PROGRAM": "vscode", "TERM_PROGRAM_VERSION": "1.71.9"], true, false),
            (["TERM_PROGRAM": "WezTerm"], true, true),
            (["TERM_PROGRAM": "ghostty"], true, true),
            (["TERM_PROGRAM": "Apple_Terminal"], true, false),
            (["TERM_PROGRAM": "WezTerm", "TERM": "dumb"], true, false),
            (["FORCE_HYPERLINK": "1"], false, true),
            (["FORCE_HYPERLINK": "1", "TERM": "dumb"], false, true),
            (["FORCE_HYPERLINK": "yes"], false, true),
            (["FORCE_HYPERLINK": "0", "TERM_PROGRAM": "WezTerm"], true, false),
            (["FORCE_HYPERLINK": "False", "TERM_PROGRAM": "WezTerm"], true, false),
            (["FORCE_HYPERLINK": "no"], true, false),
            (["FORCE_HYPERLINK": "", "TERM_PROGRAM": "WezTerm"], true, false),
        ] as [([String: String], Bool, Bool)])
    func hyperlinkPrecedence(variables: [String: String], isTerminal: Bool, expected: Bool) {
        let environment = TerminalEnvironment(
            variables: variables, isTerminal: isTerminal, terminalColumns: nil)
        #expect(environment.hyperlinks() == expected)
        #expect(environment.hyperlinks(explicit: true))
        #expect(!environment.hyperlinks(explicit: false))
    }

    @Test func theAnnouncementIgnoresWhetherTheOutputIsATerminal() {
        let wezTerm = TerminalEnvironment(
            variables: ["TERM_PROGRAM": "WezTerm"], isTerminal: false, terminalColumns: nil)
        #expect(wezTerm.announcedHyperlinks)
        #expect(!wezTerm.hyperlinks())
    }

    @Test func theProcessReadsEveryVariableTheDecisionNeeds() {
        for name in [
            "FORCE_HYPERLINK", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "VTE_VERSION", "WT_SESSION",
            "KONSOLE_VERSION", "TERM",
        ] {
            #expect(TerminalEnvironment.readVariables.contains(name), "\(name)")
        }
    }
}
