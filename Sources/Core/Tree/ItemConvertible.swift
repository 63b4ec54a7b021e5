/// A value that can stand in a section as one item.
///
/// ``Text``, ``Row`` and ``Item`` conform, and so does every ``SectionItem`` and
/// ``SelfSizingItem`` of yours. The modifiers below are available on all of them, and so
/// are the style modifiers of ``Stylable``, which return the styled ``Item``.
public protocol ItemConvertible: SectionContent, Stylable where Styled == Item {
    /// This value as a node of the document tree.
    var item: Item { get }
}

extension ItemConvertible {
    /// Gives the item an identity for diffing and lookups.
    ///
    /// ```swift
    /// Row("Name", user.name).id("name")
    /// ```
    ///
    /// - Parameter id: Any value whose description is unique across the document.
    /// - Returns: The item with that id.
    public func id(_ id: some CustomStringConvertible) -> Item {
        var item = self.item
        item.id = id.description
        return item
    }
}

extension ItemConvertible {
    /// Asks for the item to be cut, rather than wrapped, where it is too wide.
    ///
    /// ```swift
    /// Text("/usr/local/lib/a/very/long/path/to/a/tool").truncated(.middle)
    /// // "/usr/local/li…ath/to/a/tool" in 28 columns
    /// ```
    ///
    /// Each paragraph of a text keeps one line, a label/value row one line, and a
    /// self-sizing item the lines and width it was granted; every cut shows an ellipsis
    /// (`…`, or `...` with ``Glyphs/ascii``). A ``SectionItem`` or ``Panel`` passes the
    /// truncation to the items inside that ask for none themselves.
    ///
    /// - Parameter truncation: Where to cut; ``Truncation/end`` by default.
    /// - Returns: The item with truncation.
    public func truncated(_ truncation: Truncation = .end) -> Item {
        var item = self.item
        item.truncation = truncation
        return item
    }
}

extension Item: ItemConvertible {
    /// The item itself.
    public var item: Item { self }
}
