import Foundation
import Testing

@testable import SectionsTestSupport

/// The SVG pictures in the README and the DocC catalog are what the samples render today:
/// `Scripts/generate-doc-images --check` renders each again with the built `sections` and
/// compares bytes.
@Suite struct DocImagesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(.needsPython) func thePicturesInTheDocumentationAreNotStale() throws {
        let script = Self.root.appendingPathComponent("Scripts/generate-doc-images").path
        let sections = Products.directory.appendingPathComponent("sections").path
        let result = try Products.launch(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, "--check", "--sections", sections],
            input: Data())
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors == "")
    }

    /// Every picture in the catalog's Resources and in Documentation/Images (the README's)
    /// is shown by the README or an article, and every picture they show exists.
    @Test func everyPictureIsShownAndExists() throws {
        let folders = ["Sources/Sections/Sections.docc/Resources", "Documentation/Images"]
        let pictures = try folders.flatMap {
            try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent($0).path)
        }.filter { $0.hasSuffix(".svg") }
        let catalog = Self.root.appendingPathComponent("Sources/Sections/Sections.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") }.map { catalog.appendingPathComponent($0) }
        let texts = try ([Self.root.appendingPathComponent("README.md")] + articles).map {
            try String(contentsOf: $0, encoding: .utf8)
        }
        #expect(pictures.contains("demo.svg") && pictures.contains("account.svg"))
        for picture in pictures {
            #expect(
                texts.contains { $0.contains("](\(picture))") || $0.contains("/Images/\(picture))") },
                "\(picture) is shown nowhere")
        }
        for text in texts {
            for shown in text.matches(of: #/!\[[^\]]*\]\((?:[^)]*/)?([^/)]+\.svg)\)/#) {
                #expect(pictures.contains(String(shown.1)), "\(shown.1) is shown but missing")
            }
        }
    }
}
