#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The controlling terminal in raw mode, on the alternate screen, for an interactive
/// menu that works while standard output is captured (`choice=$(sections pick …)`).
///
/// The terminal's settings are restored by ``close()``, and by a signal handler if the
/// process is told to end, so the shell is never left in raw mode. Suspended (Ctrl-Z,
/// SIGTSTP), it gives the shell its terminal back as it found it, and takes it again on
/// SIGCONT; the interrupted wait for a key then makes the menu draw itself again.
final class RawTerminal {
    let descriptor: Int32
    private var original = termios()
    private var closed = false

    /// Opens `/dev/tty` and switches it to raw mode.
    ///
    /// - Throws: ``UsageError`` when there is no terminal to talk to.
    init() throws(UsageError) {
        descriptor = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else {
            throw UsageError(
                message: "pick needs a terminal: cannot open /dev/tty (\(String(cString: strerror(errno))))")
        }
        guard tcgetattr(descriptor, &original) == 0 else {
            Posix.close(descriptor)
            throw UsageError(message: "pick needs a terminal: /dev/tty is not one")
        }
        var raw = original
        cfmakeraw(&raw)
        tcsetattr(descriptor, TCSAFLUSH, &raw)
        RestoreOnSignal.install(descriptor: descriptor, settings: original, raw: raw)
        write("\u{1B}[?1049h\u{1B}[?25l")  // alternate screen, cursor hidden
    }

    /// The terminal's size in rows and columns.
    var size: (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return (24, 80)
        }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Posix.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Waits for bytes; `nil` on end of input. With a timeout, returns `[]` when none came.
    func read(timeoutMilliseconds: Int32 = -1) -> [UInt8]? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, timeoutMilliseconds)
        if ready == 0 { return [] }
        if ready < 0 { return errno == EINTR ? [] : nil }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { Posix.read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[..<count]) : (count < 0 && errno == EINTR ? [] : nil)
    }

    /// Leaves the alternate screen, shows the cursor and restores the settings.
    func close() {
        guard !closed else { return }
        closed = true
        write("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(descriptor, TCSAFLUSH, &original)
        RestoreOnSignal.uninstall()
        Posix.close(descriptor)
    }

    deinit { close() }
}

/// What a signal handler needs to restore the terminal. A handler can reach only global
/// state; it is written before the handler is installed and read only by the handler.
private nonisolated(unsafe) var savedDescriptor: Int32 = -1
/// The settings live in memory allocated for a `termios`, not in a global of that type:
/// Swift 6.3.1 emits a zero-initialised global `termios` as 57 bytes (the C struct's
/// padding before `c_ispeed` left out) while assigning to it writes all 60, so the
/// assignment wrote 3 bytes past the global (AddressSanitizer: global-buffer-overflow).
private nonisolated(unsafe) let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
/// The raw mode the menu runs in, taken again after a suspension.
private nonisolated(unsafe) let rawSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)

private enum RestoreOnSignal {
    static let signals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// Static strings, so that a handler writes them without allocating.
    static let leave: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
    static let enter: StaticString = "\u{1B}[?1049h\u{1B}[?25l"

    static func install(descriptor: Int32, settings: termios, raw: termios) {
        savedDescriptor = descriptor
        savedSettings.pointee = settings
        rawSettings.pointee = raw
        for number in signals { handle(number) }
        suspendOnTSTP()
        // Continued after a stop that was not ours (SIGSTOP): the shell may have reset the
        // terminal meanwhile.
        signal(SIGCONT) { _ in RestoreOnSignal.takeTerminal() }
    }

    /// The shell's settings, the main screen and the cursor back. Handlers call only
    /// async-signal-safe functions: write, tcsetattr, signal, raise, sigprocmask.
    static func giveTerminal() {
        _ = Posix.write(savedDescriptor, leave.utf8Start, leave.utf8CodeUnitCount)
        tcsetattr(savedDescriptor, TCSAFLUSH, savedSettings)
    }

    /// Raw mode and the alternate screen again.
    static func takeTerminal() {
        _ = Posix.write(savedDescriptor, enter.utf8Start, enter.utf8CodeUnitCount)
        tcsetattr(savedDescriptor, TCSAFLUSH, rawSettings)
    }

    /// On SIGTSTP: give the terminal back, stop right here inside the handler, and take the
    /// terminal again once running. The stop is unblocked inside the handler so that it
    /// happens before the terminal is taken back; when the kernel discards it — a process
    /// group with no shell to resume it, as in `choice=$(sections pick …)` — the menu
    /// simply goes on in raw mode.
    static func suspendOnTSTP() {
        signal(SIGTSTP) { _ in
            RestoreOnSignal.giveTerminal()
            signal(SIGTSTP, SIG_DFL)
            raise(SIGTSTP)
            var stop = sigset_t()
            sigemptyset(&stop)
            sigaddset(&stop, SIGTSTP)
            sigprocmask(SIG_UNBLOCK, &stop, nil)
            RestoreOnSignal.takeTerminal()
            RestoreOnSignal.suspendOnTSTP()
        }
    }

    /// Restores the terminal, then lets the signal do what it does by default: end the
    /// process. The signal is blocked while its handler runs, so the raised one arrives
    /// as the handler returns.
    static func handle(_ number: Int32) {
        signal(number) { number in
            RestoreOnSignal.giveTerminal()
            signal(number, SIG_DFL)
            raise(number)
        }
    }

    static func uninstall() {
        for number in signals + [SIGTSTP, SIGCONT] { signal(number, SIG_DFL) }
    }
}
