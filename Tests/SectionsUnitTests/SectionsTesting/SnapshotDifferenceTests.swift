import Foundation
import Sections
import SectionsTesting
import Testing

@testable import SectionsTestSupport

/// How a rendering that differs shows its difference: the changed lines with three lines
/// of context, in numbered hunks, and for a snapshot, how to record it anew.
@Suite struct SnapshotDifferenceTests {
    static let numbers = (1...200).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test func oneChangedLineOfTwoHundredIsOneHunk() {
        let changed = Self.numbers.replacing("\nline 100\n", with: "\nline one hundred\n")
        let expected = """
            @@ -97,7 +97,7 @@
              line 97⏎
              line 98⏎
              line 99⏎
            - line 100⏎
            + line one hundred⏎
              line 101⏎
              line 102⏎
              line 103⏎
            """
        #expect(LineDifference(expected: Self.numbers, actual: changed).unified() == expected)
    }

    /// Changes whose context meets share a hunk; others get their own, each numbered in
    /// both texts; a line added at the end shows the line before it and a count of 0 for
    /// the text without it.
    @Test func hunksMeetOrStandApartAndCountTheirLines() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm"
        let new = "a\nB\nc\nd\ne\nF\ng\nh\ni\nj\nk\nl\nm\nn"
        let expected = """
            @@ -1,9 +1,9 @@
              a⏎
            - b⏎
            + B⏎
              c⏎
              d⏎
              e⏎
            - f⏎
            + F⏎
              g⏎
              h⏎
              i⏎
            @@ -11,3 +11,4 @@
              k⏎
              l⏎
              m⏎
            + n⏎
            """
        #expect(LineDifference(expected: old, actual: new).unified() == expected)
        #expect(LineDifference(expected: "x", actual: "").unified(context: 0) == "@@ -1 +1 @@\n- x⏎\n+ ⏎")
        #expect(LineDifference(expected: "a\nb", actual: "a").unified(context: 0) == "@@ -2 +1,0 @@\n- b⏎")
        #expect(LineDifference(expected: "same", actual: "same").unified() == "")
    }

    /// The prefix and suffix both texts share are kept whole around what differs.
    @Test func theLinesAroundAChangeAreAllKept() {
        let changed = Self.numbers.replacing("\nline 7\n", with: "\nline 7\nnew\n")
        let difference = LineDifference(expected: Self.numbers, actual: changed)
        #expect(difference.lines.count == 202)
        #expect(difference.lines[7] == .actual("new"))
        #expect(difference.lines.filter { if case .same = $0 { false } else { true } }.count == 1)
    }

    /// Seeded random texts: the difference's lines give back both texts, and its unchanged
    /// lines are as many as a longest common subsequence has (worked out here apart).
    @Test func randomDifferencesGiveBackBothTextsWithTheFewestChanges() {
        var state: UInt64 = 0x5EED_D1FF
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let old = (0..<next(12)).map { _ in ["a", "b", "c", ""][next(4)] }
            let new = (0..<next(12)).map { _ in ["a", "b", "c", ""][next(4)] }
            let difference = LineDifference(
                expected: old.joined(separator: "\n"), actual: new.joined(separator: "\n"))
            var expected: [String] = []
            var actual: [String] = []
            var same = 0
            for line in difference.lines {
                switch line {
                case .same(let text):
                    expected.append(text)
                    actual.append(text)
                    same += 1
                case .expected(let text): expected.append(text)
                case .actual(let text): actual.append(text)
                }
            }
            #expect(expected.joined(separator: "\n") == old.joined(separator: "\n"), "\(old) \(new)")
            #expect(actual.joined(separator: "\n") == new.joined(separator: "\n"), "\(old) \(new)")
            // The split of an empty text is one empty line.
            let (a, b) = (old.isEmpty ? [""] : old, new.isEmpty ? [""] : new)
            var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in a.indices.reversed() {
                for j in b.indices.reversed() {
                    table[i][j] =
                        a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            #expect(same == table[0][0], "\(old) \(new)")
        }
    }

    /// A 200-line snapshot with one line changed fails with that line's hunk alone, and
    /// says how to record the new rendering.
    @Test func aSnapshotFailureShowsTheHunkAndHowToRecord() throws {
        let document = Document { Section { for number in 1...200 { Text("line \(number)") } } }
        let rendering = try PlainRenderer.render(document, width: 20)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sections-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("numbers.txt").path
        try rendering.replacing("line 150\n", with: "line 150 (old)\n")
            .write(toFile: snapshot, atomically: true, encoding: .utf8)
        let expected = """
            snapshot \(snapshot) differs from the expected text (- expected, + actual):
            @@ -147,7 +147,7 @@
                line 147⏎
                line 148⏎
                line 149⏎
            -   line 150 (old)⏎
            +   line 150⏎
                line 151⏎
                line 152⏎
                line 153⏎
            to record the rendering as the new snapshot, run the test with SECTIONS_RECORD=1
            """
        withKnownIssue(failsOnPurpose) {
            expectRendering(of: document, width: 20, matchesSnapshot: snapshot)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expected]
        }
    }
}
