import Foundation
import Testing

@testable import SectionsTestSupport

/// The live-progress playground in a real terminal (tmux): the display redraws in place,
/// so the screen ends with one report, the final one, under the command line.
@Suite struct LiveProgressTerminalTests {
    @Test(.needsTmux) func theScreenEndsWithTheFinalReportDrawnOnce() throws {
        let terminal = try TmuxSession(columns: 48, rows: 24)
        let program = Products.directory.appendingPathComponent("live-progress").path
        try terminal.run("'\(program)'; echo status-$?")
        try terminal.wait(for: "the playground to end") { $0.contains("status-0") }
        let screen = try terminal.screen()
        let start = try #require(screen.firstIndex(of: "Release build"))
        #expect(
            Array(screen[start...].prefix(11)) == [
                "Release build",
                "",
                "Tasks",
                "  Fetch sources                             done",
                "  Resolve packages                          done",
                "  Compile                                   done",
                "  Link                                      done",
                "  Run tests                                 done",
                "",
                "  Overall █████████████████████████████ 100% 5/5",
                "status-0",
            ])
        #expect(screen.filter { $0 == "Release build" }.count == 1)
    }
}
