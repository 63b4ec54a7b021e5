// The `style(_:)` modifiers of the DSL. Like SwiftUI's modifiers, the one nearest the
// content wins: `Text("x").style(.strong).style(Style(strong: false))` stays strong, and a
// style given to a group or a section fills in only what its items leave unset.

extension ItemConvertible {
    /// Gives the item a style; attributes the item already has stay as they are.
    ///
    /// ```swift
    /// Row("Status", "failing").style(.error)
    /// ```
    ///
    /// - Parameter style: The style; see ``Style`` for how styles combine.
    /// - Returns: The styled item.
    public func style(_ style: Style) -> Item {
        styled(item, \.style, style)
    }
}

extension Group {
    /// Gives every item of the group a style; attributes an item already has stay.
    ///
    /// ```swift
    /// Group {
    ///     Row("Id", user.id)
    ///     Row("Created", user.created)
    /// }
    /// .style(.dim)
    /// ```
    ///
    /// - Parameter style: The style.
    /// - Returns: The group with its items styled.
    public func style(_ style: Style) -> Group {
        var group = self
        for index in group.items.indices { group.items[index] = group.items[index].style(style) }
        return group
    }
}

extension Section {
    /// Gives the section a style that its header, items and footer inherit.
    ///
    /// ```swift
    /// Section(header: "Archived") { Text("old notes") }.style(.dim)
    /// ```
    ///
    /// - Parameter style: The style; attributes the section already has stay.
    /// - Returns: The styled section.
    public func style(_ style: Style) -> Section {
        styled(self, \.style, style)
    }

    /// Gives the section's header a style of its own.
    ///
    /// ```swift
    /// Section(header: "Errors") { Text("none") }.headerStyle(.error)
    /// ```
    ///
    /// - Parameter style: The style; attributes the header already has stay.
    /// - Returns: The section with its header styled.
    public func headerStyle(_ style: Style) -> Section {
        styled(self, \.headerStyle, style)
    }

    /// Gives the section's footer a style of its own.
    ///
    /// - Parameter style: The style; attributes the footer already has stay.
    /// - Returns: The section with its footer styled.
    public func footerStyle(_ style: Style) -> Section {
        styled(self, \.footerStyle, style)
    }
}

extension Header {
    /// Gives the header a style of its own.
    ///
    /// ```swift
    /// Section {
    ///     Header("Profile").style(.accent)
    ///     Row("Name", "Lin Hay")
    /// }
    /// ```
    ///
    /// - Parameter style: The style; attributes the header already has stay.
    /// - Returns: The styled header.
    public func style(_ style: Style) -> Header {
        styled(self, \.style, style)
    }
}

extension Footer {
    /// Gives the footer a style of its own.
    ///
    /// - Parameter style: The style; attributes the footer already has stay.
    /// - Returns: The styled footer.
    public func style(_ style: Style) -> Footer {
        styled(self, \.style, style)
    }
}

/// `value` with `style` under the style it has at `keyPath`: what it set stays.
private func styled<Value>(_ value: Value, _ keyPath: WritableKeyPath<Value, Style>, _ style: Style) -> Value
{
    var value = value
    value[keyPath: keyPath] = value[keyPath: keyPath].inheriting(from: style)
    return value
}
