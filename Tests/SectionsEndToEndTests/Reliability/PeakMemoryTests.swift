import Foundation
import Testing

@testable import SectionsTestSupport

/// The benchmark's workload (Sources/SectionsBench/README.md) renders in memory that grows
/// with its file, not faster: the peak resident memory of `sections render`, as the kernel
/// counts it for that process alone, stays under 3× the size of the JSON file.
@Suite struct PeakMemoryTests {
    /// 400,000 items of the benchmark's `sections-N` workload as compact JSON, written by
    /// `sections-bench --json`. A process's fixed part (runtime, libraries) must be small
    /// beside the bound, as it is at the benchmark's 1,000,000 items; far fewer items and
    /// it alone would break 3×, and this size still renders in a few seconds in a debug
    /// build.
    static let items = 400_000

    /// A new folder for a test's files, which the test removes.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sections-memory-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        .needsPython,
        .disabled(if: ProcessCosts.underSanitizer, "a sanitizer's shadow memory and redzones multiply memory")
    )
    func theWorkloadRendersInUnderThreeTimesItsFileSize() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sections-\(Self.items).json").path
        let output = folder.appendingPathComponent("output.txt").path
        // The benchmark's generator writes the workload (`BenchWorkloadTests` checks its bytes).
        let generator = Products.directory.appendingPathComponent("sections-bench").path
        let generated = try ProcessCosts.peakMemory(generator, ["--json", "\(Self.items)"], output: file)
        try #require(generated.status == 0)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        #expect(size == 24_668_872)

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

    /// One text item of one long word, or of many short words, at the narrowest width: its
    /// lines would take many times its bytes held at once, so they are laid out as read, and
    /// the peak stays within 3× the file (the file's bytes, the decoded text and the output
    /// buffered on its way out) and 64 MiB.
    @Test(
        .needsPython,
        .disabled(
            if: ProcessCosts.underSanitizer, "a sanitizer's shadow memory and redzones multiply memory"),
        arguments: ["long word", "long paragraph"])
    func aLongTextItemRendersInUnderThreeTimesItsFileSize(shape: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.json").path
        let output = folder.appendingPathComponent("output.txt").path
        let count = 20_000_000
        let text =
            shape == "long word"
            ? String(repeating: "x", count: count) : String(repeating: "abcd ", count: count / 5)
        try Data(#"{"sections":[{"items":["\#(text)"]}]}"#.utf8).write(to: URL(fileURLWithPath: file))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)

        let sections = Products.directory.appendingPathComponent("sections").path
        let rendered = try ProcessCosts.peakMemory(
            sections, ["render", file, "--width", "8"], output: output)
        #expect(rendered.status == 0)
        let printed = try Data(contentsOf: URL(fileURLWithPath: output))
        // Six cells a line after the indent of 2: a long word in pieces of six, a paragraph
        // a word a line.
        #expect(printed.count == (shape == "long word" ? count / 6 * 9 + 2 + 2 + 1 : count / 5 * 7))
        #expect(
            rendered.bytes < 3 * size + 64 * 1_024 * 1_024,
            "peak \(rendered.bytes) bytes for a file of \(size) bytes")
    }

    /// The same long word browsed in `view` at the narrowest width a terminal gives it: the
    /// list lays out only the lines in view, a chunk at a time, so the peak stays within
    /// the same bound.
    @Test(
        .needsPython, .needsTmux,
        .disabled(if: ProcessCosts.underSanitizer, "a sanitizer's shadow memory and redzones multiply memory")
    )
    func aLongWordBrowsesInUnderThreeTimesItsFileSize() throws {
        let terminal = try TmuxSession(columns: 10, rows: 12)
        let file = terminal.folder.appendingPathComponent("long.json")
        let count = 20_000_000
        try Data(#"{"sections":[{"items":["\#(String(repeating: "x", count: count))"]}]}"#.utf8).write(
            to: file)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        let checker = Checkers.folder.appendingPathComponent("peak_memory.py").path
        let sections = Products.directory.appendingPathComponent("sections").path
        try terminal.run("python3 '\(checker)' --terminal report.txt '\(sections)' view long.json")
        try terminal.wait(for: "the word") { $0.contains { $0.hasPrefix("> xxxxxxxx") } }
        try terminal.press("End", "q")
        let report = try #require(try terminal.file("report.txt"))
        let fields = report.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        try #require(fields.count == 2)
        #expect(fields[0] == 0)
        #expect(
            fields[1] < 3 * size + 64 * 1_024 * 1_024, "peak \(fields[1]) bytes for a file of \(size) bytes")
    }
}
