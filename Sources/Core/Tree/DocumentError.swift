/// A problem with a document's content, saying what is wrong and where.
///
/// The place is a JSON path such as `sections[2].items[5].value`, the same for a decoded
/// document and a built one; decoding adds the line and column when it knows them.
///
/// ```swift
/// do { try document.validate() } catch { print(error) }
/// // sections[1].items[0]: duplicate item id "name", first used at sections[0].items[2]
/// ```
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the offending value; empty for the whole input.
    public var path: String
    /// What is wrong, in a few words (`expected a string`).
    public var message: String
    /// The 1-based line in the JSON text, when known.
    public var line: Int?
    /// The 1-based column (in Unicode scalars) in the JSON text, when known.
    public var column: Int?
    /// The kind of problem, for code that reacts to some kinds.
    public var kind: Kind

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - path: The JSON path of the offending value.
    ///   - message: What is wrong.
    ///   - line: The 1-based line, when known.
    ///   - column: The 1-based column, when known.
    public init(_ kind: Kind, at path: String, _ message: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// `path: message (line L, column C)`.
    public var description: String {
        var text = path.isEmpty ? message : "\(path): \(message)"
        if let line, let column { text += " (line \(line), column \(column))" }
        return text
    }

    /// The kinds of document errors. New kinds may be added.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        package let name: String

        /// The input is not well-formed JSON (or not UTF-8).
        public static let syntax = Kind(name: "syntax")
        /// A value has the wrong JSON type or an unknown name.
        public static let invalidValue = Kind(name: "invalid value")
        /// An object has a key the format does not define.
        public static let unknownKey = Kind(name: "unknown key")
        /// An object lacks a key the format requires.
        public static let missingKey = Kind(name: "missing key")
        /// Two sections, or two items, share an id.
        public static let duplicateID = Kind(name: "duplicate id")
        /// The input could not be read: a missing file, a directory, no permission.
        public static let unreadable = Kind(name: "unreadable")
        /// The input is larger than the limit the reader was given.
        public static let tooLarge = Kind(name: "too large")
        /// A table row has another number of cells than the table has columns.
        public static let raggedRow = Kind(name: "ragged row")
        /// A ``Changeset`` applied to a document of another shape than the one it was
        /// made from.
        public static let changesetMismatch = Kind(name: "changeset mismatch")

        /// The kind's name.
        public var description: String { name }
    }
}
