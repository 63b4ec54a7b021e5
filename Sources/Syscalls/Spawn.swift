#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// One run of a child process: how long it took from spawn to exit, its peak memory, and
/// how it ended.
package struct ChildRun {
    /// Wall time from just before `posix_spawn` to just after `wait4`, in seconds.
    package var seconds: Double
    /// The child's peak resident set size in bytes (`ru_maxrss`, which Linux gives in KiB
    /// and Darwin in bytes).
    package var peakBytes: Int
    /// The processor time of all the child's threads, user and system, in seconds.
    package var cpuSeconds: Double = 0
    /// The exit status, or `nil` when a signal ended the child.
    package var exitStatus: Int32?
    /// The signal that ended the child, if one did.
    package var signal: Int32?

    /// Whether the child exited with status 0.
    package var succeeded: Bool { exitStatus == 0 }

    /// How the child ended, for a message: "exit status 2" or "signal 11".
    package var ending: String {
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
package enum Spawn {
    /// The error when a program cannot be started at all.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) { self.description = description }

        /// tvOS and watchOS let no program start another: the bench runs on macOS and Linux.
        package static let cannotSpawn = Failure(
            description: "programs cannot be started on tvOS and watchOS")
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
    package static func run(
        _ executable: String, _ arguments: [String], output: String = "/dev/null",
        errors: String = "/dev/null"
    ) throws(Failure) -> ChildRun {
        #if os(tvOS) || os(watchOS)
            throw Failure.cannotSpawn
        #else
            let start = Platform.now()
            let streams: [(Int32, Platform.Source)] = [
                (0, .reading("/dev/null")), (1, .writing(output)), (2, .writing(errors)),
            ]
            let pid: Int32
            switch Platform.start(executable, arguments, streams: streams, alone: nil) {
            case .success(let started): pid = started
            case .failure(let error):
                throw Failure(
                    description: "cannot run \(executable): \(Platform.message(forError: error.code))")
            }
            guard let (ending, usage) = Platform.waitWithUsage(for: pid) else {
                throw Failure(description: "waiting for \(executable): \(Platform.lastErrorMessage)")
            }
            var run = ChildRun(
                seconds: Platform.now() - start, peakBytes: usage.peakBytes, cpuSeconds: usage.cpuSeconds)
            switch ending {
            case .exited(let status): run.exitStatus = status
            case .signalled(let signal): run.signal = signal
            }
            return run
        #endif
    }

    /// Runs a program and returns what it wrote to standard output and error, for short
    /// outputs such as `swiftc --version`; `nil` when it cannot start or does not succeed.
    package static func capture(
        _ executable: String, _ arguments: [String], scratch: String
    ) -> (run: ChildRun, output: String, errors: String)? {
        let output = scratch + ".out"
        let errors = scratch + ".err"
        defer {
            FileSystem.remove(output)
            FileSystem.remove(errors)
        }
        guard let run = try? Spawn.run(executable, arguments, output: output, errors: errors) else {
            return nil
        }
        return (run, FileSystem.contents(of: output) ?? "", FileSystem.contents(of: errors) ?? "")
    }
}
