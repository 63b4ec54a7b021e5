package import Core
import Syscalls

/// A file that a thread of its own reads into memory from the moment it is opened, for a
/// caller that decodes it later: `sections diff` reads its new document so while it decodes
/// the old one, on a core that would otherwise wait.
///
/// Only the reading is ahead; the checks and errors are those of ``InputReader``, thrown
/// when the file is decoded, so a caller that decodes another input first reports that
/// input's errors first. A path that names a pipe or a device is read when decoded.
package final class InputReadAhead {
    /// The open file, or why it could not be opened.
    private let reader: Result<InputReader, DocumentError>
    /// The reading, on a thread of its own when one can be had; `nil` once joined.
    private var reading: Forked<Result<InputReader.Contents, DocumentError>>?

    package init(path: String, maximumSize: Int) {
        reader = Result { () throws(DocumentError) in try InputReader.opened(path, maximumSize: maximumSize) }
        guard case .success(let reader) = reader else { return }
        reading = Forked(on: SystemThreads()) { Result { () throws(DocumentError) in try reader.contents() } }
    }

    /// Decodes the file with `decode`, as ``InputReader/decoded(errorsAreExact:_:)`` does,
    /// once the thread has read it. Called once.
    package func decoded<Value>(errorsAreExact: Bool, _ decode: InputReader.Decode<Value>)
        throws(DocumentError)
        -> Value
    {
        let reader = try reader.get()
        // The bytes go as soon as they are decoded, not when this reader does.
        let contents = reading?.join() ?? Result { () throws(DocumentError) in try reader.contents() }
        reading = nil
        return try reader.decoded(contents.get(), errorsAreExact: errorsAreExact, decode)
    }

    deinit {
        reading = nil
        if case .success(let reader) = reader { Platform.closeDescriptor(reader.descriptor) }
    }
}
