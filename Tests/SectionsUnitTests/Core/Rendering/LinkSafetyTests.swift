import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Links whose text or URL is hostile: parsers read back exactly the program's links
/// around exactly the content, and nothing else.
@Suite struct LinkSafetyTests {
    /// Characters a URL may be given: what every format escapes, and beyond ASCII.
    static let urlPieces = [
        "a", "/", "?", "=", "&", "#", "%", "%41", "(", ")", "[", "]", "<", ">", "\"", "'", "\\", "`", "*",
        "_",
        "|", "{", "}", "^", "~", "!", "@", ":", ";", ",", "+", "$", "東", "é", "\u{202E}", "\u{200B}", "&amp;",
        "-->", "<!--", "javascript:",
    ]

    static func url(using random: inout RandomContent.Generator) -> Hyperlink {
        let scheme = Hyperlink.allowedSchemes.randomElement(using: &random)!
        let rest = (0..<Int.random(in: 0...10, using: &random)).map { _ in
            urlPieces.randomElement(using: &random)!
        }
        return Hyperlink(scheme + ":" + rest.joined())!
    }

    static func text(using random: inout RandomContent.Generator) -> String {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in
            Bool.random(using: &random)
                ? RandomContent.pieces.randomElement(using: &random)!
                : RandomContent.hostile.randomElement(using: &random)!
        }.joined()
    }

    static func cases() -> [(text: String, link: Hyperlink)] {
        var random = RandomContent.Generator(seed: 0x11_4E5)
        return (0..<120).map { _ in (text(using: &random), url(using: &random)) }
    }

    static func document(_ text: String, _ link: Hyperlink) -> Document {
        Document {
            Section(footer: text) {
                Text(text).link(link)
                Row(text, text).link(link).bold()
                Text(text)
            }
            Section(layout: .table(TableColumn("T"), TableColumn("U"))) {
                TableRow {
                    Text(text).link(link); Text(text)
                }
            }
        }
    }

    @Test(.needsPythonCheckers) func githubReadsTheLinksBackExactly() throws {
        let cases = Self.cases()
        let outputs = try cases.map { try MarkdownRenderer.render(Self.document($0.text, $0.link)) }
        let readings = try Checkers.gfm(outputs)
        for (index, (text, link)) in cases.enumerated() {
            let reading = readings[index]
            let expected = Expected.markdown(Self.document(text, link))
            // The text as a parser reads it: the plain item's, with no link.
            let shown = expected.blocks.first { $0.kind == "list" }?.items?.last?.text ?? ""
            let count = shown.isEmpty ? 0 : 4
            #expect(reading.links == Array(repeating: link.url, count: count), "\(outputs[index])")
            #expect(reading.linkTexts == Array(repeating: shown, count: count), "\(outputs[index])")
            #expect(reading.images == [] && reading.html == [], "\(outputs[index])")
            #expect(TextDecorationTests.textOnly(reading.markdown) == TextDecorationTests.textOnly(expected))
        }
    }

    @Test(.needsPythonCheckers) func anHTML5ParserReadsTheLinksBackExactly() throws {
        let cases = Self.cases()
        let outputs = try cases.map { try HTMLRenderer.render(Self.document($0.text, $0.link)) }
        let readings = try Checkers.html(outputs)
        for (index, (text, link)) in cases.enumerated() {
            let anchors = readings[index].elements.filter { $0.tag == "a" }
            let shown = Sanitizer.sanitize(text)
            let count = shown.isEmpty ? 0 : 4
            #expect(anchors.map(\.text) == Array(repeating: shown, count: count), "\(outputs[index])")
            #expect(
                anchors.map(\.attributes)
                    == Array(repeating: ["href": link.url, "rel": "nofollow noopener"], count: count),
                "\(outputs[index])")
            #expect(readings[index].errors == [], "\(outputs[index])")
            let tags = Set(readings[index].elements.map(\.tag))
            #expect(
                tags.isSubset(of: [
                    "section", "ul", "li", "dl", "dt", "dd", "strong", "a", "footer", "table", "thead",
                    "tbody", "tr",
                    "th", "td",
                ]))
        }
    }

    @Test(.needsPythonCheckers) func aTerminalShowsOnlyTheProgramsLinks() throws {
        let cases = Self.cases()
        let outputs = try cases.flatMap { text, link in
            try [true, false].map {
                try ANSIRenderer.render(
                    Self.document(text, link), width: 24, colors: .ansi256, hyperlinks: $0)
            }
        }
        // A wider screen than the layout: pyte counts some emoji sequences wider than terminals do.
        let screens = try Checkers.terminal(outputs, width: 80)
        for (index, (text, link)) in cases.enumerated() {
            let (linked, unlinked) = (screens[2 * index], screens[2 * index + 1])
            // The sequences show nothing and move nothing.
            #expect(linked.lines == unlinked.lines && linked.segments == unlinked.segments)
            #expect(
                try #require(unlinked.links).allSatisfy(\.isEmpty),
                "\(outputs[2 * index + 1].debugDescription)")
            let links = try #require(linked.links)
            #expect(links.joined().allSatisfy { $0[1] == link.url }, "\(outputs[2 * index].debugDescription)")
            // Each row shows as many links as the layout's line has linked runs that take
            // cells (sections are separated by one empty line).
            let layout = try LaidOutDocument(Self.document(text, link), width: 24)
            var lines: [Line?] = []
            for section in layout.sections {
                if !lines.isEmpty { lines.append(nil) }
                section.forEachLines { lines += $0.map { $0 } }
            }
            let expected = lines.map { line in
                line.map { line in line.runs.filter { line.link(of: $0) != nil && $0.width > 0 }.count } ?? 0
            }
            // The screen leaves out empty lines at the end, and keeps rows of linked spaces.
            #expect(
                links.map(\.count) == Array(expected.prefix(links.count)),
                "\(outputs[2 * index].debugDescription)")
            #expect(expected.dropFirst(links.count).allSatisfy { $0 == 0 })
        }
    }
}
