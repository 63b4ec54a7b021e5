/// A whole piece of structured text: an optional title and its sections.
///
/// A document is an immutable value. Build one with the result builder, decode one
/// from JSON, or assemble one from arrays; all three give the same tree.
///
/// ```swift
/// let doc = Document(title: "Account") {
///     Section(id: "profile", header: "Profile") {
///         Row("Name", "Lin Hay")
///         Row("Email", "lin@example.com")
///     }
/// }
/// ```
public struct Document: Hashable, Sendable {
    /// The document's title, printed before the first section.
    public var title: String?
    /// The sections, in reading order.
    public var sections: [Section]

    /// Creates a document from sections you already have.
    ///
    /// - Parameters:
    ///   - title: The title, or `nil` (the default) for none.
    ///   - sections: The sections in reading order.
    public init(title: String? = nil, sections: [Section]) {
        self.title = title
        self.sections = sections
    }

    /// Creates a document whose sections are written with a result builder.
    ///
    /// - Parameters:
    ///   - title: The title, or `nil` (the default) for none.
    ///   - sections: A ``DocumentBuilder`` block of ``Section`` values; `if`, `switch` and
    ///     `for` are allowed.
    public init(title: String? = nil, @DocumentBuilder sections: () -> [Section]) {
        self.init(title: title, sections: sections())
    }

    /// Creates a document from a two-dimensional array, one section per inner array.
    ///
    /// This is the data-source style of the collection-view libraries:
    ///
    /// ```swift
    /// let doc = Document(title: "Menu", data: [["Tea", "Coffee"], ["Cake"]]) { Text($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, or `nil` (the default) for none.
    ///   - data: One inner collection per section.
    ///   - header: The header of the section at an index; the default gives none.
    ///   - item: Builds the items of one element.
    public init<Outer: Collection>(
        title: String? = nil,
        data: Outer,
        header: (Int) -> String? = { _ in nil },
        @SectionBuilder item: (Outer.Element.Element) -> [Item]
    ) where Outer.Element: Collection {
        var sections: [Section] = []
        sections.reserveCapacity(data.count)
        for (index, inner) in data.enumerated() {
            var section = Section(inner, item: item)
            section.header = header(index)
            sections.append(section)
        }
        self.init(title: title, sections: sections)
    }
}
