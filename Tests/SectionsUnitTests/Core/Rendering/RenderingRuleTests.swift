import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// One rule for every renderer's `render(_:width:…)`: the width is 80 unless given, and a
/// width out of range is a `LayoutError`, whatever the format.
@Suite struct RenderingRuleTests {
    /// Each format's one-call rendering, at a width or at its default.
    static let formats: [(name: String, render: @Sendable (Document, Int?) throws -> String)] = [
        (
            "plain",
            { document, width in
                if let width { return try PlainRenderer.render(document, width: width) }
                return try PlainRenderer.render(document)
            }
        ),
        (
            "ansi",
            { document, width in
                if let width { return try ANSIRenderer.render(document, width: width, colors: .ansi256) }
                return try ANSIRenderer.render(document, colors: .ansi256)
            }
        ),
        (
            "markdown",
            { document, width in
                if let width { return try MarkdownRenderer.render(document, width: width) }
                return try MarkdownRenderer.render(document)
            }
        ),
        (
            "html",
            { document, width in
                if let width { return try HTMLRenderer.render(document, width: width) }
                return try HTMLRenderer.render(document)
            }
        ),
        (
            "svg",
            { document, width in
                if let width { return try SVGRenderer.render(document, width: width) }
                return try SVGRenderer.render(document)
            }
        ),
        (
            "json",
            { document, width in
                if let width { return try JSONRenderer.render(document, width: width) }
                return try JSONRenderer.render(document)
            }
        ),
    ]

    /// A self-sizing item draws at the width, so every format shows which width it got.
    struct Ruler: SelfSizingItem {
        func preferredSize(limit: Size) -> Size { Size(width: limit.width, height: 1) }
        func draw(in size: Size) -> [String] { ["\(size.width) columns"] }
    }

    let document = Document { Section(header: "Size") { Ruler() } }

    @Test(arguments: formats.indices)
    func theWidthIs80UnlessGiven(format: Int) throws {
        let (name, render) = Self.formats[format]
        #expect(try render(document, nil) == render(document, 80), "\(name)")
        #expect(try render(document, 40) != render(document, 80), "\(name)")
        #expect(try render(document, 8) != render(document, 40), "\(name)")
    }

    @Test(arguments: formats.indices)
    func aWidthOutOfRangeIsALayoutError(format: Int) {
        let (name, render) = Self.formats[format]
        for width in [7, 0, -1, LayoutError.maximumWidth + 1] {
            #expect(throws: LayoutError(width: width), "\(name) at \(width)") { try render(document, width) }
        }
    }

    @Test func anyRendererLaysOutAndRendersInOneCall() throws {
        var plain = PlainRenderer()
        #expect(try plain.render(document, width: 40) == PlainRenderer.render(document, width: 40))
        var json = JSONRenderer()
        #expect(try json.render(document) == JSONRenderer.render(document))
        var markdown = MarkdownRenderer()
        #expect(throws: LayoutError(width: 7)) { try markdown.render(document, width: 7) }
        let ascii = LayoutOptions(glyphs: .ascii, sectionSpacing: 2)
        #expect(
            try plain.render(Samples.checks, width: 30, options: ascii)
                == PlainRenderer.render(Samples.checks, width: 30, options: ascii))
    }

    @Test func ansiTakesTheLayoutOptionsAsPlainDoes() throws {
        let options = LayoutOptions(glyphs: .ascii, sectionSpacing: 2)
        let plain = try PlainRenderer.render(Samples.checks, width: 30, options: options)
        #expect(try ANSIRenderer.render(Samples.checks, width: 30, colors: .none, options: options) == plain)
        #expect(try ANSIRenderer.render(Samples.checks, width: 30, colors: .none) != plain)
    }

    /// The renderer reads no environment: by default 16 colours and no hyperlinks, whatever
    /// the terminal announces; what it announces is a value to pass.
    @Test func ansiDefaultsAreValuesNotTheEnvironment() throws {
        #expect(ANSIRenderer().colors == .ansi16)
        #expect(ANSIRenderer().hyperlinks == false)
        #expect(ANSIRenderer(colors: .trueColor).colors == .trueColor)
        #expect(ColorSupport.announcedByTerminal == TerminalEnvironment.current().announcedColors)
        #expect(
            try ANSIRenderer.render(Samples.checks, width: 40)
                == ANSIRenderer.render(Samples.checks, width: 40, colors: .ansi16, hyperlinks: false))
    }
}
