// SwiftUI's names for the styles SwiftUI also has: `bold()`, `italic()` and
// `foregroundStyle(_:)` are `style(_:)` with one attribute, so code written with SwiftUI
// in mind reads as it would there. Like every style, they fill in only what the content
// leaves unset: the modifier nearest the content wins.

extension ItemConvertible {
    /// Makes the item strong (bold), as SwiftUI's `bold(_:)` does; `style(.strong)`.
    ///
    /// ```swift
    /// Row("Status", "failing").bold()
    /// ```
    ///
    /// - Parameter isActive: Whether the text is strong; `false` undoes an inherited
    ///   `bold()`.
    /// - Returns: The styled item.
    public func bold(_ isActive: Bool = true) -> Item {
        style(Style(strong: isActive))
    }

    /// Makes the item emphasised (italic), as SwiftUI's `italic(_:)` does;
    /// `style(.emphasis)`.
    ///
    /// - Parameter isActive: Whether the text is emphasised; `false` undoes an inherited
    ///   `italic()`.
    /// - Returns: The styled item.
    public func italic(_ isActive: Bool = true) -> Item {
        style(Style(emphasized: isActive))
    }

    /// Colours the item, as SwiftUI's `foregroundStyle(_:)` does;
    /// `style(Style(color: color))`.
    ///
    /// ```swift
    /// Row("Status", "failing").foregroundStyle(.error)
    /// ```
    ///
    /// - Parameter color: A semantic colour (``Color/accent``, ``Color/error``, …) or a
    ///   concrete one.
    /// - Returns: The styled item.
    public func foregroundStyle(_ color: Color) -> Item {
        style(Style(color: color))
    }
}

extension Group {
    /// Makes every item of the group strong (bold), as SwiftUI's `bold(_:)` does; `style(.strong)`.
    ///
    /// ```swift
    /// Group { Row("Id", "42") }.bold()
    /// ```
    ///
    /// - Parameter isActive: Whether the text is strong; `false` undoes an inherited
    ///   `bold()`.
    /// - Returns: The styled group.
    public func bold(_ isActive: Bool = true) -> Group {
        style(Style(strong: isActive))
    }

    /// Makes every item of the group emphasised (italic), as SwiftUI's `italic(_:)` does;
    /// `style(.emphasis)`.
    ///
    /// - Parameter isActive: Whether the text is emphasised; `false` undoes an inherited
    ///   `italic()`.
    /// - Returns: The styled group.
    public func italic(_ isActive: Bool = true) -> Group {
        style(Style(emphasized: isActive))
    }

    /// Colours every item of the group, as SwiftUI's `foregroundStyle(_:)` does;
    /// `style(Style(color: color))`.
    ///
    /// ```swift
    /// Group { Row("Id", "42") }.foregroundStyle(.error)
    /// ```
    ///
    /// - Parameter color: A semantic colour (``Color/accent``, ``Color/error``, …) or a
    ///   concrete one.
    /// - Returns: The styled group.
    public func foregroundStyle(_ color: Color) -> Group {
        style(Style(color: color))
    }
}

extension Section {
    /// Makes the section (its header, items and footer) strong (bold), as SwiftUI's `bold(_:)` does; `style(.strong)`.
    ///
    /// ```swift
    /// Section(header: "Build") { Text("ok") }.bold()
    /// ```
    ///
    /// - Parameter isActive: Whether the text is strong; `false` undoes an inherited
    ///   `bold()`.
    /// - Returns: The styled section.
    public func bold(_ isActive: Bool = true) -> Section {
        style(Style(strong: isActive))
    }

    /// Makes the section (its header, items and footer) emphasised (italic), as SwiftUI's `italic(_:)` does;
    /// `style(.emphasis)`.
    ///
    /// - Parameter isActive: Whether the text is emphasised; `false` undoes an inherited
    ///   `italic()`.
    /// - Returns: The styled section.
    public func italic(_ isActive: Bool = true) -> Section {
        style(Style(emphasized: isActive))
    }

    /// Colours the section (its header, items and footer), as SwiftUI's `foregroundStyle(_:)` does;
    /// `style(Style(color: color))`.
    ///
    /// ```swift
    /// Section(header: "Build") { Text("ok") }.foregroundStyle(.error)
    /// ```
    ///
    /// - Parameter color: A semantic colour (``Color/accent``, ``Color/error``, …) or a
    ///   concrete one.
    /// - Returns: The styled section.
    public func foregroundStyle(_ color: Color) -> Section {
        style(Style(color: color))
    }
}

extension Header {
    /// Makes the header strong (bold), as SwiftUI's `bold(_:)` does; `style(.strong)`.
    ///
    /// ```swift
    /// Header("Profile").bold()
    /// ```
    ///
    /// - Parameter isActive: Whether the text is strong; `false` undoes an inherited
    ///   `bold()`.
    /// - Returns: The styled header.
    public func bold(_ isActive: Bool = true) -> Header {
        style(Style(strong: isActive))
    }

    /// Makes the header emphasised (italic), as SwiftUI's `italic(_:)` does;
    /// `style(.emphasis)`.
    ///
    /// - Parameter isActive: Whether the text is emphasised; `false` undoes an inherited
    ///   `italic()`.
    /// - Returns: The styled header.
    public func italic(_ isActive: Bool = true) -> Header {
        style(Style(emphasized: isActive))
    }

    /// Colours the header, as SwiftUI's `foregroundStyle(_:)` does;
    /// `style(Style(color: color))`.
    ///
    /// ```swift
    /// Header("Profile").foregroundStyle(.error)
    /// ```
    ///
    /// - Parameter color: A semantic colour (``Color/accent``, ``Color/error``, …) or a
    ///   concrete one.
    /// - Returns: The styled header.
    public func foregroundStyle(_ color: Color) -> Header {
        style(Style(color: color))
    }
}

extension Footer {
    /// Makes the footer strong (bold), as SwiftUI's `bold(_:)` does; `style(.strong)`.
    ///
    /// ```swift
    /// Footer("2 items").bold()
    /// ```
    ///
    /// - Parameter isActive: Whether the text is strong; `false` undoes an inherited
    ///   `bold()`.
    /// - Returns: The styled footer.
    public func bold(_ isActive: Bool = true) -> Footer {
        style(Style(strong: isActive))
    }

    /// Makes the footer emphasised (italic), as SwiftUI's `italic(_:)` does;
    /// `style(.emphasis)`.
    ///
    /// - Parameter isActive: Whether the text is emphasised; `false` undoes an inherited
    ///   `italic()`.
    /// - Returns: The styled footer.
    public func italic(_ isActive: Bool = true) -> Footer {
        style(Style(emphasized: isActive))
    }

    /// Colours the footer, as SwiftUI's `foregroundStyle(_:)` does;
    /// `style(Style(color: color))`.
    ///
    /// ```swift
    /// Footer("2 items").foregroundStyle(.error)
    /// ```
    ///
    /// - Parameter color: A semantic colour (``Color/accent``, ``Color/error``, …) or a
    ///   concrete one.
    /// - Returns: The styled footer.
    public func foregroundStyle(_ color: Color) -> Footer {
        style(Style(color: color))
    }
}
