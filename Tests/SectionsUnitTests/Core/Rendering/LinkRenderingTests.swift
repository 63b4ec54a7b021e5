import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Links in every format: where the format has them, exactly the program's, around exactly
/// its text; never from content; never a change to the layout.
@Suite struct LinkRenderingTests {
    static let docs = Hyperlink("https://example.com/docs?a=1&b=(2)")!
    static let mail = Hyperlink("mailto:lin@example.com")!

    static let links = Document {
        Section(header: "Links") {
            Text("Read the docs").link(docs)
            Row("Mail", "Lin").link(mail)
            Text("plain")
        }
    }

    /// The same document with every link taken away.
    static func unlinked(_ document: Document) -> Document {
        var document = document
        for section in document.sections.indices {
            for item in document.sections[section].items.indices {
                document.sections[section].items[item].stored = .plain(
                    document.sections[section].items[item].content)
            }
        }
        return document
    }

    @Test func linksNeverChangeTheLayout() throws {
        for width in 8...60 {
            #expect(
                try PlainRenderer.render(Self.links, width: width)
                    == PlainRenderer.render(Self.unlinked(Self.links), width: width))
        }
        let layout = try LaidOutDocument(Self.links, width: 30)
        let lines = layout.sections.flatMap { section in
            (section.header.map { Array($0) } ?? []) + section.items.flatMap { Array($0.lines) }
        }
        let runs = lines.flatMap { line in line.runs.map { (text: $0.text, link: line.link(of: $0)) } }
        #expect(runs.map(\.text) == ["Links", "Read the docs", "Mail", "Lin", "plain"])
        #expect(runs.map(\.link) == [nil, Self.docs, Self.mail, Self.mail, nil])
    }

    @Test func aTerminalGetsOSC8AroundEachLinkedRun() throws {
        let open = { (link: Hyperlink) in "\u{1B}]8;;\(link.url)\u{1B}\\" }
        let close = "\u{1B}]8;;\u{1B}\\"
        let expected =
            "Links\n"
            + "  \(open(Self.docs))Read the docs\(close)\n"
            + "  \(open(Self.mail))\u{1B}[36mMail\u{1B}[0m\(close)                     \(open(Self.mail))Lin\(close)\n"
            + "  plain\n"
        let ansi = try ANSIRenderer.render(Self.links, width: 30, colors: .ansi16, hyperlinks: true)
        #expect(ansi.replacing("\u{1B}[1m", with: "").replacing("Links\u{1B}[0m", with: "Links") == expected)
        #expect(ansi.hasPrefix("\u{1B}[1mLinks\u{1B}[0m\n"))
        // Off, a link is its text alone: the output of the document without links.
        #expect(
            try ANSIRenderer.render(Self.links, width: 30, colors: .ansi16, hyperlinks: false)
                == ANSIRenderer.render(
                    Self.unlinked(Self.links), width: 30, colors: .ansi16, hyperlinks: true))
    }

    @Test(.needsPythonCheckers) func aTerminalShowsTheProgramsLinksAndNoneFromContent() throws {
        let hostile =
            "\u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\ \u{9D}8;;https://evil/\u{9C}"
        let document = Document {
            Section(header: "Links") {
                Text(hostile)
                Text("see \(hostile)").link(Self.docs)
                Row("Mail", "Lin").link(Self.mail).underline()
            }
        }
        let outputs = try [true, false].map {
            try ANSIRenderer.render(document, width: 40, colors: .trueColor, hyperlinks: $0)
        }
        let screens = try Checkers.terminal(outputs, width: 40)
        let plain = try PlainRenderer.render(document, width: 40)
        for screen in screens {
            #expect(screen.lines.joined(separator: "\n") + "\n" == plain)
        }
        let seen = try #require(screens[0].links).map { $0.map { $0[0] + " -> " + $0[1] } }
        let section = try #require(try LaidOutDocument(document, width: 40).sections.first { _ in true })
        let item = section.items[section.items.startIndex + 1].lines.map { (line: Line) in line.text }
        let linkedLines = item.map { [$0.dropFirst(2) + " -> " + Self.docs.url] }
        #expect(
            seen == [[], [], []] + linkedLines + [
                ["Mail -> mailto:lin@example.com", "Lin -> mailto:lin@example.com"]
            ])
        #expect(try #require(screens[1].links).allSatisfy(\.isEmpty))
    }

    @Test func htmlLinksAreAnchorsThatNeitherFollowNorOpen() throws {
        let expected = """
            <section>
            <h2>Links</h2>
            <ul>
            <li><a href="https://example.com/docs?a=1&amp;b=(2)" rel="nofollow noopener">Read the docs</a></li>
            </ul>
            <dl>
            <dt><a href="mailto:lin@example.com" rel="nofollow noopener">Mail</a></dt>
            <dd><a href="mailto:lin@example.com" rel="nofollow noopener">Lin</a></dd>
            </dl>
            <ul>
            <li>plain</li>
            </ul>
            </section>

            """
        #expect(try HTMLRenderer.render(Self.links) == expected)
        let styled = Document { Section { Text("x").link(Self.mail).bold().foregroundStyle(.accent) } }
        #expect(
            try HTMLRenderer.render(styled)
                == "<section>\n<ul>\n<li><span class=\"accent\"><strong><a href=\"mailto:lin@example.com\" rel=\"nofollow noopener\">x</a></strong></span></li>\n</ul>\n</section>\n"
        )
    }

    @Test func markdownLinksAreInlineLinksInsideTheMarkers() throws {
        let expected = """
            ## Links

            - [Read the docs](https://example.com/docs?a=1&amp;b=\\(2\\))
            - **[Mail](mailto:lin@example.com)**: [Lin](mailto:lin@example.com)
            - plain

            """
        #expect(try MarkdownRenderer.render(Self.links) == expected)
        let table = Document {
            Section(layout: .table(TableColumn("Name"), TableColumn("Site"))) {
                TableRow {
                    Text("a]b"); Text("home").link(Self.docs).strikethrough()
                }
                TableRow {
                    Text("c"); Text("")
                }.link(Self.mail)
            }
        }
        let tableMarkdown = try MarkdownRenderer.render(table)
        #expect(
            tableMarkdown
                == """
                | Name | Site |
                | --- | --- |
                | a]b | ~~[home](https://example.com/docs?a=1&amp;b=\\(2\\))~~ |
                | [c](mailto:lin@example.com) | |

                """, "\(tableMarkdown)")
    }

    @Test func plainTextAndSVGShowTheTextAlone() throws {
        let unlinked = Self.unlinked(Self.links)
        #expect(try PlainRenderer.render(Self.links) == PlainRenderer.render(unlinked))
        #expect(try SVGRenderer.render(Self.links, width: 30) == SVGRenderer.render(unlinked, width: 30))
        #expect(try JSONRenderer.render(Self.links) == JSONRenderer.render(unlinked))
    }
}
