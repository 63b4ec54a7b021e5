import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// No quadratic blow-up, bounded by work rather than time: at width 8, doubling the input
/// of each shape at most about doubles the instructions `sections render` runs beyond those
/// of an empty document. Instructions are counted by valgrind, the same for the same binary
/// and input whatever the machine's load. Linear work gives a ratio of 2, n log n a little
/// more, quadratic work 4; the bound is 2.5, which quadratic work breaks once it is a
/// quarter of the total.
@Suite struct WorkBoundTests {
    enum Shape: String, CaseIterable, Sendable {
        /// One word, cut into lines of 6 at width 8.
        case longWord
        case listRows, tableRows, gridItems
    }

    /// The smaller size: characters of the word, else items.
    static func size(_ shape: Shape) -> Int { shape == .longWord ? 16_000 : 400 }

    static func document(_ shape: Shape, size: Int) -> Document {
        switch shape {
        case .longWord:
            Document { Section { Text(String(repeating: "abcdefghij", count: size / 10)) } }
        case .listRows:
            Document { Section { for index in 0..<size { Row("Item \(index)", "value \(index)") } } }
        case .tableRows:
            Document {
                Section(layout: .table(TableColumn("Item"), TableColumn("Value", alignment: .trailing))) {
                    for index in 0..<size { TableRow("Item \(index)", "value \(index)") }
                }
            }
        case .gridItems:
            Document { Section(layout: .grid) { for index in 0..<size { Text("item \(index)") } } }
        }
    }

    /// The instructions of rendering `document` at width 8.
    static func instructions(_ document: Document) throws -> Int {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sections-work-\(UUID()).json")
        try document.json().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let sections = Products.directory.appendingPathComponent("sections").path
        return try ProcessCosts.instructions(
            sections, ["render", file.path, "--format", "plain", "--width", "8"])
    }

    /// What starting and stopping costs: an empty document.
    static let fixed = Result { try instructions(Document(sections: [])) }

    @Test(
        .needsValgrind, .disabled(if: ProcessCosts.underSanitizer, "valgrind cannot run a sanitized binary"),
        arguments: Shape.allCases)
    func doublingTheInputAtMostAboutDoublesTheWork(shape: Shape) throws {
        let fixed = try Self.fixed.get()
        let once = try Self.instructions(Self.document(shape, size: Self.size(shape))) - fixed
        let twice = try Self.instructions(Self.document(shape, size: 2 * Self.size(shape))) - fixed
        let ratio = Double(twice) / Double(once)
        #expect(
            ratio < 2.5,
            "\(shape): \(once) then \(twice) instructions beyond the fixed \(fixed), ratio \(ratio)")
    }
}
