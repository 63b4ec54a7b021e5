/// The document's array of sections, of which an output may read a large document's later
/// half ahead (``TreeOutput``), and the release of the input behind them.
extension DocumentDecoder {
    package mutating func sections() throws(DocumentError) -> [Section] {
        output.beginSections(in: parser.cursor.bytes, after: parser.cursor.offset, release: consumed)
        defer { output.stopReadingAhead() }
        var array = try parser.beginArray(DocumentKey.sections.name)
        parser.path.components.append(.key(DocumentKey.sections.name.description))
        while try parser.nextElement(in: &array) {
            if let (end, idCount) = try output.sectionsReadAhead(at: parser.cursor.offset) {
                self.idCount += idCount
                parser.cursor.offset = end
                continue
            }
            parser.path.components.append(.index(array.index))
            let section = try self.section()
            // Handed over before the input is released: the id's text is in it.
            output.take(section)
            release(before: parser.cursor.offset)
            parser.path.components.removeLast()
        }
        parser.path.components.removeLast()
        return try output.endSections()
    }

    /// Tells the caller it may release the input before `offset`, or as much of it as the
    /// output allows.
    package mutating func release(before offset: Int) {
        let releasable = output.releasable(before: offset)
        consumed?.release(before: releasable)
    }
}
