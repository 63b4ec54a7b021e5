#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// A program started in a session of its own whose controlling terminal is a
/// pseudo-terminal's slave side, as a shell starts a program in a terminal window: both
/// choosers the bench races open `/dev/tty` for their screen and keys, whatever their
/// standard input is.
struct TerminalChild {
    let pid: pid_t

    /// Starts `executable` with standard input from the file at `input`, standard output
    /// to `/dev/null`, and standard error on the terminal, which it opens first in a new
    /// session and so acquires as its controlling terminal.
    init(
        _ executable: String, _ arguments: [String], input: String, on terminal: PseudoTerminal
    ) throws(Spawn.Failure) {
        #if os(tvOS) || os(watchOS)
            // posix_spawn is unavailable there (apple-oss-distributions/xnu,
            // libsyscall/wrappers/spawn/spawn.h, as the SDK ships it).
            throw Spawn.Failure.cannotSpawn
        #else
            guard let name = ttyname(terminal.slave) else {
                throw Spawn.Failure(
                    description: "the pseudo-terminal has no name: \(String(cString: strerror(errno)))")
            }
            let path = String(cString: name)
            #if canImport(Darwin)
                // Pointers that init fills (apple-oss-distributions/xnu,
                // libsyscall/wrappers/spawn/spawn.h).
                var actions: posix_spawn_file_actions_t? = nil
                var attributes: posix_spawnattr_t? = nil
                // sys/spawn.h of the macOS SDK: POSIX_SPAWN_SETSID 0x0400 (macOS 10.15).
                let newSession: Int32 = 0x0400
            #else
                var actions = posix_spawn_file_actions_t()
                var attributes = posix_spawnattr_t()
                // glibc's spawn.h defines it (0x80) only for _GNU_SOURCE; glibc 2.26 and later.
                let newSession: Int32 = 0x80
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            posix_spawnattr_setflags(&attributes, Int16(newSession))
            // The terminal is opened first and without O_NOCTTY: a session leader with no
            // controlling terminal acquires the first terminal it opens (Linux's tty_open;
            // XNU's ttyopen in bsd/kern/tty.c).
            posix_spawn_file_actions_addopen(&actions, 2, path, O_RDWR, 0)
            posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            let argv = ([executable] + arguments).map { strdup($0) }
            defer { for argument in argv { free(argument) } }
            var pid = pid_t()
            let spawned = posix_spawn(
                &pid, executable, &actions, &attributes, argv + [nil], processEnvironment)
            guard spawned == 0 else {
                throw Spawn.Failure(
                    description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
            }
            self.pid = pid
        #endif
    }

    /// Waits for the child to end, and ends it after `seconds` if it has not.
    func finish(within seconds: Double) {
        let deadline = now() + seconds
        var status: Int32 = 0
        while now() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }
}
