import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive

/// The outputs the "Layouts" article shows are what the layouts print.
@Suite struct LayoutsArticleTests {
    static let article: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("Sources/Sections/Sections.docc/Layouts.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Whether the article has `output` as a whole code block.
    func shows(_ output: String) -> Bool {
        Self.article.contains("```\n" + output + "```\n")
    }

    @Test func listParameters() throws {
        #expect(shows(try plain(LayoutParameterTests.parameters, width: 20)))
    }

    @Test func grids() throws {
        let columnMajor = try GridLayoutTests.files(.grid, width: 40)
        let rowMajor = try GridLayoutTests.files(.grid(order: .rowMajor), width: 40)
        #expect(shows(columnMajor + "\n" + rowMajor))
        let directory = try plain(width: 40, header: "Files", layout: .grid) {
            for name in GridLayoutTests.directory { Text(name) }
        }
        #expect(shows(directory))
    }

    @Test func tables() throws {
        #expect(shows(try plain(TableLayoutTests.processes, width: 40)))
        // The stacked example shows its first row and elides the rest.
        let stacked = try plain(TableLayoutTests.processes, width: 20)
        let secondRow = try #require(stacked.components(separatedBy: "  PID            812\n").first)
        #expect(shows(secondRow + "  PID            812\n  …\n"))
    }

    @Test func panels() throws {
        #expect(shows(try plain(PanelLayoutTests.server, width: 30)))
    }

    @Test func truncation() throws {
        let lines = try plain(TruncateTests.items, width: 24).split(separator: "\n").prefix(3)
        #expect(shows(lines.joined(separator: "\n") + "\n"))
    }
}
