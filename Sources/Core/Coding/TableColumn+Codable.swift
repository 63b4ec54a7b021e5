extension TableColumn: Codable {
    /// Decodes a column of the JSON format (<doc:DocumentFormat>): `{"title": …, "align":
    /// "leading" | "trailing" | "center"}`, both keys optional.
    ///
    /// ```swift
    /// let column = try JSONDecoder().decode(TableColumn.self, from: Data(#"{"title": "PID", "align": "trailing"}"#.utf8))
    /// ```
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for an unknown key or alignment; the
    ///   decoder's own errors for wrong types and `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: ColumnKey.self)
        self.init(try container.strictString(.title))
        if let name = try container.strictString(.align) {
            guard let alignment = Alignment(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .align, in: container, debugDescription: FormatMessage.unknownAlignment(name))
            }
            self.alignment = alignment
        }
    }

    /// Encodes the column as the JSON format writes it (<doc:DocumentFormat>): the title
    /// when there is one, the alignment when it is not `"leading"`. The width rule and
    /// truncation are not written.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ColumnKey.self)
        try container.encodeIfPresent(title, forKey: .title)
        if alignment != .leading { try container.encode(alignment.rawValue, forKey: .align) }
    }
}
