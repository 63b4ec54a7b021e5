// A build status for a terminal: styles in the DSL, a theme, and colour depths.
// Run it with `swift run terminal-status [WIDTH] [16|256|truecolor]`.
import Sections

struct Check: SectionItem {
    enum Outcome { case passed, warned, failed }
    var name: String
    var outcome: Outcome
    var detail: String

    var body: [Item] {
        switch outcome {
        case .passed: Row(name, "✓ " + detail).style(.success)
        case .warned: Row(name, "! " + detail).style(Style(strong: true, color: .warning))
        case .failed: Row(name, "✗ " + detail).style(Style(strong: true, color: .error))
        }
    }
}

let document = Document(title: "main · build 1482") {
    Section(id: "checks", header: "Checks", footer: "1 failure, 1 warning") {
        Check(name: "Unit tests", outcome: .passed, detail: "412 passed")
        Check(name: "Lint", outcome: .warned, detail: "3 warnings")
        Check(name: "Docs", outcome: .failed, detail: "2 broken links")
    }
    Section(id: "log", header: "Last lines of the log") {
        Text("error: Documentation/Guide.md:14: link to 'Setup' is broken")
        Text("Control characters from the log stay visible: \u{1B}[2J")
    }
    .style(.dim)
}

let arguments = CommandLine.arguments.dropFirst()
let width = arguments.first.flatMap { Int($0) } ?? 44
let colors: ColorSupport =
    switch arguments.dropFirst().first {
    case "256": .ansi256
    case "truecolor": .trueColor
    default: .ansi16
    }
var theme = Theme.standard
theme.terminalColors[.error] = .rgb(0xE5, 0x48, 0x4D)
do {
    print(try ANSIRenderer.render(document, width: width, theme: theme, colors: colors), terminator: "")
} catch {
    print("error: \(error)")
}
