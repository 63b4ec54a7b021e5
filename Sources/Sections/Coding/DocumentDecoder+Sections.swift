/// The document's array of sections, which a large document's later half shares with a
/// second thread (``LaterHalf``), and the release of the input behind them.
extension DocumentDecoder {
    mutating func sections() throws(DocumentError) -> [Section] {
        var sections: [Section] = []
        if Receiver.keepsTree {
            laterHalf = LaterHalf.start(
                in: parser.cursor.bytes, after: parser.cursor.offset, release: consumed)
        }
        defer { abandonLaterHalf() }
        var array = try parser.beginArray(DocumentKey.sections.name)
        parser.path.components.append(.key(DocumentKey.sections.name.description))
        while try parser.nextElement(in: &array) {
            if let half = laterHalf, parser.cursor.offset >= half.start {
                laterHalf = nil
                // Reached where the other thread began, between two sections: its sections
                // are the rest. Anywhere else it began inside a value, and read nothing.
                let read = half.joined()
                if parser.cursor.offset == half.start, let read {
                    sections += read.sections
                    idCount += read.idCount
                    parser.cursor.offset = read.end
                    continue
                }
                if half.releasedInput { lostLaterInput = true }
            }
            if lostLaterInput { throw Self.lostInput }
            parser.path.components.append(.index(array.index))
            let section = try self.section()
            // Handed over before the input is released: the id's text is in it.
            if Receiver.keepsTree {
                sections.append(section)
            } else {
                receiver.receive(section, id: sectionID)
            }
            release(before: parser.cursor.offset)
            parser.path.components.removeLast()
        }
        parser.path.components.removeLast()
        abandonLaterHalf()
        if lostLaterInput { throw Self.lostInput }
        return sections
    }

    /// Tells the caller it may release the input before `offset`; while another thread
    /// reads the later half, not past where it began, and once past that, not before it
    /// has stopped.
    mutating func release(before offset: Int) {
        if let half = laterHalf, offset > half.start { abandonLaterHalf() }
        consumed?.release(before: laterHalf.map { min(offset, $0.start) } ?? offset)
    }

    /// Waits for the later half's thread, whose work is not wanted; notes whether it had
    /// released input that the decoder now has to read.
    private mutating func abandonLaterHalf() {
        guard let half = laterHalf else { return }
        laterHalf = nil
        _ = half.joined()
        if half.releasedInput { lostLaterInput = true }
    }

    /// The failure of a decoder that needs input the later half's thread released: a file's
    /// reader then reads the file again and decodes it keeping every page, so this is never
    /// what a caller sees.
    private static var lostInput: DocumentError {
        DocumentError(.unreadable, at: "", "the input was released before it was read")
    }
}
