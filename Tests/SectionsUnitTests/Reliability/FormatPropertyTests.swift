import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Every format of seeded random documents in every layout, their text untrusted
/// (``RandomContent/hostile``: controls, escape sequences, bidi overrides, ZWJ sequences,
/// flags, skin tones, combining storms, CJK, very long words, empty strings): the layout
/// invariants hold at every width, no raw control character reaches any output but the
/// ANSI renderer's own SGR, a terminal shows the ANSI rendering as the plain one, a
/// Markdown and an HTML parser read back exactly the document's text, and JSON decodes to
/// a document that writes the same JSON. A failure names its shape, seed and width:
/// `RandomDocuments(seed: seed, hostile: true, shape: shape).document()` replays it.
@Suite struct FormatPropertyTests {
    typealias Shape = RandomDocuments.Shape

    static let seeds: [UInt64] = Array(1...10)
    static let widths = [8, 9, 10, 12, 15, 19, 24, 31, 40, 52, 67, 80, 120]
    /// The widths a terminal emulator is shown: each document at each is one screen.
    static let screenWidths = [8, 23, 80]

    struct Sample {
        var seed: UInt64
        var document: Document
        var context: String
    }

    static func samples(_ shape: Shape) -> [Sample] {
        seeds.map { seed in
            var random = RandomDocuments(seed: seed, hostile: true, shape: shape)
            return Sample(seed: seed, document: random.document(), context: "shape \(shape), seed \(seed)")
        }
    }

    @Test(arguments: Shape.allCases) func layoutInvariantsHoldAndNoControlIsRaw(shape: Shape) throws {
        for sample in Self.samples(shape) {
            for width in Self.widths {
                let context = "\(sample.context), width \(width)"
                let layout = try LaidOutDocument(sample.document, width: width)
                LayoutInvariants(context: context).check(sample.document, layout)
                let plain = try PlainRenderer.render(sample.document, width: width)
                #expect(rawControls(plain) == [], "\(context)")
                let ansi = try ANSIRenderer.render(sample.document, width: width, colors: .trueColor)
                #expect(rawControls(withoutSGR(ansi)) == [], "\(context)")
            }
        }
    }

    @Test(.needsPythonCheckers, arguments: Shape.allCases) func aTerminalShowsTheANSIRenderingAsThePlainOne(
        shape: Shape
    ) throws {
        for width in Self.screenWidths {
            let samples = Self.samples(shape)
            let ansi = try samples.map {
                try ANSIRenderer.render($0.document, width: width, colors: .trueColor)
            }
            let plain = try samples.map { try PlainRenderer.render($0.document, width: width) }
            let screens = try Checkers.terminal(ansi + plain, width: width)
            try #require(screens.count == 2 * samples.count)
            for (index, sample) in samples.enumerated() {
                let (shown, plainShown) = (screens[index], screens[samples.count + index])
                #expect(shown.lines == plainShown.lines, "\(sample.context), width \(width)")
                #expect(shown.cursor == plainShown.cursor, "\(sample.context), width \(width)")
                #expect(shown.title == "", "\(sample.context), width \(width)")
            }
        }
    }

    /// Each sample with its output in one format, free of raw controls, and what a checker
    /// reads back from it (all outputs in one run of the checker).
    static func readBack<Reading>(
        _ shape: Shape, _ render: (Document) throws -> String, _ read: ([String]) throws -> [Reading]
    ) throws -> [(Sample, Reading)] {
        let samples = samples(shape)
        let outputs = try samples.map { try render($0.document) }
        for (sample, output) in zip(samples, outputs) {
            #expect(rawControls(output) == [], "\(sample.context)")
        }
        let readings = try read(outputs)
        try #require(readings.count == samples.count)
        return Array(zip(samples, readings))
    }

    @Test(.needsPythonCheckers, arguments: Shape.allCases) func markdownReadsBackExactly(shape: Shape) throws
    {
        for (sample, reading) in try Self.readBack(
            shape, { try MarkdownRenderer.render($0) }, Checkers.markdown)
        {
            #expect(reading == Expected.markdown(sample.document), "\(sample.context)")
        }
    }

    /// GitHub's own renderer (cmark-gfm with its autolink extension) reads the same text
    /// back and makes no link, image or HTML of content: no e-mail address, `www.` or URL
    /// in the hostile pieces (and `x.com`, `@`, `www.`, `:` and `//` among the random
    /// pieces of plain documents) becomes a link.
    @Test(.needsPythonCheckers, arguments: Shape.allCases)
    func githubsRendererReadsBackExactlyAndMakesNoLink(shape: Shape) throws {
        for (sample, reading) in try Self.readBack(shape, { try MarkdownRenderer.render($0) }, Checkers.gfm) {
            #expect(reading.markdown == Expected.markdown(sample.document), "\(sample.context)")
            #expect(reading.links == [] && reading.images == [] && reading.html == [], "\(sample.context)")
        }
    }

    @Test(.needsPythonCheckers, arguments: Shape.allCases)
    func htmlReadsBackExactlyAndMakesNoElementOrAttribute(shape: Shape)
        throws
    {
        let readings = try Self.readBack(shape, { try HTMLRenderer.render($0) }, { try Checkers.html($0) })
        for (sample, reading) in readings {
            #expect(reading.outline == Expected.html(sample.document), "\(sample.context)")
            #expect(reading.strayAttributes == [], "\(sample.context)")
            #expect(reading.errors == [], "\(sample.context)")
        }
    }

    /// JSON holds text items, rows and table rows only, so items of other kinds come back
    /// as those: the same text in the same order, and the same JSON when written again.
    @Test(arguments: Shape.allCases) func jsonRoundTrips(shape: Shape) throws {
        for sample in Self.samples(shape) {
            let json = try JSONRenderer.render(sample.document)
            #expect(rawControls(json) == [], "\(sample.context)")
            let decoded = try Document(json: json)
            #expect(try JSONRenderer.render(decoded) == json, "\(sample.context)")
            #expect(decoded.title == sample.document.title, "\(sample.context)")
            let content = { (document: Document) in
                document.sections.map { ExpectedContent.content(of: $0, stacked: false) }
            }
            #expect(content(decoded) == content(sample.document), "\(sample.context)")
        }
    }
}
