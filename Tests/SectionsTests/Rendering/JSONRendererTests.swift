import Testing

@testable import Sections

@Suite struct JSONRendererTests {
    @Test func theRendererWritesTheNormalisedDocument() throws {
        let expected = SpecExample.document.json()
        #expect(JSONRenderer.render(SpecExample.document) == expected)
        var renderer = JSONRenderer()
        #expect(renderer.render(try LaidOutDocument(SpecExample.document, width: 40)) == expected)
    }

    @Test func renderingTheOutputAgainGivesTheSameBytes() throws {
        let once = JSONRenderer.render(Samples.mixed, width: 40)
        #expect(JSONRenderer.render(try Document(json: once), width: 40) == once)
    }

    @Test func stylesAreNotPartOfTheFormat() {
        #expect(JSONRenderer.render(Samples.checks).contains("\"label\": \"Lint\""))
        #expect(!JSONRenderer.render(Samples.checks).contains("style"))
    }
}
