import Dispatch
import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive

// `InteractiveList.run()` needs a terminal, which iOS, tvOS, watchOS and visionOS do not give.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// The preview pane on a pseudo-terminal: the highlighted item's document beside the
    /// list, made outside the list's thread, so a slow one never makes a key wait, and a
    /// preview of an item the highlight has left is never shown.
    @Suite(.serialized) struct InteractivePreviewTests {
        static func about(_ item: Item) -> Document {
            Document { Section(header: "Preview") { Text("about \(item.id ?? "")") } }
        }

        @Test func aSlowPreviewNeverMakesAKeyWait() async throws {
            let terminal = try PseudoTerminal(rows: 10, columns: 60)
            defer { terminal.close() }
            let release = DispatchSemaphore(value: 0)
            // Held until the test lets it go, with no time limit: under ThreadSanitizer in CI
            // the test's task waited more than two minutes for a thread, and a limit let the
            // preview arrive before the key it must not hold up. A test that throws still
            // lets it go here.
            defer { release.signal() }
            let list = InteractiveListTests.list(on: terminal).preview(.trailing, percent: 50) { item in
                if item.id == "coffee" { release.wait() }
                return Self.about(item)
            }
            let running = InteractiveListTests.run(list)
            try await terminal.waitForOutput { $0.contains("about tea") }
            #expect(terminal.output.contains("│"))
            terminal.type("\u{1B}[B")
            try await terminal.waitForOutput { $0.contains("> Coffee") }
            // Coffee's preview is still being made: Down moves on at once.
            terminal.type("\u{1B}[B")
            try await terminal.waitForOutput { $0.contains("> Water") }
            #expect(!terminal.output.contains("about water"))
            release.signal()
            try await terminal.waitForOutput { $0.contains("about water") }
            #expect(!terminal.output.contains("about coffee"))
            terminal.type("\u{1B}")
            let result = await running.value
            #expect(throws: InteractiveListError.cancelled) { try result.get() }
        }

        @Test func thePaneSharesTheScreenAndLeavesItToASmallOne() {
            let pane = PreviewPane(edge: .trailing, percent: 40)
            let split = pane.split(rows: 20, columns: 100)
            #expect(split.list.columns == 59 && split.pane?.columns == 40)
            // Too narrow for both: the list takes the screen.
            #expect(pane.split(rows: 20, columns: 16).pane == nil)
            let below = PreviewPane(edge: .bottom, percent: 50).split(rows: 20, columns: 30)
            #expect(below.list.rows == 9 && below.pane?.rows == 10)
        }

        @Test func thePaneShowsTheDocumentAsRenderLaysItOut() throws {
            var pane = PreviewPane(edge: .trailing, percent: 50)
            let document = Document(title: "Tea") {
                Section(header: "Notes") { Text("Steep \u{1B}[31mfour\u{1B}[0m minutes, not five or six") }
            }
            pane.show(document, for: 0, width: 20)
            let list = Frame(rows: (0..<8).map { _ in FrameRow(segments: []) })
            let rows = pane.compose(list, rows: 8, columns: 41).rows.map { String($0.text.dropFirst(21)) }
            let plain = try PlainRenderer.render(document, width: 20).split(
                separator: "\n", omittingEmptySubsequences: false
            ).dropLast().map(String.init)
            #expect(Array(rows.prefix(plain.count)) == plain)
            #expect(!rows.joined().contains("\u{1B}"))
        }
    }
#endif
