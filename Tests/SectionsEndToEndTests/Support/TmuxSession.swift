import Foundation
import Sections
import Syscalls
import Testing

@testable import SectionsTestSupport

/// A tmux server of a test's own, with one window running `bash` in a folder of its own:
/// a real terminal, with a shell's job control, to run the interactive commands in.
final class TmuxSession {
    let socket = "sections-test-\(UUID().uuidString)"
    let folder: URL

    /// Starts `bash` in a window of `columns` × `rows`, in a new temporary folder.
    init(columns: Int = 40, rows: Int = 12, environment: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let variables = (["PS1": "$ ", "TERM": "xterm-256color"].merging(environment) { $1 })
            .sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        _ = try tmux(
            "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-c", folder.path,
            "env \(variables) bash --norc --noprofile")
    }

    deinit {
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs a tmux command. The server that the first command starts keeps the client's
    /// descriptors, so the client is waited for by its process, not by its output's end.
    @discardableResult
    func tmux(_ arguments: String...) throws -> String {
        let result = try Products.spawn(
            Requirements.tmux ?? "/usr/bin/tmux", ["-L", socket] + arguments, alone: .group)
        guard result.status == 0 else {
            throw Products.Failure(description: "tmux \(arguments.joined(separator: " ")): \(result.errors)")
        }
        return result.output
    }

    /// Types a shell command line and Enter.
    func run(_ commandLine: String) throws {
        try tmux("send-keys", "-l", commandLine)
        try tmux("send-keys", "Enter")
    }

    /// Presses keys by tmux's names (`Down`, `Enter`, `C-z`, `Space`, `Escape`).
    func press(_ keys: String...) throws {
        for key in keys { try tmux("send-keys", key) }
    }

    /// Sends bytes as they are, such as a mouse report.
    func send(bytes: String) throws {
        try tmux("send-keys", "-l", bytes)
    }

    /// The screen, one line per row.
    func screen() throws -> [String] {
        try tmux("capture-pane", "-p").split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    /// Waits until `condition` holds of the screen, for at most ten seconds; records an
    /// issue with the screen otherwise.
    func wait(for description: String, _ condition: ([String]) throws -> Bool) throws {
        for _ in 0..<200 {
            if try condition(try screen()) { return }
            SystemCalls.sleep(microseconds: 50_000)
        }
        Issue.record("the terminal never showed \(description):\n\(try screen().joined(separator: "\n"))")
    }

    /// Waits until a file exists in the folder, for at most ten seconds, and returns its
    /// contents; `nil` (with an issue recorded) when it never appears.
    func file(_ name: String) throws -> String? {
        let url = folder.appendingPathComponent(name)
        for _ in 0..<200 {
            if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") { return text }
            SystemCalls.sleep(microseconds: 50_000)
        }
        Issue.record("\(name) never appeared; the screen:\n\(try screen().joined(separator: "\n"))")
        return nil
    }

    /// The terminal's modes a list changes: the alternate screen, the cursor shown, and
    /// mouse reporting (any, and SGR reports).
    func modes() throws -> String {
        try tmux(
            "display-message", "-p",
            "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag} sgr=#{mouse_sgr_flag}")
    }

    /// The modes once they are `expected`, or as they are after ten seconds: tmux reads
    /// what a program wrote a little after the program wrote it.
    func modes(becoming expected: String) throws -> String {
        for _ in 0..<200 {
            let modes = try modes()
            if modes == expected { return modes }
            SystemCalls.sleep(microseconds: 50_000)
        }
        return try modes()
    }

    static let shown = "alternate=1 cursor=0 mouse=1 sgr=1\n"
    static let shownInline = "alternate=0 cursor=0 mouse=1 sgr=1\n"
    static let restored = "alternate=0 cursor=1 mouse=0 sgr=0\n"

    /// Writes a file into the folder.
    func write(_ text: String, to name: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
}
