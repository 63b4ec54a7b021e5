#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// The package's one door to the C library: this target is the only place that imports
/// Glibc, Musl or Darwin (`Scripts/check-platform-seam` keeps it so), for the library,
/// the command, the bench, the baseline, the testing library, the tests and the
/// playgrounds; each of its wrappers has the same Swift signature on every system, so
/// the spellings that differ between them are written once, here.
///
/// Public, though no product exports it, for ``firstIndex(of:in:from:to:)``: only a public
/// inlinable function carries a call into the C library into the modules that use it.
public enum Platform {
    /// The calling thread's `errno`.
    package static var errorNumber: Int32 { errno }

    /// Whether a failed call with this `errno` was only interrupted by a signal, and is
    /// worth repeating.
    package static func wasInterrupted(_ code: Int32) -> Bool { code == EINTR }

    /// Whether a failed call on a non-blocking descriptor found nothing to do yet.
    package static func wouldBlock(_ code: Int32) -> Bool { code == EAGAIN }

    /// The system's description of an `errno` value: "No such file or directory".
    package static func message(forError code: Int32) -> String { String(cString: strerror(code)) }

    /// The description of the calling thread's `errno`.
    package static var lastErrorMessage: String { message(forError: errno) }

    /// The value of the environment variable `name`, or `nil` when it is unset.
    ///
    /// One variable at a time, with `getenv`, whose signature is the same everywhere:
    /// the whole environment (`environ`) is spelt differently on each system.
    package static func environmentVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The processors online, as `sysconf` counts them.
    package static var onlineProcessors: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
