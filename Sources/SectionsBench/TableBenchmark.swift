import Sections

/// `sections-bench table [--emit] N`: times the `sections-N` list, the same rows as one
/// list section and as one table, each the best of three runs, and prints the table's time
/// as a ratio to both; with `--emit`, writes the table's plain rendering to standard output.
enum TableBenchmark {
    static let width = 80

    static func run(items n: Int, emit: Bool) {
        if emit {
            var output = StandardOutput()
            var renderer = PlainRenderer()
            let document = Workload.oneSection(items: n, table: true)
            do {
                renderer.render(try LaidOutDocument(document, width: width), into: &output)
                try output.flush()
            } catch {
                fail("error: \(error)", status: 1)
            }
            return
        }
        let list = best { Workload.document(items: n) }
        list.report("sections-\(n), width \(width), plain (best of 3)", items: n)
        let oneList = best { Workload.oneSection(items: n, table: false) }
        oneList.report("the same \(n) rows as one list section", items: n)
        let table = best { Workload.oneSection(items: n, table: true) }
        table.report("the same \(n) rows as one table (two columns, values right-aligned)", items: n)
        for (name, other) in [("sections-\(n)", list), ("one list", oneList)] {
            print(
                "table / \(name): \(ratio(table.total, other.total)) in all, "
                    + "\(ratio(table.layout, other.layout)) layout")
        }
    }

    /// The fastest of three runs, so that a run that warms up the allocator and caches
    /// does not count against the workload measured first.
    static func best(_ makeDocument: () -> Document) -> Timing {
        (0..<3).map { _ in Timing(makeDocument, width: width) }.min { $0.total < $1.total }!
    }

    static func ratio(_ a: Double, _ b: Double) -> String {
        let hundredths = Int((a / b * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)×"
    }
}

/// The time of each stage for one workload, and the bytes it rendered.
struct Timing {
    var build = 0.0
    var layout = 0.0
    var render = 0.0
    var bytes = 0
    var total: Double { build + layout + render }

    init(_ makeDocument: () -> Document, width: Int) {
        let t0 = now()
        let document = makeDocument()
        let t1 = now()
        let laidOut: LaidOutDocument
        do { laidOut = try LaidOutDocument(document, width: width) } catch {
            fail("error: \(error)", status: 1)
        }
        let sections = Array(laidOut.sections)
        let t2 = now()
        var renderer = PlainRenderer()
        var sink = Sink()
        if let title = laidOut.title { renderer.renderTitle(title, of: laidOut, into: &sink) }
        for (index, section) in sections.enumerated() {
            if index > 0 { renderer.renderSeparator(into: &sink) }
            renderer.renderSection(section, into: &sink)
        }
        let t3 = now()
        (build, layout, render, bytes) = (t1 - t0, t2 - t1, t3 - t2, sink.bytes)
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
