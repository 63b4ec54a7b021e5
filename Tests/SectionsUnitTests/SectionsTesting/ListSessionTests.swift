import Foundation
import Sections
import SectionsTesting
import Testing

@testable import SectionsTestSupport

/// Scripted sessions of interactive lists: the frames a terminal would show, how the
/// session ended, and how the assertions on them fail.
@Suite struct ListSessionTests {
    static let menu = Document {
        Section(id: "drinks", header: "Drinks") {
            Text("tea").id("tea")
            Text("coffee").id("coffee")
            Text("water").id("water")
        }
        Section(id: "food", header: "Food") {
            Text("bread").id("bread")
        }
    }

    let list = InteractiveList(Self.menu)

    @Test func movingDownHighlightsTheNextItems() {
        expectSession(
            of: list, rows: 6, columns: 24, keys: "Down Down",
            toBe: """
                >                 4 of 4
                Drinks
                  tea
                  coffee
                > water

                """)
    }

    @Test func theFirstFrameIsTheListAsItOpens() throws {
        let session = try list.session(rows: 4, columns: 24, keys: "")
        #expect(session.frames.map(\.lines) == [[">                 4 of 4", "Drinks", "> tea", "  coffee"]])
        #expect(session.outcome == nil)
    }

    @Test func typingFiltersAndMarksTheMatchedCharacters() throws {
        let session = try list.session(rows: 5, columns: 24, keys: "w a")
        #expect(
            session.frames.last?.text == """
                > wa              1 of 4
                Drinks
                > water


                """)
        let water = try #require(session.frames.last?.rows[2].segments)
        #expect(
            water.map(\.text) == [">", " ", "wa", "ter"]
                || water.map(\.text) == ["> ", "wa", "ter"])
        #expect(water.first { $0.text == "wa" }?.style == [.highlight, .match])
        #expect(session.frames.last?.rows[0].segments.allSatisfy { $0.style.contains(.status) } == true)
    }

    @Test func enterChoosesAndDrawsNoMoreFrames() throws {
        let session = try list.session(rows: 6, columns: 24, keys: "Down Down w a Enter")
        #expect(session.frames.map(\.step) == [nil] + SessionStep.keys("Down Down w a"))
        #expect(
            session.outcome
                == .chosen([
                    ChosenItem(
                        item: Self.menu.sections[0].items[2], path: ItemPath(section: 0, item: 2),
                        sectionID: "drinks")
                ]))
        #expect(session.text.hasSuffix("> water\n\n\n\n── chosen: water ──\n"))
    }

    @Test func multipleChoiceMarksWithSpaceAndTab() throws {
        let session = try list.selectionMode(.multiple).session(
            rows: 6, columns: 24, keys: "Down Space Down Tab")
        #expect(
            session.frames.last?.text == """
                >      4 of 4 (2 chosen)
                Drinks (2 of 3 chosen)
                 *coffee
                 *water

                Food
                """)
        let enter = try list.selectionMode(.multiple).session(
            rows: 6, columns: 24, keys: "Space Down Space Enter")
        #expect(enter.outcome?.description == "chosen: tea, coffee")
    }

    @Test func escapeAndControlCCancel() throws {
        #expect(try list.session(rows: 6, columns: 24, keys: "Escape").outcome == .cancelled)
        #expect(try list.session(rows: 6, columns: 24, keys: "Down C-c").outcome == .cancelled)
        let browsing = list.selectionMode(.browse)
        #expect(try browsing.session(rows: 6, columns: 24, keys: "q").outcome == .quit)
    }

    @Test func aNewVersionKeepsTheHighlightedItem() {
        let newer = Document {
            Section(id: "drinks", header: "Drinks") {
                Text("juice").id("juice")
                Text("tea").id("tea")
                Text("coffee").id("coffee")
            }
        }
        let live = InteractiveList(Self.menu, updates: AsyncStream<Document> { $0.finish() })
        expectSession(
            of: live, rows: 6, columns: 24, steps: [.key(.down), .update(newer)],
            toBe: """
                >                 3 of 3
                Drinks
                  juice
                  tea
                > coffee

                """)
    }

    @Test func thePreviewIsMadeBeforeEachFrame() throws {
        let previewed = list.preview(percent: 50) { item in
            Document { Section(header: "About") { Text(item.id ?? "") } }
        }
        let session = try previewed.session(rows: 4, columns: 40, keys: "Down C-z")
        #expect(
            session.frames.map(\.lines) == [
                [
                    ">            4 of 4│About", "Drinks             │  tea", "> tea              │",
                    "  coffee           │",
                ],
                [
                    ">            4 of 4│About", "Drinks             │  coffee", "  tea              │",
                    "> coffee           │",
                ],
                // Ctrl-Z has no terminal to give back: the list goes on as it was.
                [
                    ">            4 of 4│About", "Drinks             │  coffee", "  tea              │",
                    "> coffee           │",
                ],
            ])
        #expect(session.outcome == nil)
    }

    @Test func framesAreTimedByThePaceAndThePauses() throws {
        let session = try ListSession(
            list, rows: 4, columns: 24, steps: [.key(.down), .pause(.seconds(2)), .type("t")],
            pace: .milliseconds(100))
        #expect(session.frames.map(\.time) == [.zero, .milliseconds(100), .milliseconds(2200)])
    }

    @Test func keysAreNamedAsTmuxNamesThem() {
        #expect(
            SessionStep.keys("Down  PPage npage C-c M-x Space wa BSpace")
                == [
                    .key(.down), .key(SessionKey(named: "PPage")!), .key(SessionKey(named: "npage")!),
                    .key(.control("c")), .key(SessionKey(named: "M-x")!), .key(.space), .type("wa"),
                    .key(.backspace),
                ])
        #expect(SessionKey(named: "Nope") == nil)
        #expect(SessionKey(named: "C-1") == nil)
    }

    @Test func namedKeysActAsTheirKeys() throws {
        // Left folds the highlighted header's section, which stays folded, with its count
        // of matches, while the filter is typed and edited.
        let session = try list.session(rows: 6, columns: 24, keys: "PageDown Home Left te BSpace")
        #expect(
            session.frames.map { $0.lines[1] } == [
                "Drinks", "Drinks", "Drinks", "▸ Drinks (3)", "▸ Drinks (2)", "▸ Drinks (2)",
            ])
        #expect(session.frames.last?.lines[0] == "> t               2 of 4")
    }

    @Test func aPasteIsOneEditOfTheFilter() throws {
        let session = try list.selectionMode(.multiple).session(
            rows: 4, columns: 24, steps: [.paste("co ee")])
        #expect(session.frames.last?.lines[0] == "> co ee           0 of 4")
    }

    @Test func stepsAfterTheEndAndTooSmallScreensAreErrors() {
        #expect {
            try list.session(rows: 6, columns: 24, keys: "Enter Down Down")
        } throws: { "\($0)" == "the list ended before step 2; 2 steps are left" }
        #expect {
            try list.session(rows: 2, columns: 24, keys: "")
        } throws: {
            "\($0)"
                == "the list cannot be shown: the terminal is too small: 2 rows and 24 columns, a list needs at least 3 rows and 10 columns"
        }
    }

    @Test func aWrongFrameFailsWithItsDifferenceAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue(failsOnPurpose) {
            expectSession(
                of: list, rows: 4, columns: 24, keys: "Down",
                toBe: ">                 4 of 4\nDrinks\n> tea\n  coffee")
        } matching: { issue in
            let text = "\(issue)"
            return issue.sourceLocation?.line == line && text.contains("frame 2 (after Down) at 4×24 differs")
                && text.contains("- > tea⏎\n-   coffee⏎\n+   tea⏎\n+ > coffee⏎")
        }
    }

    @Test func aSnapshotHoldsEveryFrameAndFailsAtTheFirstThatDiffers() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sections-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("Snapshots/moving.txt").path
        withKnownIssue(failsOnPurpose) {
            expectSession(of: list, rows: 4, columns: 24, keys: "Down Enter", matchesSnapshot: snapshot)
        }
        let recorded = try String(contentsOfFile: snapshot, encoding: .utf8)
        #expect(
            recorded == """
                ── frame 1 ──
                >                 4 of 4
                Drinks
                > tea
                  coffee
                ── frame 2 · Down ──
                >                 4 of 4
                Drinks
                  tea
                > coffee
                ── chosen: coffee ──

                """)
        #expect(expectSession(of: list, rows: 4, columns: 24, keys: "Down Enter", matchesSnapshot: snapshot))
        let wrong = recorded.replacingOccurrences(of: "  tea\n> coffee", with: "  tea\n> water")
        try wrong.write(toFile: snapshot, atomically: true, encoding: .utf8)
        withKnownIssue(failsOnPurpose) {
            expectSession(of: list, rows: 4, columns: 24, keys: "Down Enter", matchesSnapshot: snapshot)
        } matching: { issue in
            let text = "\(issue)"
            return text.contains("moving.txt, frame 2 · Down, differs from the expected text")
                && text.contains("- > water⏎\n+ > coffee⏎") && !text.contains("frame 1")
                && text.contains(
                    "to record the session as the new snapshot, run the test with SECTIONS_RECORD=1")
        }
        // A frame more than the snapshot holds is the first difference.
        try recorded.write(toFile: snapshot, atomically: true, encoding: .utf8)
        withKnownIssue(failsOnPurpose) {
            expectSession(of: list, rows: 4, columns: 24, keys: "Down Down Enter", matchesSnapshot: snapshot)
        } matching: { issue in
            "\(issue)".contains("frame 3 · Down, differs") && "\(issue)".contains("+ ── frame 3 · Down ──⏎")
        }
    }
}
