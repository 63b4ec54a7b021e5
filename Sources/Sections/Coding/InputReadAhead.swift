import Syscalls

/// A file that a thread of its own reads into memory from the moment it is opened, for a
/// caller that decodes it later: `sections diff` reads its new document so while it decodes
/// the old one, on a core that would otherwise wait.
///
/// Only the reading is ahead; the checks and errors are those of ``InputReader``, thrown
/// when the file is decoded, so a caller that decodes another input first reports that
/// input's errors first. A path that names a pipe or a device is read when decoded.
final class InputReadAhead {
    /// The open file, or why it could not be opened.
    private let reader: Result<InputReader, DocumentError>
    /// What the thread read, in a box of its own: a thread that held this reader could let
    /// it go last, and then would join itself.
    private let read = Read()
    /// `nil` once joined, or when no thread could be made.
    private var thread: Platform.Thread?

    /// Written by the thread, read once it is joined.
    private final class Read: @unchecked Sendable {
        var contents: Result<InputReader.Contents, DocumentError>?
    }

    init(path: String, maximumSize: Int) {
        reader = Result { () throws(DocumentError) in try InputReader.opened(path, maximumSize: maximumSize) }
        guard case .success(let reader) = reader else { return }
        let read = read
        thread = Platform.Thread.start {
            read.contents = Result { () throws(DocumentError) in try reader.contents() }
        }
    }

    /// Decodes the file with `decode`, as ``InputReader/decoded(errorsAreExact:_:)`` does,
    /// once the thread has read it. Called once.
    func decoded<Value>(errorsAreExact: Bool, _ decode: InputReader.Decode<Value>) throws(DocumentError)
        -> Value
    {
        let reader = try reader.get()
        thread?.join()
        thread = nil
        let contents = read.contents ?? Result { () throws(DocumentError) in try reader.contents() }
        // The bytes go as soon as they are decoded, not when this reader does.
        read.contents = nil
        return try reader.decoded(contents.get(), errorsAreExact: errorsAreExact, decode)
    }

    deinit {
        thread?.join()
        if case .success(let reader) = reader { Platform.closeDescriptor(reader.descriptor) }
    }
}
