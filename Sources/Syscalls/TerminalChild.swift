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
package struct TerminalChild {
    package let pid: Int32

    /// Starts `executable` with standard input from the file at `input`, standard output
    /// to `/dev/null`, and standard error on the terminal, which it opens first in a new
    /// session and so acquires as its controlling terminal.
    package init(
        _ executable: String, _ arguments: [String], input: String, on terminal: PseudoTerminal
    ) throws(Spawn.Failure) {
        #if os(tvOS) || os(watchOS)
            throw Spawn.Failure.cannotSpawn
        #else
            guard let name = ttyname(terminal.slave) else {
                throw Spawn.Failure(
                    description: "the pseudo-terminal has no name: \(Platform.lastErrorMessage)")
            }
            // The terminal is opened first: a session leader with no controlling terminal
            // acquires the first terminal it opens.
            let streams: [(Int32, Platform.Source)] = [
                (2, .terminal(String(cString: name))), (0, .reading(input)), (1, .writing("/dev/null")),
            ]
            switch Platform.start(executable, arguments, streams: streams, alone: .session) {
            case .success(let pid): self.pid = pid
            case .failure(let error):
                throw Spawn.Failure(
                    description: "cannot run \(executable): \(Platform.message(forError: error.code))")
            }
        #endif
    }

    /// Waits for the child to end, and ends it after `seconds` if it has not.
    package func finish(within seconds: Double) {
        let deadline = Platform.now() + seconds
        while Platform.now() < deadline {
            if Platform.hasEnded(pid) { return }
            usleep(10_000)
        }
        Platform.kill(process: pid)
        _ = Platform.wait(for: pid)
    }
}
