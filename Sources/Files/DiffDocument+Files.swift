package import Core

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
}
