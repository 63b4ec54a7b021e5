import Sections

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sections-bench [--emit [--table]] N`: times each stage of the pipeline on `sections-N`
/// and on the same rows as one table, or with `--emit` streams the plain rendering (of
/// `sections-N`, or with `--table` of the table) to standard output for whole-process
/// timing and byte comparison with the baseline. `sections-bench diff [--emit] N` does the
/// same for diffing (see `DiffBenchmark.swift`).
func fail(_ message: String, status: Int32) -> Never {
    var errors = StandardOutput(descriptor: 2)
    errors.write(message + "\n")
    try? errors.flush()
    exit(status)
}

let arguments = CommandLine.arguments.dropFirst()
let emit = arguments.contains("--emit")
let emitTable = arguments.contains("--table")
guard let n = arguments.compactMap({ Int($0.filter { $0 != "_" && $0 != "," }) }).first,
    n > 0, n % Workload.itemsPerSection == 0
else {
    fail("usage: sections-bench [diff] [--emit [--table]] N   (N = positive multiple of 100)", status: 2)
}
if arguments.first == "diff" {
    DiffBenchmark.run(items: n, emit: emit)
    exit(0)
}

let width = 80
if emit {
    var output = StandardOutput()
    var renderer = PlainRenderer()
    let document = emitTable ? Workload.oneSection(items: n, table: true) : Workload.document(items: n)
    renderer.render(try LaidOutDocument(document, width: width), into: &output)
    do { try output.flush() } catch {
        fail("error: \(error)", status: 1)
    }
    exit(0)
}

/// Discards what it is given after copying it, as writing to `/dev/null` would.
struct Sink: TextOutputStream {
    var bytes = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var used = 0
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            bytes += utf8.count
            let count = min(utf8.count, buffer.count)
            guard count > 0, let source = utf8.baseAddress else { return }
            if used + count > buffer.count { used = 0 }
            buffer.withUnsafeMutableBufferPointer { target in
                (target.baseAddress! + used).update(from: source, count: count)
            }
            used += count
        }
    }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The time of each stage for one workload, and the bytes it rendered.
struct Timing {
    var build = 0.0
    var layout = 0.0
    var render = 0.0
    var bytes = 0
    var total: Double { build + layout + render }

    init(_ makeDocument: () -> Document) throws {
        let t0 = now()
        let document = makeDocument()
        let t1 = now()
        let layout = try LaidOutDocument(document, width: width)
        let sections = Array(layout.sections)
        let t2 = now()
        var renderer = PlainRenderer()
        var sink = Sink()
        if let title = layout.title { renderer.renderTitle(title, into: &sink) }
        for (index, section) in sections.enumerated() {
            if index > 0 { renderer.renderSeparator(into: &sink) }
            renderer.renderSection(section, into: &sink)
        }
        let t3 = now()
        (build, self.layout, render, bytes) = (t1 - t0, t2 - t1, t3 - t2, sink.bytes)
    }

    func report(_ name: String, items n: Int) {
        print(name)
        print("  build   \(ms(build))")
        print("  layout  \(ms(layout))")
        print("  render  \(ms(render))")
        print(
            "  total   \(ms(total))   \(Int(Double(n) / total)) items/s, "
                + "\(Int(Double(bytes) / total / 1e6)) MB/s, \(bytes) bytes")
    }
}

func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) + " ms" }
func ratio(_ a: Double, _ b: Double) -> String {
    let hundredths = Int((a / b * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)×"
}

/// The fastest of three runs, so that a run that warms up the allocator and caches does
/// not count against the workload measured first.
func best(_ makeDocument: () -> Document) throws -> Timing {
    var runs: [Timing] = []
    for _ in 0..<3 { runs.append(try Timing(makeDocument)) }
    return runs.min { $0.total < $1.total }!
}

let list = try best { Workload.document(items: n) }
list.report("sections-\(n), width \(width), plain (best of 3)", items: n)
let oneList = try best { Workload.oneSection(items: n, table: false) }
oneList.report("the same \(n) rows as one list section", items: n)
let table = try best { Workload.oneSection(items: n, table: true) }
table.report("the same \(n) rows as one table (two columns, values right-aligned)", items: n)
print(
    "table / sections-\(n): \(ratio(table.total, list.total)) in all, \(ratio(table.layout, list.layout)) layout"
)
print(
    "table / one list: \(ratio(table.total, oneList.total)) in all, \(ratio(table.layout, oneList.layout)) layout"
)
