/// Renders a picture of the terminal: a standalone SVG image of the ANSI rendering, for
/// documentation.
///
/// ```swift
/// let image = try SVGRenderer.render(document, width: 60, window: SVGRenderer.Window(title: "build"))
/// print(image.hasPrefix("<svg"))
/// ```
///
/// The image shows the cells of ``ANSIRenderer``'s output at the same width, styled by the
/// same ``Theme`` in its terminal colours (in true colour), on a dark terminal background:
/// every run is a `<text>` element at the column the layout gave it, stretched with
/// `textLength` to its cells, and a cluster whose glyph a viewer may draw at another width
/// — a wide character or emoji sequence, or a one-cell emoji, symbol or control picture
/// such as 🌧 or ␛ — is an element of its own, its glyph scaled to its cells, so that
/// glyphs follow the grid whatever fonts draw them. The box-drawing characters of panels
/// and of every ``TableBorder`` (light, heavy, double, rounded) are drawn as lines to the
/// cell's edges, so borders run unbroken from row to row (their
/// text stays in the picture, unpainted, to be selected and copied). The image is sized
/// to its content, needs no font or file beside it (a stack of common monospace fonts,
/// then fonts for CJK, emoji and symbols on macOS, Windows and Linux; no external
/// reference), and the same document gives the same bytes.
///
/// Strong text is bold, emphasised text italic, dim text at 60% opacity, underlined and
/// struck-through text decorated so, reversed text drawn in the background's colour on a
/// block of its own, and colours are the theme's ``Theme/terminalColors`` as xterm shows
/// them. A combining mark stays in its
/// cluster's cell, and a format character takes none.
///
/// Content only ever becomes escaped text: `&`, `<`, `>`, `"` and `'` are written as
/// character references, so nothing in a document can make an element, an attribute, a
/// link, a script or a style rule, and the output always parses as XML. A link the program
/// sets (``ItemConvertible/link(_:)``) draws its text alone, as a terminal shows it until
/// the pointer is over it: a picture holds no reference of any kind.
///
/// An SVG image's size comes in its first tag, so a document is laid out twice: once to
/// count its rows, its widest line and its looks, drawing nothing, and once to draw, each
/// line written as it is drawn. Its memory is that of the other renderers; its time, that
/// of two layouts. It has no per-type item renderings, since raw output could break the
/// picture's grid.
public struct SVGRenderer: Renderer, Sendable {
    /// A terminal window drawn around the text: a title bar with three buttons and a title.
    public struct Window: Hashable, Sendable {
        /// The title in the middle of the title bar; empty for none. One longer than the bar
        /// is cut with `…` and set right of the window's buttons.
        public var title: String

        /// Creates a window frame.
        ///
        /// - Parameter title: The title in the title bar; none by default.
        public init(title: String = "") {
            self.title = title
        }
    }

    /// Maps roles and semantic colours to what they look like; the terminal colours are used.
    public var theme: Theme
    /// The window around the text, or `nil` for the text on its background alone.
    public var window: Window?
    /// The drawing so far, without the opening and closing tags, which need its size.
    private var drawing = SVGBytes()
    /// The next line's row, from 0.
    private var row = 0
    /// The widest line so far, in cells.
    private var columns = 0
    /// The class of each look met so far: the index of its rule, or -1 for a look that is
    /// not styled.
    private var classes: [LookKey: Int] = [:]
    /// The two looks met last, which most runs repeat (a label, then its value): held in
    /// two properties, since an array of them cost a retain and a release per run.
    private var lastLook: (key: LookKey, index: Int)?
    private var lookBefore: (key: LookKey, index: Int)?
    /// The style rule of each class, in the order the classes were made.
    private var rules: [String] = []
    /// The colour of the block behind the text of each reversed look's class.
    private var blockFills: [Int: String] = [:]
    /// Whether this is the first pass over a document, which sizes the picture and draws
    /// nothing.
    private var sizing = false
    /// Whether the opening tag is written, so the drawing goes out as it is made.
    private var streaming = false

    /// Creates an SVG renderer.
    ///
    /// - Parameters:
    ///   - theme: The theme; ``Theme/standard`` by default.
    ///   - window: A terminal window around the text; none by default.
    public init(theme: Theme = .standard, window: Window? = nil) {
        self.theme = theme
        self.window = window
    }

    /// Lays out and renders a document as an SVG image.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - width: The width in terminal cells, from 8; 80 by default.
    ///   - theme: The theme; ``Theme/standard`` by default.
    ///   - window: A terminal window around the text; none by default.
    ///   - options: The glyphs and section spacing; the plain layout's defaults when left out.
    /// - Returns: The SVG document, ending with a line feed.
    /// - Throws: ``LayoutError`` when the width is out of range.
    public static func render(
        _ document: Document, width: Int = 80, theme: Theme = .standard, window: Window? = nil,
        options: LayoutOptions = LayoutOptions()
    ) throws(LayoutError) -> String {
        var renderer = SVGRenderer(theme: theme, window: window)
        return renderer.render(try LaidOutDocument(document, width: width, options: options))
    }

    /// Sizes the picture in a first pass over the document, and writes its opening tags.
    public mutating func beginDocument(
        _ document: LaidOutDocument, into output: inout some TextOutputStream
    ) {
        startDrawing()
        guard !sizing else { return }
        // Held until the end, the drawing of a large document took more memory than issue
        // 18 allows any format; laying the document out again costs less.
        var first = self
        first.sizing = true
        // The first pass writes nothing, so it is given the real output rather than a sink
        // of its own: a sink with no stored property has no address, and under
        // ThreadSanitizer the generic renderer reported two threads' sinks as one
        // variable raced on (issue 31).
        first.render(document, into: &output)
        // The same classes in the same order, so the second pass makes none.
        classes = first.classes
        rules = first.rules
        blockFills = first.blockFills
        writeOpening(columns: first.columns, rows: first.row, into: &output)
        streaming = true
    }

    /// Forgets any earlier drawing.
    package mutating func startDrawing() {
        drawing = SVGBytes()
        row = 0
        columns = 0
        classes = [:]
        lastLook = nil
        lookBefore = nil
        rules = []
        blockFills = [:]
        streaming = false
    }

    /// Draws every line of the section in print order, the lines its parts hold.
    public mutating func renderSection(
        _ section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        renderSectionLineByLine(section, into: &output)
    }

    /// Draws each run's text at its column on the line's row.
    public mutating func renderLine(_ line: Line, into output: inout some TextOutputStream) {
        let y = SVGGeometry.baseline(ofRow: row, framed: window != nil)
        var column = 0
        for run in line.runs {
            column += run.spaces
            if !run.text.isEmpty {
                if sizing {
                    _ = lookClass(role: run.role, style: shownStyle(of: run, over: line.background(of: run)))
                } else {
                    draw(run, at: column, y: y, background: line.background(of: run))
                }
            }
            column += run.width
        }
        columns = max(columns, column)
        row += 1
        if streaming { drawing.writeCompleted(into: &output) }
    }

    /// Leaves a row empty.
    public mutating func renderSeparator(into output: inout some TextOutputStream) {
        row += 1
    }

    /// Writes the rest of the image and its closing tag.
    public mutating func endDocument(
        _ document: LaidOutDocument, into output: inout some TextOutputStream
    ) {
        guard !sizing else { return }
        finishDrawing(into: &output)
    }

    /// Writes the image of the lines drawn since ``startDrawing()``: its opening tags too,
    /// unless a first pass wrote them.
    package mutating func finishDrawing(into output: inout some TextOutputStream) {
        if !streaming { writeOpening(columns: columns, rows: row, into: &output) }
        for piece in drawing.finish() { output.write(piece) }
        output.write("</svg>\n")
        streaming = false
    }

    /// The opening tag of a picture of `rows` rows and `columns` cells, its style rules,
    /// and the window.
    private func writeOpening(columns: Int, rows: Int, into output: inout some TextOutputStream) {
        let geometry = SVGGeometry(columns: columns, rows: rows, framed: window != nil)
        output.write(geometry.opening(rules: rules))
        if let window { output.write(geometry.frame(title: window.title)) }
    }

    /// Draws a run, in pieces where it holds clusters that are not one cell wide.
    private mutating func draw(_ run: Run, at column: Int, y: Int, background: Color?) {
        let look = lookClass(role: run.role, style: shownStyle(of: run, over: background))
        // The document's background wins over the block of the look (a theme's background
        // or reverse video).
        if let fill = background.flatMap({ theme.concrete($0, in: theme.terminalColors) })?.hex
            ?? (blockFills.isEmpty ? nil : blockFills[look])
        {
            drawing.writeBlock(fill, column: column, width: run.width, y: y)
        }
        drawing.writeCells(run.text, column: column, width: run.width, y: y, look: look) { run.pieces }
    }

    /// A run's style as drawn over the document's `background`, which it must read on.
    private func shownStyle(of run: Run, over background: Color?) -> Style {
        background.map { theme.readable(run.style, role: run.role, over: $0) } ?? run.style
    }

    /// The class of a look: the index of its style rule, or -1 when it is not styled.
    private mutating func lookClass(role: Role, style: Style) -> Int {
        let key = LookKey(role: role, style: style)
        if let last = lastLook, last.key == key { return last.index }
        if let before = lookBefore, before.key == key {
            swap(&lastLook, &lookBefore)
            return before.index
        }
        let index = classes[key] ?? newLookClass(for: key)
        lookBefore = lastLook
        lastLook = (key, index)
        return index
    }

    /// Works out a look's class, and its style rule when it is new, and keeps it.
    private mutating func newLookClass(for key: LookKey) -> Int {
        let roleBackground = theme.background(for: key.role)
        let style = roleBackground.map { theme.readable(key.style, role: key.role, over: $0) } ?? key.style
        let look = style.inheriting(from: theme.style(for: key.role))
        var declarations: [String] = []
        let color = look.color.flatMap({ theme.concrete($0, in: theme.terminalColors) })?.hex
        // Reversed, the text takes the page's colour and a block behind it the text's.
        let reversed = look.isReversed == true
        let background = roleBackground.flatMap { theme.concrete($0, in: theme.terminalColors) }?.hex
        if let color = reversed ? (background ?? SVGGeometry.background) : color {
            declarations.append("fill:" + color)
        }
        if look.isStrong == true { declarations.append("font-weight:bold") }
        if look.isEmphasized == true { declarations.append("font-style:italic") }
        if look.isDim == true { declarations.append("opacity:0.6") }
        let lines = [(look.isUnderlined, "underline"), (look.isStruckThrough, "line-through")]
        let drawn = lines.filter { $0.0 == true }.map(\.1)
        if !drawn.isEmpty { declarations.append("text-decoration:" + drawn.joined(separator: " ")) }
        var index = -1
        if reversed || background != nil {
            // Its own class, since the block's colour goes with it.
            index = rules.count
            rules.append(".s" + String(index) + "{" + declarations.joined(separator: ";") + "}")
            blockFills[index] = reversed ? color ?? SVGGeometry.foreground : background
        } else if !declarations.isEmpty {
            // Looks that draw alike (a strong title, a strong header) share one class.
            let block = "{" + declarations.joined(separator: ";") + "}"
            index = rules.firstIndex { $0.hasSuffix(block) } ?? rules.count
            if index == rules.count { rules.append(".s" + String(index) + block) }
        }
        classes[key] = index
        return index
    }
}
