// Where an item keeps the link and the background its modifiers give it, beside its
// content rather than in its `Style`. The layout reads these too, so they belong to the
// item, not to the modifiers that set them.

extension Item {
    /// Where the item's text links to, set with ``ItemConvertible/link(_:)``; `nil` for
    /// none.
    public var link: Hyperlink? { stored.link }

    /// The colour behind the item's text, set with ``Stylable/background(_:)``; `nil` for
    /// none.
    public var background: Color? { stored.background }

    /// The item with this link and background, keeping its content and action.
    package func attaching(link: Hyperlink?, background: Color?) -> Item {
        var item = self
        let action: (@isolated(any) @Sendable () -> Void)? =
            if case .attached(let attached) = stored { attached.action } else { nil }
        item.stored = .attached(
            AttachedContent(content: content, action: action, link: link, background: background))
        return item
    }

    /// The item with the link and background of what encloses it where it has none of its
    /// own: a part of an item of yours, laid out on its own.
    package func inheriting(link enclosingLink: Hyperlink?, background enclosingBackground: Color?) -> Item {
        let (link, background) = (self.link ?? enclosingLink, self.background ?? enclosingBackground)
        guard link != self.link || background != self.background else { return self }
        return attaching(link: link, background: background)
    }
}
