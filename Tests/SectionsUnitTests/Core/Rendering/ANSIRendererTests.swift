import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

@Suite struct ANSIRendererTests {
    @Test func specExampleAtWidth40() throws {
        let expected = """
            \u{1B}[1mAccount\u{1B}[0m

            \u{1B}[1mProfile\u{1B}[0m
              a plain text item
              a text item with an id
              \u{1B}[36mName\u{1B}[0m                           Lin Hay
              \u{1B}[36mEmail\u{1B}[0m                  lin@example.com
            \u{1B}[2m2 items\u{1B}[0m

            """
        #expect(try ANSIRenderer.render(SpecExample.document, width: 40, colors: .ansi16) == expected)
    }

    @Test func documentStylesGoOverTheThemesLookOfEachRole() throws {
        let expected = """
            \u{1B}[1mBuild\u{1B}[0m

            \u{1B}[1mChecks\u{1B}[0m
              \u{1B}[32mTests\u{1B}[0m                           \u{1B}[32mpassed\u{1B}[0m
              \u{1B}[1;33mLint\u{1B}[0m                        \u{1B}[1;33m3 warnings\u{1B}[0m
              \u{1B}[3;31mCoverage fell by 2%\u{1B}[0m
            \u{1B}[2m2 of 3 passed\u{1B}[0m

            """
        #expect(try ANSIRenderer.render(Samples.checks, width: 40, colors: .ansi16) == expected)
    }

    @Test(arguments: [
        (ColorSupport.trueColor, "\u{1B}[3;38;2;208;64;32m"), (.ansi256, "\u{1B}[3;38;5;166m"),
        (.ansi16, "\u{1B}[3;31m"),
    ])
    func coloursDegradeToWhatTheTerminalShows(depth: ColorSupport, sequence: String) throws {
        let text = try ANSIRenderer.render(Samples.checks, width: 40, colors: depth)
        #expect(text.contains("  \(sequence)Coverage fell by 2%\u{1B}[0m\n"))
    }

    @Test func paletteAndTerminalColoursDegradeToo() throws {
        let doc = Document {
            Section {
                Text("p").style(Style(color: .palette(196)))
                Text("q").style(Style(color: .palette(9)))
                Text("r").style(Style(color: .brightBlue))
            }
        }
        let sixteen = try ANSIRenderer.render(doc, width: 20, colors: .ansi16)
        #expect(sixteen == "  \u{1B}[91mp\u{1B}[0m\n  \u{1B}[91mq\u{1B}[0m\n  \u{1B}[94mr\u{1B}[0m\n")
        let palette = try ANSIRenderer.render(doc, width: 20, colors: .ansi256)
        #expect(
            palette == "  \u{1B}[38;5;196mp\u{1B}[0m\n  \u{1B}[38;5;9mq\u{1B}[0m\n  \u{1B}[94mr\u{1B}[0m\n")
        let none = try ANSIRenderer.render(doc, width: 20, colors: .none)
        #expect(none == "  p\n  q\n  r\n")
        #expect(
            try ANSIRenderer.render(Samples.checks, width: 40, colors: .none)
                == PlainRenderer.render(Samples.checks, width: 40))
    }

    @Test func aThemeChangesTheLookOfRolesAndColours() throws {
        var theme = Theme.standard
        theme.roles[.label] = Style(emphasized: true)
        theme.roles[.footer] = nil
        theme.terminalColors[.success] = .rgb(0, 200, 0)
        let text = try ANSIRenderer.render(Samples.checks, width: 40, theme: theme, colors: .trueColor)
        #expect(text.contains("  \u{1B}[3;38;2;0;200;0mTests\u{1B}[0m "))
        #expect(text.hasSuffix("\n2 of 3 passed\n"))
    }

    @Test func everyStyledRunIsResetBeforeTheLineEnds() throws {
        let text = try ANSIRenderer.render(Samples.mixed, width: 12, colors: .trueColor)
        for line in text.split(separator: "\n") {
            let sequences = line.split(separator: "\u{1B}", omittingEmptySubsequences: false).dropFirst()
            #expect(sequences.last.map { $0.hasPrefix("[0m") } ?? true, "\(line)")
            #expect(sequences.count % 2 == 0, "\(line)")
        }
    }
}
