#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// A program run for its output, without a shell: `posix_spawnp` with standard input on
/// `/dev/null` and standard output and error into one pipe, which the caller reads.
extension Platform {
    /// A running program: its process and the read end of its output.
    struct Child {
        let pid: pid_t
        /// Non-blocking, closed on `exec`.
        let output: Int32
    }

    /// How a program ended.
    enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Starts `program` (searched on `PATH` when it has no `/`) with `arguments`; the
    /// `errno`-style code when it cannot be started.
    static func spawn(_ program: String, _ arguments: [String]) -> Result<Child, PipeError> {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure(PipeError(code: errno)) }
        // The parent's end does not leak into the child, nor into other children.
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        #if canImport(Darwin)
            // Darwin's posix_spawn_file_actions_t is a pointer that init fills
            // (apple-oss-distributions/xnu, libsyscall/wrappers/spawn/spawn.h).
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let argv = ([program] + arguments).map { strdup($0) }
        defer { for argument in argv { free(argument) } }
        // A group of its own, so that killing it kills what it started too (a shell
        // script's `sleep`).
        #if canImport(Darwin)
            // A pointer too (the same spawn.h), as SwiftPM declares it on Darwin
            // (swiftlang/swift-package-manager, Sources/Basics/Concurrency/AsyncProcess.swift).
            var attributes: posix_spawnattr_t? = nil
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv + [nil], childEnvironment)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return .failure(PipeError(code: spawned))
        }
        return .success(Child(pid: pid, output: ends[0]))
    }

    /// Ends a child and its process group at once (SIGKILL): a preview that is no longer
    /// wanted.
    static func kill(_ child: Child) { _ = sendSignal(-child.pid, SIGKILL) }

    /// Waits for a child to end, and closes its output.
    static func wait(for child: Child) -> Ending {
        close(child.output)
        var status: Int32 = 0
        while waitpid(child.pid, &status, 0) < 0 {
            guard errno == EINTR else { return .signalled(0) }
        }
        // The wait status layout of Linux and of Darwin (apple-oss-distributions/xnu,
        // bsd/sys/wait.h): the low 7 bits are the signal, 0 for an exit.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}

/// `kill(2)`, named apart from ``Platform/kill(_:)``.
private func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
    #if canImport(Darwin)
        Darwin.kill(pid, signal)
    #elseif canImport(Musl)
        Musl.kill(pid, signal)
    #else
        Glibc.kill(pid, signal)
    #endif
}

#if canImport(Darwin)
    // Darwin's C headers declare no `environ`; libSystem's _NSGetEnviron returns it
    // (apple-oss-distributions/Libc, include/crt_externs.h), declared here as Swift's own
    // test library declares it (swiftlang/swift,
    // stdlib/private/SwiftPrivateLibcExtras/Subprocess.swift).
    @_silgen_name("_NSGetEnviron")
    private func darwinEnvironment() -> UnsafeMutablePointer<
        UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    >

    /// The environment a child inherits.
    private var childEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        darwinEnvironment().pointee
    }
#else
    /// The environment a child inherits.
    private var childEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
#endif
