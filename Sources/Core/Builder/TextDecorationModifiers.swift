// Underline, strikethrough and reverse video, each `style(_:)` with one attribute, named
// as SwiftUI names the first two. SwiftUI has no reverse video: `reverseVideo()` takes the
// terminal's own term, since `reversed()` reads as reversing a sequence and `inverted()` as
// inverting colours, which reverse video does not do (it swaps text and background).

extension Stylable {
    /// Underlines the content, as SwiftUI's `underline(_:)` does; `style(.underline)`.
    ///
    /// ```swift
    /// Row("Due", "today").underline()
    /// ```
    ///
    /// On a group it underlines every item; on a section, its header, items and footer.
    ///
    /// - Parameter isActive: Whether the text is underlined; `false` undoes an inherited
    ///   `underline()`.
    /// - Returns: The styled content: an ``Item`` for an item, otherwise the same type.
    public func underline(_ isActive: Bool = true) -> Styled {
        _applying(.style(Style(underlined: isActive)))
    }

    /// Strikes the content through, as SwiftUI's `strikethrough(_:)` does;
    /// `style(.strikethrough)`.
    ///
    /// ```swift
    /// Section(header: "Dropped") { Text("IPv4-only mode") }.strikethrough()
    /// ```
    ///
    /// On a group it strikes every item through; on a section, its header, items and
    /// footer.
    ///
    /// - Parameter isActive: Whether the text is struck through; `false` undoes an
    ///   inherited `strikethrough()`.
    /// - Returns: The styled content: an ``Item`` for an item, otherwise the same type.
    public func strikethrough(_ isActive: Bool = true) -> Styled {
        _applying(.style(Style(struckThrough: isActive)))
    }

    /// Shows the content in reverse video, its text in the background's colour on a block
    /// of the text's colour; `style(.reverse)`. SwiftUI has no such modifier.
    ///
    /// On a group it reverses every item; on a section, its header, items and footer.
    ///
    /// - Parameter isActive: Whether the text is reversed; `false` undoes an inherited
    ///   `reverseVideo()`.
    /// - Returns: The styled content: an ``Item`` for an item, otherwise the same type.
    public func reverseVideo(_ isActive: Bool = true) -> Styled {
        _applying(.style(Style(reversed: isActive)))
    }
}
