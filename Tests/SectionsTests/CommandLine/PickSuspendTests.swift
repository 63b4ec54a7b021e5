import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `sections pick` suspended with SIGTSTP in a real terminal (tmux) under a shell with job
/// control: the terminal is given back as it was, and `fg` brings the menu back.
@Suite(.serialized) struct PickSuspendTests {
    /// A tmux server of this test's own, with one window running `bash`.
    struct Terminal {
        let socket = "sections-test-\(UUID().uuidString)"

        /// Runs a tmux command through the shell, its output into a file: the server that
        /// the first command starts keeps the client's descriptors, and Foundation's
        /// `Process` never sees that client end.
        func tmux(_ arguments: String...) throws -> String {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).out")
            defer { try? FileManager.default.removeItem(at: output) }
            let words = [Requirements.tmux ?? "tmux", "-L", socket] + arguments
            let command = words.map { "'" + $0.replacing("'", with: "'\\''") + "'" }.joined(separator: " ")
            let status = system(command + " > '\(output.path)' 2>/dev/null < /dev/null")
            guard status == 0 else { throw CocoaError(.fileReadUnknown) }
            return try String(contentsOf: output, encoding: .utf8)
        }

        /// Waits until `condition` holds of the pane's screen, for at most five seconds.
        func wait(for description: String, _ condition: (String) throws -> Bool) throws {
            for _ in 0..<100 {
                if try condition(try tmux("capture-pane", "-p")) { return }
                usleep(50_000)
            }
            Issue.record("the terminal never showed \(description): \(try tmux("capture-pane", "-p"))")
        }

        /// Whether the alternate screen is on and the cursor shown.
        func modes() throws -> String {
            try tmux("display-message", "-p", "alternate=#{alternate_on} cursor=#{cursor_flag}")
        }
    }

    @Test(.needsTmux) func suspendingRestoresTheTerminalAndResumingRedraws() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pick-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PickSessionTests.menu.write(
            to: folder.appendingPathComponent("menu.json"), atomically: true, encoding: .utf8)
        let sections = Products.directory.appendingPathComponent("sections").path

        let terminal = Terminal()
        _ = try terminal.tmux(
            "new-session", "-d", "-x", "40", "-y", "12", "-c", folder.path,
            "env PS1='$ ' bash --norc --noprofile")
        defer { _ = try? terminal.tmux("kill-server") }
        _ = try terminal.tmux(
            "send-keys", "'\(sections)' pick menu.json > choice.txt; echo status=$?", "Enter")
        try terminal.wait(for: "the menu") { $0.contains("> Tea") }
        #expect(try terminal.modes() == "alternate=1 cursor=0\n")

        // Stopped by a signal from outside, then by Ctrl-Z; `fg` resumes it each time.
        let shell = try terminal.tmux("display-message", "-p", "#{pane_pid}").filter(\.isNumber)
        for stop in ["kill", "key"] {
            if stop == "kill" {
                #expect(system("pkill -TSTP -P \(shell)") == 0)
            } else {
                _ = try terminal.tmux("send-keys", "C-z")
            }
            try terminal.wait(for: "the shell's prompt") { $0.contains("Stopped") }
            #expect(try terminal.modes() == "alternate=0 cursor=1\n", "after \(stop)")
            _ = try terminal.tmux("send-keys", "clear; fg", "Enter")
            try terminal.wait(for: "the menu again") { $0.hasPrefix("Filter:") && $0.contains("> Tea") }
            #expect(try terminal.modes() == "alternate=1 cursor=0\n", "after \(stop)")
        }

        _ = try terminal.tmux("send-keys", "Down", "Enter")
        // A stopped job's shell line has moved on, so the end shows as the prompt again.
        try terminal.wait(for: "the shell after the choice") { _ in
            try terminal.modes() == "alternate=0 cursor=1\n"
        }
        #expect(
            try String(contentsOf: folder.appendingPathComponent("choice.txt"), encoding: .utf8) == "coffee\n"
        )
    }
}
