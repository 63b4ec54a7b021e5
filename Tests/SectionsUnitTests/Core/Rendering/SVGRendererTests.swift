import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The SVG picture of the terminal: the ANSI rendering's cells on a grid, byte for byte.
@Suite struct SVGRendererTests {
    @Test func stylesBecomeClassesAndEveryRunSitsAtItsColumn() throws {
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="294" height="164" viewBox="0 0 294 164" \
            font-family="\(SVGGeometry.fontFamily)" font-size="15">
            <style>
            text{fill:#e5e5e5;white-space:pre}
            path{fill:#e5e5e5}
            .box{fill:none}
            .s0{font-weight:bold}
            .s1{fill:#00cd00}
            .s2{fill:#cdcd00;font-weight:bold}
            .s3{fill:#d04020;font-style:italic}
            .s4{opacity:0.6}
            </style>
            <rect width="294" height="164" rx="8" fill="#1e1e1e"/>
            <text x="12" y="27" textLength="45" class="s0">Build</text>
            <text x="12" y="67" textLength="54" class="s0">Checks</text>
            <text x="30" y="87" textLength="45" class="s1">Tests</text>
            <text x="228" y="87" textLength="54" class="s1">passed</text>
            <text x="30" y="107" textLength="36" class="s2">Lint</text>
            <text x="192" y="107" textLength="90" class="s2">3 warnings</text>
            <text x="30" y="127" textLength="171" class="s3">Coverage fell by 2%</text>
            <text x="12" y="147" textLength="117" class="s4">2 of 3 passed</text>
            </svg>

            """
        #expect(try SVGRenderer.render(Samples.checks, width: 30) == expected)
    }

    @Test func wideClustersTakeTwoCellsOfTheirOwnAndTheWindowTitleIsText() throws {
        let document = Document { Section { Text("a東e\u{301}👍🏽b <&>\"'") } }
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="159" height="76" viewBox="0 0 159 76" \
            font-family="\(SVGGeometry.fontFamily)" font-size="15">
            <style>
            text{fill:#e5e5e5;white-space:pre}
            path{fill:#e5e5e5}
            .box{fill:none}
            .title{fill:#a0a0a0}
            </style>
            <rect width="159" height="76" rx="8" fill="#1e1e1e"/>
            <rect width="159" height="32" rx="8" fill="#2b2b2b"/>
            <rect y="24" width="159" height="8" fill="#2b2b2b"/>
            <circle cx="20" cy="16" r="6" fill="#ff5f57"/>
            <circle cx="40" cy="16" r="6" fill="#febc2e"/>
            <circle cx="60" cy="16" r="6" fill="#28c840"/>
            <text x="112" y="21" textLength="72" text-anchor="middle" class="title">t&lt;i&gt;tle…</text>
            <text x="30" y="59" textLength="9">a</text>
            <text x="39" y="59" textLength="18" lengthAdjust="spacingAndGlyphs">東</text>
            <text x="57" y="59" textLength="9">é</text>
            <text x="66" y="59" textLength="18" lengthAdjust="spacingAndGlyphs">👍🏽</text>
            <text x="84" y="59" textLength="63">b &lt;&amp;&gt;&quot;&#39;</text>
            </svg>

            """
        let window = SVGRenderer.Window(title: "t<i>tle\u{1B}\nnext")
        let svg = try SVGRenderer.render(document, width: 20, window: window)
        #expect(svg == expected)
    }

    @Test func theSameDocumentGivesTheSameBytesFromAReusedRenderer() throws {
        let layout = try LaidOutDocument(Samples.mixed, width: 40)
        var renderer = SVGRenderer(window: SVGRenderer.Window(title: "mixed"))
        let first = renderer.render(layout)
        #expect(renderer.render(layout) == first)
        #expect(
            try SVGRenderer.render(Samples.mixed, width: 40, window: SVGRenderer.Window(title: "mixed"))
                == first)
    }

    @Test func anEmptyDocumentIsAnEmptyPictureOfItsMargins() throws {
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" \
            font-family="\(SVGGeometry.fontFamily)" font-size="15">
            <style>
            text{fill:#e5e5e5;white-space:pre}
            path{fill:#e5e5e5}
            .box{fill:none}
            </style>
            <rect width="24" height="24" rx="8" fill="#1e1e1e"/>
            </svg>

            """
        #expect(try SVGRenderer.render(Document(sections: [])) == expected)
    }

    /// Wide clusters and one-cell clusters of uncertain glyph width are pieces of their
    /// own, other narrow ones share one, box drawing shares a piece of its own kind, and a
    /// zero-width cluster joins the piece before it unless that is box drawing.
    @Test func runsAreCutWhereTheGridNeedsIt() {
        let text = "\u{301}ab東\u{2066}c👩‍💻d🌧é…␛─┐\u{200B}│x"
        let chunks = RunPiece.pieces(of: text, width: 16)
        let expected: [(String, Int, Int, RunPiece.Kind)] = [
            ("\u{301}", 0, 0, .shared), ("ab", 0, 2, .shared), ("東\u{2066}", 2, 2, .alone),
            ("c", 4, 1, .shared), ("👩‍💻", 5, 2, .alone), ("d", 7, 1, .shared), ("🌧", 8, 1, .alone),
            ("é…", 9, 2, .shared), ("␛", 11, 1, .alone), ("─┐", 12, 2, .box), ("\u{200B}", 14, 0, .shared),
            ("│", 14, 1, .box), ("x", 15, 1, .shared),
        ]
        #expect(chunks.map(\.text).map(String.init) == expected.map(\.0))
        #expect(chunks.map(\.column) == expected.map(\.1))
        #expect(chunks.map(\.width) == expected.map(\.2))
        #expect(chunks.map(\.kind) == expected.map(\.3))
    }

    /// Box drawing is lines to the cell's edges, so that sides meet from row to row; its
    /// text stays, unpainted. A one-cell emoji is fitted to its cell, and the text after
    /// it starts at its own column.
    @Test func boxDrawingIsLinesAndAnEmojiKeepsItsCell() throws {
        let document = Document { Section(layout: .list.inPanel()) { Text("🌧 rain") } }
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="114" height="84" viewBox="0 0 114 84" \
            font-family="\(SVGGeometry.fontFamily)" font-size="15">
            <style>
            text{fill:#e5e5e5;white-space:pre}
            path{fill:#e5e5e5}
            .box{fill:none}
            .s0{opacity:0.6}
            </style>
            <rect width="114" height="84" rx="8" fill="#1e1e1e"/>
            <text x="12" y="27" textLength="90" class="box">┌────────┐</text>
            <path d="M16 22h1v10h-1zM16 22h82v1h-82zM97 22h1v10h-1z" class="s0"/>
            <text x="12" y="47" textLength="9" class="box">│</text>
            <path d="M16 32h1v20h-1z" class="s0"/>
            <text x="30" y="47" textLength="9" lengthAdjust="spacingAndGlyphs">🌧</text>
            <text x="39" y="47" textLength="45"> rain</text>
            <text x="93" y="47" textLength="9" class="box">│</text>
            <path d="M97 32h1v20h-1z" class="s0"/>
            <text x="12" y="67" textLength="90" class="box">└────────┘</text>
            <path d="M16 52h1v11h-1zM16 62h82v1h-82zM97 52h1v11h-1z" class="s0"/>
            </svg>

            """
        let svg = try SVGRenderer.render(document, width: 10)
        #expect(svg == expected)
    }

    /// Heavy lines are three pixels thick, double ones two lines four pixels apart that turn
    /// outer and inner corners, and rounded corners quarter rings; each reaches its cell's
    /// edges, so that tables of every border are unbroken from row to row.
    @Test func heavyDoubleAndRoundedBordersAreLinesToTheCellsEdges() {
        #expect(
            SVGBoxDrawing.path(of: "┏━┓", x: 0, baseline: 15)
                == "M3 9h3v11h-3zM3 9h21v3h-21zM21 9h3v11h-3z")
        #expect(
            SVGBoxDrawing.path(of: "╔═╗", x: 0, baseline: 15)
                == "M2 8h1v12h-1zM6 12h1v8h-1zM2 8h23v1h-23zM6 12h15v1h-15zM20 12h1v8h-1zM24 8h1v12h-1z")
        #expect(
            SVGBoxDrawing.path(of: "╭─╮", x: 0, baseline: 15)
                == "M9 10A5 5 0 0 0 4 15V20H5V15A4 4 0 0 1 9 11zM9 10h9v1h-9z"
                + "M18 10A5 5 0 0 1 23 15V20H22V15A4 4 0 0 0 18 11z")
        #expect(SVGBoxDrawing.path(of: "╬", x: 0, baseline: 15).split(separator: "M").count == 8)
        #expect(RunPiece.pieces(of: "╰┃║x", width: 4).map(\.kind) == [.box, .shared])
    }

    /// A hand-made run whose width is not its text's is drawn as one piece of that width.
    @Test func aRunWhoseWidthDisagreesIsOnePiece() {
        let chunks = RunPiece.pieces(of: "東京", width: 3)
        #expect(chunks == [RunPiece(text: "東京"[...], column: 0, width: 3)])
    }

    @Test func markupAndCharactersXMLForbidsNeverReachTheOutput() {
        #expect(SVGText.escaped("plain text") == "plain text")
        #expect(
            SVGText.escaped("<a href='x'>&amp;\"</a>")
                == "&lt;a href=&#39;x&#39;&gt;&amp;amp;&quot;&lt;/a&gt;")
        #expect(SVGText.escaped("\u{FFFE}\u{FFFF}\u{0}\u{1B}é東") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}é東")
    }
}
