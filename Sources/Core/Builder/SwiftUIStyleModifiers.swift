// SwiftUI's names for the styles SwiftUI also has: `bold()`, `italic()` and
// `foregroundStyle(_:)` are `style(_:)` with one attribute, so code written with SwiftUI
// in mind reads as it would there. Like every style, they fill in only what the content
// leaves unset: the modifier nearest the content wins.

extension Stylable {
    /// Makes the content strong (bold), as SwiftUI's `bold(_:)` does; `style(.strong)`.
    ///
    /// ```swift
    /// Row("Status", "failing").bold()
    /// Section(header: "Build") { Text("ok") }.bold()
    /// ```
    ///
    /// On a group it makes every item strong; on a section, its header, items and footer.
    ///
    /// - Parameter isActive: Whether the text is strong; `false` undoes an inherited
    ///   `bold()`.
    /// - Returns: The styled content: an ``Item`` for an item, otherwise the same type.
    public func bold(_ isActive: Bool = true) -> Styled {
        _applying(.style(Style(strong: isActive)))
    }

    /// Makes the content emphasised (italic), as SwiftUI's `italic(_:)` does;
    /// `style(.emphasis)`.
    ///
    /// On a group it emphasises every item; on a section, its header, items and footer.
    ///
    /// - Parameter isActive: Whether the text is emphasised; `false` undoes an inherited
    ///   `italic()`.
    /// - Returns: The styled content: an ``Item`` for an item, otherwise the same type.
    public func italic(_ isActive: Bool = true) -> Styled {
        _applying(.style(Style(emphasized: isActive)))
    }

    /// Colours the content, as SwiftUI's `foregroundStyle(_:)` does;
    /// `style(Style(color: color))`.
    ///
    /// ```swift
    /// Row("Status", "failing").foregroundStyle(.error)
    /// Header("Profile").foregroundStyle(.accent)
    /// ```
    ///
    /// On a group it colours every item; on a section, its header, items and footer.
    ///
    /// - Parameter color: A semantic colour (``Color/accent``, ``Color/error``, …) or a
    ///   concrete one.
    /// - Returns: The styled content: an ``Item`` for an item, otherwise the same type.
    public func foregroundStyle(_ color: Color) -> Styled {
        _applying(.style(Style(color: color)))
    }
}
