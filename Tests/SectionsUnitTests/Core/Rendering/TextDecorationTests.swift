import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Underline, strikethrough and reverse video: each set and undone by modifiers, flowing down
/// the tree, and shown by every format that can show it.
@Suite struct TextDecorationTests {
    /// A section underlined as a whole; its items strike through, undo the underline and
    /// reverse, the nearer modifier winning.
    static let tasks = Document {
        Section(header: "Tasks", footer: "1 dropped") {
            Row("Due", "today")
            Text("gone ~x~").strikethrough()
            Text("plain").underline(false)
            Text("alert").reverseVideo().foregroundStyle(.error)
        }
        .underline()
    }

    @Test func eachFlagIsSetUnsetOrInheritedOnItsOwn() {
        let all: [WritableKeyPath<Style, Bool?>] = [
            \.isStrong, \.isEmphasized, \.isDim, \.isUnderlined, \.isStruckThrough, \.isReversed,
        ]
        for (index, path) in all.enumerated() {
            for value in [true, false] {
                var style = Style(color: .rgb(1, 2, 3))
                style[keyPath: path] = value
                for (other, otherPath) in all.enumerated() {
                    #expect(style[keyPath: otherPath] == (other == index ? value : nil))
                }
                #expect(style.color == .rgb(1, 2, 3))
                let base = Style(
                    strong: !value, emphasized: !value, dim: !value, underlined: !value,
                    struckThrough: !value,
                    reversed: !value, color: .accent)
                let merged = style.inheriting(from: base)
                for (other, otherPath) in all.enumerated() {
                    #expect(merged[keyPath: otherPath] == (other == index ? value : !value))
                }
                #expect(merged.color == .rgb(1, 2, 3))
            }
        }
        #expect(Style(reversed: true).inheriting(from: .error) == Style(reversed: true, color: .error))
        #expect(Style.underline.inheriting(from: .plain) == .underline)
    }

    @Test func everyColourSurvivesBesideTheFlags() {
        let colors: [Color] =
            ColorRole.allCases.map(Color.role) + [
                .red, .brightWhite, .palette(0), .palette(255), .rgb(0, 0, 0),
            ]
            + [.rgb(255, 254, 1)]
        for color in colors {
            var style = Style(struckThrough: true, reversed: false, color: color)
            #expect(style.color == color)
            #expect(style.isStruckThrough == true && style.isReversed == false)
            style.color = nil
            #expect(style == Style(struckThrough: true, reversed: false))
        }
    }

    @Test func modifiersFlowDownAndTheNearestWins() throws {
        let layout = try LaidOutDocument(Self.tasks, width: 30)
        var looks: [String] = []
        for section in layout.sections {
            let header: [Line] = section.header.map { Array($0) } ?? []
            let items: [Line] = section.items.flatMap { Array($0.lines) }
            let footer: [Line] = section.footer.map { Array($0) } ?? []
            for line in header + items + footer {
                for run in line.runs {
                    let flags: [Bool?] = [
                        run.style.isUnderlined, run.style.isStruckThrough, run.style.isReversed,
                    ]
                    looks.append(flags.map { flag in flag.map { $0 ? "1" : "0" } ?? "-" }.joined())
                }
            }
        }
        #expect(looks == ["1--", "1--", "1--", "11-", "0--", "1-1", "1--"])
    }

    @Test func theTerminalGetsSGRClosedOnEveryLine() throws {
        let expected = """
            \u{1B}[1;4mTasks\u{1B}[0m
              \u{1B}[4;36mDue\u{1B}[0m                    \u{1B}[4mtoday\u{1B}[0m
              \u{1B}[4;9mgone ~x~\u{1B}[0m
              plain
              \u{1B}[4;7;31malert\u{1B}[0m
            \u{1B}[2;4m1 dropped\u{1B}[0m

            """
        #expect(try ANSIRenderer.render(Self.tasks, width: 30, colors: .ansi16) == expected)
        #expect(try PlainRenderer.render(Self.tasks, width: 30).contains("  gone ~x~\n"))
    }

    @Test(.needsPythonCheckers) func aTerminalShowsEachDecorationOnlyWhereItIsSet() throws {
        // Content that spells SGR sequences is text: it underlines and reverses nothing.
        var document = Self.tasks
        document.sections[0].items.append(Text("\u{1B}[4;7;9mhostile\u{1B}[0m").underline(false))
        let text = try ANSIRenderer.render(document, width: 30, colors: .ansi16)
        let screen = try Checkers.terminal([text], width: 30)[0]
        let plain = try PlainRenderer.render(document, width: 30)
        #expect(screen.lines == plain.split(separator: "\n").map { String($0) })
        // Each styled run: text, colour, bold, italics, underscore, reverse, strikethrough.
        let runs = screen.segments.flatMap { $0 }.map {
            $0.dropLast().map(\.description).joined(separator: "|")
        }
        #expect(
            runs == [
                "Tasks|default|true|false|true|false|false", "Due|cyan|false|false|true|false|false",
                "today|default|false|false|true|false|false", "gone ~x~|default|false|false|true|false|true",
                "alert|red|false|false|true|true|false", "1 dropped|default|false|false|true|false|false",
            ])
    }

    static let themed = Document {
        Section {
            Row("Due", "today")
            Row("Late", "no").reverseVideo(false)
        }
    }

    static var underlinedReversedLabels: Theme {
        var theme = Theme.standard
        theme.roles[.label] = Style(underlined: true, reversed: true)
        return theme
    }

    @Test func aThemeDecoratesARoleAndTheDocumentCanUndoIt() throws {
        let theme = Self.underlinedReversedLabels
        let text = try ANSIRenderer.render(Self.themed, width: 14, theme: theme, colors: .ansi16)
        #expect(text == "  \u{1B}[4;7mDue\u{1B}[0m    today\n  \u{1B}[4mLate\u{1B}[0m      no\n")
        let page = try HTMLRenderer.render(Self.themed, theme: theme, standalone: true)
        #expect(
            page.contains(
                "dt, li.row span.label { text-decoration: underline; color: var(--page); background-color: var(--text); }\n"
            ))
    }

    @Test func stylesNeverChangeTheLayout() throws {
        var plain = Self.tasks
        plain.sections[0].style = .plain
        plain.sections[0].items = plain.sections[0].items.map { item in
            var item = item
            item.style = .plain
            return item
        }
        #expect(plain != Self.tasks)
        for width in [8, 13, 30, 80] {
            #expect(
                try PlainRenderer.render(Self.tasks, width: width)
                    == PlainRenderer.render(plain, width: width))
        }
    }

    @Test func htmlGivesEachDecorationAClass() throws {
        let expected = """
            <section>
            <h2><span class="underline">Tasks</span></h2>
            <dl>
            <dt><span class="underline">Due</span></dt>
            <dd><span class="underline">today</span></dd>
            </dl>
            <ul>
            <li><span class="underline strikethrough">gone ~x~</span></li>
            <li>plain</li>
            <li><span class="underline reverse error">alert</span></li>
            </ul>
            <footer><span class="underline">1 dropped</span></footer>
            </section>

            """
        let html = try HTMLRenderer.render(Self.tasks)
        #expect(html == expected)
    }

    @Test(.needsPythonCheckers) func anHTMLParserReadsTheClassesAndTheText() throws {
        let reading = try Checkers.html([HTMLRenderer.render(Self.tasks)])[0]
        #expect(reading.errors == [])
        let spans = reading.elements.filter { $0.tag == "span" }.map {
            "\($0.attributes["class"] ?? "")=\($0.text)"
        }
        #expect(
            spans == [
                "underline=Tasks", "underline=Due", "underline=today", "underline strikethrough=gone ~x~",
                "underline reverse error=alert", "underline=1 dropped",
            ])
    }

    @Test func svgDecoratesTextAndDrawsABlockBehindReversedText() throws {
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="294" height="144" viewBox="0 0 294 144" \
            font-family="\(SVGGeometry.fontFamily)" font-size="15">
            <style>
            text{fill:#e5e5e5;white-space:pre}
            path{fill:#e5e5e5}
            .box{fill:none}
            .s0{font-weight:bold;text-decoration:underline}
            .s1{fill:#00cdcd;text-decoration:underline}
            .s2{text-decoration:underline}
            .s3{text-decoration:underline line-through}
            .s4{fill:#1e1e1e;text-decoration:underline}
            .s5{opacity:0.6;text-decoration:underline}
            </style>
            <rect width="294" height="144" rx="8" fill="#1e1e1e"/>
            <text x="12" y="27" textLength="45" class="s0">Tasks</text>
            <text x="30" y="47" textLength="27" class="s1">Due</text>
            <text x="237" y="47" textLength="45" class="s2">today</text>
            <text x="30" y="67" textLength="72" class="s3">gone ~x~</text>
            <text x="30" y="87" textLength="45">plain</text>
            <rect x="30" y="92" width="45" height="20" fill="#cd0000"/>
            <text x="30" y="107" textLength="45" class="s4">alert</text>
            <text x="12" y="127" textLength="81" class="s5">1 dropped</text>
            </svg>

            """
        #expect(try SVGRenderer.render(Self.tasks, width: 30) == expected)
    }

    @Test(.needsPythonCheckers) func theSVGReadsBackOnItsGridWithNothingItMayNotWrite() throws {
        for width in [8, 13, 30] {
            let reading = try Checkers.svg([SVGRenderer.render(Self.tasks, width: width)])[0]
            #expect(reading.errors == [])
            #expect(
                reading.lines == expectedSVGLines(plain: try PlainRenderer.render(Self.tasks, width: width)))
        }
    }

    @Test func markdownStrikesThroughAndHasNoUnderlineOrReverse() throws {
        let expected = #"""
            ## Tasks

            - **Due**: today
            - ~~gone \~x\~~~
            - plain
            - alert

            1 dropped

            """#
        #expect(try MarkdownRenderer.render(Self.tasks) == expected)
    }

    @Test(.needsPythonCheckers) func githubReadsStruckThroughRandomContentBackExactly() throws {
        var random = RandomContent.Generator(seed: 0x57_121C)
        let cases = (0..<120).map { index in
            (
                Style(strong: index % 2 == 0, emphasized: index % 3 == 0, struckThrough: true),
                RandomContent.string(using: &random)
            )
        }
        let documents = cases.map { style, text in
            Document {
                Section(footer: text) {
                    Text(text).style(style); Row(text, text).style(style)
                }.footerStyle(style)
            }
        }
        let outputs = try documents.map { try MarkdownRenderer.render($0) }
        let github = try Checkers.gfm(outputs)
        let markdownIt = try Checkers.markdown(outputs)
        for (index, document) in documents.enumerated() {
            let expected = Expected.markdown(document)
            let text = expected.blocks.first { $0.kind == "list" }?.items?.first?.text ?? ""
            let runs = { (count: Int) in Array(repeating: text, count: text.isEmpty ? 0 : count) }
            let style = cases[index].0
            for reading in [github[index].markdown, markdownIt[index]] {
                #expect(Self.textOnly(reading) == Self.textOnly(expected), "\(outputs[index])")
                // Struck through: the item, the label and the value, the footer; strong:
                // the label, and the rest when the style is strong.
                #expect(Self.parts({ $0.strikethrough ?? [] }, reading) == runs(4), "\(outputs[index])")
                let strong = style.isStrong == true ? runs(4) : runs(1)
                #expect(Self.parts(\.strong, reading) == strong, "\(outputs[index])")
                #expect(
                    Self.parts(\.emphasis, reading) == runs(style.isEmphasized == true ? 4 : 0),
                    "\(outputs[index])")
            }
            #expect(github[index].links == [] && github[index].html == [], "\(outputs[index])")
        }
    }

    /// The texts of a reading's parts of one kind, block by block and item by item.
    static func parts(
        _ kind: (Checkers.Inline) -> [String], _ reading: Checkers.MarkdownReading
    ) -> [String] {
        reading.blocks.flatMap { block in
            let own = Checkers.Inline(
                text: "", strong: block.strong ?? [], emphasis: block.emphasis ?? [],
                strikethrough: block.strikethrough)
            return ([own] + (block.items ?? [])).flatMap(kind)
        }
    }

    /// A reading with no strong, emphasised or struck-through parts, to compare with one
    /// that knows no styles.
    static func textOnly(_ reading: Checkers.MarkdownReading) -> Checkers.MarkdownReading {
        var reading = reading
        for index in reading.blocks.indices {
            reading.blocks[index].strikethrough = nil
            reading.blocks[index].strong = nil
            reading.blocks[index].emphasis = nil
            reading.blocks[index].items = reading.blocks[index].items?.map { item in
                Checkers.Inline(text: item.text, strong: [], emphasis: [], items: item.items)
            }
        }
        return reading
    }
}
