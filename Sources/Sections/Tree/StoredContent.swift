/// An item's content, with what only a few items carry: the action of
/// ``ItemConvertible/onSelect(_:)`` and a ``Truncation``.
///
/// One enum rather than separate properties, so that an item stays 56 bytes: the enum's
/// tag takes a byte of the padding after the content, and the extras live behind a
/// reference. (A separate optional property made every item 64 bytes, and building and
/// laying out a million items measurably slower.) Equality and hashing see the content
/// and the truncation, never the action.
enum StoredContent: Hashable, Sendable {
    case plain(Item.Content)
    case extended(ExtendedContent)

    var content: Item.Content {
        switch self {
        case .plain(let content): content
        case .extended(let extended): extended.content
        }
    }

    /// The selection action, if any.
    var action: (@Sendable () -> Void)? {
        if case .extended(let extended) = self { return extended.action }
        return nil
    }

    /// The truncation asked for, if any.
    var truncation: Truncation? {
        if case .extended(let extended) = self { return extended.truncation }
        return nil
    }

    /// The same content with these extras; plain, with no reference, when there are none.
    func with(action: (@Sendable () -> Void)?, truncation: Truncation?) -> StoredContent {
        guard action != nil || truncation != nil else { return .plain(content) }
        return .extended(ExtendedContent(content: content, action: action, truncation: truncation))
    }

    static func == (lhs: StoredContent, rhs: StoredContent) -> Bool {
        lhs.content == rhs.content && lhs.truncation == rhs.truncation
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(truncation)
    }
}

/// An item's content with its extras.
final class ExtendedContent: Sendable {
    let content: Item.Content
    let action: (@Sendable () -> Void)?
    let truncation: Truncation?

    init(content: Item.Content, action: (@Sendable () -> Void)?, truncation: Truncation?) {
        self.content = content
        self.action = action
        self.truncation = truncation
    }
}
