extension ItemConvertible {
    /// Makes the item's text a link, clickable where the format allows.
    ///
    /// ```swift
    /// Section(header: "Links") {
    ///     Text("Release notes").link(Hyperlink("https://example.com/notes"))
    ///     Row("Issues", "github.com/example/app").link(Hyperlink("https://github.com/example/app"))
    /// }
    /// ```
    ///
    /// Every text the item lays out as is linked: a text's paragraphs, a row's label and its
    /// value, a table row's cells, a panel's title and items, and the items of your own
    /// item's body that have no link of their own. A terminal shows it as an OSC 8
    /// hyperlink when ``ANSIRenderer/hyperlinks`` is on, HTML as an `a` element with
    /// `rel="nofollow noopener"`, Markdown as `[text](url)`; plain text, SVG pictures and
    /// JSON (whose document format has no links) show the text alone. A link never changes the
    /// layout, and empty text is never a link. A second `link` replaces the first.
    ///
    /// - Parameter destination: Where the link goes; `nil` (such as a ``Hyperlink`` that
    ///   did not validate) leaves the item as it is, with no link.
    /// - Returns: The item with the link.
    public func link(_ destination: Hyperlink?) -> Item {
        guard let destination else { return item }
        return item.attaching(link: destination, background: item.background)
    }
}
