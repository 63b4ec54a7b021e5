import Foundation
import Sections
import SectionsTesting
import Testing

/// The assertions users check their renderings with, including how they fail.
@Suite struct SectionsTestingTests {
    let document = Document { Section(header: "Profile") { Row("Name", "Lin Hay") } }

    @Test func differenceMarksExpectedAndActualLines() {
        let difference = LineDifference(expected: "a\nb\nc", actual: "a\nB\nc\nd")
        #expect(difference.lines == [.same("a"), .expected("b"), .actual("B"), .same("c"), .actual("d")])
        #expect("\(difference)" == "  a⏎\n- b⏎\n+ B⏎\n  c⏎\n+ d⏎")
        #expect(LineDifference(expected: "x\ny", actual: "x\ny").isEmpty)
        #expect("\(LineDifference(expected: "a ", actual: "a"))" == "- a ⏎\n+ a⏎")
    }

    @Test func matchingRenderingPasses() {
        #expect(expectRendering(of: document, width: 20, toBe: "Profile\n  Name       Lin Hay\n"))
    }

    @Test func differentRenderingRecordsAnIssue() {
        withKnownIssue {
            #expect(!expectRendering(of: document, width: 20, toBe: "Profile\n  Name Lin Hay\n"))
        }
        withKnownIssue {
            #expect(!expectRendering(of: document, width: 3, toBe: ""))
        }
    }

    @Test func snapshotIsRecordedOnceThenCompared() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sections-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let caller = folder.appendingPathComponent("CallerTests.swift").path
        withKnownIssue {
            expectRendering(
                of: document, width: 20, matchesSnapshot: "Snapshots/profile.txt", filePath: caller)
        }
        let recorded = try String(
            contentsOf: folder.appendingPathComponent("Snapshots/profile.txt"), encoding: .utf8)
        #expect(recorded == "Profile\n  Name       Lin Hay\n")
        #expect(
            expectRendering(
                of: document, width: 20, matchesSnapshot: "Snapshots/profile.txt", filePath: caller))
        withKnownIssue {
            expectRendering(
                of: document, width: 30, matchesSnapshot: "Snapshots/profile.txt", filePath: caller)
        }
    }
}
