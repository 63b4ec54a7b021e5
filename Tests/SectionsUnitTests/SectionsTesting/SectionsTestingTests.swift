import Foundation
import Sections
import SectionsTesting
import Testing

@testable import SectionsTestSupport

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
        withKnownIssue(failsOnPurpose) {
            #expect(!expectRendering(of: document, width: 20, toBe: "Profile\n  Name Lin Hay\n"))
        }
        withKnownIssue(failsOnPurpose) {
            #expect(!expectRendering(of: document, width: 3, toBe: ""))
        }
    }

    @Test func snapshotIsRecordedOnceThenCompared() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sections-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("Snapshots/profile.txt").path
        withKnownIssue(failsOnPurpose) {
            expectRendering(of: document, width: 20, matchesSnapshot: snapshot)
        }
        let recorded = try String(contentsOfFile: snapshot, encoding: .utf8)
        #expect(recorded == "Profile\n  Name       Lin Hay\n")
        #expect(expectRendering(of: document, width: 20, matchesSnapshot: snapshot))
        withKnownIssue(failsOnPurpose) {
            expectRendering(of: document, width: 30, matchesSnapshot: snapshot)
        }
    }

    @Test func aRelativeSnapshotPathIsBesideTheGivenFile() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sections-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let caller = folder.appendingPathComponent("CallerTests.swift").path
        withKnownIssue(failsOnPurpose) {
            expectRendering(
                of: document, width: 20, matchesSnapshot: "Snapshots/profile.txt", filePath: caller,
                sourceLocation: #_sourceLocation)
        }
        let recorded = try String(
            contentsOf: folder.appendingPathComponent("Snapshots/profile.txt"), encoding: .utf8)
        #expect(recorded == "Profile\n  Name       Lin Hay\n")
    }

    @Test func failuresAreReportedAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue(failsOnPurpose) {
            expectRendering(of: document, width: 20, toBe: "")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && "\(issue)".contains("+ Profile⏎")
        }
        let explicit = SourceLocation(fileID: "M/F.swift", filePath: "/M/F.swift", line: 7, column: 3)
        withKnownIssue(failsOnPurpose) {
            expectRendering(of: document, width: 20, toBe: "", sourceLocation: explicit)
        } matching: { issue in
            issue.sourceLocation == explicit
        }
    }
}
