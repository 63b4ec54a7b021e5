extension SVGRenderer {
    /// A picture of text as a terminal shows it, such as what a program printed: each
    /// line from column 0, every cluster at the cell a terminal gives it.
    ///
    /// ```swift
    /// let printed = try PlainRenderer.render(document, width: 40)
    /// let picture = SVGRenderer.picture(of: printed, window: .init(title: "report"))
    /// ```
    ///
    /// Use it for output that was not made from a ``Document`` here; for a document,
    /// ``render(_:width:theme:window:options:)`` keeps its styles. The text is drawn plain,
    /// in the theme's text colour, and made safe first: control characters are shown as
    /// symbols, as every renderer shows them.
    ///
    /// - Parameters:
    ///   - text: The lines; a final line feed ends the last line rather than starting one.
    ///   - theme: The theme; ``Theme/standard`` by default.
    ///   - window: A terminal window around the text; none by default.
    /// - Returns: The SVG document, ending with a line feed.
    public static func picture(of text: String, theme: Theme = .standard, window: Window? = nil) -> String {
        var renderer = SVGRenderer(theme: theme, window: window)
        renderer.startDrawing()
        var lines = Sanitizer.sanitize(text).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        var output = ""
        for line in lines { renderer.renderLine(Line(printed: line), into: &output) }
        renderer.finishDrawing(into: &output)
        return output
    }
}
