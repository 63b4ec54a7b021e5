#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// The baseline's few system calls: one write per full buffer, and the ways out.
enum System {
    /// `write`: the bytes written, or -1 with ``lastError`` set.
    static func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        write(descriptor, bytes, count)
    }

    /// The calling thread's `errno`.
    static var lastError: Int32 { errno }

    /// Whether a failed write was only interrupted by a signal.
    static func wasInterrupted(_ code: Int32) -> Bool { code == EINTR }

    /// The system's description of an `errno` value.
    static func message(forError code: Int32) -> String { String(cString: strerror(code)) }

    /// Ends the process with `status`.
    static func exitProcess(_ status: Int32) -> Never { exit(status) }
}
