// A background colour, named as SwiftUI names it. It is kept beside the item's content
// with its link, not in its `Style`: a style is five bytes that every item and every
// laid-out run holds, and a second colour would make both larger.

extension Stylable {
    /// Puts a colour behind the content's text, as SwiftUI's `background(_:)` does.
    ///
    /// ```swift
    /// Row("Status", "failing").background(.error)
    ///
    /// Section {
    ///     Header("Failures").background(.error)
    ///     Row("Lint", "3 errors")
    /// }
    /// ```
    ///
    /// Every text an item lays out takes it, as a link does (the items of your own item's
    /// body that have no background of their own too); the spaces between texts do not.
    /// A group puts it behind each of its items that has none of its own; a section behind
    /// its header, items, table titles and footer where an item sets none; a ``Header`` or
    /// ``Footer`` statement behind its own text, over the section's.
    ///
    /// A terminal shows it as an SGR background, HTML as a class (an inline colour for a
    /// concrete one), an SVG picture as a block behind the text; plain text, Markdown and
    /// JSON have none. A background never changes the layout. A second `background`
    /// replaces the first.
    ///
    /// - Parameter color: The colour behind the text.
    /// - Returns: The content with the background: an ``Item`` for an item, otherwise the
    ///   same type.
    public func background(_ color: Color) -> Styled {
        _applying(.background(color))
    }
}
