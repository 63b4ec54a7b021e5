#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// The calls into the C library that only the tests make: sockets, pseudo-terminals,
/// descriptors used raw; Foundation does the rest of their work.
package enum SystemCalls {
    /// Sleeps for `microseconds`.
    package static func sleep(microseconds: UInt32) { _ = usleep(microseconds) }

    /// A copy of `descriptor` at the lowest free number from `lowest` on (`F_DUPFD`), or -1:
    /// never one that another test has open.
    package static func duplicate(_ descriptor: Int32, atLeast lowest: Int32) -> Int32 {
        fcntl(descriptor, F_DUPFD, lowest)
    }

    /// Whether the last call failed only because a signal interrupted it.
    package static var wasInterrupted: Bool { errno == EINTR }

    /// The `errno` of a call on a descriptor that is not open.
    package static let badDescriptor = EBADF

    /// What `open("/dev/tty")` fails with in a process with no controlling terminal
    /// (`ENXIO`): "No such device or address" on Linux, "Device not configured" on Darwin.
    package static let noTerminalMessage = String(cString: strerror(ENXIO))

    /// A connected pair of Unix stream sockets, or `nil`.
    package static func socketPair() -> (Int32, Int32)? {
        var pair: [Int32] = [-1, -1]
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            // A plain Int32 macro on Darwin (apple-oss-distributions/xnu, bsd/sys/socket.h)
            // and Musl; only Glibc makes it an enum case.
            let stream = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, stream, 0, &pair) == 0 else { return nil }
        return (pair[0], pair[1])
    }

    /// Ends the sending side of a socket: the other end reads the end of its input.
    package static func shutdownWriting(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// A new file, already unlinked, open for reading and writing; `nil` when none can be
    /// made.
    package static func anonymousFile() -> Int32? {
        var template = Array("/tmp/sections-output-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = template.withUnsafeBufferPointer { systemUnlink($0.baseAddress!) }
        return descriptor
    }

    /// Moves the descriptor's offset back to the start.
    package static func rewind(_ descriptor: Int32) { _ = lseek(descriptor, 0, SEEK_SET) }

    /// Whether this process has the symbol `name`, as a sanitizer's runtime does.
    package static func hasSymbol(_ name: String) -> Bool {
        #if canImport(Darwin)
            // Darwin's RTLD_DEFAULT is the handle -2, not NULL (apple-oss-distributions/dyld,
            // include/dlfcn.h).
            dlsym(UnsafeMutableRawPointer(bitPattern: -2), name) != nil
        #else
            dlsym(nil, name) != nil
        #endif
    }

    /// A pseudo-terminal pair whose window is `rows` by `columns`: the controlling side
    /// and the terminal side, or `nil`.
    package static func openPseudoTerminal(rows: Int, columns: Int) -> (controller: Int32, terminal: Int32)? {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        // Darwin declares openpty in <util.h> (apple-oss-distributions/Libc, include/util.h),
        // which `import Darwin` brings, as swiftlang/swift-tools-support-core's
        // Sources/TSCTestSupport/PseudoTerminal.swift uses it; Glibc in <pty.h>.
        guard openpty(&controller, &terminal, nil, nil, &size) == 0 else { return nil }
        return (controller, terminal)
    }

    /// The terminal settings of `descriptor` as bytes, to compare before and after.
    package static func terminalSettings(_ descriptor: Int32) -> [UInt8] {
        var settings = termios()
        tcgetattr(descriptor, &settings)
        return withUnsafeBytes(of: &settings) { Array($0) }
    }
}

// At file scope the C names are not shadowed by the methods above.
private func systemUnlink(_ path: UnsafePointer<CChar>) -> Int32 { unlink(path) }
