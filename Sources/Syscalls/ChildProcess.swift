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
    package struct Child {
        package let pid: Int32
        /// Non-blocking, closed on `exec`.
        package let output: Int32
    }

    /// How a program ended.
    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Starts `program` (searched on `PATH` when it has no `/`) with `arguments`, in a
    /// process group of its own; the `errno`-style code when it cannot be started.
    @available(tvOS, unavailable, message: "programs cannot be started on tvOS")
    @available(watchOS, unavailable, message: "programs cannot be started on watchOS")
    package static func spawn(_ program: String, _ arguments: [String]) -> Result<Child, PipeError> {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure(PipeError(code: errno)) }
        // The parent's end does not leak into the child, nor into other children.
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        // A group of its own, so that killing it kills what it started too (a shell
        // script's `sleep`).
        let started = start(program, arguments, input: nil, output: ends[1], errors: ends[1], alone: .group)
        close(ends[1])
        switch started {
        case .success(let pid): return .success(Child(pid: pid, output: ends[0]))
        case .failure(let error):
            close(ends[0])
            return .failure(error)
        }
    }

    /// What a child is kept apart in.
    package enum Separation: Sendable {
        /// A process group of its own, in the parent's session: a signal to the group
        /// reaches what it started.
        case group
        /// A session of its own, with no controlling terminal: `/dev/tty` cannot be
        /// opened there, as under `setsid(1)`.
        case session
    }

    /// Where one of a child's descriptors comes from, set up in the child before `exec`.
    package enum Source: Sendable {
        /// A copy of this descriptor of the parent's.
        case descriptor(Int32)
        /// This file, read-only.
        case reading(String)
        /// This file, created or truncated, write-only.
        case writing(String)
        /// This terminal, read-write; in a new session, the first one opened becomes the
        /// controlling terminal (Linux's tty_open; XNU's ttyopen in bsd/kern/tty.c).
        case terminal(String)
    }

    /// Starts `program` (searched on `PATH` when it has no `/`) with `arguments` and these
    /// descriptors as its standard input (`/dev/null` when `nil`), output and error; its
    /// process id, or the `errno`-style code when it cannot be started.
    @available(tvOS, unavailable, message: "programs cannot be started on tvOS")
    @available(watchOS, unavailable, message: "programs cannot be started on watchOS")
    package static func start(
        _ program: String, _ arguments: [String], input: Int32?, output: Int32, errors: Int32,
        alone separation: Separation
    ) -> Result<Int32, PipeError> {
        let stdin: Source = input.map { .descriptor($0) } ?? .reading("/dev/null")
        return start(
            program, arguments, streams: [(0, stdin), (1, .descriptor(output)), (2, .descriptor(errors))],
            alone: separation)
    }

    /// Starts `program` (searched on `PATH` when it has no `/`) with `arguments`, its
    /// descriptors set up from `streams` in their order, kept apart from this process as
    /// `separation` says (in this process's group when `nil`); its process id, or the
    /// `errno`-style code when it cannot be started. The one place the package spawns.
    // posix_spawn is unavailable on tvOS and watchOS (apple-oss-distributions/xnu,
    // libsyscall/wrappers/spawn/spawn.h: `__API_UNAVAILABLE(watchos, tvos)`).
    @available(tvOS, unavailable, message: "programs cannot be started on tvOS")
    @available(watchOS, unavailable, message: "programs cannot be started on watchOS")
    package static func start(
        _ program: String, _ arguments: [String], streams: [(Int32, Source)], alone separation: Separation?
    ) -> Result<Int32, PipeError> {
        #if canImport(Darwin)
            // Darwin's posix_spawn_file_actions_t is a pointer that init fills
            // (apple-oss-distributions/xnu, libsyscall/wrappers/spawn/spawn.h).
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, source) in streams {
            switch source {
            case .descriptor(let parent): posix_spawn_file_actions_adddup2(&actions, parent, descriptor)
            case .reading(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_RDONLY, 0)
            case .writing(let path):
                posix_spawn_file_actions_addopen(
                    &actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .terminal(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_RDWR, 0)
            }
        }
        let argv = ([program] + arguments).map { strdup($0) }
        defer { for argument in argv { free(argument) } }
        #if canImport(Darwin)
            // A pointer too (the same spawn.h), as SwiftPM declares it on Darwin
            // (swiftlang/swift-package-manager, Sources/Basics/Concurrency/AsyncProcess.swift).
            var attributes: posix_spawnattr_t? = nil
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with no signal blocked and every signal at its default, whatever
        // the calling thread blocks or this process ignores (a concurrency thread blocks
        // most; SIGPIPE may be ignored), as swiftlang/swift-tools-support-core's
        // Sources/TSCBasic/Process/Process.swift starts its children.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigemptyset(&everySignal)
        // SIGKILL and SIGSTOP cannot be changed, and Linux refuses a set that holds them.
        for signal in 1..<Int32(32) where signal != SIGKILL && signal != SIGSTOP {
            sigaddset(&everySignal, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        let signalFlags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        switch separation {
        case .group:
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | signalFlags))
            posix_spawnattr_setpgroup(&attributes, 0)
        case .session:
            posix_spawnattr_setflags(&attributes, Int16(spawnNewSession | signalFlags))
        case nil:
            posix_spawnattr_setflags(&attributes, Int16(signalFlags))
        }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv + [nil], childEnvironment)
        return spawned == 0 ? .success(pid) : .failure(PipeError(code: spawned))
    }

    /// Ends a child and its process group at once (SIGKILL): a preview that is no longer
    /// wanted.
    package static func kill(_ child: Child) { _ = sendSignal(-child.pid, SIGKILL) }

    /// Waits for a child to end, and closes its output.
    package static func wait(for child: Child) -> Ending {
        close(child.output)
        return wait(for: child.pid)
    }

    /// Waits for the process `pid`, a child of this one, to end.
    package static func wait(for pid: Int32) -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .signalled(0) }
        }
        return ending(of: status)
    }
}

extension Platform {
    /// What a child that ended used: its peak resident set size and processor time.
    package struct Usage: Sendable {
        /// Peak resident set size in bytes (`ru_maxrss`, which Linux gives in KiB and
        /// Darwin in bytes).
        package var peakBytes: Int
        /// The processor time of all its threads, user and system, in seconds.
        package var cpuSeconds: Double
    }

    /// Waits for the process `pid`, a child of this one, to end, with `wait4`, which
    /// returns the `rusage` of exactly that child; `nil` with `errno` set when it cannot.
    package static func waitWithUsage(for pid: Int32) -> (ending: Ending, usage: Usage)? {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        #if canImport(Darwin)
            // Bytes on Darwin (apple-oss-distributions/xnu, bsd/man/man2/getrusage.2).
            let peakBytes = Int(usage.ru_maxrss)
        #else
            let peakBytes = Int(usage.ru_maxrss) * 1024
        #endif
        return (ending(of: status), Usage(peakBytes: peakBytes, cpuSeconds: cpu))
    }

    /// A `timeval` in seconds; a function of its own, as the sum written inline took the
    /// type checker a second and a half.
    private static func seconds(_ time: timeval) -> Double {
        let whole = Double(time.tv_sec)
        let micro = Double(time.tv_usec)
        return whole + micro / 1e6
    }

    /// Whether the child `pid` has ended, without waiting; reaps it when it has.
    package static func hasEnded(_ pid: Int32) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid
    }

    /// Ends the process `pid` at once (SIGKILL).
    package static func kill(process pid: Int32) { _ = sendSignal(pid, SIGKILL) }

    /// How a process ended, from its wait status: the layout of Linux and of Darwin
    /// (apple-oss-distributions/xnu, bsd/sys/wait.h), the low 7 bits the signal, 0 for an
    /// exit.
    private static func ending(of status: Int32) -> Ending {
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
    /// posix_spawn's flag for a new session: 0x0400 (apple-oss-distributions/xnu,
    /// bsd/sys/spawn.h), since macOS 10.15 and iOS 13.
    private let spawnNewSession = POSIX_SPAWN_SETSID
#else
    /// posix_spawn's flag for a new session: 0x80, glibc 2.26's `POSIX_SPAWN_SETSID`
    /// (posix/spawn.h), which Swift's Glibc module does not import: glibc declares it
    /// for `_GNU_SOURCE` only.
    private let spawnNewSession: Int32 = 0x80
#endif

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
