import Foundation
import Sections
import Testing

@testable import SectionsTestSupport

/// Every Swift block of the README and the DocC articles compiles (the generated files are
/// part of this target), runs, and prints exactly the output its text shows.
@Suite struct DocumentationSamplesTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: Sample.all) @MainActor func blocksPrintWhatTheTextShows(sample: Sample) async throws {
        for output in try await Sample.$printer.withValue(Sample.Printer(), operation: sample.run) {
            #expect(
                Self.lines(output.printed) == output.shown,
                "\(sample.file):\(output.line): the block prints something else than the text shows")
            try Self.checkPicture(of: output, in: sample)
        }
    }

    /// Markdown cannot show a carriage return: a CR LF line end is shown as a line end.
    static func lines(_ printed: String) -> String { printed.replacing("\r\n", with: "\n") }

    /// The picture after an output is what a terminal shows of what the sample printed,
    /// drawn now; `SECTIONS_WRITE_DOC_IMAGES=1` writes it instead of comparing.
    static func checkPicture(of output: Sample.Output, in sample: Sample) throws {
        let drawn = SVGRenderer.picture(of: lines(output.printed), window: .init())
        let file = repositoryRoot.appendingPathComponent(output.picture)
        if ProcessInfo.processInfo.environment["SECTIONS_WRITE_DOC_IMAGES"] == "1" {
            try drawn.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let committed = try? String(contentsOf: file, encoding: .utf8)
        #expect(
            committed == drawn,
            """
            \(sample.file):\(output.line): \(output.picture) is missing or stale: run \
            SECTIONS_WRITE_DOC_IMAGES=1 swift test --filter DocumentationSamples
            """)
    }

    /// A manifest the text shows is one SwiftPM reads: written into an empty package folder,
    /// `swift package dump-package` evaluates it.
    @Test(arguments: Sample.all.filter { !$0.manifests.isEmpty }) func manifestsAreValid(sample: Sample)
        throws
    {
        for manifest in sample.manifests {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "manifest-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try manifest.write(
                to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let result = try Products.launch(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["swift", "package", "--package-path", folder.path, "dump-package"], input: Data())
            #expect(result.status == 0, "\(sample.file): \(result.errors)")
        }
    }

    /// The generated files are what the script makes of the Markdown as it is now, so a
    /// block added or changed in any article is compiled by the next run.
    @Test(.needsPython) func generatedFilesAreCurrent() throws {
        let script = Self.repositoryRoot.appendingPathComponent("Scripts/extract-doc-samples.py")
        let result = try Products.launch(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, "--check"], input: Data())
        #expect(result.status == 0, "\(result.errors)")
    }
}
