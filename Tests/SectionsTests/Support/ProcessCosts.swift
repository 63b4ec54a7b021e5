import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a child process costs, measured without a clock: the peak of its resident memory
/// as the kernel counts it, and the instructions it runs as valgrind counts them (the same
/// count for the same binary and input, whatever else the machine is doing).
enum ProcessCosts {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether this test process, and so the products built with it, runs under a
    /// sanitizer (Scripts/sanitizers), whose shadow memory and instrumentation change
    /// both costs.
    static let underSanitizer = ["__asan_init", "__tsan_init"].contains { (name: String) in
        dlsym(nil, name) != nil
    }

    /// Runs `executable` with standard input from /dev/null, standard output into the file
    /// at `output`, standard error discarded; returns its exit status and the peak of its
    /// resident memory in bytes (`ru_maxrss` from `wait4`, of this child alone).
    static func peakMemory(
        _ executable: String, _ arguments: [String], output: String
    ) throws -> (status: Int32, bytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else {
                throw Failure(description: "wait4: \(String(cString: strerror(errno)))")
            }
        }
        // Exited: the status's low 7 bits are 0 and the code is in the next byte; else killed.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        return (exitStatus, usage.ru_maxrss * 1024)  // ru_maxrss is in KiB on Linux
    }

    /// The instructions `executable` runs with `arguments`, counted by valgrind's
    /// cachegrind; hashing is made deterministic so that the count is too.
    static func instructions(_ executable: String, _ arguments: [String]) throws -> Int {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind") else {
            throw Failure(description: "needs valgrind (apt-get install valgrind; .ci/run installs it)")
        }
        let result = try Products.launch(
            URL(fileURLWithPath: "/usr/bin/valgrind"),
            ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", executable]
                + arguments,
            input: Data(), environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
        guard result.status == 0,
            let match = result.errors.firstMatch(of: #/I\s+refs:\s+([0-9,]+)/#),
            let count = Int(match.1.filter { $0 != "," })
        else {
            throw Failure(description: "valgrind \(executable) \(arguments) failed: \(result.errors)")
        }
        return count
    }
}
