import Sections
import Testing

/// `SVGRenderer.picture(of:)`: text that a program printed, drawn as a terminal shows it.
@Suite struct SVGPictureTests {
    /// Leading spaces place a line's text, a wide character takes two cells, and a control
    /// character is drawn as its symbol, never written raw, fitted to its own cell.
    @Test func linesAreDrawnAtTheirCellsAndControlsAsSymbols() {
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="78" height="64" viewBox="0 0 78 64" \
            font-family="ui-monospace, 'SF Mono', Menlo, Monaco, Consolas, 'DejaVu Sans Mono', \
            'Liberation Mono', 'Courier New', 'Hiragino Sans', 'Yu Gothic', 'Microsoft YaHei', \
            'Noto Sans Mono CJK JP', 'Noto Sans CJK JP', 'Apple Color Emoji', 'Segoe UI Emoji', \
            'Noto Color Emoji', 'Apple Symbols', 'Segoe UI Symbol', 'Noto Sans Symbols 2', \
            'Noto Sans Symbols2', 'DejaVu Sans', monospace" font-size="15">
            <style>
            text{fill:#e5e5e5;white-space:pre}
            path{fill:#e5e5e5}
            .box{fill:none}
            </style>
            <rect width="78" height="64" rx="8" fill="#1e1e1e"/>
            <text x="12" y="27" textLength="18">ab</text>
            <text x="30" y="47" textLength="18" lengthAdjust="spacingAndGlyphs">東</text>
            <text x="48" y="47" textLength="9">x</text>
            <text x="57" y="47" textLength="9" lengthAdjust="spacingAndGlyphs">␛</text>
            </svg>

            """
        #expect(SVGRenderer.picture(of: "ab\n  東x\u{1B}\n") == expected)
    }

    /// The picture of a plain rendering has the rows and columns of the rendering itself.
    @Test func aPlainRenderingKeepsItsCells() throws {
        let document = Document(title: "Account") { Section("Profile") { Row("Name", "Lin Hay") } }
        let picture = SVGRenderer.picture(of: try PlainRenderer.render(document, width: 30))
        // 12 px of margin, 9 px a cell and 20 px a row: the row spans its 28 cells.
        #expect(picture.contains(#"<text x="12" y="27" textLength="63">Account</text>"#))
        #expect(picture.contains(#"<text x="12" y="67" textLength="63">Profile</text>"#))
        let row = #"<text x="30" y="87" textLength="252">Name                 Lin Hay</text>"#
        #expect(picture.contains(row))
        #expect(picture.contains(#"width="294" height="104""#))
    }
}
