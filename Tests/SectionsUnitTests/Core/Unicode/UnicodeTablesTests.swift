import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Namespace for the suites that test `Sources/Core/Unicode`, mirroring the folder, so that
/// `swift test --filter Unicode` selects all of them and their helpers cannot clash with names
/// in other suites.
enum UnicodeTests {}

extension UnicodeTests {
    /// The generated tables: current with the Unicode data, well formed, and read back exactly by
    /// `DisplayWidth`'s fast paths and search.
    @Suite struct UnicodeTablesTests {
        /// The repository root, four levels above this file
        /// (`Tests/SectionsUnitTests/Core/Unicode/UnicodeTablesTests.swift`).
        static let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()

        /// The UCD files the generator reads, as committed in `Scripts/UCD`.
        static let dataFiles = [
            "UnicodeData.txt", "EastAsianWidth.txt", "PropList.txt", "emoji/emoji-data.txt",
            "auxiliary/GraphemeBreakProperty.txt", "LineBreak.txt",
        ]

        /// Where Debian's `unicode-data` package puts the same files.
        static let debianData = Requirements.debianUnicodeData

        /// The committed Swift file is what the generator makes from the committed Unicode
        /// data, so nobody edits it by hand or forgets to regenerate it.
        @Test(.needsPython) func generatedFileIsCurrent() throws {
            let script = Self.repositoryRoot.appendingPathComponent(
                "Scripts/generate-unicode-tables.py")
            let result = try Products.launch(
                URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, "--check"], input: Data())
            #expect(result.status == 0, "\(result.errors)")
        }

        /// The committed data is the pinned version, byte for byte as an independent
        /// distributor ships it, so the tables cannot drift from the Unicode Character
        /// Database through an edit of the copies.
        @Test(.needs(.unicodeData))
        func committedDataIsDebiansUnicodeData() throws {
            for file in Self.dataFiles {
                let committed = try Data(
                    contentsOf: Self.repositoryRoot.appendingPathComponent("Scripts/UCD/\(file)"))
                let debian = try Data(contentsOf: URL(fileURLWithPath: "\(Self.debianData)/\(file)"))
                #expect(committed == debian, "Scripts/UCD/\(file) differs from \(Self.debianData)/\(file)")
            }
            #expect(UnicodeTables.unicodeVersion == "15.0.0")
        }

        /// Runs start at U+0000, strictly ascend, hold a width of 0, 1 or 2, and never repeat the
        /// previous width (the generator merges equal neighbours).
        @Test func widthRunsAreWellFormed() {
            let runs = UnicodeTables.widthRuns
            #expect(runs.first == 0x0000_0)
            #expect(runs.allSatisfy { $0 & 0xF <= 2 && $0 >> 4 <= 0x10FFFF })
            for (previous, next) in zip(runs, runs.dropFirst()) {
                #expect(previous >> 4 < next >> 4)
                #expect(previous & 0xF != next & 0xF)
            }
        }

        /// Every scalar's width equals its run's, which checks the ASCII, control and Latin
        /// shortcuts and the binary search against the table itself.
        @Test func everyScalarReadsItsRun() {
            let runs = UnicodeTables.widthRuns
            var mismatches: [UInt32] = []
            for (index, run) in runs.enumerated() {
                let end = index + 1 < runs.count ? runs[index + 1] >> 4 : 0x110000
                for value in run >> 4..<end {
                    guard let scalar = Unicode.Scalar(value) else { continue }
                    if DisplayWidth.of(scalar: scalar) != Int(run & 0xF) {
                        mismatches.append(value)
                    }
                }
            }
            #expect(mismatches.isEmpty)
        }

        /// The Latin shortcut covers only one-cell scalars, and stops at the first that is not.
        @Test func narrowPrefixIsNarrow() throws {
            let end = UnicodeTables.narrowPrefixEnd
            #expect((0xA0..<end).allSatisfy { DisplayWidth.of(scalar: Unicode.Scalar($0)!) == 1 })
            #expect(DisplayWidth.of(scalar: try #require(Unicode.Scalar(end))) != 1)
        }

        /// The constants the cluster rule reads come from the 15.0 data as <doc:DisplayWidth> states them.
        @Test func clusterRuleConstants() {
            #expect(UnicodeTables.unicodeVersion == "15.0.0")
            #expect(UnicodeTables.emojiModifiers == 0x1F3FB...0x1F3FF)
            #expect(UnicodeTables.regionalIndicators == 0x1F1E6...0x1F1FF)
            #expect(UnicodeTables.pictographs == 0x1F000...0x1FAFF)
        }
    }
}
