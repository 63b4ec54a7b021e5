import Foundation
import Testing

@testable import SectionsCLI

/// The article "Command-line reference" shows exactly what `sections --help` and each
/// command's help print.
@Suite struct CommandLineReferenceTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
            "Sources/Sections/Sections.docc/CommandLineReference.md")

    /// The article's fenced blocks marked `help`, in order.
    static func helpBlocks() throws -> [String] {
        let text = try String(contentsOf: article, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```help" {
                current = []
            } else if line == "```", let lines = current {
                blocks.append(lines.map { $0 + "\n" }.joined())
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theArticleShowsEveryHelpTextAsPrinted() throws {
        let expected = [Help.overview] + Invocation.Command.allCases.map { Help.text(for: $0) }
        #expect(try Self.helpBlocks() == expected)
    }
}
