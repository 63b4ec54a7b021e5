/// Choices that apply to a whole laid-out document rather than to one section.
///
/// ```swift
/// var options = LayoutOptions()
/// options.glyphs = .ascii          // panels and rules in +, -, |
/// options.sectionSpacing = 2       // two empty lines between blocks
/// let text = try PlainRenderer.render(document, width: 60, options: options)
/// ```
///
/// The defaults give the output of <doc:PlainLayout>.
public struct LayoutOptions: Hashable, Sendable {
    /// The characters of panels, rules and truncation marks; ``Glyphs/unicode`` by default.
    public var glyphs: Glyphs
    /// Empty lines between two blocks (the title and each printing section); 1 by default.
    public var sectionSpacing: Int
    /// Whether a large document's sections may be laid out on a second thread while the
    /// caller renders the ones before; `true` by default.
    ///
    /// It applies to documents of 2,000 items or more in more than one section, on
    /// machines with more than one core, while threads are given: inside
    /// `withSystemThreads(_:)`, and always in the `sections` command and an interactive
    /// list. The output is the same either way; turn it off to
    /// keep layout, and your ``SelfSizingItem`` types' drawing, on the calling thread.
    public var concurrentLayout: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - glyphs: The drawing characters; ``Glyphs/unicode`` by default.
    ///   - sectionSpacing: Empty lines between blocks; 1 by default, negative counts as 0.
    ///   - concurrentLayout: Whether large documents may be laid out on a second thread;
    ///     `true` by default.
    public init(glyphs: Glyphs = .unicode, sectionSpacing: Int = 1, concurrentLayout: Bool = true) {
        self.glyphs = glyphs
        self.sectionSpacing = max(sectionSpacing, 0)
        self.concurrentLayout = concurrentLayout
    }
}

/// The characters a layout draws with: box sides and corners, rules, and the mark of a
/// truncated line. Each is one terminal cell wide.
public struct Glyphs: Hashable, Sendable {
    package let horizontal: String
    package let vertical: String
    package let topLeft: String
    package let topRight: String
    package let bottomLeft: String
    package let bottomRight: String
    /// One character per cell: `…`, or `...` (three cells).
    package let ellipsis: String
    /// The bar and spinner of a ``ProgressView``.
    package let progress: ProgressGlyphs
    /// A tree's guides, four cells each: before a child that has a sibling after it,
    /// before the last child, and before the further lines of a child with siblings after it.
    package let treeBranch: String
    package let treeLast: String
    package let treeContinue: String

    /// Box-drawing characters: `┌─┐ │ └─┘`, `…`, block elements for progress bars and
    /// `├── └── │` for tree guides (the default).
    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
        bottomRight: "┘", ellipsis: "…", progress: .unicode, treeBranch: "├── ", treeLast: "└── ",
        treeContinue: "│   ")

    /// ASCII only, for outputs that ask for it: `+-+ | +-+`, `...`, `[###...]`, and
    /// `|-- `, `|   ` and a backquote followed by `-- ` for tree guides.
    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
        bottomRight: "+", ellipsis: "...", progress: .ascii, treeBranch: "|-- ", treeLast: "`-- ",
        treeContinue: "|   ")

    /// `count` horizontal lines.
    package func rule(_ count: Int) -> String {
        String(repeating: horizontal, count: max(count, 0))
    }
}
