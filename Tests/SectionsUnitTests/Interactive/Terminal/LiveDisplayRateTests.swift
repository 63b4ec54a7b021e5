import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Versions that come faster than the display's interval are coalesced, the newest drawn
/// when the interval has passed or at the end; where the output is not a terminal only the
/// final version is written, once, with no escape. Timed by a clock the test moves.
@Suite struct LiveDisplayRateTests {
    func report(_ done: Int) -> Document {
        Document(title: "Copy") {
            Section {
                ProgressView("Files", value: done, total: 40)
                Row("Current", "file-\(done).txt")
            }
        }
    }

    @Test func updatesWithinTheIntervalWaitAndTheNewestIsDrawnWhenItHasPassed() throws {
        let clock = ManualClock()
        var display = LiveDisplay(terminal: LiveDisplayTests.terminal, clock: clock)
        #expect(display.minimumInterval == .milliseconds(100))
        var first = ""
        try display.update(to: report(1), width: 40, into: &first)
        #expect(first.contains("file-1.txt"))
        for done in 2...5 {
            clock.advance(by: .milliseconds(20))
            var bytes = ""
            try display.update(to: report(done), width: 40, into: &bytes)
            #expect(bytes == "", "update \(done) came within the interval")
        }
        clock.advance(by: .milliseconds(20))
        var due = ""
        try display.update(to: report(6), width: 40, into: &due)
        #expect(due.contains("file-6.txt"))
        #expect(!due.contains("file-5.txt"))
        // The interval counts from the last drawing, not from the last update.
        clock.advance(by: .milliseconds(99))
        var early = ""
        try display.update(to: report(7), width: 40, into: &early)
        #expect(early == "")
        clock.advance(by: .milliseconds(1))
        var onTime = ""
        try display.update(to: report(8), width: 40, into: &onTime)
        #expect(onTime.contains("file-8.txt"))
    }

    @Test func refreshDrawsTheWaitingVersionAtOnceAndRestartsTheInterval() throws {
        let clock = ManualClock()
        var display = LiveDisplay(terminal: LiveDisplayTests.terminal, clock: clock)
        var bytes = ""
        try display.update(to: report(1), width: 40, into: &bytes)
        #expect(!display.isWaiting)
        clock.advance(by: .milliseconds(10))
        try display.update(to: report(2), width: 40, into: &bytes)
        #expect(display.isWaiting)
        var refreshed = ""
        try display.refresh(into: &refreshed)
        #expect(refreshed.contains("file-2.txt"))
        #expect(!display.isWaiting)
        var again = ""
        try display.refresh(into: &again)
        #expect(again == "")
        clock.advance(by: .milliseconds(50))
        try display.update(to: report(3), width: 40, into: &again)
        #expect(again == "", "the interval counts from the refresh")
        let pipe = TerminalEnvironment(variables: [:], isTerminal: false, terminalColumns: nil)
        var quiet = LiveDisplay(terminal: pipe)
        var none = ""
        try quiet.update(to: report(1), width: 40, into: &none)
        try quiet.refresh(into: &none)
        #expect(none == "" && quiet.isWaiting)
    }

    @Test(.needsPythonCheckers) func finishDrawsTheVersionThatWaitedAndLeavesTheFinalScreen() throws {
        let clock = ManualClock()
        var display = LiveDisplay(terminal: LiveDisplayTests.terminal, clock: clock)
        var bytes = ""
        for done in 0...40 {
            try display.update(to: report(done), width: 44, into: &bytes)
            clock.advance(by: .milliseconds(7))
        }
        #expect(!bytes.contains("file-40.txt"))
        try display.finish(into: &bytes)
        #expect(
            try Checkers.screen(of: bytes, columns: 44) == (try PlainRenderer.render(report(40), width: 44)))
        var again = ""
        try display.finish(into: &again)
        #expect(again == "")
    }

    @Test func aPipeGetsOnlyTheFinalVersionWithNoEscape() throws {
        for terminal in [
            TerminalEnvironment(variables: ["TERM": "xterm"], isTerminal: false, terminalColumns: 80),
            TerminalEnvironment(variables: ["TERM": "dumb"], isTerminal: true, terminalColumns: 80),
        ] {
            var display = LiveDisplay(terminal: terminal, minimumInterval: .zero)
            #expect(!display.redraws)
            var bytes = ""
            for done in 0...40 { try display.update(to: report(done), width: 44, into: &bytes) }
            #expect(bytes == "")
            try display.finish(into: &bytes)
            #expect(bytes == (try PlainRenderer.render(report(40), width: 44)))
            #expect(!bytes.contains("\u{1B}"))
            #expect(bytes.hasPrefix("Copy\n\n  Files █"))
        }
    }

    @Test func anInvalidWidthIsRefusedAtTheUpdateEvenInAPipe() throws {
        let pipe = TerminalEnvironment(variables: [:], isTerminal: false, terminalColumns: nil)
        var display = LiveDisplay(terminal: pipe)
        var bytes = ""
        try display.update(to: report(1), width: 40, into: &bytes)
        #expect(throws: LayoutError(width: 7)) { try display.update(to: report(2), width: 7, into: &bytes) }
        try display.finish(into: &bytes)
        #expect(bytes == (try PlainRenderer.render(report(1), width: 40)))
    }

    @Test(.needsPythonCheckers) func afterFinishANewDisplayStartsBelowTheOldOne() throws {
        let clock = ManualClock()
        var display = LiveDisplay(terminal: LiveDisplayTests.terminal, clock: clock)
        var bytes = ""
        try display.update(to: report(39), width: 40, into: &bytes)
        try display.update(to: report(40), width: 40, into: &bytes)
        try display.finish(into: &bytes)
        let done = Document { Section { Text("Done.") } }
        try display.update(to: done, width: 40, into: &bytes)
        let expected = try PlainRenderer.render(report(40), width: 40) + "  Done.\n"
        #expect(try Checkers.screen(of: bytes, columns: 40) == expected)
    }

    /// Seeded random runs of progress reports, updated at random moments on a moving
    /// clock: whatever was coalesced, a VT100 emulator shows the final report exactly as
    /// the plain renderer prints it.
    @Test(.needsPythonCheckers) func theFinalScreenIsTheFinalPlainRendering() throws {
        var random = RandomContent.Generator(seed: 0x11_7E)
        var outputs: [String] = []
        var finals: [String] = []
        for _ in 0..<12 {
            let clock = ManualClock()
            var display = LiveDisplay(terminal: LiveDisplayTests.terminal, clock: clock)
            var bytes = ""
            var document = Document { Section {} }
            for step in 0..<Int.random(in: 1...30, using: &random) {
                let rows = Int.random(in: 1...4, using: &random)
                document = Document(title: "Step \(step)") {
                    Section {
                        for row in 0..<rows {
                            if Bool.random(using: &random) {
                                ProgressView("Job \(row)", value: Double.random(in: 0...1, using: &random))
                            } else {
                                ProgressView("Job \(row)", tick: step).rate(Double(step), unit: "files")
                            }
                        }
                    }
                }
                try display.update(to: document, width: 50, into: &bytes)
                clock.advance(by: .milliseconds(Int.random(in: 0...150, using: &random)))
            }
            try display.finish(into: &bytes)
            outputs.append(bytes)
            finals.append(try PlainRenderer.render(document, width: 50))
        }
        let screens = try Checkers.terminal(outputs, width: 50)
        let expected = try Checkers.terminal(finals, width: 50)
        #expect(screens.map(\.lines) == expected.map(\.lines))
    }
}
