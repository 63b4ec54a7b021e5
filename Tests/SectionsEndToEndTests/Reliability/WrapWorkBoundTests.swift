import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Wrapping costs about what laying text out on one line costs, bounded by work rather than
/// time: `sections render` of text items that each wrap to two lines at width 40 runs at most
/// `bound` times the instructions, beyond those of an empty document, that the same items
/// take at width 80, where none wraps. Measuring each cluster on its own, with a string built
/// a character at a time, made the ratio above 10 in a release build; a bulk scan of the bytes
/// keeps it near 2.
/// Markdown, which never wraps, does the same work at both widths.
@Suite struct WrapWorkBoundTests {
    /// The items: 45 characters that wrap at width 40 after "to", in 10 sections of 100.
    enum Script: String, CaseIterable, Sendable {
        /// Printable ASCII, the common text.
        case ascii
        /// Latin with accents: spaces beside non-ASCII letters, words measured whole.
        case accented
        /// Cyrillic: every word is non-ASCII.
        case cyrillic

        func text(_ number: Int) -> String {
            let number = 10 + number % 90
            switch self {
            case .ascii: return "item number \(number) with some words to wrap around"
            case .accented: return "élément numéro \(number) à couper là où ça dépasse à"
            case .cyrillic: return "пункт номер \(number) со словами для переноса строки"
            }
        }

        /// Instructions at width 40 over those at width 80, in the debug build the tests
        /// run: the byte-level wrapper stays under these, where the cluster-by-cluster one
        /// it replaced did not (the bench README has both wrappers' ratios).
        var bound: Double { self == .ascii ? 2 : 2.3 }
    }

    static func document(_ script: Script) -> Document {
        Document {
            for section in 0..<10 {
                Section(header: "Section \(section)") {
                    for item in 0..<100 { Text(script.text(section * 100 + item)) }
                }
            }
        }
    }

    /// The instructions of rendering `document` in `format` at `width`.
    static func instructions(_ document: Document, format: String, width: Int) throws -> Int {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sections-wrap-work-\(UUID()).json")
        try document.json().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let sections = Products.directory.appendingPathComponent("sections").path
        return try ProcessCosts.instructions(
            sections, ["render", file.path, "--format", format, "--width", String(width)])
    }

    /// What starting and stopping costs: an empty document.
    static let fixed = Result { try instructions(Document(sections: []), format: "plain", width: 80) }

    @Test func everyItemWrapsAtWidth40AndNoneAt80() throws {
        for script in Script.allCases {
            let text = script.text(7)
            #expect(DisplayWidth.of(text) == 45, "\(script)")
            var writer = LineWriter()
            writer.wrap(text, indent: 2, width: 38, role: .text)
            #expect(writer.lineCount == 2, "\(script)")
        }
    }

    @Test(
        .needsValgrind, .disabled(if: ProcessCosts.underSanitizer, "valgrind cannot run a sanitized binary"),
        arguments: Script.allCases)
    func wrappingCostsAboutWhatOneLineCosts(script: Script) throws {
        let fixed = try Self.fixed.get()
        let document = Self.document(script)
        let narrow = try Self.instructions(document, format: "plain", width: 40) - fixed
        let wide = try Self.instructions(document, format: "plain", width: 80) - fixed
        let ratio = Double(narrow) / Double(wide)
        #expect(
            ratio <= script.bound,
            "\(script): \(narrow) instructions at width 40, \(wide) at 80 beyond the fixed \(fixed)")
    }

    @Test(
        .needsValgrind, .disabled(if: ProcessCosts.underSanitizer, "valgrind cannot run a sanitized binary"))
    func markdownDoesTheSameWorkAtAnyWidth() throws {
        let document = Self.document(.ascii)
        let narrow = try Self.instructions(document, format: "markdown", width: 40)
        let wide = try Self.instructions(document, format: "markdown", width: 80)
        let ratio = Double(narrow) / Double(wide)
        #expect(ratio <= 1.05, "markdown: \(narrow) instructions at width 40, \(wide) at 80")
    }
}
