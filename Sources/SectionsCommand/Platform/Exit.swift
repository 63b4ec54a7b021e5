#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// Ends the process with `status`, after the C library's buffers are flushed.
func exitProcess(_ status: Int32) -> Never { exit(status) }
