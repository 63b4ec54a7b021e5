import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive

// `InteractiveList.run()` needs a terminal, which iOS, tvOS, watchOS and visionOS do not give.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// The public API on a pseudo-terminal in this process: keys, live updates, selection
    /// actions, cancellation, and the errors, with the terminal's settings restored each time.
    @Suite(.serialized) struct InteractiveListTests {
        static let menu = Document {
            Section(header: "Drinks") {
                Text("Tea").id("tea")
                Text("Coffee").id("coffee")
                Text("Water").id("water")
            }
        }

        static func list(_ document: Document = menu, on terminal: PseudoTerminal) -> InteractiveList {
            var list = InteractiveList(document).terminal(
                .descriptors(input: terminal.terminal, output: terminal.terminal))
            list.variables = ["TERM": "xterm-256color"]
            return list
        }

        static func run(_ list: InteractiveList) -> Task<Result<[ChosenItem], InteractiveListError>, Never> {
            Task {
                do throws(InteractiveListError) {
                    return .success(try await list.run())
                } catch {
                    return .failure(error)
                }
            }
        }

        @Test func keysChooseAndTheTerminalIsRestored() async throws {
            let terminal = try PseudoTerminal(rows: 10, columns: 40)
            defer { terminal.close() }
            let before = terminal.settings
            let running = Self.run(Self.list(on: terminal))
            try await terminal.waitForFrames(1)
            #expect(terminal.output.hasPrefix(ScreenRegion(.fullScreen, rows: 10).enter))
            terminal.type("\u{1B}[B\r")
            let result = await running.value
            #expect(try result.get().map(\.path) == [ItemPath(section: 0, item: 1)])
            #expect(try result.get().map(\.item) == [Text("Coffee").id("coffee")])
            #expect(terminal.settings == before)
            #expect(try await terminal.outputEnds(with: ScreenRegion(.fullScreen, rows: 10).leave))
        }

        @MainActor final class Log {
            var entries: [String] = []
        }

        /// After a choice each chosen item's action runs on its actor, in document order,
        /// before `run` returns.
        @MainActor @Test func chosenItemsActionsRunOnTheirActor() async throws {
            let log = Log()
            let menu = Document {
                Section {
                    Text("Tea").id("tea").onSelect { log.entries.append("tea") }
                    Text("Coffee").id("coffee").onSelect { log.entries.append("coffee") }
                    Text("Water").id("water").onSelect { log.entries.append("water") }
                }
            }
            let terminal = try PseudoTerminal(rows: 10, columns: 40)
            defer { terminal.close() }
            let running = Self.run(Self.list(menu, on: terminal).selectionMode(.multiple))
            try await terminal.waitForFrames(1)
            terminal.type("\u{1B}[B\u{1B}[B \u{1B}[A\u{1B}[A \r")
            let chosen = try await running.value.get()
            #expect(chosen.map(\.item.id) == ["tea", "water"])
            #expect(log.entries == ["tea", "water"])
        }

        /// A new version inserted above the highlighted item: the highlight stays on it.
        @Test func updatesAreAppliedAndTheHighlightFollowsItsItem() async throws {
            let terminal = try PseudoTerminal(rows: 10, columns: 40)
            defer { terminal.close() }
            let (versions, feed) = AsyncStream<Document>.makeStream()
            var list = InteractiveList(Self.menu, updates: versions)
                .terminal(.descriptors(input: terminal.terminal, output: terminal.terminal))
                .highlighting(itemWithID: "coffee")
            list.variables = ["TERM": "xterm-256color"]
            let running = Self.run(list)
            try await terminal.waitForFrames(1)
            feed.yield(
                try Self.menu.insertingItem(Text("Milk").id("milk"), at: ItemPath(section: 0, item: 0)))
            try await terminal.waitForFrames(2)
            #expect(terminal.output.contains("Milk"))
            terminal.type("\r")
            let chosen = try await running.value.get()
            #expect(
                chosen == [ChosenItem(item: Text("Coffee").id("coffee"), path: ItemPath(section: 0, item: 2))]
            )
            feed.finish()
        }

        @Test func cancellingTheTaskEndsTheListAndRestoresTheTerminal() async throws {
            let terminal = try PseudoTerminal(rows: 10, columns: 40)
            defer { terminal.close() }
            let before = terminal.settings
            let running = Self.run(Self.list(on: terminal).presentation(.inline(height: 5)))
            try await terminal.waitForFrames(1)
            running.cancel()
            #expect(await running.value == .failure(.cancelled))
            #expect(terminal.settings == before)
            #expect(try await terminal.outputEnds(with: ScreenRegion(.inline(height: 5), rows: 10).leave))
        }

        @Test func escapeDismissesTheList() async throws {
            let terminal = try PseudoTerminal(rows: 10, columns: 40)
            defer { terminal.close() }
            let running = Self.run(Self.list(on: terminal))
            try await terminal.waitForFrames(1)
            terminal.type("\u{1B}")
            #expect(await running.value == .failure(.cancelled))
        }

        /// A terminal too small for the list, or one that cannot move the cursor, is asked
        /// plainly: the items numbered, a typed number chooses; no escape sequence is written
        /// and the settings are left as they were.
        @Test(arguments: [(2, "xterm-256color"), (10, "dumb"), (10, "")])
        func aTerminalThatCannotShowTheListIsAskedPlainly(rows: Int, term: String) async throws {
            let terminal = try PseudoTerminal(rows: rows, columns: 40)
            defer { terminal.close() }
            let before = terminal.settings
            var list = Self.list(on: terminal)
            list.variables = term.isEmpty ? [:] : ["TERM": term]
            let running = Self.run(list)
            try await terminal.waitForOutput { $0.hasSuffix("or text to filter: ") }
            terminal.type("2\n")
            #expect(try await running.value.get().map(\.item.id) == ["coffee"])
            #expect(terminal.output.hasPrefix("Drinks\r\n1.   Tea\r\n2.   Coffee\r\n3.   Water\r\n"))
            #expect(!terminal.output.contains("\u{1B}"), "nothing is drawn")
            #expect(terminal.settings == before)
        }

        @Test func descriptorsThatAreNotATerminalAreAnError() async throws {
            var ends: [Int32] = [-1, -1]
            #expect(pipe(&ends) == 0)
            defer { for end in ends { close(end) } }
            var list = InteractiveList(Self.menu).terminal(.descriptors(input: ends[0], output: ends[1]))
            list.variables = ["TERM": "xterm-256color"]
            #expect(
                await Self.run(list).value
                    == .failure(.noTerminal(reason: "the descriptors given are not a terminal")))
        }

        @Test func errorsSayWhatWentWrong() {
            #expect(
                "\(InteractiveListError.terminalTooSmall(rows: 2, columns: 9))"
                    == "the terminal is too small: 2 rows and 9 columns, a list needs at least 3 rows and 10 columns"
            )
            #expect(
                "\(InteractiveListError.dumbTerminal)"
                    == "the terminal cannot show a list: TERM is unset or 'dumb'")
            #expect(
                "\(InteractiveListError.noTerminal(reason: "cannot open /dev/tty"))"
                    == "no terminal: cannot open /dev/tty")
        }
    }
#endif
