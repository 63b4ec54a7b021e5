import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Markdown that reads as a person writes it: file names, versions and numbers keep their
/// dots, and only what a parser would read as syntax is escaped.
@Suite struct MarkdownPlainTextTests {
    @Test(.needsPythonCheckers) func fileNamesVersionsAndNumbersAreWrittenAsTheyAre() throws {
        let document = Document(title: "Release v1.2.3") {
            Section("Files") {
                Text("README.md and Package.swift")
                Row("Version", "1.2.3")
                Text("1. item")
                Text("3) x")
                Text("snake_case_name.txt, 2.5 MB, example.com")
                // After a label no line starts: no list or heading marker to escape.
                Row("- Steps", "1. build\n2. test")
                Row("# tag", "> none")
            }
        }
        let expected = """
            # Release v1.2.3

            ## Files

            - README.md and Package.swift
            - **Version**: 1.2.3
            - 1\\. item
            - 3\\) x
            - snake_case_name.txt, 2.5 MB, example.com
            - **- Steps**: 1. build\\
              2\\. test
            - **# tag**: > none

            """
        let markdown = try MarkdownRenderer.render(document)
        #expect(markdown == expected)
        #expect(try Checkers.gfm([markdown])[0].markdown == Expected.markdown(document))
    }

    /// A panel is its title's list item with its contents listed under it, as HTML nests
    /// them; panels nest, and a panel without a title lists its contents in place.
    @Test(.needsPythonCheckers) func panelsNestTheirContentsUnderTheirTitle() throws {
        let document = Document {
            Section(header: "Server") {
                Panel("Disk") {
                    Row("Used", "78%")
                    Panel("Quota") { Row("Limit", "2 TB") }
                    Text("line one\nline two")
                }
                Panel { Text("untitled") }
                Panel("Empty first") {
                    Text("")
                    Text("b")
                }
            }
        }
        let markdown = try MarkdownRenderer.render(document)
        let expected = """
            ## Server

            - **Disk**
              - **Used**: 78%
              - **Quota**
                - **Limit**: 2 TB
              - line one\\
                line two
            - untitled
            - **Empty first**

              -
              - b

            """
        #expect(markdown == expected)
        let readings = try Checkers.markdown([markdown]) + Checkers.gfm([markdown]).map(\.markdown)
        for reading in readings { #expect(reading == Expected.markdown(document)) }
        let disk = try #require(readings[1].blocks.last?.items?.first)
        #expect(disk.text == "Disk" && disk.items?.count == 3)
        #expect(
            disk.items?[1].items == [Checkers.Inline(text: "Limit: 2 TB", strong: ["Limit"], emphasis: [])])
    }

    /// Pieces that sit next to dots, digits and every syntax character in random order.
    static let pieces: [String] = [
        ".", "..", "1", "42", "2026", "1.", "2)", "README.md", "v1.2.3", "file_name.txt", "a.b", " ",
        "  ", "\n", "#", "######", "-", "--", "+", "*", "_", "=", "==", ">", "`", "[", "]", "!", "<", "&",
        "&amp;", "&#35;", "&x", ";", "\\", "|", "~", "(", ")", ":", "//", "www.", "http://", "https://",
        "ftp://", "a@b.co", "mailto:", "@", "x_y", "C:\\dir", "---", "===", "東京", "🌧", "e\u{301}",
    ]

    static func text(using random: inout RandomContent.Generator) -> String {
        (0..<Int.random(in: 1...10, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
            .joined()
    }

    /// Seeded random texts of those pieces, as a title, headers, items, rows and footers:
    /// GitHub's renderer and markdown-it read every text back exactly, and GitHub's makes
    /// no link, image or HTML of any.
    @Test(.needsPythonCheckers) func randomTextsOfDotsDigitsAndSyntaxReadBackExactly() throws {
        var random = RandomContent.Generator(seed: 0xD07_5EED)
        let documents = (0..<200).map { _ in
            Document(
                title: Self.text(using: &random),
                sections: [
                    Section(
                        id: nil, header: Self.text(using: &random), footer: Self.text(using: &random),
                        layout: .list,
                        items: (0..<4).map { index in
                            index.isMultiple(of: 2)
                                ? Text(Self.text(using: &random)).item
                                : Row(Self.text(using: &random), Self.text(using: &random)).item
                        })
                ])
        }
        let outputs = try documents.map { try MarkdownRenderer.render($0) }
        let github = try Checkers.gfm(outputs)
        let readings = try Checkers.markdown(outputs)
        for (index, document) in documents.enumerated() {
            let expected = Expected.markdown(document)
            #expect(github[index].markdown == expected, "\(outputs[index])")
            #expect(github[index].links == [] && github[index].images == [], "\(outputs[index])")
            #expect(github[index].html == [], "\(outputs[index])")
            #expect(readings[index] == expected, "\(outputs[index])")
        }
    }

    /// Every piece at the start of a line, after digits and at the end, alone and with
    /// each other piece: the same exact reading, piece by piece.
    @Test(.needsPythonCheckers) func everyPairOfPiecesReadsBackExactly() throws {
        let texts = Self.pieces.flatMap { first in Self.pieces.map { first + $0 } }
        let documents = stride(from: 0, to: texts.count, by: 50).map { start in
            Document {
                Section { for text in texts[start..<min(start + 50, texts.count)] { Text(text) } }
            }
        }
        let outputs = try documents.map { try MarkdownRenderer.render($0) }
        let github = try Checkers.gfm(outputs)
        for (index, document) in documents.enumerated() {
            #expect(github[index].markdown == Expected.markdown(document), "\(outputs[index])")
            #expect(github[index].links == [] && github[index].images == [], "\(outputs[index])")
            #expect(github[index].html == [], "\(outputs[index])")
        }
    }
}
