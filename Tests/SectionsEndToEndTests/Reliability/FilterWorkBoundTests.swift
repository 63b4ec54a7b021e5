import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// A key typed onto a long filter costs what a key costs on an empty one, bounded by work
/// rather than time: `sections record` types keys into `pick`'s list with no terminal, so
/// valgrind can count the instructions of a whole session. The keys beyond the first batch
/// cost as many instructions after a paste of 100,000 characters as with no filter before
/// them; work that grew with the filter's length (which once made 32,000 keys take minutes,
/// and a megabyte's paste hours) multiplies them.
@Suite struct FilterWorkBoundTests {
    /// A paste as long as a command line's argument may be: one word of `--keys` is read at
    /// once, as a paste is.
    static let pasted = String(repeating: "x", count: 100_000)

    /// Five items in two sections, all shorter than the filters typed.
    static let produce = Document {
        Section(header: "Fruit") {
            Text("apple")
            Text("banana")
            Text("cherry")
        }
        Section(header: "Vegetables") {
            Text("kale")
            Text("leek")
        }
    }

    /// The instructions of a session that types `keys` single keys after `prefix`.
    static func instructions(after prefix: String?, keys: Int) throws -> Int {
        let directory = FileManager.default.temporaryDirectory
        let document = directory.appendingPathComponent("sections-filter-work-\(UUID()).json")
        let image = directory.appendingPathComponent("sections-filter-work-\(UUID()).svg")
        try Self.produce.json().write(to: document, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: document)
            try? FileManager.default.removeItem(at: image)
        }
        let script = ([prefix].compactMap { $0 } + Array(repeating: "y", count: keys)).joined(separator: " ")
        let sections = Products.directory.appendingPathComponent("sections").path
        return try ProcessCosts.instructions(
            sections,
            ["record", document.path, "--keys", script, "--width", "24", "--height", "6", "-o", image.path])
    }

    @Test(
        .needsValgrind, .disabled(if: ProcessCosts.underSanitizer, "valgrind cannot run a sanitized binary"))
    func aKeyCostsTheSameHoweverLongTheFilter() throws {
        let short = try Self.instructions(after: nil, keys: 400) - Self.instructions(after: nil, keys: 200)
        let long =
            try Self.instructions(after: Self.pasted, keys: 400)
            - Self.instructions(after: Self.pasted, keys: 200)
        let ratio = Double(long) / Double(short)
        #expect(
            ratio < 1.5,
            "200 keys cost \(short) instructions on an empty filter, \(long) after a paste; ratio \(ratio)")
    }
}
