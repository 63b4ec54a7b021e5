/// Why two documents cannot be diffed, or a changeset applied.
///
/// ```swift
/// do { _ = try Changeset(from: old, to: new) } catch { print(error) }
/// // new document: sections[1].items[0]: duplicate item id "name", first used at sections[0].items[2]
/// ```
public struct DiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem, for code that reacts to some kinds.
    public var kind: Kind
    /// What is wrong and where.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - message: What is wrong and where.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The kinds of diff errors. New kinds may be added.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// Two sections, or two items, of one document share an id, so identity is
        /// ambiguous.
        public static let duplicateID = Kind(name: "duplicate id")
        /// A changeset applied to a document of another shape than the one it was made
        /// from.
        public static let documentMismatch = Kind(name: "document mismatch")

        /// The kind's name.
        public var description: String { name }
    }
}

/// The two sides of a diff, for messages.
enum DiffSide: String {
    case old, new
}

extension DiffError {
    /// `new document: sections[2]: duplicate section id "a", first used at sections[0]`.
    static func duplicateSection(_ id: String, at index: Int, first: Int, in side: DiffSide) -> DiffError {
        DiffError(
            .duplicateID,
            "\(side.rawValue) document: sections[\(index)]: duplicate section id \(quoted(id)), "
                + "first used at sections[\(first)]")
    }

    /// `old document: sections[1].items[0]: duplicate item id "n", first used at
    /// sections[0].items[2]`.
    static func duplicateItem(_ id: String, at path: ItemPath, first: ItemPath, in side: DiffSide)
        -> DiffError
    {
        DiffError(
            .duplicateID,
            "\(side.rawValue) document: \(path.jsonPath): duplicate item id \(quoted(id)), "
                + "first used at \(first.jsonPath)")
    }
}

extension ItemPath {
    /// `sections[1].items[0]`, as ``DocumentError`` names places.
    var jsonPath: String { "sections[\(section)].items[\(item)]" }
}
