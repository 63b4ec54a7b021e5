// Underline, strikethrough and reverse video, each `style(_:)` with one attribute, named
// as SwiftUI names the first two. SwiftUI has no reverse video: `reverseVideo()` takes the
// terminal's own term, since `reversed()` reads as reversing a sequence and `inverted()` as
// inverting colours, which reverse video does not do (it swaps text and background).

extension ItemConvertible {
    /// Underlines the item, as SwiftUI's `underline(_:)` does; `style(.underline)`.
    ///
    /// ```swift
    /// Row("Due", "today").underline()
    /// ```
    ///
    /// - Parameter isActive: Whether the text is underlined; `false` undoes an inherited
    ///   `underline()`.
    /// - Returns: The styled item.
    public func underline(_ isActive: Bool = true) -> Item {
        style(Style(underlined: isActive))
    }

    /// Strikes the item through, as SwiftUI's `strikethrough(_:)` does;
    /// `style(.strikethrough)`.
    ///
    /// - Parameter isActive: Whether the text is struck through; `false` undoes an
    ///   inherited `strikethrough()`.
    /// - Returns: The styled item.
    public func strikethrough(_ isActive: Bool = true) -> Item {
        style(Style(struckThrough: isActive))
    }

    /// Shows the item in reverse video, its text in the background's colour on a block of
    /// the text's colour; `style(.reverse)`. SwiftUI has no such modifier.
    ///
    /// - Parameter isActive: Whether the text is reversed; `false` undoes an inherited
    ///   `reverseVideo()`.
    /// - Returns: The styled item.
    public func reverseVideo(_ isActive: Bool = true) -> Item {
        style(Style(reversed: isActive))
    }
}

extension Group {
    /// Underlines every item of the group, as SwiftUI's `underline(_:)` does.
    ///
    /// - Parameter isActive: Whether the text is underlined.
    /// - Returns: The styled group.
    public func underline(_ isActive: Bool = true) -> Group {
        style(Style(underlined: isActive))
    }

    /// Strikes every item of the group through, as SwiftUI's `strikethrough(_:)` does.
    ///
    /// - Parameter isActive: Whether the text is struck through.
    /// - Returns: The styled group.
    public func strikethrough(_ isActive: Bool = true) -> Group {
        style(Style(struckThrough: isActive))
    }

    /// Shows every item of the group in reverse video.
    ///
    /// - Parameter isActive: Whether the text is reversed.
    /// - Returns: The styled group.
    public func reverseVideo(_ isActive: Bool = true) -> Group {
        style(Style(reversed: isActive))
    }
}

extension Section {
    /// Underlines the section (its header, items and footer), as SwiftUI's `underline(_:)`
    /// does.
    ///
    /// - Parameter isActive: Whether the text is underlined.
    /// - Returns: The styled section.
    public func underline(_ isActive: Bool = true) -> Section {
        style(Style(underlined: isActive))
    }

    /// Strikes the section (its header, items and footer) through, as SwiftUI's
    /// `strikethrough(_:)` does.
    ///
    /// ```swift
    /// Section(header: "Dropped") { Text("IPv4-only mode") }.strikethrough()
    /// ```
    ///
    /// - Parameter isActive: Whether the text is struck through.
    /// - Returns: The styled section.
    public func strikethrough(_ isActive: Bool = true) -> Section {
        style(Style(struckThrough: isActive))
    }

    /// Shows the section (its header, items and footer) in reverse video.
    ///
    /// - Parameter isActive: Whether the text is reversed.
    /// - Returns: The styled section.
    public func reverseVideo(_ isActive: Bool = true) -> Section {
        style(Style(reversed: isActive))
    }
}

extension Header {
    /// Underlines the header, as SwiftUI's `underline(_:)` does.
    ///
    /// - Parameter isActive: Whether the text is underlined.
    /// - Returns: The styled header.
    public func underline(_ isActive: Bool = true) -> Header {
        style(Style(underlined: isActive))
    }

    /// Strikes the header through, as SwiftUI's `strikethrough(_:)` does.
    ///
    /// - Parameter isActive: Whether the text is struck through.
    /// - Returns: The styled header.
    public func strikethrough(_ isActive: Bool = true) -> Header {
        style(Style(struckThrough: isActive))
    }

    /// Shows the header in reverse video.
    ///
    /// - Parameter isActive: Whether the text is reversed.
    /// - Returns: The styled header.
    public func reverseVideo(_ isActive: Bool = true) -> Header {
        style(Style(reversed: isActive))
    }
}

extension Footer {
    /// Underlines the footer, as SwiftUI's `underline(_:)` does.
    ///
    /// - Parameter isActive: Whether the text is underlined.
    /// - Returns: The styled footer.
    public func underline(_ isActive: Bool = true) -> Footer {
        style(Style(underlined: isActive))
    }

    /// Strikes the footer through, as SwiftUI's `strikethrough(_:)` does.
    ///
    /// - Parameter isActive: Whether the text is struck through.
    /// - Returns: The styled footer.
    public func strikethrough(_ isActive: Bool = true) -> Footer {
        style(Style(struckThrough: isActive))
    }

    /// Shows the footer in reverse video.
    ///
    /// - Parameter isActive: Whether the text is reversed.
    /// - Returns: The styled footer.
    public func reverseVideo(_ isActive: Bool = true) -> Footer {
        style(Style(reversed: isActive))
    }
}
