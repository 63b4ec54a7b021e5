extension Document {
    /// Decodes a document from JSON text in the format of <doc:DocumentFormat>.
    ///
    /// ```swift
    /// let document = try Document(json: """
    ///     {"title": "Account", "sections": [{"header": "Profile", "items": [
    ///         "a plain text item",
    ///         {"label": "Name", "value": "Lin Hay", "id": "name"}
    ///     ]}]}
    ///     """)
    /// document.sections[0].items[1].content(as: Row.self)?.value  // "Lin Hay"
    /// ```
    ///
    /// Decoding is strict: unknown keys, keys given twice, `null` for an optional key and
    /// anything JSON does not allow (trailing commas, comments) are errors. The decoded
    /// tree is the one the result builder gives for the same content, and it has passed
    /// ``validate()``. Arrays and objects where the format has none are an error where they
    /// start, so nesting never goes deeper than the format's six containers and no input,
    /// however deeply nested, can exhaust the stack.
    ///
    /// - Parameter json: The JSON text.
    /// - Throws: ``DocumentError`` naming the JSON path (`sections[2].items[5].value`), what
    ///   is wrong (`expected a string`), and the line and column (in Unicode scalars).
    /// - Complexity: O(*n*) in the length of the text; a line and column are computed only
    ///   for an error.
    public init(json: some StringProtocol) throws(DocumentError) {
        let decoded = json.utf8.withContiguousStorageIfAvailable { DocumentDecoder<TreeOutput>.decode($0) }
        self = try
            (decoded ?? Array(json.utf8).withUnsafeBufferPointer { DocumentDecoder<TreeOutput>.decode($0) })
            .get()
    }

    /// Decodes a document from UTF-8 encoded JSON, such as a file's contents.
    ///
    /// ```swift
    /// let data = try Data(contentsOf: url)
    /// let document = try Document(jsonBytes: data)
    /// ```
    ///
    /// The bytes are checked to be well-formed UTF-8; a leading byte order mark is
    /// skipped. Otherwise this is ``init(json:)``.
    ///
    /// - Parameter jsonBytes: The JSON text as UTF-8.
    /// - Throws: ``DocumentError`` naming the JSON path, what is wrong, and the line and
    ///   column; invalid UTF-8 is a ``DocumentError/Kind/syntax`` error at the first bad
    ///   byte.
    public init(jsonBytes: some Collection<UInt8>) throws(DocumentError) {
        let decoded = jsonBytes.withContiguousStorageIfAvailable { DocumentDecoder<TreeOutput>.decode($0) }
        self = try
            (decoded ?? Array(jsonBytes).withUnsafeBufferPointer { DocumentDecoder<TreeOutput>.decode($0) })
            .get()
    }
}
