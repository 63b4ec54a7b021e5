import Foundation
import Testing

/// SPEC's benchmark workload renders in memory that grows with its file, not faster: the
/// peak resident memory of `sections render`, as the kernel counts it for that process
/// alone, stays under 3× the size of the JSON file.
@Suite struct PeakMemoryTests {
    /// `shared/bench/workload.py` beside the repository, the generator of the
    /// `sections-N` workload (compact JSON, as in its 1,000,000-item case); without it the
    /// test writes the same bytes itself (``WorkloadJSON``).
    static let workload = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/bench/workload.py")

    /// 400,000 items, a 24.7 MB file. A process's fixed part (runtime, libraries: about
    /// 12 MB) must be small beside the bound, as it is at the 1,000,000 items
    /// (61.8 MB, 142 MB peak); under 250,000 items it alone would break 3×, and this size
    /// still renders in a few seconds in a debug build.
    static let items = 400_000

    @Test(
        .disabled(if: ProcessCosts.underSanitizer, "a sanitizer's shadow memory and redzones multiply memory")
    )
    func theWorkloadRendersInUnderThreeTimesItsFileSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sections-memory-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sections-\(Self.items).json").path
        let output = folder.appendingPathComponent("output.txt").path
        let json = Data((WorkloadJSON.document(items: Self.items) + "\n").utf8)
        if FileManager.default.fileExists(atPath: Self.workload.path) {
            // The script is the reference: the test's own copy must write the same bytes.
            let generated = try ProcessCosts.peakMemory(
                "/usr/bin/env", ["python3", Self.workload.path, "\(Self.items)"], output: file)
            try #require(generated.status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == json)
        } else {
            try json.write(to: URL(fileURLWithPath: file))
        }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)

        let sections = Products.directory.appendingPathComponent("sections").path
        let rendered = try ProcessCosts.peakMemory(
            sections, ["render", file, "--format", "plain", "--width", "80"], output: output)
        #expect(rendered.status == 0)
        // Every section printed: header, 100 items, footer, and a blank line between sections.
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.items / 100 * 103)
        #expect(rendered.bytes < 3 * size, "peak \(rendered.bytes) bytes for a file of \(size) bytes")
    }
}
