/// A paragraph of text, wrapped to the width.
///
/// ```swift
/// Text("Your plan renews on 1 March.")
/// ```
///
/// A line feed starts a new paragraph; an empty text prints an empty line.
public struct Text: Hashable, Sendable, ItemConvertible {
    /// The text, as given.
    public var string: String

    /// Creates a text item.
    ///
    /// - Parameter string: The text; line feeds separate paragraphs.
    public init(_ string: String) {
        self.string = string
    }

    /// This text as a node of the document tree.
    public var item: Item { Item(content: .text(string)) }

}
