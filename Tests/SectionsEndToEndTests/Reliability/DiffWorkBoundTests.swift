import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The id path of a diff grows with the documents, bounded by work rather than time, as
/// ``WorkBoundTests`` bounds rendering: doubling the sections of a diff whose sections and
/// items all have ids at most about doubles the instructions `sections diff` runs beyond
/// those of two empty documents. The new version reverses the sections, changes every
/// tenth item and adds items with new ids, so that no section or item is found by the
/// guess of the next in order: every id goes through the occurrence tables, and the new
/// ids through the check for repeats. Linear work gives 2, quadratic 4; the bound is 2.5.
@Suite struct DiffWorkBoundTests {
    static let sections = 2_000

    /// The old and the new document of `count` sections, each with an id and one item.
    static func documents(sections count: Int) -> (old: Document, new: Document) {
        let old = Document {
            for s in 0..<count {
                Section(id: "s\(s)") { Text("item \(s)").id("i\(s)") }
            }
        }
        let new = Document {
            for s in (0..<count).reversed() {
                Section(id: "s\(s)") {
                    Text(s % 10 == 0 ? "item \(s), changed" : "item \(s)").id("i\(s)")
                    if s % 10 == 5 { Text("new \(s)").id("n\(s)") }
                }
            }
        }
        return (old, new)
    }

    /// The instructions of `sections diff` of the two documents.
    static func instructions(_ documents: (old: Document, new: Document)) throws -> Int {
        let directory = FileManager.default.temporaryDirectory
        let old = directory.appendingPathComponent("sections-diff-work-\(UUID()).json")
        let new = directory.appendingPathComponent("sections-diff-work-\(UUID()).json")
        try documents.old.json().write(to: old, atomically: true, encoding: .utf8)
        try documents.new.json().write(to: new, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: old)
            try? FileManager.default.removeItem(at: new)
        }
        let sections = Products.directory.appendingPathComponent("sections").path
        return try ProcessCosts.instructions(sections, ["diff", old.path, new.path])
    }

    @Test(
        .needsValgrind, .disabled(if: ProcessCosts.underSanitizer, "valgrind cannot run a sanitized binary"))
    func doublingTheSectionsWithIdsAtMostAboutDoublesTheWork() throws {
        let fixed = try Self.instructions((Document(sections: []), Document(sections: [])))
        let once = try Self.instructions(Self.documents(sections: Self.sections)) - fixed
        let twice = try Self.instructions(Self.documents(sections: 2 * Self.sections)) - fixed
        let ratio = Double(twice) / Double(once)
        #expect(
            ratio < 2.5,
            "\(Self.sections) sections with ids cost \(once) instructions, twice as many \(twice); ratio \(ratio)"
        )
    }
}
