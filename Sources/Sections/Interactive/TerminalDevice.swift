#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal in raw mode: the controlling terminal (`/dev/tty`, so a list works while
/// standard output is captured, as in `choice=$(sections pick …)`), or descriptors given.
///
/// Owned by one thread, the session's. ``restore()`` gives the settings back as they were
/// found; it runs on every way out, and ``release()`` also closes what was opened.
final class TerminalDevice {
    let input: Int32
    let output: Int32
    private let ownsDescriptors: Bool
    private let original = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private let raw = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private var released = false

    /// Opens the terminal and switches it to raw mode.
    ///
    /// - Parameters:
    ///   - descriptors: The input and output, or `nil` for `/dev/tty`.
    ///   - term: The value of `TERM`.
    /// - Throws: ``InteractiveListError/dumbTerminal`` when `TERM` is unset or `dumb`,
    ///   ``InteractiveListError/noTerminal(reason:)`` when there is no terminal.
    init(descriptors: (input: Int32, output: Int32)?, term: String?) throws(InteractiveListError) {
        if let descriptors {
            input = descriptors.input
            output = descriptors.output
            ownsDescriptors = false
        } else {
            let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = "cannot open /dev/tty (\(String(cString: strerror(errno))))"
                original.deallocate()
                raw.deallocate()
                throw .noTerminal(reason: reason)
            }
            input = descriptor
            output = descriptor
            ownsDescriptors = true
        }
        guard isatty(input) == 1, isatty(output) == 1, tcgetattr(input, original) == 0 else {
            let which = ownsDescriptors ? "/dev/tty" : "the descriptors given"
            close()
            throw .noTerminal(reason: "\(which) \(ownsDescriptors ? "is" : "are") not a terminal")
        }
        guard let term, !term.isEmpty, term != "dumb" else {
            close()
            throw .dumbTerminal
        }
        raw.pointee = original.pointee
        cfmakeraw(raw)
        // Output post-processing stays as it was, so that a line feed written by an
        // item's action or a signal path still returns the carriage.
        raw.pointee.c_oflag = original.pointee.c_oflag
        takeSettings()
    }

    private func close() {
        if ownsDescriptors { terminalClose(input) }
        original.deallocate()
        raw.deallocate()
        released = true
    }

    /// Raw mode, again after the terminal was given back.
    func takeSettings() {
        _ = tcsetattr(input, TCSADRAIN, raw)
    }

    /// The settings as they were found.
    func restore() {
        _ = tcsetattr(input, TCSADRAIN, original)
    }

    /// Restores the settings and closes `/dev/tty` if it was opened here.
    func release() {
        guard !released else { return }
        restore()
        close()
    }

    deinit { release() }

    /// The terminal's size, or `nil` when it does not say.
    var size: (rows: Int, columns: Int)? {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return nil
        }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Writes all of `text`; `false` when the terminal is gone.
    @discardableResult
    func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = terminalWrite(output, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR || errno == EAGAIN { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }

    /// Reads what is there after `poll` said so: `nil` at the end of input (a hung-up
    /// terminal), `[]` when interrupted.
    func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { terminalRead(input, $0.baseAddress, $0.count) }
        if count > 0 { return Array(buffer[..<count]) }
        return count < 0 && (errno == EINTR || errno == EAGAIN) ? [] : nil
    }
}

// At file scope the C names are not shadowed by the methods of the types that use them.
func terminalRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

func terminalWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

func terminalClose(_ descriptor: Int32) { _ = close(descriptor) }
