// The `style(_:)` modifiers of the DSL. Like SwiftUI's modifiers, the one nearest the
// content wins: `Text("x").style(.strong).style(Style(strong: false))` stays strong, and a
// style given to a group or a section fills in only what its items leave unset.

extension Stylable {
    /// Gives the content a style; attributes it already has stay as they are.
    ///
    /// ```swift
    /// Row("Status", "failing").style(.error)
    ///
    /// Group {
    ///     Row("Id", user.id)
    ///     Row("Created", user.created)
    /// }
    /// .style(.dim)
    ///
    /// Section(header: "Archived") { Text("old notes") }.style(.dim)
    /// ```
    ///
    /// A group gives the style to each of its items, and a section to its header, items and
    /// footer, which fill in from it what they leave unset. A ``Header`` or ``Footer``
    /// statement's style is its own, over the section's.
    ///
    /// - Parameter style: The style; see ``Style`` for how styles combine.
    /// - Returns: The styled content: an ``Item`` for an item, otherwise the same type.
    public func style(_ style: Style) -> Styled {
        _applying(.style(style))
    }
}

extension Section {
    /// Gives the section's header a style of its own.
    ///
    /// ```swift
    /// Section(header: "Errors") { Text("none") }.headerStyle(.error)
    /// ```
    ///
    /// - Parameter style: The style; attributes the header already has stay.
    /// - Returns: The section with its header styled.
    public func headerStyle(_ style: Style) -> Section {
        var section = self
        section.headerStyle = headerStyle.inheriting(from: style)
        return section
    }

    /// Gives the section's footer a style of its own.
    ///
    /// - Parameter style: The style; attributes the footer already has stay.
    /// - Returns: The section with its footer styled.
    public func footerStyle(_ style: Style) -> Section {
        var section = self
        section.footerStyle = footerStyle.inheriting(from: style)
        return section
    }
}
