#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// What a program asks of its own process: its environment, the date, and the way out.
extension Platform {
    /// Sets the environment variable `name` for this process and the children it spawns.
    package static func setEnvironmentVariable(_ name: String, to value: String) {
        _ = setenv(name, value, 1)
    }

    /// The current time as "2026-11-01 07:47 UTC".
    package static func utcDate() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var text = [CChar](repeating: 0, count: 32)
        let count = strftime(&text, text.count, "%Y-%m-%d %H:%M UTC", &parts)
        return String(decoding: text[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Ends the process with `status`, after the C library's buffers are flushed.
    package static func exit(_ status: Int32) -> Never { exitProcess(status) }
}

/// The C library's `exit`, named apart from ``Platform/exit(_:)``, which would shadow it.
private func exitProcess(_ status: Int32) -> Never { exit(status) }
