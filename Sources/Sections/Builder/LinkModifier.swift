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
        var item = self.item
        guard let destination else { return item }
        if case .attached(let attached) = item.stored {
            item.stored = .attached(
                AttachedContent(content: attached.content, action: attached.action, link: destination))
        } else {
            item.stored = .attached(AttachedContent(content: item.content, action: nil, link: destination))
        }
        return item
    }
}

extension Item {
    /// Where the item's text links to, set with ``ItemConvertible/link(_:)``; `nil` for
    /// none.
    public var link: Hyperlink? { stored.link }

    /// The item with `enclosing` as its link when it has none of its own: a part of a
    /// linked item of yours, laid out on its own.
    func inheritingLink(_ enclosing: Hyperlink?) -> Item {
        link == nil ? self.link(enclosing) : self
    }
}
