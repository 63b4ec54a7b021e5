import Syscalls

extension DiffDocument {
    /// Reads a JSON document's file as a diff reads it, from the bytes `file` has read
    /// ahead, with the checks and the errors of ``Document/init(contentsOfFile:maximumSize:)``,
    /// but for repeated ids: those are left to the diff, which throws ``RepeatedID`` without
    /// a line and column; the file can be read again for them.
    package init(readAhead file: ReadAhead) throws(DocumentError) {
        self = try file.file.decoded(errorsAreExact: false) {
            Self.decode($0, consumed: $1, checkingIDs: false)
        }
    }

    /// A document's file that a thread of its own reads from the moment it is named, for
    /// ``init(readAhead:)`` to decode: `sections diff` reads its new file while it decodes
    /// the old one. Its errors are thrown when it is decoded.
    package struct ReadAhead {
        fileprivate let file: InputReadAhead

        package init(contentsOfFile path: String, maximumSize: Int = Document.defaultMaximumInputSize) {
            file = InputReadAhead(path: path, maximumSize: maximumSize)
        }
    }

    /// Reads a JSON document from an open file descriptor, such as standard input, as a diff
    /// reads it, with the checks and the errors of
    /// ``Document/init(fileDescriptor:name:maximumSize:)``.
    package init(
        fileDescriptor descriptor: Int32, name: String = "standard input",
        maximumSize: Int = Document.defaultMaximumInputSize
    ) throws(DocumentError) {
        // Standard input cannot be read again for the place of a repeated id: its ids are
        // checked as it is read.
        self = try InputReader(descriptor: descriptor, name: name, maximumSize: maximumSize)
            .decoded(errorsAreExact: false) { Self.decode($0, consumed: $1, checkingIDs: true) }
    }

    /// Decodes JSON text as ``Document/init(jsonBytes:)`` does, with its errors.
    init(jsonBytes: [UInt8]) throws(DocumentError) {
        self = try jsonBytes.withUnsafeBufferPointer { (bytes) throws(DocumentError) in
            try InputReader.value(
                of: Self.decode(bytes, consumed: nil, checkingIDs: true), decoding: bytes,
                errorsAreExact: false)
        }
    }

    /// The document in `bytes`, each item recorded as the decoder reads it. Its errors
    /// are the decoder's, but for an id used twice (looked for only when `checkingIDs`),
    /// which it reports without a place: callers decode the document whole for the message.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, consumed: InputRelease?, checkingIDs: Bool
    ) -> Result<DiffDocument, DocumentError> {
        let (result, builder) = DocumentDecoder.decode(bytes, consumed: consumed, receiver: Builder())
        switch result {
        case .failure(let error): return .failure(error)
        case .success:
            guard let document = builder.finish(checkingIDs: checkingIDs) else {
                return .failure(DocumentError(.duplicateID, at: "", "an id is used twice"))
            }
            return .success(document)
        }
    }
}

extension DiffDocument {
    /// The old document of a diff, whose tables (``OldTables``) are made on a thread of
    /// their own from the moment it is read, while the new document is read on the
    /// caller's.
    package final class Old {
        private let work: Work
        /// `nil` once joined.
        private var thread: Platform.Thread?

        /// The document, and the tables the thread writes; read once it is joined.
        // Unchecked: the document is read-only on both threads, and `tables` is read after the join.
        private final class Work: @unchecked Sendable {
            let document: DiffDocument
            var tables: OldTables?
            init(_ document: DiffDocument) { self.document = document }
        }

        /// Starts making the tables of `document`; if no thread can be made, the matching
        /// makes them itself.
        package init(_ document: DiffDocument) {
            let work = Work(document)
            self.work = work
            thread = Platform.Thread.start { work.tables = OldTables(of: work.document) }
        }

        var document: DiffDocument { work.document }

        /// The tables, once the thread has made them.
        fileprivate func joinedTables() -> OldTables? {
            thread?.join()
            thread = nil
            return work.tables
        }

        // A diff that fails before it matches lets its old document go with the thread
        // still reading it.
        deinit { thread?.join() }
    }

    /// Writes the JSON form of the changeset from `old` to `new`: what
    /// ``Changeset/writeJSON(to:)`` writes for ``Changeset/init(from:to:)`` of the documents
    /// they were read from.
    ///
    /// - Throws: ``RepeatedID`` when ids repeat in either, as the changeset does, naming
    ///   the document.
    package static func writeChangesJSON(
        from old: Old, to new: DiffDocument, to output: inout some TextOutputStream
    ) throws(RepeatedID) {
        let changes = try Matching(from: old.document, to: new, oldTables: old.joinedTables()).changes()
        Changeset.writeJSON(sections: changes.sections, items: changes.items, to: &output)
    }
}
