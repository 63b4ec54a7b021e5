/// A position, id or type that names nothing in a document, saying what and why.
///
/// Lookups by position, mutations and selection throw it instead of trapping:
///
/// ```swift
/// do {
///     _ = try document.item(at: ItemPath(section: 1, item: 7))
/// } catch {
///     print(error)   // item 7 is out of range: section 1 has 5 items (0..<5)
/// }
/// ```
///
/// Lookups by id that may simply miss, such as ``Document/item(withID:)``, return `nil`
/// instead.
public struct DataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem, for code that reacts to some kinds.
    public var kind: Kind
    /// What is wrong, naming the position and the valid range
    /// (`section 4 is out of range: the document has 3 sections (0..<3)`).
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - message: What is wrong.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The kinds of data-source errors. New kinds may be added.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        package let name: String

        /// A section index outside the document's sections.
        public static let sectionOutOfRange = Kind(name: "section out of range")
        /// An item index outside its section's items.
        public static let itemOutOfRange = Kind(name: "item out of range")
        /// An item asked for as a Swift type it was not made from.
        public static let typeMismatch = Kind(name: "type mismatch")
        /// An id that no item of the document has.
        public static let unknownID = Kind(name: "unknown id")

        /// The kind's name.
        public var description: String { name }
    }
}

/// What a position is checked for: each use has its own valid range.
package enum PositionUse {
    /// An existing element: `0..<count`.
    case access
    /// A place to insert at: `0...count`.
    case insertion
    /// The destination of a move: `0..<count` within the same parent, `0...count` into
    /// another.
    case move(intoSameParent: Bool)

    /// Whether `index` is valid for this use among `count` elements.
    package func allows(_ index: Int, count: Int) -> Bool {
        switch self {
        case .access, .move(intoSameParent: true): index >= 0 && index < count
        case .insertion, .move(intoSameParent: false): index >= 0 && index <= count
        }
    }

    /// `0..<5` or `0...5`, as the range reads in Swift.
    package func rangeText(count: Int) -> String {
        switch self {
        case .access, .move(intoSameParent: true): "0..<\(count)"
        case .insertion, .move(intoSameParent: false): "0...\(count)"
        }
    }

    package var purpose: String {
        switch self {
        case .access: ""
        case .insertion: " for an insertion"
        case .move: " for a move"
        }
    }
}

extension DataSourceError {
    /// `section 4 is out of range: the document has 3 sections (0..<3)`.
    package static func section(_ index: Int, count: Int, use: PositionUse) -> DataSourceError {
        DataSourceError(
            .sectionOutOfRange,
            "section \(index) is out of range\(use.purpose): the document has "
                + "\(counted(count, "section")) (\(use.rangeText(count: count)))")
    }

    /// `item 7 is out of range: section 1 has 5 items (0..<5)`; a nested section is named
    /// by its path: `section [1, 2] has 5 items`.
    package static func item(_ path: ItemPath, count: Int, use: PositionUse) -> DataSourceError {
        DataSourceError(
            .itemOutOfRange,
            "item \(path.item) is out of range\(use.purpose): section \(sectionName(of: path)) has "
                + "\(counted(count, "item")) (\(use.rangeText(count: count)))")
    }

    /// `item 1 of section 0 is a Row, not a ProfileCard`.
    package static func type(at path: ItemPath, is actual: String, not expected: String) -> DataSourceError {
        DataSourceError(
            .typeMismatch,
            "item \(path.item) of section \(sectionName(of: path)) is \(article(actual)) \(actual), "
                + "not \(article(expected)) \(expected)")
    }

    /// The section that holds `path`'s item: its index at the top level, else its path.
    private static func sectionName(of path: ItemPath) -> String {
        path.parent?.description ?? String(path.section)
    }

    /// `no item has id "name"`.
    package static func unknownID(_ id: String) -> DataSourceError {
        DataSourceError(.unknownID, "no item has id \(quoted(id))")
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    private static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "AEIOUaeiou".contains(first) ? "an" : "a"
    }
}
