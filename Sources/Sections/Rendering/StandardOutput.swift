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
    private var buffer: [UInt8] = []
    private let descriptor: Int32
    private let capacity = 1 << 16
    /// The first write error, kept until ``flush()`` reports it.
    private var failure: Int32?

    /// Creates a stream.
    ///
    /// - Parameter descriptor: The file descriptor; standard output (1) by default.
    public init(descriptor: Int32 = 1) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    /// Appends text, writing the buffer out when it is full.
    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            if buffer.count + bytes.count > capacity { drain() }
            buffer.append(contentsOf: bytes)
        }
    }

    /// Writes out everything buffered.
    ///
    /// - Throws: ``StandardOutput/WriteError`` when any write failed.
    public mutating func flush() throws(WriteError) {
        drain()
        if let failure { throw WriteError(code: failure) }
    }

    private mutating func drain() {
        guard failure == nil else {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
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
