import Foundation
import Testing

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

    /// Every picture the script writes is shown somewhere, and every picture shown exists.
    @Test func everyPictureIsShownAndExists() throws {
        let resources = Self.root.appendingPathComponent("Documentation/Sections.docc/Resources")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".svg") }.sorted()
        #expect(pictures == ["account.svg", "demo.svg"])
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let format = try String(
            contentsOf: Self.root.appendingPathComponent("Documentation/Sections.docc/DocumentFormat.md"),
            encoding: .utf8)
        #expect(readme.contains("](Documentation/Sections.docc/Resources/demo.svg)"))
        #expect(format.contains("](account.svg)"))
    }
}
