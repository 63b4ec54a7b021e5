import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Background colours: kept beside an item's content and in each run's attributes, never
/// in the style; shown by terminals, HTML and SVG, and never changing the layout.
@Suite struct BackgroundTests {
    struct Card: SectionItem {
        var body: [Item] {
            Text("card")
            Text("own").background(.warning)
        }
    }

    static let document = Document {
        Section(header: "Build") {
            Row("Tests", "passed").background(.success)
            Text("plain")
            Card().background(.rgb(1, 2, 3))
        }
        Section(footer: "end") { Text("all") }.background(.palette(17))
    }

    /// The same document without a background anywhere.
    static let unpainted = Document {
        Section(header: "Build") {
            Row("Tests", "passed")
            Text("plain")
            Card()
        }
        Section(footer: "end") { Text("all") }
    }

    @Test func backgroundsNeverChangeTheLayoutNorMarkdown() throws {
        for width in 8...60 {
            #expect(
                try PlainRenderer.render(Self.document, width: width)
                    == PlainRenderer.render(Self.unpainted, width: width))
        }
        #expect(try MarkdownRenderer.render(Self.document) == MarkdownRenderer.render(Self.unpainted))
        #expect(MemoryLayout<Run>.stride == 40)
    }

    static func described(_ text: String, _ background: Color?) -> String {
        text + ":" + (background.map { "\($0)" } ?? "-")
    }

    /// Each run with text, and the background its line gives it.
    static func backgrounds(of layout: LaidOutDocument) -> [String] {
        var seen: [String] = []
        for section in layout.sections {
            for line in section.lines {
                for run in line.runs where !run.text.isEmpty {
                    seen.append(described(run.text, line.background(of: run)))
                }
            }
        }
        return seen
    }

    @Test func eachRunTakesTheNearestBackground() throws {
        let layout = try LaidOutDocument(Self.document, width: 30)
        let seen = Self.backgrounds(of: layout)
        let expected: [(String, Color?)] = [
            ("Build", nil), ("Tests", .success), ("passed", .success), ("plain", nil),
            ("card", .rgb(1, 2, 3)),
            ("own", .warning), ("all", .palette(17)), ("end", .palette(17)),
        ]
        #expect(seen == expected.map(Self.described))
    }

    @Test func headersAndFootersHaveTheirOwnOverTheSections() throws {
        let document = Document {
            Section {
                Header("Checks").background(.success)
                Text("lint")
                Footer("1 failed").background(.error)
            }
            .background(.palette(17))
            Section(layout: .panel) {
                Header("Disk").background(.accent)
                Text("full")
            }
        }
        let seen = Self.backgrounds(of: try LaidOutDocument(document, width: 20))
        let expected: [(String, Color?)] = [
            ("Checks", .success), ("lint", .palette(17)), ("1 failed", .error), ("┌─", nil),
            ("Disk", .accent),
            ("───────────┐", nil), ("│", nil), ("full", nil), ("│", nil), ("└──────────────────┘", nil),
        ]
        #expect(seen == expected.map(Self.described))
        let html = try HTMLRenderer.render(document)
        #expect(html.contains(#"<h2><span class="background-success">Checks</span></h2>"#))
        #expect(html.contains(#"<footer><span class="background-error">1 failed</span></footer>"#))
    }

    /// A header or footer given by the initializer's closures keeps its background, as a
    /// statement does.
    @Test func headersAndFootersFromClosuresKeepTheirBackground() throws {
        let document = Document {
            Section {
                Text("lint")
            } header: {
                Header("Checks").background(.success)
            } footer: {
                Footer("1 failed").background(.error)
            }
        }
        let seen = Self.backgrounds(of: try LaidOutDocument(document, width: 20))
        let expected: [(String, Color?)] = [("Checks", .success), ("lint", nil), ("1 failed", .error)]
        #expect(seen == expected.map(Self.described))
    }

    @Test func aTerminalGetsAnSGRBackgroundClosedWithEachRun() throws {
        let output = try ANSIRenderer.render(Self.document, width: 30, colors: .trueColor, hyperlinks: false)
        let expected =
            "\u{1B}[1mBuild\u{1B}[0m\n"
            + "  \u{1B}[36;42mTests\u{1B}[0m                 \u{1B}[42mpassed\u{1B}[0m\n"
            + "  plain\n"
            + "  \u{1B}[48;2;1;2;3mcard\u{1B}[0m\n"
            + "  \u{1B}[43mown\u{1B}[0m\n"
            + "\n"
            + "  \u{1B}[48;5;17mall\u{1B}[0m\n"
            + "\u{1B}[2;48;5;17mend\u{1B}[0m\n"
        #expect(output == expected)
    }

    @Test func aThemeGivesARoleItsBackgroundAndTheDocumentWins() throws {
        var theme = Theme.standard
        theme.backgrounds[.label] = .accent
        let document = Document {
            Section {
                Row("Due", "today")
                Row("Late", "no").background(.error)
            }
        }
        let output = try ANSIRenderer.render(
            document, width: 20, theme: theme, colors: .ansi16, hyperlinks: false)
        #expect(
            output
                == "  \u{1B}[30;46mDue\u{1B}[0m          today\n"
                + "  \u{1B}[36;41mLate\u{1B}[0m            \u{1B}[41mno\u{1B}[0m\n")
        // A picture draws the theme's block behind each label; the row's own wins.
        let svg = try SVGRenderer.render(document, width: 20, theme: theme)
        let fills = svg.split(separator: "\n").filter { $0.hasPrefix("<rect") }.compactMap {
            $0.split(separator: " ").first { $0.hasPrefix("fill=") }
        }
        #expect(
            fills == [
                ##"fill="#1e1e1e"/>"##, ##"fill="#00cdcd"/>"##, ##"fill="#cd0000"/>"##,
                ##"fill="#cd0000"/>"##,
            ])
        let html = HTMLStylesheet(theme: theme).css
        // The label's colour is its block's, so it is drawn in black, which reads on it.
        #expect(html.contains("dt, li.row span.label { color: #000000; background-color: var(--accent); }"))
        #expect(svg.contains("{fill:#000000}"))
    }

    /// Text whose colour is its background's, as a label of the accent colour over an
    /// accent background, takes black or white, whichever reads on it; other colours stay.
    @Test func textInItsBackgroundsColourTakesOneThatReadsOnIt() throws {
        let document = Document {
            Section {
                Row("Owner", "Lin").background(.accent)
                Row("Due", "today").background(.blue)
                Text("own").foregroundStyle(.blue).background(.blue)
            }
        }
        let ansi = try ANSIRenderer.render(document, width: 20, colors: .ansi16, hyperlinks: false)
        #expect(
            ansi
                == "  \u{1B}[30;46mOwner\u{1B}[0m          \u{1B}[46mLin\u{1B}[0m\n"
                + "  \u{1B}[36;44mDue\u{1B}[0m          \u{1B}[44mtoday\u{1B}[0m\n"
                + "  \u{1B}[37;44mown\u{1B}[0m\n")
        let html = try HTMLRenderer.render(document)
        #expect(
            html.contains(#"<dt><span class="background-accent" style="color: #000000">Owner</span></dt>"#))
        let svg = try SVGRenderer.render(document, width: 20)
        #expect(svg.contains("fill:#000000"))
        #expect(svg.contains("fill:#e5e5e5"))
    }

    @Test(.needsPythonCheckers) func aTerminalShowsTheBackgroundOnlyBehindTheProgramsText() throws {
        // Content that spells an SGR background is text: it colours nothing.
        var document = Self.document
        document.sections[0].items.append(Text("\u{1B}[41mhostile\u{1B}[0m").style(.plain))
        let output = try ANSIRenderer.render(document, width: 30, colors: .ansi16, hyperlinks: false)
        let screen = try Checkers.terminal([output], width: 30)[0]
        let plain = try PlainRenderer.render(document, width: 30)
        #expect(screen.lines.joined(separator: "\n") + "\n" == plain)
        let backgrounds = screen.segments.flatMap { $0 }.map { cells in
            cells[0].description + "|" + cells[cells.count - 1].description
        }
        #expect(
            backgrounds == [
                "Build|default", "Tests|green", "passed|green", "card|black", "own|brown", "all|black",
                "end|black",
            ])
    }

    @Test func htmlShowsBackgroundsAsClassesOrInlineColours() throws {
        let html = try HTMLRenderer.render(Self.document)
        #expect(html.contains(#"<dt><span class="background-success">Tests</span></dt>"#))
        #expect(html.contains(#"<span style="background-color: #010203">card</span>"#))
        #expect(html.contains(#"<span class="background-warning">own</span>"#))
        #expect(html.contains(#"<section style="background-color: #00005f">"#))
        #expect(
            HTMLStylesheet(theme: .standard).css.contains(
                ".background-success { background-color: var(--success); }"))
    }

    @Test func svgDrawsABlockBehindTheText() throws {
        let svg = try SVGRenderer.render(Self.document, width: 30)
        let fills = svg.split(separator: "\n").filter { $0.hasPrefix("<rect") && $0.contains("fill=\"#") }
            .map { $0.split(separator: " ").filter { $0.hasPrefix("fill=") || $0.hasPrefix("width=") } }
        #expect(
            fills.map { $0.joined(separator: " ") } == [
                // The window's own background first.
                ##"width="294" fill="#1e1e1e"/>"##,
                ##"width="45" fill="#00cd00"/>"##, ##"width="54" fill="#00cd00"/>"##,
                ##"width="36" fill="#010203"/>"##,
                ##"width="27" fill="#cdcd00"/>"##, ##"width="27" fill="#00005f"/>"##,
                ##"width="27" fill="#00005f"/>"##,
            ])
    }
}
