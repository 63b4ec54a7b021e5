import Core
import Syscalls

/// A terminal in raw mode: the controlling terminal (`/dev/tty`, so a list works while
/// standard output is captured, as in `choice=$(sections pick …)`), or descriptors given.
///
/// Owned by one thread, the session's. ``restore()`` gives the settings back as they were
/// found; it runs on every way out, and ``release()`` also closes what was opened.
package final class TerminalDevice {
    package let input: Int32
    package let output: Int32
    private let ownsDescriptors: Bool
    private let modes: Platform.TerminalModes
    private var released = false

    /// Opens the terminal and switches it to raw mode.
    ///
    /// - Parameters:
    ///   - descriptors: The input and output, or `nil` for `/dev/tty`.
    ///   - term: The value of `TERM`.
    /// - Throws: ``InteractiveListError/dumbTerminal`` when `TERM` is unset or `dumb`,
    ///   ``InteractiveListError/noTerminal(reason:)`` when there is no terminal.
    package init(descriptors: (input: Int32, output: Int32)?, term: String?) throws(InteractiveListError) {
        let input: Int32
        let output: Int32
        if let descriptors {
            (input, output) = descriptors
        } else {
            let descriptor = Platform.openControllingTerminal(forWriting: true)
            guard descriptor >= 0 else {
                throw .noTerminal(reason: "cannot open /dev/tty (\(Platform.lastErrorMessage))")
            }
            (input, output) = (descriptor, descriptor)
        }
        let owns = descriptors == nil
        guard Platform.isTerminal(input), Platform.isTerminal(output),
            let modes = Platform.TerminalModes(input)
        else {
            if owns { Platform.closeDescriptor(input) }
            let which = owns ? "/dev/tty" : "the descriptors given"
            throw .noTerminal(reason: "\(which) \(owns ? "is" : "are") not a terminal")
        }
        guard let term, !term.isEmpty, term != "dumb" else {
            if owns { Platform.closeDescriptor(input) }
            throw .dumbTerminal
        }
        self.input = input
        self.output = output
        self.ownsDescriptors = owns
        self.modes = modes
        takeSettings()
    }

    /// Raw mode, again after the terminal was given back.
    package func takeSettings() { modes.takeRaw() }

    /// The settings as they were found.
    package func restore() { modes.restore() }

    /// Restores the settings and closes `/dev/tty` if it was opened here.
    package func release() {
        guard !released else { return }
        restore()
        if ownsDescriptors { Platform.closeDescriptor(input) }
        released = true
    }

    deinit { release() }

    /// The terminal's size, or `nil` when it does not say.
    package var size: (rows: Int, columns: Int)? {
        guard let size = Platform.windowSize(of: output), size.rows > 0, size.columns > 0 else { return nil }
        return size
    }

    /// Writes all of `text`; `false` when the terminal is gone.
    @discardableResult
    package func write(_ text: String) -> Bool { Self.write(text, to: output) }

    /// Writes all of `text` to `descriptor`, again after an interruption or a full buffer;
    /// `false` when the descriptor is gone.
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Platform.writeBytes(
                    descriptor, from: bytes.baseAddress! + offset, count: bytes.count - offset)
                let error = Platform.errorNumber
                if written < 0, Platform.wasInterrupted(error) || Platform.wouldBlock(error) { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }

    /// Reads what is there after `poll` said so: `nil` at the end of input (a hung-up
    /// terminal), `[]` when interrupted.
    package func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes {
            Platform.readBytes(input, into: $0.baseAddress, count: $0.count)
        }
        if count > 0 { return Array(buffer[..<count]) }
        let error = Platform.errorNumber
        return count < 0 && (Platform.wasInterrupted(error) || Platform.wouldBlock(error)) ? [] : nil
    }
}
