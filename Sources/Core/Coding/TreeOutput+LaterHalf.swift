/// The later half of a large document's sections, which a second thread reads while the
/// decoder reads the first (``LaterHalf``), and the input's release around it.
extension TreeOutput {
    package mutating func beginSections(
        in bytes: UnsafeBufferPointer<UInt8>, after offset: Int, release: InputRelease?
    ) {
        laterHalf = LaterHalf.start(in: bytes, after: offset, release: release)
    }

    package mutating func sectionsReadAhead(at offset: Int) throws(DocumentError) -> (end: Int, idCount: Int)?
    {
        if let half = laterHalf, offset >= half.start {
            laterHalf = nil
            // Reached where the other thread began, between two sections: its sections
            // are the rest. Anywhere else it began inside a value, and read nothing.
            let read = half.joined()
            if offset == half.start, let read {
                take(contentsOf: read.sections)
                return (read.end, read.idCount)
            }
            if half.releasedInput { lostLaterInput = true }
        }
        if lostLaterInput { throw Self.lostInput }
        return nil
    }

    /// While another thread reads the later half, not past where it began, and once past
    /// that, not before it has stopped.
    package mutating func releasable(before offset: Int) -> Int {
        if let half = laterHalf, offset > half.start { stopReadingAhead() }
        return laterHalf.map { min(offset, $0.start) } ?? offset
    }

    /// Waits for the later half's thread, whose work is not wanted; notes whether it had
    /// released input that the decoder now has to read.
    package mutating func stopReadingAhead() {
        guard let half = laterHalf else { return }
        laterHalf = nil
        _ = half.joined()
        if half.releasedInput { lostLaterInput = true }
    }

    /// The failure of a decoder that needs input the later half's thread released: a file's
    /// reader then reads the file again and decodes it keeping every page, so this is never
    /// what a caller sees.
    package static var lostInput: DocumentError {
        DocumentError(.unreadable, at: "", "the input was released before it was read")
    }
}
