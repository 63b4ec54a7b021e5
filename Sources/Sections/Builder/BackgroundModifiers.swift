// A background colour, named as SwiftUI names it. It is kept beside the item's content
// with its link, not in its `Style`: a style is five bytes that every item and every
// laid-out run holds, and a second colour would make both larger.

extension ItemConvertible {
    /// Puts a colour behind the item's text, as SwiftUI's `background(_:)` does.
    ///
    /// ```swift
    /// Row("Status", "failing").background(.error)
    /// ```
    ///
    /// Every text the item lays out takes it, as a link does (the items of your own item's
    /// body that have no background of their own too); the spaces between texts do not.
    /// A terminal shows it as an SGR background, HTML as a class (an inline colour for a
    /// concrete one), an SVG picture as a block behind the text; plain text, Markdown and
    /// JSON have none. A background never changes the layout. A second `background`
    /// replaces the first.
    ///
    /// - Parameter color: The colour behind the text.
    /// - Returns: The item with the background.
    public func background(_ color: Color) -> Item {
        item.attaching(link: item.link, background: color)
    }
}

extension Group {
    /// Puts a colour behind every item of the group that has none of its own.
    ///
    /// - Parameter color: The colour behind the text.
    /// - Returns: The group with its items given the background.
    public func background(_ color: Color) -> Group {
        var group = self
        for index in group.items.indices where group.items[index].background == nil {
            group.items[index] = group.items[index].background(color)
        }
        return group
    }
}

extension Section {
    /// Puts a colour behind the section's text (its header, items, table titles and
    /// footer) where an item does not set one of its own.
    ///
    /// - Parameter color: The colour behind the text.
    /// - Returns: The section with the background.
    public func background(_ color: Color) -> Section {
        setting(self, \.background, to: color)
    }
}

extension Header {
    /// Puts a colour behind the header's text, over the section's background.
    ///
    /// ```swift
    /// Section {
    ///     Header("Failures").background(.error)
    ///     Row("Lint", "3 errors")
    /// }
    /// ```
    ///
    /// - Parameter color: The colour behind the text.
    /// - Returns: The header with the background.
    public func background(_ color: Color) -> Header {
        setting(self, \.background, to: color)
    }
}

extension Footer {
    /// Puts a colour behind the footer's text, over the section's background.
    ///
    /// - Parameter color: The colour behind the text.
    /// - Returns: The footer with the background.
    public func background(_ color: Color) -> Footer {
        setting(self, \.background, to: color)
    }
}

/// `value` with the property at `keyPath` set to `color`.
private func setting<Value>(_ value: Value, _ keyPath: WritableKeyPath<Value, Color?>, to color: Color)
    -> Value
{
    var value = value
    value[keyPath: keyPath] = color
    return value
}
