import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsCLI
@testable import SectionsTestSupport

/// The renderers' read-back checks over the documents the command shows, `sections demo`'s
/// among them: they live with the command's tests because `Demo` is part of SectionsCLI,
/// which the unit tests do not link.
@Suite struct DemoDocumentTests {
    /// A VT100 emulator shows exactly the plain rendering, and the styles where they belong.
    @Test(.needsPythonCheckers) func aTerminalShowsThePlainTextCellForCell() throws {
        let documents = [SpecExample.document, Samples.checks, Samples.mixed, Demo.document]
        for width in [8, 23, 40] {
            let ansi = try documents.map { try ANSIRenderer.render($0, width: width, colors: .trueColor) }
            let plain = try documents.map { try PlainRenderer.render($0, width: width) }
            let screens = try Checkers.terminal(ansi, width: width)
            let plainScreens = try Checkers.terminal(plain, width: width)
            for index in documents.indices {
                #expect(
                    screens[index].lines == plainScreens[index].lines, "width \(width), document \(index)")
                #expect(screens[index].title == "")
            }
        }
        let screen = try Checkers.terminal(
            [ANSIRenderer.render(Samples.checks, width: 40, colors: .ansi16)], width: 40)[0]
        #expect(
            screen.styledRuns == [
                "Build|default|bold", "Checks|default|bold", "Tests|green", "passed|green",
                "Lint|brown|bold", "3 warnings|brown|bold", "Coverage fell by 2%|red|italic",
            ])
    }

    @Test(.needsPythonCheckers) func anHTML5ParserReadsBackEveryPieceOfText() throws {
        let documents = [SpecExample.document, Samples.mixed, Demo.document]
        let readings = try Checkers.html(documents.map { try HTMLRenderer.render($0, width: 40) })
        for (document, reading) in zip(documents, readings) {
            #expect(reading.outline == Expected.html(document, width: 40))
            #expect(reading.strayAttributes == [])
            #expect(reading.errors == [])
        }
    }

    @Test(.needsPythonCheckers) func aParserReadsBackEveryPieceOfText() throws {
        let documents = [SpecExample.document, Samples.mixed, Demo.document]
        let readings = try Checkers.markdown(documents.map { try MarkdownRenderer.render($0, width: 40) })
        for (document, reading) in zip(documents, readings) {
            #expect(reading == Expected.markdown(document, width: 40))
        }
    }

    /// The items that GitHub's renderer linked, as the issue found them, and the demo's
    /// e-mail address: read back as text, with no link.
    @Test(.needsPythonCheckers) func githubsRendererLinksNoAddressWebNameOrURL() throws {
        let items = ["a@b.co", "www.1", "mailto:x@y.zz", "xmpp:a@b.c", "HTTPS://x.y/z", "ftp://f.g"]
        let document = Document { Section { for item in items { Text(item) } } }
        let markdown = try MarkdownRenderer.render(document)
        #expect(
            markdown
                == #"""
                - a<!-- -->@b.co
                - www\.1
                - mailto:x<!-- -->@y.zz
                - xmpp:a<!-- -->@b.c
                - HTTPS\://x.y/z
                - ftp\://f.g

                """#)
        #expect(MarkdownRenderer.escaped("lin@example.com") == "lin<!-- -->@example.com")
        let readings = try Checkers.gfm([markdown, try MarkdownRenderer.render(Demo.document)])
        #expect(readings[0].markdown == Expected.markdown(document))
        #expect(readings[1].markdown == Expected.markdown(Demo.document))
        #expect(readings.map(\.links) == [[], []])
        #expect(readings.map(\.separators) == [3, 1])
    }
}
