/// An item's content, and its selection action, link and background when it has them.
///
/// One enum rather than separate properties, so that an item stays 56 bytes: the enum's
/// tag takes a byte of the padding after the content, and what is attached lives behind a
/// reference. (A separate optional property made every item larger, and building and
/// laying out a million items measurably slower.) Equality and hashing see the content
/// and the link, never the action.
@usableFromInline package enum StoredContent: Hashable, Sendable {
    case plain(Item.Content)
    case attached(AttachedContent)

    @inlinable package var content: Item.Content {
        switch self {
        case .plain(let content): content
        case .attached(let attached): attached.content
        }
    }

    /// The same action, link and background around other content.
    package func replacingContent(with content: Item.Content) -> StoredContent {
        switch self {
        case .plain: .plain(content)
        case .attached(let attached):
            .attached(
                AttachedContent(
                    content: content, action: attached.action, link: attached.link,
                    background: attached.background))
        }
    }

    package var link: Hyperlink? {
        switch self {
        case .plain: nil
        case .attached(let attached): attached.link
        }
    }

    package var background: Color? {
        switch self {
        case .plain: nil
        case .attached(let attached): attached.background
        }
    }

    @usableFromInline package static func == (lhs: StoredContent, rhs: StoredContent) -> Bool {
        lhs.content == rhs.content && lhs.link == rhs.link && lhs.background == rhs.background
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(link)
        hasher.combine(background)
    }
}

/// The content of an item with an action, a link or a background.
@usableFromInline package final class AttachedContent: Sendable {
    @usableFromInline package let content: Item.Content
    package let action: (@isolated(any) @Sendable () -> Void)?
    package let link: Hyperlink?
    package let background: Color?

    package init(
        content: Item.Content, action: (@isolated(any) @Sendable () -> Void)?, link: Hyperlink?,
        background: Color?
    ) {
        self.content = content
        self.action = action
        self.link = link
        self.background = background
    }
}
