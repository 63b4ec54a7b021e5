public import Core
import Syscalls

extension Document {
    /// The largest input ``init(contentsOfFile:maximumSize:)`` and
    /// ``init(fileDescriptor:name:maximumSize:)`` read unless told otherwise: 256 MiB.
    public static let defaultMaximumInputSize = 256 << 20

    /// Reads a document from a JSON file.
    ///
    /// ```swift
    /// let document = try Document(contentsOfFile: "report.json")
    /// ```
    ///
    /// The file is read, not mapped, so a file that another process truncates or rewrites
    /// meanwhile is an error rather than a crash; the memory behind the decoder is handed
    /// back as it finishes each section, so a large file costs little more than the
    /// document it holds. A path that names a pipe or a device is read as a stream, as
    /// ``init(fileDescriptor:name:maximumSize:)`` reads one.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - maximumSize: The largest input accepted, in bytes.
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/unreadable`` when the file
    ///   cannot be read or changes while it is read (its message names the path and the
    ///   reason), ``DocumentError/Kind/tooLarge`` past `maximumSize`, or any decoding
    ///   error of ``init(jsonBytes:)``.
    public init(contentsOfFile path: String, maximumSize: Int = defaultMaximumInputSize) throws(DocumentError)
    {
        self = try InputReader.opening(path, maximumSize: maximumSize) { (reader) throws(DocumentError) in
            try reader.document()
        }
    }

    /// Reads a document from an open file descriptor, such as standard input, from where
    /// it stands.
    ///
    /// ```swift
    /// let document = try Document(fileDescriptor: 0)   // standard input
    /// ```
    ///
    /// A regular file is read from its current offset to its end; a pipe, a socket or a
    /// terminal until it ends. Input that is still arriving is judged as it comes, so
    /// reading stops at the first byte no valid document could contain — endless input
    /// such as `/dev/zero` or `yes` fails at once — and at `maximumSize` for input that
    /// keeps looking valid. The descriptor is not closed.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor to read.
    ///   - name: How error messages name the input.
    ///   - maximumSize: The largest input accepted, in bytes.
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/unreadable`` when reading
    ///   fails, ``DocumentError/Kind/tooLarge`` past `maximumSize`, or any decoding error
    ///   of ``init(jsonBytes:)``.
    public init(
        fileDescriptor descriptor: Int32, name: String = "standard input",
        maximumSize: Int = defaultMaximumInputSize
    ) throws(DocumentError) {
        self = try InputReader(descriptor: descriptor, name: name, maximumSize: maximumSize).document()
    }
}

extension InputReader {
    /// `body`'s result with a reader of the file at `path`, which is closed after.
    package static func opening<Value>(
        _ path: String, maximumSize: Int, _ body: (InputReader) throws(DocumentError) -> Value
    ) throws(DocumentError) -> Value {
        let reader = try opened(path, maximumSize: maximumSize)
        defer { Platform.closeDescriptor(reader.descriptor) }
        return try body(reader)
    }

    /// A reader of the file at `path`, opened; the caller closes its descriptor.
    package static func opened(_ path: String, maximumSize: Int) throws(DocumentError) -> InputReader {
        let descriptor = Platform.openForReading(path)
        guard descriptor >= 0 else {
            throw DocumentError(
                .unreadable, at: "",
                "cannot read '\(UntrustedText.singleLine(path))': \(Platform.lastErrorMessage)")
        }
        return InputReader(
            descriptor: descriptor, name: "'\(UntrustedText.singleLine(path))'", maximumSize: maximumSize)
    }
}
