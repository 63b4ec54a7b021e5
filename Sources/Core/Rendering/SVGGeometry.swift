/// Where things go in an SVG picture of the terminal: a grid of cells 9 by 20 pixels in a
/// 15-pixel monospace font (whose glyphs are about 0.6 em, so 9 pixels, wide), with a
/// margin around it and, in a window, a title bar above it. Every coordinate is a whole
/// number, so the output is the same bytes on every machine.
package struct SVGGeometry {
    package static let cellWidth = 9
    package static let cellHeight = 20
    package static let fontSize = 15
    /// From the top of a cell to the text's baseline.
    package static let baselineOffset = 15
    package static let margin = 12
    package static let titleBarHeight = 32
    /// Room for the title bar's three buttons in the narrowest window.
    package static let minimumFramedWidth = 120

    /// The fonts tried in order, character by character: the monospace fonts shipped with
    /// macOS, Windows and Linux desktops; then fonts with CJK, emoji, and symbols such as
    /// the control pictures (`␛`) on each of them; then the browser's own monospace font.
    package static let fontFamily =
        "ui-monospace, 'SF Mono', Menlo, Monaco, Consolas, 'DejaVu Sans Mono', "
        + "'Liberation Mono', 'Courier New', 'Hiragino Sans', 'Yu Gothic', 'Microsoft YaHei', "
        + "'Noto Sans Mono CJK JP', 'Noto Sans CJK JP', 'Apple Color Emoji', 'Segoe UI Emoji', "
        + "'Noto Color Emoji', 'Apple Symbols', 'Segoe UI Symbol', 'Noto Sans Symbols 2', "
        + "'Noto Sans Symbols2', 'DejaVu Sans', monospace"
    package static let background = "#1e1e1e"
    package static let windowBackground = "#2b2b2b"
    /// xterm's default foreground (colour 7), which text without a colour of its own takes.
    package static let foreground = "#e5e5e5"

    /// The cells of the widest line.
    package var columns: Int
    /// The number of rows, empty ones included.
    package var rows: Int
    /// Whether a window is drawn around the text.
    package var framed: Bool

    package init(columns: Int, rows: Int, framed: Bool) {
        self.columns = columns
        self.rows = rows
        self.framed = framed
    }

    /// The left edge of a column.
    package static func x(ofColumn column: Int) -> Int { margin + column * cellWidth }

    /// The top of the text area.
    package static func top(framed: Bool) -> Int { (framed ? titleBarHeight : 0) + margin }

    /// The baseline of a row's text.
    package static func baseline(ofRow row: Int, framed: Bool) -> Int {
        top(framed: framed) + row * cellHeight + baselineOffset
    }

    /// The image's width in pixels.
    package var width: Int {
        let content = 2 * Self.margin + columns * Self.cellWidth
        return framed ? max(content, Self.minimumFramedWidth) : content
    }

    /// The image's height in pixels.
    package var height: Int { Self.top(framed: framed) + rows * Self.cellHeight + Self.margin }

    /// The start tag, the style sheet (the default text look, then one rule per look) and
    /// the background.
    package func opening(rules: [String]) -> String {
        let (width, height) = (String(self.width), String(self.height))
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.fontFamily)\""
        out += " font-size=\"\(Self.fontSize)\">\n<style>\n"
        out +=
            "text{fill:\(Self.foreground);white-space:pre}\npath{fill:\(Self.foreground)}\n.box{fill:none}\n"
        for rule in rules { out += rule + "\n" }
        out += framed ? ".title{fill:#a0a0a0}\n</style>\n" : "</style>\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\" rx=\"8\" fill=\"\(Self.background)\"/>\n"
        return out
    }

    /// A window's title bar: three buttons and the title, centred.
    package func frame(title: String) -> String {
        let bar = Self.titleBarHeight
        // A rounded bar whose lower corners are squared by a second rectangle.
        var out = "<rect width=\"\(width)\" height=\"\(bar)\" rx=\"8\" fill=\"\(Self.windowBackground)\"/>\n"
        out += "<rect y=\"\(bar - 8)\" width=\"\(width)\" height=\"8\" fill=\"\(Self.windowBackground)\"/>\n"
        for (index, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
            out += "<circle cx=\"\(20 + 20 * index)\" cy=\"16\" r=\"6\" fill=\"\(color)\"/>\n"
        }
        if let (text, x) = titlePlace(Sanitizer.sanitize(title).replacing("\n", with: " ")) {
            out += "<text x=\"\(x)\" y=\"21\" textLength=\"\(DisplayWidth.of(text) * Self.cellWidth)\""
            out += " text-anchor=\"middle\" class=\"title\">" + SVGText.escaped(text) + "</text>\n"
        }
        return out
    }

    /// From the left edge to the end of the three buttons and a gap after them.
    package static let buttonsWidth = 74
    /// The gap a title keeps from the right edge.
    package static let titleGap = 8

    /// A title's text and middle: centred on the bar when it fits between the buttons and
    /// their mirror image, otherwise centred in the room right of the buttons and cut to it
    /// with `…` between clusters; `nil` when there is no title or no room for one cell.
    ///
    /// The picture's own text is measured by the layout; a title is not part of the
    /// document, so it is measured here, by the same rules.
    package func titlePlace(_ title: String) -> (text: String, x: Int)? {
        guard !title.isEmpty else { return nil }
        if DisplayWidth.of(title) * Self.cellWidth <= width - 2 * Self.buttonsWidth {
            return (title, width / 2)
        }
        let room = width - Self.buttonsWidth - Self.titleGap
        guard room >= Self.cellWidth else { return nil }
        return (UntrustedText.shortened(title, toWidth: room / Self.cellWidth), Self.buttonsWidth + room / 2)
    }
}
