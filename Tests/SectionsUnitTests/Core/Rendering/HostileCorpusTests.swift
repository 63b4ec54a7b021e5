import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Hostile content in every format: nothing takes effect, no text is lost, and no raw
/// control character reaches the output.
@Suite struct HostileCorpusTests {
    static let corpus: [String] = [
        "\u{1B}]8;;https://evil.example/\u{7}click me\u{1B}]8;;\u{7}",
        "\u{1B}]52;c;cm0gLXJmIH4=\u{7}clipboard",
        "\u{1B}]0;pwned title\u{7}",
        "\u{1B}[2J\u{1B}[H\u{1B}[5Aup\u{1B}[10Cright\u{1B}[?1049h",
        "\u{1B}[31mred\u{1B}[0m",
        "\u{9B}31mC1 CSI \u{9D}2;C1 OSC\u{9C} \u{85}NEL",
        "<script>alert(1)</script>",
        "<img src=x onerror=\"alert(1)\">",
        "\"><b onmouseover='x'>hover</b>",
        "javascript:alert(1)",
        "[click](javascript:alert(1)) [ref][1]\n\n[1]: https://evil.example",
        "![image](https://example.com/x.png)",
        "<https://example.com> <mailto:a@b.example>",
        "<b>raw HTML</b><!-- comment --><?php ?>",
        "| a | b |\n|---|---|\n| c | d |",
        "NUL\u{0}BEL\u{7}BS\u{8}VT\u{B}FF\u{C}DEL\u{7F}",
        "tab\there CR\rCRLF\r\nLF\nend",
        "*em* **strong** `code` ~~strike~~ _u_ \\ &amp; &#60; ^[note]",
        "# heading\n1. one\n- dash\n+ plus\n> quote\n    code\n===\n---\n```\n~~~",
        "  leading and trailing  ",
        "\n\nstarts and ends with line feeds\n\n",
        "www.example.com user@example.com https://example.com/a_b",
        "a@b.co", "www.1", "mailto:x@y.zz", "xmpp:a@b.c/resource", "lin@example.com",
        "first.last+tag@sub.example.org a@b@c.de _@x.io (www.x.y) *www.x.y* ~x@y.z~",
        "HTTP://X.Y ftp://f.g https://a.b/c?d=e&f;g. www.a_b.c.d",
    ]

    /// One document per string, with the string in every place content can go.
    static let documents: [Document] = corpus.map { text in
        Document(title: text) {
            Section(header: text, footer: text) {
                Text(text)
                Row(text, text)
                Row("label", text)
            }
        }
    }

    func visible(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    @Test func plainShowsEveryCharacterAndObeysNone() throws {
        for (text, document) in zip(Self.corpus, Self.documents) {
            let plain = try PlainRenderer.render(document, width: 30)
            #expect(rawControls(plain) == [], "\(text.debugDescription)")
            let order = [0, 1, 2, 3, 4, 7, 5, 6]
            let pieces = order.map { $0 == 7 ? "label" : Sanitizer.sanitize(text) }
            #expect(visible(plain) == visible(pieces.joined()), "\(text.debugDescription)")
        }
    }

    @Test(.needsPythonCheckers) func ansiHasOnlyItsOwnSGRAndATerminalShowsThePlainText() throws {
        let ansi = try Self.documents.map { try ANSIRenderer.render($0, width: 30, colors: .trueColor) }
        let plain = try Self.documents.map { try PlainRenderer.render($0, width: 30) }
        for (text, output) in zip(Self.corpus, ansi) {
            #expect(rawControls(withoutSGR(output)) == [], "\(text.debugDescription)")
        }
        let screens = try Checkers.terminal(ansi, width: 30)
        let plainScreens = try Checkers.terminal(plain, width: 30)
        for (index, text) in Self.corpus.enumerated() {
            #expect(screens[index].lines == plainScreens[index].lines, "\(text.debugDescription)")
            var lines = plain[index].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.last == "" { lines.removeLast() }
            #expect(screens[index].lines == lines, "\(text.debugDescription)")
            #expect(screens[index].title == "", "\(text.debugDescription)")
        }
    }

    @Test(.needsPythonCheckers) func markdownReadsBackExactlyAndMakesNoLinkHTMLOrCode() throws {
        let outputs = try Self.documents.map { try MarkdownRenderer.render($0) }
        let readings = try Checkers.markdown(outputs)
        for (index, text) in Self.corpus.enumerated() {
            #expect(rawControls(outputs[index]) == [], "\(text.debugDescription)")
            #expect(readings[index] == Expected.markdown(Self.documents[index]), "\(text.debugDescription)")
        }
    }

    /// GitHub's own renderer (cmark-gfm with its autolink extension) reads the same text
    /// back and makes no link, image or HTML of any of the corpus.
    @Test(.needsPythonCheckers) func githubsRendererReadsBackExactlyAndMakesNoLinkImageOrHTML() throws {
        let outputs = try Self.documents.map { try MarkdownRenderer.render($0) }
        let readings = try Checkers.gfm(outputs)
        for (index, text) in Self.corpus.enumerated() {
            #expect(
                readings[index].markdown == Expected.markdown(Self.documents[index]),
                "\(text.debugDescription)")
            #expect(readings[index].links == [], "\(text.debugDescription)")
            #expect(readings[index].images == [], "\(text.debugDescription)")
            #expect(readings[index].html == [], "\(text.debugDescription)")
        }
        let made = readings.reduce(0) { $0 + $1.links.count + $1.images.count + $1.html.count }
        #expect(made == 0)
    }

    @Test(.needsPythonCheckers) func htmlReadsBackExactlyAndMakesNoElementOrAttribute() throws {
        for standalone in [false, true] {
            let outputs = try Self.documents.map { try HTMLRenderer.render($0, standalone: standalone) }
            let readings = try Checkers.html(outputs, standalone: standalone)
            for (index, text) in Self.corpus.enumerated() {
                #expect(rawControls(outputs[index]) == [], "\(text.debugDescription)")
                let outline = readings[index].outline
                let body = standalone ? Array(outline.drop { $0 != "main" }.dropFirst()) : outline
                #expect(body == Expected.html(Self.documents[index]), "\(text.debugDescription)")
                #expect(readings[index].strayAttributes.filter { !$0.hasPrefix("meta ") } == [])
                #expect(readings[index].errors == [], "\(text.debugDescription)")
            }
        }
    }

    @Test func jsonEscapesEveryControlAndKeepsTheContentExactly() throws {
        for (text, document) in zip(Self.corpus, Self.documents) {
            let json = try JSONRenderer.render(document)
            #expect(rawControls(json) == [], "\(text.debugDescription)")
            let decoded = try Document(json: json)
            #expect(decoded == document, "\(text.debugDescription)")
            #expect(try JSONRenderer.render(decoded) == json)
        }
    }
}
