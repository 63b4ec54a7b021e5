import Foundation
import Sections
import Testing

@testable import SectionsCLI
@testable import SectionsTestSupport

/// Whatever a command line or a document holds, the tool's own messages and what `pick`
/// prints are one line each, with control characters shown rather than obeyed, and
/// quoted text shortened (<doc:CommandLineReference> and <doc:DisplayWidth>).
@Suite struct MessageSafetyTests {
    static func run(_ arguments: [String], pick choice: String? = nil) -> SectionsToolTests.Outcome {
        var system = System(
            environment: [:], outputIsTerminal: false, terminalWidth: nil,
            load: { (_: String?, _: Int) throws(DocumentError) -> Document in
                Document { Section { Text("x") } }
            })
        system.interact = { (_: Document, _: Interaction) throws(UsageError) -> [Picked]? in
            choice.map { [Picked(section: nil, item: $0)] }
        }
        var output = ""
        var errors = ""
        let status = SectionsTool.run(arguments, system: system, output: &output, errors: &errors)
        return SectionsToolTests.Outcome(status: status, output: output, errors: errors)
    }

    @Test func pickPrintsTheChoiceSanitisedOnOneLine() {
        let outcome = Self.run(["pick"], pick: "a\u{1B}]0;title\u{07}b\u{9B}31mc\nd\r\ne")
        #expect(outcome == .init(status: 0, output: "a␛]0;title␇b\u{FFFD}31mc␊d␊e\n", errors: ""))
    }

    @Test(arguments: [
        (["render", "--x\u{1B}[2J"], "error: unknown option '--x␛[2J' (see 'sections --help')\n"),
        (
            ["render", "--format=\u{1B}]52;c;QUFB\u{07}"],
            "error: unknown format '␛]52;c;QUFB␇' (available: plain, ansi, markdown, html, svg, json, auto)\n"
        ),
        (
            ["a\nb"],
            "error: unknown command 'a␊b' (commands: demo, render, diff, pick, view, record; see 'sections --help')\n"
        ),
        (
            ["render", "--width", "9\u{9B}"],
            "error: invalid width '9\u{FFFD}': expected an integer from 8 to 1000000\n"
        ),
        (["render", "--=x"], "error: unknown option '--=x' (see 'sections --help')\n"),
    ])
    func usageErrorsQuoteTheArgumentSafely(arguments: [String], message: String) {
        #expect(Self.run(arguments) == .init(status: 2, output: "", errors: message))
    }

    /// The built tool, as the issue's reproducers ran it: each error is one line on
    /// standard error, with no raw control character and no content past 80 cells.
    @Test(arguments: [
        (["render", "a\nb.json"], "", "error: cannot read 'a␊b.json': No such file or directory\n"),
        (["render", "--x\u{1B}[2J"], "", "error: unknown option '--x␛[2J' (see 'sections --help')\n"),
        (
            ["render", "--format=\u{1B}]52;c;QUFB\u{07}"], "",
            "error: unknown format '␛]52;c;QUFB␇' (available: plain, ansi, markdown, html, svg, json, auto)\n"
        ),
        (
            ["render"], "{\"" + String(repeating: "k", count: 10_000_000) + "\": 1}",
            "error: standard input: unknown key \"\(String(repeating: "k", count: 79))…\" (line 1, column 2)\n"
        ),
    ])
    func theBuiltToolWritesOneSafeLine(arguments: [String], input: String, message: String) throws {
        let result = try Products.run("sections", arguments, input: input)
        #expect(result == Products.Result(status: 2, output: "", errors: message))
    }

    @Test func aLongArgumentIsShortenedInTheMessage() {
        let outcome = Self.run(["render", "--format", String(repeating: "x", count: 10_000)])
        #expect(outcome.status == 2)
        #expect(
            outcome.errors
                == "error: unknown format '\(String(repeating: "x", count: 79))…' (available: plain, ansi, markdown, html, svg, json, auto)\n"
        )
    }

    @Test(arguments: [
        (["pick", "--format", "html"], "--format"), (["pick", "--standalone"], "--standalone"),
        (["pick", "--ascii"], "--ascii"), (["pick", "-w", "9"], "--width"),
        (["demo", "--max-input-size", "1M"], "--max-input-size"),
    ])
    func optionsThatDoNotApplyAreUsageErrors(arguments: [String], option: String) {
        let command = arguments[0]
        #expect(
            Self.run(arguments)
                == .init(
                    status: 2, output: "",
                    errors:
                        "error: option '\(option)' does not apply to \(command) (see 'sections \(command) --help')\n"
                ))
    }

    @Test(arguments: ["0", "-1", "1X", "K", "12.5M", "99999999999G", "1٣"])
    func invalidSizesAreUsageErrors(size: String) {
        let outcome = Self.run(["render", "--max-input-size", size])
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix("error: invalid size '\(size)': expected a number of bytes"))
    }

    @Test func sizesTakeSuffixesInPowersOf1024() throws {
        #expect(try Invocation(parsing: ["render", "--max-input-size", "2K"]).maximumInputSize == 2048)
        #expect(try Invocation(parsing: ["render", "--max-input-size=3m"]).maximumInputSize == 3 << 20)
        #expect(
            try Invocation(parsing: ["diff", "a", "b", "--max-input-size", "1G"]).maximumInputSize == 1 << 30)
        #expect(try Invocation(parsing: ["render"]).maximumInputSize == 256 << 20)
    }

    /// The library's own messages quote content shortened, so a huge key or id cannot make
    /// a huge error line.
    @Test func aHugeUnknownKeyMakesAShortMessage() {
        let key = String(repeating: "k", count: 1_000_000)
        let error = thrownError(DocumentError.self) { try Document(json: "{\"\(key)\": 1}") }
        #expect(
            error?.description == "unknown key \"\(String(repeating: "k", count: 79))…\" (line 1, column 2)")
    }

    @Test func untrustedTextIsShownNotObeyed() {
        #expect(UntrustedText.sanitized("a\u{1B}b\nc\u{85}") == "a␛b\nc\u{FFFD}")
        #expect(UntrustedText.singleLine("a\u{1B}b\nc") == "a␛b␊c")
        #expect(UntrustedText.singleLine("東京東京", maximumWidth: 5) == "東京…")
        #expect(UntrustedText.singleLine(String(repeating: "é", count: 100), maximumWidth: nil).count == 100)
    }
}
