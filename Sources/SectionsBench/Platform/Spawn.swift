#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// One run of a child process: how long it took from spawn to exit, its peak memory, and
/// how it ended.
struct ChildRun {
    /// Wall time from just before `posix_spawn` to just after `wait4`, in seconds.
    var seconds: Double
    /// The child's peak resident set size in bytes (`ru_maxrss`, which Linux gives in KiB
    /// and Darwin in bytes).
    var peakBytes: Int
    /// The processor time of all the child's threads, user and system, in seconds.
    var cpuSeconds: Double = 0
    /// The exit status, or `nil` when a signal ended the child.
    var exitStatus: Int32?
    /// The signal that ended the child, if one did.
    var signal: Int32?

    /// Whether the child exited with status 0.
    var succeeded: Bool { exitStatus == 0 }

    /// How the child ended, for a message: "exit status 2" or "signal 11".
    var ending: String {
        if let exitStatus { return "exit status \(exitStatus)" }
        return "signal \(signal ?? 0)"
    }
}

/// Launches programs with `posix_spawn` and waits with `wait4`.
///
/// `wait4` returns the `rusage` of exactly that child, so each run reports its own peak
/// memory, which Foundation's `Process` does not give; and the bench needs nothing else
/// from Foundation. Standard input reads `/dev/null`; standard output and error go to files
/// (by default `/dev/null`, so that writing costs what it costs in a pipeline to nowhere).
enum Spawn {
    /// The error when a program cannot be started at all.
    struct Failure: Error, CustomStringConvertible {
        var description: String

        /// tvOS and watchOS let no program start another: the bench runs on macOS and Linux.
        static let cannotSpawn = Failure(description: "programs cannot be started on tvOS and watchOS")
    }

    /// Runs `executable` with `arguments` and waits for it.
    ///
    /// - Parameters:
    ///   - executable: The program's path (no `PATH` search; see ``Toolchain``).
    ///   - arguments: The arguments after the program name.
    ///   - output: Where standard output goes, truncated first; `/dev/null` by default.
    ///   - errors: Where standard error goes; `/dev/null` by default.
    /// - Returns: The time, peak memory and ending of the run.
    /// - Throws: ``Failure`` when the program cannot be spawned (missing, not executable).
    static func run(
        _ executable: String, _ arguments: [String], output: String = "/dev/null",
        errors: String = "/dev/null"
    ) throws(Failure) -> ChildRun {
        #if os(tvOS) || os(watchOS)
            // posix_spawn is unavailable there (apple-oss-distributions/xnu,
            // libsyscall/wrappers/spawn/spawn.h, as the SDK ships it).
            throw Failure.cannotSpawn
        #else
            #if canImport(Darwin)
                // Darwin's posix_spawn_file_actions_t is a pointer that init fills
                // (apple-oss-distributions/xnu, libsyscall/wrappers/spawn/spawn.h).
                var actions: posix_spawn_file_actions_t? = nil
            #else
                var actions = posix_spawn_file_actions_t()
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            let writing = O_WRONLY | O_CREAT | O_TRUNC
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output, writing, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, errors, writing, 0o644)

            let argv = ([executable] + arguments).map { strdup($0) }
            defer { for argument in argv { free(argument) } }
            var pid = pid_t()
            let start = now()
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], processEnvironment)
            guard spawned == 0 else {
                throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
            }
            var status: Int32 = 0
            var usage = rusage()
            while wait4(pid, &status, 0, &usage) < 0 {
                guard errno == EINTR else {
                    throw Failure(
                        description: "waiting for \(executable): \(String(cString: strerror(errno)))")
                }
            }
            let seconds = now() - start
            // The wait status layout of Linux and of Darwin (apple-oss-distributions/xnu,
            // bsd/sys/wait.h): the low 7 bits are the signal, 0 for an exit.
            let signal = status & 0x7f
            let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) {
                $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6
            }
            #if canImport(Darwin)
                // Bytes on Darwin (apple-oss-distributions/xnu, bsd/man/man2/getrusage.2).
                let peakBytes = Int(usage.ru_maxrss)
            #else
                let peakBytes = Int(usage.ru_maxrss) * 1024
            #endif
            return ChildRun(
                seconds: seconds, peakBytes: peakBytes, cpuSeconds: cpu,
                exitStatus: signal == 0 ? (status >> 8) & 0xff : nil, signal: signal == 0 ? nil : signal)
        #endif
    }

    /// Runs a program and returns what it wrote to standard output and error, for short
    /// outputs such as `swiftc --version`; `nil` when it cannot start or does not succeed.
    static func capture(
        _ executable: String, _ arguments: [String], scratch: String
    ) -> (run: ChildRun, output: String, errors: String)? {
        let output = scratch + ".out"
        let errors = scratch + ".err"
        defer {
            unlink(output)
            unlink(errors)
        }
        guard let run = try? Spawn.run(executable, arguments, output: output, errors: errors) else {
            return nil
        }
        return (run, FileSystem.contents(of: output) ?? "", FileSystem.contents(of: errors) ?? "")
    }
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
    var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        darwinEnvironment().pointee
    }
#else
    /// The environment a child inherits.
    var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
#endif
