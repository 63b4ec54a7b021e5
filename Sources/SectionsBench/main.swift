import Sections

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sections-bench [--emit] N`: times each stage of the pipeline on `sections-N`, or with
/// `--emit` streams the plain rendering to standard output for whole-process timing and
/// byte comparison with the baseline.
func fail(_ message: String, status: Int32) -> Never {
    var errors = StandardOutput(descriptor: 2)
    errors.write(message + "\n")
    try? errors.flush()
    exit(status)
}

let arguments = CommandLine.arguments.dropFirst()
let emit = arguments.contains("--emit")
guard let n = arguments.compactMap({ Int($0.filter { $0 != "_" && $0 != "," }) }).first,
    n > 0, n % Workload.itemsPerSection == 0
else {
    fail("usage: sections-bench [--emit] N   (N = positive multiple of 100)", status: 2)
}

let width = 80
if emit {
    var output = StandardOutput()
    var renderer = PlainRenderer()
    renderer.render(try LaidOutDocument(Workload.document(items: n), width: width), into: &output)
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

func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) + " ms" }
print("sections-\(n), width \(width), plain")
print("  build   \(ms(t1 - t0))")
print("  layout  \(ms(t2 - t1))")
print("  render  \(ms(t3 - t2))")
print(
    "  total   \(ms(t3 - t0))   \(Int(Double(n) / (t3 - t0))) items/s, "
        + "\(Int(Double(sink.bytes) / (t3 - t0) / 1e6)) MB/s, \(sink.bytes) bytes")
