#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered stream to a file descriptor, standard output by default.
///
/// `print` takes a lock and converts per call; renderers write many small pieces, so
/// this gathers them into 64 KiB writes. Call ``flush()`` when done.
///
/// ```swift
/// var out = StandardOutput()
/// var renderer = PlainRenderer()
/// renderer.render(try LaidOutDocument(document, width: 80), into: &out)
/// try out.flush()
/// ```
public struct StandardOutput: TextOutputStream {
    /// Fixed-size storage: `used` bytes are pending. Copying into a full-size array avoids
    /// the per-call growth checks of `append(contentsOf:)`, measured at a third of render time.
    @usableFromInline var buffer: [UInt8]
    @usableFromInline var used = 0
    @usableFromInline let descriptor: Int32
    /// The first write error, kept until ``flush()`` reports it.
    @usableFromInline var failure: Int32?

    /// Creates a stream.
    ///
    /// - Parameter descriptor: The file descriptor; standard output (1) by default.
    public init(descriptor: Int32 = 1) {
        self.descriptor = descriptor
        buffer = [UInt8](repeating: 0, count: 1 << 16)
    }

    /// Appends text, writing the buffer out when it is full.
    ///
    /// Inlinable so that a renderer specialised for this stream copies each piece in
    /// place: renderers write several short pieces per line.
    @inlinable
    public mutating func write(_ string: String) {
        if let appended = string.utf8.withContiguousStorageIfAvailable({ append($0) }) {
            return appended
        }
        append(Array(string.utf8))
    }

    @inlinable
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if used + bytes.count > buffer.count {
            drain()
            if bytes.count > buffer.count {
                if failure == nil { failure = Self.writeAll(bytes, to: descriptor) }
                return
            }
        }
        guard let source = bytes.baseAddress else { return }
        let offset = used
        buffer.withUnsafeMutableBufferPointer { target in
            (target.baseAddress! + offset).update(from: source, count: bytes.count)
        }
        used += bytes.count
    }

    @usableFromInline
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Writes out everything buffered.
    ///
    /// - Throws: ``StandardOutput/WriteError`` when any write failed.
    public mutating func flush() throws(WriteError) {
        drain()
        if let failure { throw WriteError(code: failure) }
    }

    @usableFromInline
    mutating func drain() {
        let count = used
        used = 0
        guard failure == nil else { return }
        let descriptor = descriptor
        failure = buffer.withUnsafeBufferPointer {
            Self.writeAll(UnsafeBufferPointer(rebasing: $0[..<count]), to: descriptor)
        }
    }

    /// Writes all the bytes, retrying after interruptions.
    ///
    /// - Returns: `nil`, or the `errno` of the write that failed.
    @usableFromInline
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// A failed write, with the system's error code.
    public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The `errno` value of the failed write.
        public var code: Int32
        /// The system's description of the error.
        public var description: String { "cannot write output: " + String(cString: strerror(code)) }
    }
}

/// The C library's `write`, named apart from ``StandardOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
