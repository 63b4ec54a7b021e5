import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The "Writing a renderer" article shows the CSV playground's renderer and output, and
/// its other samples work as it says.
@Suite struct WritingARendererArticleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theArticleShowsThePlaygroundsRendererAndItsOutput() throws {
        let article = try read("Sources/Sections/Sections.docc/WritingARenderer.md")
        let playground = try read("Playgrounds/CSVRenderer/main.swift")
        let start = try #require(playground.range(of: "/// Writes `section,kind,label,value`"))
        let end = try #require(playground.range(of: "struct Invoice"))
        let renderer = playground[start.lowerBound..<end.lowerBound]
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(article.contains("```swift\n" + renderer + "\n```"))
        let output = try Products.run("csv-renderer").output.replacing("\r\n", with: "\n")
        #expect(article.contains("```\n" + output + "```"))
    }

    /// The article's line-based example.
    struct Shouting: Renderer {
        mutating func renderLine(_ line: Line, into output: inout some TextOutputStream) {
            for run in line.runs {
                output.write(String(repeating: " ", count: run.spaces))
                output.write(run.role == .header ? run.text.uppercased() : run.text)
            }
            output.write("\n")
        }
    }

    @Test func aRendererOverridesOnlyWhatItChanges() throws {
        var renderer = Shouting()
        let text = renderer.render(try LaidOutDocument(SpecExample.document, width: 40))
        #expect(
            text
                == (try PlainRenderer.render(SpecExample.document, width: 40)).replacing(
                    "Profile", with: "PROFILE"))
    }

    @Test func theThemeSample() throws {
        var theme = Theme.standard
        theme.roles[.label] = .strong
        theme.terminalColors[.accent] = .rgb(0x5B, 0x3C, 0xC4)
        let text = try ANSIRenderer.render(
            SpecExample.document, width: 60, theme: theme, colors: .trueColor)
        #expect(text.contains("  \u{1B}[1mName\u{1B}[0m "))
    }
}
