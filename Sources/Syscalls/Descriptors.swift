#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// File descriptors: opening, reading, writing, waiting.
///
/// The wrappers are named apart from the C functions so that the types that call them,
/// which have `read` and `write` methods of their own, never shadow the C names.
extension Platform {
    /// Opens `path` for reading; -1 with `errno` set when it cannot.
    package static func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY) }

    /// Opens `path` for writing, made or emptied, readable by all (0644 before the
    /// umask); -1 with `errno` set when it cannot.
    package static func openForWriting(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    }

    /// Opens the controlling terminal, `/dev/tty`, without making it the process's
    /// controlling terminal; read and write, and closed on `exec`, for an interactive
    /// list, or read only, for asking its size. -1 with `errno` set when there is none.
    package static func openControllingTerminal(forWriting: Bool) -> Int32 {
        forWriting ? open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC) : open("/dev/tty", O_RDONLY | O_NOCTTY)
    }

    package static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

    /// `read`: the bytes read, 0 at the end, -1 with `errno` set on an error.
    package static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int)
        -> Int
    {
        read(descriptor, buffer, count)
    }

    /// `pread`: reads at `offset` without moving the descriptor's offset.
    package static func readBytes(
        _ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int, at offset: Int
    ) -> Int {
        pread(descriptor, buffer, count, off_t(offset))
    }

    /// `write`: the bytes written, -1 with `errno` set on an error.
    package static func writeBytes(_ descriptor: Int32, from buffer: UnsafeRawPointer?, count: Int) -> Int {
        write(descriptor, buffer, count)
    }

    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// What `fstat` says a descriptor is.
    package enum FileKind {
        case directory
        /// A regular file of this many bytes.
        case regular(size: Int)
        /// A pipe, a socket, a device.
        case other
    }

    /// What the descriptor is, or `nil` with `errno` set when `fstat` fails.
    package static func fileKind(of descriptor: Int32) -> FileKind? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular(size: Int(status.st_size))
        default: return .other
        }
    }

    /// The descriptor's offset, or -1 when it has none (a pipe).
    package static func currentOffset(of descriptor: Int32) -> Int { Int(lseek(descriptor, 0, SEEK_CUR)) }

    /// Moves the descriptor's offset to `offset`.
    package static func seek(_ descriptor: Int32, to offset: Int) {
        _ = lseek(descriptor, off_t(offset), SEEK_SET)
    }

    /// A pipe whose two ends are non-blocking and closed on `exec`, or the `errno` of
    /// `pipe` when it cannot be made.
    package static func makeNonBlockingPipe() -> Result<(read: Int32, write: Int32), PipeError> {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .failure(PipeError(code: errno)) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return .success((ends[0], ends[1]))
    }

    /// A pipe that could not be made, with the `errno` of `pipe`.
    package struct PipeError: Error { package var code: Int32 }
}
