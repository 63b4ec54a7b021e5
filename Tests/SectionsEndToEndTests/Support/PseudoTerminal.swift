import Foundation
import Syscalls

@testable import SectionsTestSupport

/// A pseudo-terminal for a list to run on in the test's own process: the list gets the
/// terminal side; the test types into the other side and reads what the list wrote, which
/// a thread of its own keeps draining so that the list never blocks on a full buffer.
final class PseudoTerminal: @unchecked Sendable {
    let controller: Int32
    let terminal: Int32
    private let lock = NSLock()
    private var received: [UInt8] = []
    private var finished = false

    struct Failure: Error {}

    init(rows: Int, columns: Int) throws {
        guard let (controller, terminal) = SystemCalls.openPseudoTerminal(rows: rows, columns: columns) else {
            throw Failure()
        }
        self.controller = controller
        self.terminal = terminal
        let thread = Thread { [self] in drain() }
        thread.start()
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                Platform.readBytes(controller, into: $0.baseAddress, count: $0.count)
            }
            if count < 0, SystemCalls.wasInterrupted { continue }
            lock.lock()
            defer { lock.unlock() }
            guard count > 0 else {
                finished = true
                return
            }
            received += buffer[..<count]
        }
    }

    /// Everything the list wrote so far.
    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: received, as: UTF8.self)
    }

    /// The terminal's settings as bytes, to compare before and after.
    var settings: [UInt8] { SystemCalls.terminalSettings(terminal) }

    /// Waits until the list has finished drawing `count` frames (each ends by leaving
    /// synchronized output), for at most ten seconds.
    func waitForFrames(_ count: Int) async throws {
        for _ in 0..<1000 {
            if output.components(separatedBy: "\u{1B}[?2026l").count > count { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw Failure()
    }

    /// Waits until the output so far meets `condition`, looking `polls` times, 10 ms apart
    /// (ten seconds unless the test is kept waiting between looks).
    func waitForOutput(polls: Int = 1000, _ condition: (String) -> Bool) async throws {
        for _ in 0..<polls {
            if condition(output) { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw Failure()
    }

    /// Whether the output ends with `text` within ten seconds: the draining thread may
    /// not have read the last bytes yet when the list returns.
    func outputEnds(with text: String) async throws -> Bool {
        for _ in 0..<1000 {
            if output.hasSuffix(text) { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// Types text as a keyboard would.
    func type(_ text: String) {
        var text = text
        _ = text.withUTF8 { Platform.writeBytes(controller, from: $0.baseAddress, count: $0.count) }
    }

    /// Closes the terminal side, which ends the draining thread, then the other side.
    func close() {
        Platform.closeDescriptor(terminal)
        while true {
            lock.lock()
            let done = finished
            lock.unlock()
            if done { break }
            SystemCalls.sleep(microseconds: 1000)
        }
        Platform.closeDescriptor(controller)
    }
}
