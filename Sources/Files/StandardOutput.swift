import Core
import Syscalls

/// A buffered stream to a file descriptor, standard output by default.
///
/// `print` takes a lock and converts per call; renderers write many small pieces, so
/// this gathers them into 64 KiB writes. Call ``flush()`` when done. A stream is a handle
/// to its descriptor: copies share one buffer, so write through one of them.
///
/// `print` keeps a buffer of its own, which it empties only at a line end when the output
/// is a terminal, so text printed before a stream writes can arrive after it in a pipe or
/// a file. Write through one of the two, or call `fflush(stdout)` before the stream
/// writes and ``flush()`` before printing again.
///
/// ```swift
/// var out = StandardOutput()
/// var renderer = PlainRenderer()
/// renderer.render(try LaidOutDocument(document, width: 80), into: &out)
/// try out.flush()
/// ```
public struct StandardOutput: TextOutputStream {
    /// Fixed-size storage behind a reference (see the type's note on copies): `used` bytes
    /// of it are pending.
    @usableFromInline package let storage: Storage
    @usableFromInline package var used = 0
    @usableFromInline package let descriptor: Int32
    /// The first write error, kept until ``flush()`` reports it.
    @usableFromInline package var failure: Int32?

    /// Creates a stream.
    ///
    /// - Parameter descriptor: The file descriptor; standard output (1) by default.
    public init(descriptor: Int32 = 1) {
        self.descriptor = descriptor
        storage = Storage(capacity: 1 << 16)
    }

    /// Appends text, writing the buffer out when it is full.
    ///
    /// Inlinable so that a renderer specialised for this stream copies each piece in
    /// place: renderers write several short pieces per line. Always inlined: in the
    /// Markdown renderer's large item function the optimiser kept it a call, which retained
    /// and released every piece.
    @inlinable @inline(__always)
    public mutating func write(_ string: String) {
        let count = string.utf8.count
        guard used + count <= storage.capacity else { return appendDraining(string) }
        // Copied with `initialize(from:)`, which calls nothing that could release the
        // string: read through `withContiguousStorageIfAvailable`, every piece a renderer
        // took from its layout was retained and released around the closure (four pairs a
        // row).
        _ = UnsafeMutableBufferPointer(start: storage.bytes + used, count: count)
            .initialize(from: string.utf8)
        used += count
    }

    /// Appends text that does not fit in what is left of the buffer: writes the buffer
    /// out first, and a piece larger than the whole buffer straight through after it.
    @usableFromInline
    package mutating func appendDraining(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            drain()
            if bytes.count > storage.capacity {
                if failure == nil { failure = Self.writeAll(bytes, to: descriptor) }
                return
            }
            guard let source = bytes.baseAddress else { return }
            storage.bytes.update(from: source, count: bytes.count)
            used = bytes.count
        }
    }

    /// Writes out everything buffered.
    ///
    /// - Throws: ``StandardOutput/WriteError`` when any write failed.
    public mutating func flush() throws(WriteError) {
        drain()
        if let failure { throw WriteError(code: failure) }
    }

    @usableFromInline
    package mutating func drain() {
        let count = used
        used = 0
        guard failure == nil else { return }
        let descriptor = descriptor
        failure = Self.writeAll(UnsafeBufferPointer(start: storage.bytes, count: count), to: descriptor)
    }

    /// Writes all the bytes, retrying after interruptions.
    ///
    /// - Returns: `nil`, or the `errno` of the write that failed.
    @usableFromInline
    package static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = Platform.writeBytes(descriptor, from: base + offset, count: bytes.count - offset)
            if written < 0 {
                let error = Platform.errorNumber
                if Platform.wasInterrupted(error) { continue }
                return error
            }
            offset += written
        }
        return nil
    }

    /// Memory for pending bytes, allocated once and freed with the last copy of its stream.
    @usableFromInline package final class Storage {
        @usableFromInline package let bytes: UnsafeMutablePointer<UInt8>
        @usableFromInline package let capacity: Int

        package init(capacity: Int) {
            self.capacity = capacity
            bytes = .allocate(capacity: capacity)
        }

        deinit { bytes.deallocate() }
    }

    /// A failed write, with the system's error code.
    public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The `errno` value of the failed write.
        public var code: Int32
        /// The system's description of the error.
        public var description: String { "cannot write output: " + Platform.message(forError: code) }
    }
}
