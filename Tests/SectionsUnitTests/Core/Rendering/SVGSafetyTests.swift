import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Hostile and random content in the SVG picture of the terminal: an XML parser reads it,
/// finds only the renderer's own elements, attributes and style rules, and rebuilds from
/// the `<text>` elements' positions alone exactly the plain rendering's lines; so every
/// text is present, exactly, at the column the layout gave it, and nothing overlaps.
@Suite struct SVGSafetyTests {
    static let window = SVGRenderer.Window(title: "sections")

    /// Renders each document at `width`, with and without a window, and checks what the
    /// XML checker reads back against the plain rendering.
    static func check(_ documents: [Document], width: Int, context: (Int) -> String) throws {
        for window in [nil, Self.window] {
            let outputs = try documents.map { try SVGRenderer.render($0, width: width, window: window) }
            let readings = try Checkers.svg(outputs)
            try #require(readings.count == documents.count)
            for (index, document) in documents.enumerated() {
                let what = "\(context(index)), width \(width), window \(window != nil)"
                #expect(rawControls(outputs[index]) == [], "\(what)")
                #expect(readings[index].errors == [], "\(what)")
                let plain = try PlainRenderer.render(document, width: width)
                #expect(readings[index].lines == expectedSVGLines(plain: plain), "\(what)")
                // The title whole, or cut with `…` to a bar too narrow for it.
                let title = readings[index].title
                #expect(
                    window == nil
                        ? title.isEmpty
                        : title == "sections"
                            || (title.hasSuffix("…") && "sections".hasPrefix(title.dropLast())),
                    "\(what): \(title)")
            }
        }
    }

    @Test(.needsPython) func theHostileCorpusIsOnlyEverText() throws {
        for width in [8, 30, 80] {
            try Self.check(HostileCorpusTests.documents, width: width) {
                HostileCorpusTests.corpus[$0].debugDescription
            }
        }
    }

    /// A window's title is content too: it becomes the title bar's text and nothing else.
    @Test(.needsPython) func aHostileWindowTitleIsOnlyEverText() throws {
        // A body wide enough that every title fits its bar whole.
        let body = String(repeating: "body ", count: 20).dropLast()
        let document = Document { Section { Text(String(body)) } }
        let outputs = try HostileCorpusTests.corpus.map {
            try SVGRenderer.render(document, width: 120, window: SVGRenderer.Window(title: $0))
        }
        let readings = try Checkers.svg(outputs)
        try #require(readings.count == outputs.count)
        for (index, text) in HostileCorpusTests.corpus.enumerated() {
            #expect(rawControls(outputs[index]) == [], "\(text.debugDescription)")
            #expect(readings[index].errors == [], "\(text.debugDescription)")
            let shown = Sanitizer.sanitize(text).replacing("\n", with: " ")
            #expect(
                readings[index].title == expectedSVGLines(plain: shown).joined(), "\(text.debugDescription)")
            #expect(readings[index].lines == ["  " + body], "\(text.debugDescription)")
        }
    }

    @Test(.needsPython, arguments: RandomDocuments.Shape.allCases)
    func randomHostileDocumentsReadBackAsThePlainRendering(shape: RandomDocuments.Shape) throws {
        let samples = FormatPropertyTests.samples(shape)
        for width in [8, 23, 52, 80] {
            try Self.check(samples.map(\.document), width: width) { samples[$0].context }
        }
    }
}
