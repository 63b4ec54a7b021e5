import Sections
import Testing

@testable import SectionsCLI
@testable import SectionsTestSupport

/// <doc:CommandLineReference> through the tool's entry point, with a made-up process around it.
@Suite struct SectionsToolTests {
    struct Outcome: Equatable {
        var status: Int32
        var output: String
        var errors: String
    }

    static let account = #"""
        {"title": "Account", "sections": [{"id": "profile", "header": "Profile", "footer": "2 items",
          "items": ["a plain text item", {"text": "a text item with an id", "id": "intro"},
                    {"label": "Name", "value": "Lin Hay", "id": "name"},
                    {"label": "Email", "value": "lin@example.com"}]}]}
        """#

    func run(
        _ arguments: String, input: String = account, environment: [String: String] = [:],
        terminal: Int? = nil
    ) -> Outcome {
        let system = System(
            environment: environment, outputIsTerminal: terminal != nil, terminalWidth: terminal,
            load: { (path: String?, _: Int) throws(DocumentError) -> Document in
                guard path == nil || path == "doc.json" else {
                    throw DocumentError(
                        .unreadable, at: "", "cannot read '\(path!)': No such file or directory")
                }
                return try Document(json: input)
            })
        return Self.outcome(arguments, system: system)
    }

    /// Runs the tool on space-separated arguments against a made-up system.
    static func outcome(_ arguments: String, system: System) -> Outcome {
        var output = ""
        var errors = ""
        let words = arguments.split(separator: " ").map(String.init)
        let status = SectionsTool.run(words, system: system, output: &output, errors: &errors)
        return Outcome(status: status, output: output, errors: errors)
    }

    @Test func renderFromStandardInputAndFromAFile() {
        let expected = SpecExample.plainAt40
        #expect(run("render --width 40") == Outcome(status: 0, output: expected, errors: ""))
        #expect(run("render - --width=40").output == expected)
        #expect(run("render doc.json -w 40 --format plain").output == expected)
    }

    @Test func widthComesFromTheOptionThenColumnsThenTheTerminalThen80() {
        let lineOf = { (outcome: Outcome) in
            outcome.output.split(separator: "\n").first { $0.contains("Lin Hay") }?.count ?? 0
        }
        let plain = "render --format plain"
        #expect(lineOf(run(plain + " --width 30", environment: ["COLUMNS": "50"], terminal: 60)) == 30)
        #expect(lineOf(run(plain, environment: ["COLUMNS": "50"], terminal: 60)) == 50)
        #expect(lineOf(run(plain, environment: ["COLUMNS": "5"], terminal: 60)) == 60)
        #expect(lineOf(run("render", environment: ["COLUMNS": "wide"])) == 80)
        #expect(lineOf(run("render")) == 80)
    }

    @Test func jsonFormatIsTheNormalisedDocumentAndIdempotent() {
        let once = run("render --format json")
        #expect(once.status == 0)
        #expect(run("render --format json", input: once.output).output == once.output)
    }

    @Test func demoRendersTheBuiltInSample() {
        let demo = run("demo --width 60")
        #expect(demo.status == 0)
        #expect(demo.output.hasPrefix("Account overview\n\nProfile\n"))
        #expect(demo.output.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test(arguments: [
        "demo --ascii=no", "demo --ascii=false", "demo --ascii=", "demo --format=html --standalone=no",
        "render --help=x", "pick --multi=no", "demo --help=",
    ])
    func aFlagGivenAValueIsAUsageErrorNamingIt(arguments: String) {
        let argument = arguments.split(separator: " ").last { $0.contains("=") && !$0.hasPrefix("--format") }!
        let flag = argument.prefix { $0 != "=" }
        #expect(
            run(arguments)
                == Outcome(
                    status: 2, output: "",
                    errors: "error: option '\(flag)' takes no value, got '\(argument)'\n"))
    }

    @Test func doubleDashEndsTheOptionsForEveryCommand() {
        let expected = SpecExample.plainAt40
        #expect(run("render --width 40 -- doc.json") == Outcome(status: 0, output: expected, errors: ""))
        #expect(run("render --width 40 --") == Outcome(status: 0, output: expected, errors: ""))
        let missing = "error: cannot read '--width': No such file or directory\n"
        #expect(run("render -- --width") == Outcome(status: 2, output: "", errors: missing))
        #expect(run("-- render --width") == Outcome(status: 2, output: "", errors: missing))
        #expect(run("diff -- doc.json doc.json").status == 0)
        #expect(
            run("view -- doc.json --max-input-size 5")
                == Outcome(status: 2, output: "", errors: "error: view takes at most one file, got 3\n"))
    }

    @Test func usageErrorsExitTwoWithOneMessageAndNoOutput() {
        let cases: [(String, String)] = [
            ("", "error: missing command (see 'sections --help')\n"),
            (
                "frobnicate",
                "error: unknown command 'frobnicate' (commands: demo, render, diff, pick, view, record; see 'sections --help')\n"
            ),
            ("demo --width 7", "error: invalid width '7': expected an integer from 8 to 1000000\n"),
            ("demo --width", "error: option '--width' needs a value\n"),
            ("demo --colour", "error: unknown option '--colour' (see 'sections --help')\n"),
            (
                "demo --format pdf",
                "error: unknown format 'pdf' (available: plain, ansi, markdown, html, svg, json, auto)\n"
            ),
            ("demo --standalone", "error: option '--standalone' needs '--format html'\n"),
            ("demo --format markdown --standalone", "error: option '--standalone' needs '--format html'\n"),
            ("demo extra", "error: demo takes no arguments, got 'extra'\n"),
            ("render a b", "error: render takes at most one file, got 2\n"),
            ("render missing.json", "error: cannot read 'missing.json': No such file or directory\n"),
        ]
        for (arguments, message) in cases {
            #expect(run(arguments) == Outcome(status: 2, output: "", errors: message), "\(arguments)")
        }
    }

    @Test func invalidInputNamesThePlace() {
        let outcome = run("render", input: #"{"sections": [{"items": [{"label": "x", "value": 3}]}]}"#)
        #expect(outcome.status == 2)
        #expect(outcome.output == "")
        #expect(
            outcome.errors.hasPrefix("error: standard input: sections[0].items[0].value: expected a string"))
    }

    @Test func helpForTheToolAndEachCommand() {
        #expect(run("--help") == Outcome(status: 0, output: Help.overview, errors: ""))
        #expect(run("render --help").output == Help.render)
        #expect(run("demo -h").output == Help.demo)
    }
}

/// `--format` in every format, `auto` as <doc:CommandLineReference> defines it, and `--standalone`.
@Suite struct FormatOptionTests {
    let tool = SectionsToolTests()

    @Test func everyFormatRendersTheDocument() {
        let markdown = tool.run("render --format markdown")
        #expect(markdown.status == 0)
        #expect(markdown.output.hasPrefix("# Account\n\n## Profile\n\n- a plain text item\n"))
        let html = tool.run("render --format html")
        #expect(html.output.hasPrefix("<h1>Account</h1>\n<section>\n<h2>Profile</h2>\n<ul>\n"))
        let page = tool.run("render --format=html --standalone")
        #expect(page.output.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.output.hasSuffix("</html>\n"))
        let ansi = tool.run("render --format ansi --width 40")
        #expect(ansi.output.hasPrefix("\u{1B}[1mAccount\u{1B}[0m\n\n\u{1B}[1mProfile\u{1B}[0m\n"))
        #expect(tool.run("render --format json").output.hasPrefix("{\n  \"title\": \"Account\""))
        for format in ["plain", "ansi", "markdown", "html", "svg", "json"] {
            #expect(tool.run("demo --format \(format)").status == 0, "\(format)")
        }
    }

    @Test func autoIsANSIOnlyOnATerminalWithColourAllowed() {
        let ansiPrefix = "\u{1B}[1mAccount"
        let cases: [([String: String], Int?, Bool)] = [
            ([:], 60, true),
            (["TERM": "xterm-256color", "NO_COLOR": ""], 60, true),
            (["NO_COLOR": "1"], 60, false),
            (["TERM": "dumb"], 60, false),
            ([:], nil, false),
            (["FORCE_COLOR": "1"], nil, true),
        ]
        for (environment, terminal, isANSI) in cases {
            let output = tool.run("render", environment: environment, terminal: terminal).output
            #expect(output.hasPrefix(ansiPrefix) == isANSI, "\(environment) \(terminal ?? 0)")
            #expect(
                tool.run("render --format auto", environment: environment, terminal: terminal).output
                    == output)
        }
    }

    @Test func anExplicitANSIFormatWinsOverNoColor() {
        let output = tool.run("render --format ansi", environment: ["NO_COLOR": "1"]).output
        #expect(output.hasPrefix("\u{1B}[1mAccount\u{1B}[0m\n"))
    }

    @Test func helpListsEveryFormat() {
        #expect(Help.demo.contains("plain, ansi, markdown, html, svg (a picture of the"))
        #expect(Help.demo.contains("terminal in a window), json or auto"))
        #expect(Help.render.contains("--standalone"))
    }
}
