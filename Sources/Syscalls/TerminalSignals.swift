#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// The signals a list answers while it has the terminal, forwarded to the session's
/// thread through a pipe (the self-pipe trick).
///
/// A handler only writes the signal's number to the pipe: the session's thread, woken
/// from `poll`, does the rest in ordinary code, between two frames, so a frame is never
/// cut by a signal path writing to the same terminal. For SIGTERM, SIGHUP, SIGINT and
/// SIGQUIT that is: restore the terminal, then let the signal do what it did before (end
/// the process, by default; SIGQUIT by default even when it had the runtime's crash
/// handler, which would print a crash report). For SIGTSTP: give the terminal back, stop, and take it again
/// when continued. SIGCONT (after a stop from elsewhere, SIGSTOP) and SIGWINCH make it
/// draw everything again. The handlers the process had are put back afterwards.
package enum TerminalSignals {
    /// The signals that end the process.
    package static let ending = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    package static let all = ending + [stop, continued, windowChanged]

    /// SIGTSTP: the person pressed Ctrl-Z.
    package static let stop = SIGTSTP
    /// SIGCONT: the process goes on after a stop.
    package static let continued = SIGCONT
    /// SIGWINCH: the terminal changed size.
    package static let windowChanged = SIGWINCH

    /// Starts forwarding to `pipe`, a non-blocking write end.
    ///
    /// - Returns: Whether the handlers were installed: `false` while another list has
    ///   them (one list at a time answers signals; the other draws and reads keys only).
    package static func install(pipe: Int32) -> Bool {
        installation.lock()
        defer { installation.unlock() }
        guard signalPipe < 0 else { return false }
        signalPipe = pipe
        for (slot, number) in all.enumerated() {
            sigaction(number, nil, previousActions + slot)
            // A signal the process ignores (`nohup`, a shell's background job) stays
            // ignored: the list must not end on what the program was told to ignore.
            guard !isIgnored(previousActions[slot]) || !ending.contains(number) else { continue }
            var action = sigaction()
            #if canImport(Darwin)
                // Darwin's handler is in the union `__sigaction_u` (apple-oss-distributions/
                // xnu, bsd/sys/signal.h), as swiftlang/swift-tools-support-core's
                // TSCUtility/InterruptHandler.swift sets it.
                action.__sigaction_u.__sa_handler = forward
            #else
                action.__sigaction_handler.sa_handler = forward
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
        return true
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        handler(of: action) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func handler(of action: sigaction) -> Int {
        #if canImport(Darwin)
            // The same union (apple-oss-distributions/xnu, bsd/sys/signal.h).
            unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #else
            unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #endif
    }

    /// Whether `action` is the process's crash handler: the one SIGSEGV has, which is what
    /// the Swift runtime's backtracer installs for SIGQUIT too. It prints a crash report (on
    /// a terminal, it waits for a key) and returns, and a quit is no crash.
    private static func isCrashHandler(_ action: sigaction) -> Bool {
        var crash = sigaction()
        sigaction(SIGSEGV, nil, &crash)
        let address = handler(of: action)
        return address == handler(of: crash) && address != unsafeBitCast(SIG_DFL, to: Int.self)
            && address != unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Puts back the handlers the process had.
    package static func uninstall() {
        installation.lock()
        defer { installation.unlock() }
        for (slot, number) in all.enumerated() { sigaction(number, previousActions + slot, nil) }
        signalPipe = -1
    }

    /// Runs `body` with the handler the process had for `number`, then forwards again:
    /// raising a signal from there does what it would have done without the list. For
    /// SIGQUIT the crash handler is not that: the default action, ending the process by
    /// the signal, is.
    package static func withPreviousAction(for number: Int32, _ body: () -> Void) {
        guard let slot = all.firstIndex(of: number) else { return body() }
        var previous = previousActions[slot]
        if number == SIGQUIT, isCrashHandler(previous) {
            previous = sigaction()  // zeroed: SIG_DFL, no flags
            sigemptyset(&previous.sa_mask)
        }
        var ours = sigaction()
        sigaction(number, &previous, &ours)
        body()
        sigaction(number, &ours, nil)
    }

    /// Raises `number` as the process had it handled; blocked signals are let through
    /// first, since a stop or an end must happen here, before the terminal is taken again.
    package static func raiseAsBefore(_ number: Int32) {
        withPreviousAction(for: number) {
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            raise(number)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
    }
}

/// The pipe the handlers write to; set before they are installed.
private nonisolated(unsafe) var signalPipe: Int32 = -1
/// The handlers before ours, in the order of ``TerminalSignals/all``. Memory allocated
/// for the C type, not a global of it (see the note on C structs with padding in
/// Swift 6.3.1's zero-initialised globals).
private nonisolated(unsafe) let previousActions = UnsafeMutablePointer<sigaction>.allocate(
    capacity: TerminalSignals.all.count)

/// Held while the handlers are installed or uninstalled.
private let installation = Platform.Lock()

/// The handler: async-signal-safe, it saves errno and writes one byte.
private func forward(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = Platform.writeBytes(signalPipe, from: &byte, count: 1)
    errno = saved
}
