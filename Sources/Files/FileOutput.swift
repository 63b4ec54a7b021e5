import Core
import Syscalls

/// Writes text to a file, made or emptied first: the command line's `--output`.
package enum FileOutput {
    /// Writes `text` to `path`.
    ///
    /// - Throws: A one-line message that names the file and says why it cannot be written.
    package static func write(_ text: String, toFile path: String) throws(FileOutputError) {
        let descriptor = Platform.openForWriting(path)
        guard descriptor >= 0 else { throw FileOutputError(message: Platform.lastErrorMessage) }
        defer { Platform.closeDescriptor(descriptor) }
        var output = StandardOutput(descriptor: descriptor)
        output.write(text)
        do {
            try output.flush()
        } catch {
            throw FileOutputError(message: Platform.message(forError: error.code))
        }
    }
}

/// Why a file could not be written: the system's description.
package struct FileOutputError: Error, Hashable, Sendable {
    package var message: String
}
