import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

@Suite struct JSONRendererTests {
    @Test func theRendererWritesTheNormalisedDocument() throws {
        let expected = SpecExample.document.json()
        #expect(try JSONRenderer.render(SpecExample.document) == expected)
        var renderer = JSONRenderer()
        #expect(renderer.render(try LaidOutDocument(SpecExample.document, width: 40)) == expected)
    }

    @Test func renderingTheOutputAgainGivesTheSameBytes() throws {
        let once = try JSONRenderer.render(Samples.mixed, width: 40)
        #expect(try JSONRenderer.render(try Document(json: once), width: 40) == once)
    }

    @Test func stylesAreNotPartOfTheFormat() throws {
        let json = try JSONRenderer.render(Samples.checks)
        #expect(json.contains("\"label\": \"Lint\""))
        #expect(!json.contains("style"))
    }
}
