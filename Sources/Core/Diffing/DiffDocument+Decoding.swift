extension DiffDocument {
    /// Decodes JSON text as ``Document/init(jsonBytes:)`` does, with its errors.
    package init(jsonBytes: [UInt8]) throws(DocumentError) {
        self = try jsonBytes.withUnsafeBufferPointer { (bytes) throws(DocumentError) in
            try DocumentError.value(
                of: Self.decode(bytes, consumed: nil, checkingIDs: true), decoding: bytes,
                errorsAreExact: false)
        }
    }

    /// The document in `bytes`, each item recorded as the decoder reads it. Its errors
    /// are the decoder's, but for an id used twice (looked for only when `checkingIDs`),
    /// which it reports without a place: callers decode the document whole for the message.
    package static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, consumed: InputRelease?, checkingIDs: Bool
    ) -> Result<DiffDocument, DocumentError> {
        let (result, builder) = DocumentDecoder.decode(
            bytes, consumed: consumed, receiver: Builder(inputSize: bytes.count))
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
        package let document: DiffDocument
        /// `nil` once joined; a diff that fails before it matches lets it go unjoined,
        /// and it waits for its thread as it goes.
        private var tables: Forked<Handed<OldTables>>?

        /// Starts making the tables of `document`; if no thread can be made, the matching
        /// makes them itself.
        package init(_ document: DiffDocument) {
            self.document = document
            let handed = Handed(document)
            tables = Forked { Handed(OldTables(of: handed.value)) }
        }

        /// The tables, once the thread has made them.
        fileprivate func joinedTables() -> OldTables? {
            defer { tables = nil }
            return tables?.join().value
        }

        /// A value handed between the threads.
        // Unchecked: the document is only read, on both threads, and the tables are read
        // only after the join.
        private struct Handed<Value>: @unchecked Sendable {
            let value: Value
            init(_ value: Value) { self.value = value }
        }
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
