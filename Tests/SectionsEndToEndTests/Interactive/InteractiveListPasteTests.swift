import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

// `InteractiveList.run()` needs a terminal, which iOS, tvOS, watchOS and visionOS do not give.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// A megabyte pasted into a list on a pseudo-terminal, bracketed and not: the list draws
    /// the paste's end and answers Esc after it (it froze for hours when each character was an
    /// edit whose cost grew with the filter). What a key costs after a long filter is bounded
    /// by ListModelPasteTests in work, not here in time: a time limit here failed when the
    /// whole suite ran under ThreadSanitizer on two cores and this test waited its turn.
    @Suite(.serialized) struct InteractiveListPasteTests {
        /// A megabyte whose end is told from any start of it.
        static let text = String(repeating: "a", count: 999_990) + "0123456789"

        @Test(arguments: [true, false])
        func aMegabytePasteLeavesTheListAnswering(bracketed: Bool) async throws {
            let terminal = try PseudoTerminal(rows: 10, columns: 40)
            defer { terminal.close() }
            let before = terminal.settings
            let running = InteractiveListTests.run(InteractiveListTests.list(on: terminal))
            try await terminal.waitForFrames(1)
            terminal.type(bracketed ? "\u{1B}[200~" + Self.text + "\u{1B}[201~" : Self.text)
            // The status row shows the filter's end. A frozen list fails here, after a minute
            // of looks unless the test is kept waiting between them.
            try await terminal.waitForOutput(polls: 6_000) { $0.contains("a0123456789") }
            terminal.type("\u{1B}")
            #expect(await running.value == .failure(.cancelled))
            #expect(terminal.settings == before)
        }

        /// In bracketed paste mode a line break in a paste is text, not Enter, and Esc in
        /// it is not Escape: after the paste the list goes on, filtered by the lines joined.
        @Test func aPastedLineBreakIsNotEnter() async throws {
            let terminal = try PseudoTerminal(rows: 10, columns: 40)
            defer { terminal.close() }
            let running = InteractiveListTests.run(InteractiveListTests.list(on: terminal))
            try await terminal.waitForFrames(1)
            terminal.type("\u{1B}[200~cof\r\nfe\u{1B}e\u{1B}[201~")
            try await terminal.waitForOutput { $0.contains("> coffee") && $0.contains("1 of 3") }
            terminal.type("\r")
            #expect(try await running.value.get().map(\.item.id) == ["coffee"])
        }
    }
#endif
