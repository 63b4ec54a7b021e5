/// A label and its value, printed on one line when they fit.
///
/// ```swift
/// Row("Email", "lin@example.com")
/// // "  Email                  lin@example.com" at width 40
/// ```
///
/// When label and value do not fit on one line, the label's lines come first and the
/// value's lines follow, indented further. An empty value leaves only the label.
public struct Row: Hashable, Sendable, ItemConvertible {
    /// The label, printed at the start of the line.
    public var label: String
    /// The value, printed so that it ends at the right edge.
    public var value: String

    /// Creates a label/value row.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The value.
    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }

    /// This row as a node of the document tree.
    public var item: Item { Item(content: .row(label: label, value: value)) }

}
