import Foundation
import Testing

@testable import SectionsTestSupport

/// The benchmark's workload is the package's own: `sections-baseline N` writes its plain
/// rendering and `sections-bench --json N` its JSON document. Their bytes are the published
/// ones (SHA-256 in `Sources/SectionsBench/README.md`), and the library renders the same
/// document, from the DSL or from the JSON, to the baseline's bytes.
@Suite struct BenchWorkloadTests {
    /// A size of the workload, the bytes a program writes for it, and their SHA-256.
    struct Reference: CustomTestStringConvertible, Sendable {
        var items: Int
        var bytes: Int
        var sha256: String
        var testDescription: String { "N = \(items)" }
    }

    static let baseline = [
        Reference(
            items: 10_000, bytes: 820_719,
            sha256: "9dafdc78a7db6abd615e8a5f506c4a0031fdea23790f217ea5c306cf1dc52efb"),
        Reference(
            items: 100_000, bytes: 8_208_184,
            sha256: "11578c8cf8c920b53644e3abcc990a9e8912d73a24dc89f338ba9b5989a8df56"),
    ]

    static let json = [
        Reference(
            items: 10_000, bytes: 598_493,
            sha256: "55c42ccfc246c5b8aeaf1e740342fdb1c9fc5d7dc647f3187a25511a2dc70809"),
        Reference(
            items: 100_000, bytes: 6_083_382,
            sha256: "b686d563ab6218c45d333de1380302a7e8a64cd01a884cbb783d8ec85dff6875"),
    ]

    /// Issue 18's wrap-heavy workload, `--wrap-json N` and `--wrap-text N`, the one-item
    /// sections of its diff figure, `--one-item-json N`, and the same sections with ids,
    /// `--ids-json N`.
    static let wrap = [
        (
            "--wrap-json",
            Reference(
                items: 10_000, bytes: 496_007,
                sha256: "185f881c7729297a728209d7b2c849adcfd726e8bd5a8a8fec9ebb0f9b0676db")
        ),
        (
            "--wrap-text",
            Reference(
                items: 10_000, bytes: 460_000,
                sha256: "16f4879f3005a8c29a4f75f1f949f38a2239b41f36e31fa6a404c77947b57915")
        ),
        (
            "--one-item-json",
            Reference(
                items: 10_000, bytes: 328_905,
                sha256: "f952094f8ca14490426410f4dd5988e4fdee096c4c91ca5ed0533ec886455803")
        ),
        (
            "--ids-json",
            Reference(
                items: 10_000, bytes: 726_685,
                sha256: "714ef8834b78f1fb9ccc9ec143f24b7a8b70fc7d8da09bbdb91cf396338d3497")
        ),
    ]

    @Test(arguments: wrap)
    func theWrapGeneratorWritesThePublishedBytes(_ option: String, _ reference: Reference) throws {
        let result = try Products.run("sections-bench", [option, String(reference.items)])
        #expect(result.status == 0)
        #expect(result.output.utf8.count == reference.bytes)
        #expect(try Self.sha256(result.output) == reference.sha256)
    }

    @Test(arguments: baseline)
    func theBaselineWritesThePublishedBytes(_ reference: Reference) throws {
        let result = try Products.run("sections-baseline", [String(reference.items)])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output.utf8.count == reference.bytes)
        #expect(try Self.sha256(result.output) == reference.sha256)
    }

    @Test(arguments: json)
    func theGeneratorWritesThePublishedJSON(_ reference: Reference) throws {
        let result = try Products.run("sections-bench", ["--json", String(reference.items)])
        #expect(result.status == 0)
        #expect(result.output.utf8.count == reference.bytes)
        #expect(try Self.sha256(result.output) == reference.sha256)
    }

    /// The two sides of every figure: the DSL's workload, and `sections render` of the
    /// generator's JSON, both write the baseline's bytes.
    @Test func theLibraryRendersTheWorkloadAsTheBaselineDoes() throws {
        let items = "10000"
        let baseline = try Products.run("sections-baseline", [items])
        try #require(baseline.status == 0)
        let emitted = try Products.run("sections-bench", ["--emit", items])
        #expect(emitted.status == 0)
        #expect(emitted.output == baseline.output)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sections-\(items)-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let json = try Products.run("sections-bench", ["--json", items])
        try #require(json.status == 0)
        try Data(json.output.utf8).write(to: file)
        let rendered = try Products.run(
            "sections", ["render", file.path, "--format", "plain", "--width", "80"])
        #expect(rendered.status == 0)
        #expect(rendered.output == baseline.output)
    }

    /// N must be a positive multiple of 100; anything else is a usage error, status 2,
    /// with the usage on standard error and nothing written.
    @Test(arguments: [[], ["150"], ["0"], ["-100"], ["ten"], ["100", "200"]])
    func theBaselineRejectsABadSize(_ arguments: [String]) throws {
        let result = try Products.run("sections-baseline", arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == "usage: sections-baseline N   (N = a positive multiple of 100)\n")
    }

    @Test(arguments: [["--json"], ["--json", "150"], ["--json", "0"]])
    func theGeneratorRejectsABadSize(_ arguments: [String]) throws {
        let result = try Products.run("sections-bench", arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("usage: sections-bench"))
    }

    /// The SHA-256 of `text`'s UTF-8 by coreutils' `sha256sum`: Foundation on Linux has no
    /// hashing, and the package takes no dependencies.
    static func sha256(_ text: String) throws -> String {
        let tool = "/usr/bin/sha256sum"
        try #require(FileManager.default.isExecutableFile(atPath: tool), "needs \(tool) (coreutils)")
        let result = try Products.launch(URL(fileURLWithPath: tool), ["-"], input: Data(text.utf8))
        try #require(result.status == 0, "sha256sum failed: \(result.errors)")
        return String(result.output.prefix(64))
    }
}
