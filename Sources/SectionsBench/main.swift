import Sections

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sections-bench [--emit] [--format F] N`: times each stage of the pipeline on
/// `sections-N` in plain text; with `--format` another format (or `all`, every format as a
/// ratio to plain); with `--emit` streams the rendering to standard output for
/// whole-process timing and byte comparison with the baseline. `sections-bench diff
/// [--emit] N` does the same for diffing (see `DiffBenchmark.swift`).
func fail(_ message: String, status: Int32) -> Never {
    var errors = StandardOutput(descriptor: 2)
    errors.write(message + "\n")
    try? errors.flush()
    exit(status)
}

let usage =
    "usage: sections-bench [diff] [--emit] [--format plain|ansi|markdown|html|json|all] N   (N = positive multiple of 100)"
var arguments = Array(CommandLine.arguments.dropFirst())
let emit = arguments.contains("--emit")
arguments.removeAll { $0 == "--emit" }
var formatName = "plain"
if let option = arguments.firstIndex(of: "--format") {
    guard option + 1 < arguments.count else { fail(usage, status: 2) }
    formatName = arguments[option + 1]
    arguments.removeSubrange(option...option + 1)
}
guard let n = arguments.compactMap({ Int($0.filter { $0 != "_" && $0 != "," }) }).first,
    n > 0, n % Workload.itemsPerSection == 0,
    formatName == "all" || BenchFormat(rawValue: formatName) != nil
else {
    fail(usage, status: 2)
}
if arguments.first == "diff" {
    DiffBenchmark.run(items: n, emit: emit)
    exit(0)
}

let width = 80
if emit {
    guard let format = BenchFormat(rawValue: formatName) else { fail(usage, status: 2) }
    var output = StandardOutput()
    try format.render(Workload.document(items: n), width: width, into: &output)
    do { try output.flush() } catch {
        fail("error: \(error)", status: 1)
    }
    exit(0)
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) + " ms" }

if formatName == "plain" {
    let t0 = now()
    let document = Workload.document(items: n)
    let t1 = now()
    let layout = try LaidOutDocument(document, width: width)
    let sections = Array(layout.sections)
    let t2 = now()
    var renderer = PlainRenderer()
    var sink = Sink()
    if let title = layout.title { renderer.renderTitle(title, of: layout, into: &sink) }
    for (index, section) in sections.enumerated() {
        if index > 0 { renderer.renderSeparator(into: &sink) }
        renderer.renderSection(section, into: &sink)
    }
    let t3 = now()

    print("sections-\(n), width \(width), plain")
    print("  build   \(ms(t1 - t0))")
    print("  layout  \(ms(t2 - t1))")
    print("  render  \(ms(t3 - t2))")
    print(
        "  total   \(ms(t3 - t0))   \(Int(Double(n) / (t3 - t0))) items/s, "
            + "\(Int(Double(sink.bytes) / (t3 - t0) / 1e6)) MB/s, \(sink.bytes) bytes")
    exit(0)
}

/// Layout and rendering of each format, the best of five runs, as a ratio to plain.
let t0 = now()
let document = Workload.document(items: n)
print("sections-\(n), width \(width): build \(ms(now() - t0)); layout and render, best of 5")
let formats = formatName == "all" ? BenchFormat.allCases : [.plain, BenchFormat(rawValue: formatName)!]
var plainTime = 0.0
for format in formats {
    var best = Double.infinity
    var bytes = 0
    for _ in 0..<5 {
        var sink = Sink()
        let start = now()
        try format.render(document, width: width, into: &sink)
        best = min(best, now() - start)
        bytes = sink.bytes
    }
    if format == .plain { plainTime = best }
    let hundredths = Int((best / plainTime * 100).rounded())
    let ratio = "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    let name = format.rawValue + String(repeating: " ", count: 9 - format.rawValue.count)
    print("  \(name) \(ms(best))   \(ratio) × plain   \(bytes) bytes")
}
