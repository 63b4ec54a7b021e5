import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The outputs that <doc:PlainLayout> shows are what its JSON documents really print.
@Suite struct PlainLayoutArticleTests {
    /// The JSON block after `marker`, and the text block after `output`.
    static func example(after marker: String, output: String) throws -> (json: String, text: String) {
        (
            try ArticleSamplesTests.block(in: "PlainLayout", after: marker, language: "json"),
            try ArticleSamplesTests.block(in: "PlainLayout", after: output, language: "text")
        )
    }

    @Test func theWrappingExample() throws {
        let example = try Self.example(after: "## An example", output: "At *W* = 24 (*A* = 22):")
        #expect(try PlainRenderer.render(Document(json: example.json), width: 24) == example.text)
    }

    @Test func theJapaneseAndThaiExample() throws {
        let example = try Self.example(
            after: "Japanese separates no words", output: "and each Thai line ends")
        let rendered = try PlainRenderer.render(Document(json: example.json), width: 24)
        #expect(rendered == example.text)
        #expect(rendered.contains("\u{200B}\n"))
    }
}
