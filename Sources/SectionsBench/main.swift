import Sections
import Syscalls

/// `sections-bench` with no arguments, or `sections-bench report [options]`, runs the whole
/// report of issue 8's targets (see `Report.swift`). `sections-bench [--emit [--table]]
/// [--format F] N`: times each stage of the pipeline on `sections-N` and on the same rows
/// as one table; with `--format` another format (or `all`, every format as a ratio to
/// plain); with `--emit` streams the rendering (of `sections-N`, or with `--table` of the
/// table) to standard output for whole-process timing and byte comparison with the
/// baseline, and with `--emit --build-only` only builds the tree, so that the report can
/// subtract the tree's memory from a rendering's; `--one-thread` lays out on the calling
/// thread only (`LayoutOptions.concurrentLayout` off), for the report's one-core figure.
/// `sections-bench diff [--emit] N` does the same for diffing (see `DiffBenchmark.swift`).
/// `sections-bench --json N` writes the workload as a JSON document (`WorkloadJSON.swift`);
/// `--wrap-json N` and `--wrap-text N` write the wrap-heavy workload (`WrapWorkload.swift`),
/// `--wrap-ja-json N` its Japanese twin, `--row-text N` the rows of `sections-N` as lines.
/// `sections-bench --interactive N` drives an interactive list of `sections-N` in a
/// pseudo-terminal and prints what it measured (`InteractiveBenchmark.swift`);
/// `--live N` feeds a live list new versions (`LiveBenchmark.swift`);
/// `--chooser-race N` races `sections pick` and fzf alone (`ChooserFigures.swift`).
func fail(_ message: String, status: Int32) -> Never {
    Progress.note(message)
    Platform.exit(status)
}

let usage = """
    usage: sections-bench [report] [--runs K] [--quick] [--markdown]
           sections-bench [diff] [--emit [--table | --build-only | --one-thread]] [--format plain|ansi|markdown|html|json|all] N
           sections-bench --interactive N [--table]
           sections-bench --live N [--decoded]
           sections-bench --chooser-race N
           sections-bench --json N | --wrap-json N | --wrap-text N | --wrap-one-json N | --tiny-json N
                              | --one-item-json N | --ids-json N | --wrap-ja-json N | --row-text N
                              | --edited-json FILE
    (N = positive multiple of 100)
    """
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    Platform.exit(0)
}
if arguments.first == "report" {
    Platform.exit(Report.run(Array(arguments.dropFirst()), usage: usage))
}
if arguments.isEmpty || Report.Options.names.contains(arguments[0]) {
    Platform.exit(Report.run(arguments, usage: usage))
}
// A list needs a terminal, which iOS, tvOS, watchOS and visionOS do not give a program.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    if (2...3).contains(arguments.count), arguments[0] == "--interactive" {
        guard let n = Int(arguments[1]), n > 0, n % Workload.itemsPerSection == 0,
            arguments.count == 2 || arguments[2] == "--table"
        else { fail(usage, status: 2) }
        await InteractiveBenchmark.run(items: n, table: arguments.count == 3)
        Platform.exit(0)
    }
    if (2...3).contains(arguments.count), arguments[0] == "--live" {
        guard let n = Int(arguments[1]), n > 0, n % Workload.itemsPerSection == 0,
            arguments.count == 2 || arguments[2] == "--decoded"
        else { fail(usage, status: 2) }
        await LiveBenchmark.run(items: n, decoded: arguments.count == 3)
        Platform.exit(0)
    }
#endif
if arguments.count == 2, arguments[0] == "--chooser-race" {
    // The report's race of choosers alone, at N items.
    guard let n = Int(arguments[1]), n > 0, n % Workload.itemsPerSection == 0 else { fail(usage, status: 2) }
    do {
        let workspace = try Workspace.locate()
        let race = ChooserFigures.measure(
            workspace: workspace, inputs: ChooserFigures.inputs(workspace, items: n), runs: 3)
        for figure in race.figures {
            print(
                figure.name, "|", figure.measured, "|", figure.target, "|", figure.verdict.mark,
                figure.verdict.reason ?? "")
        }
    } catch {
        fail("error: \(error)", status: 1)
    }
    Platform.exit(0)
}
if let option = arguments.firstIndex(of: "--edited-json") {
    // The diff benchmark's edit of a workload file, for `sections diff FILE edited.json`.
    guard option + 1 < arguments.count else { fail(usage, status: 2) }
    let path = arguments[option + 1]
    let document: Document
    do { document = try Document(contentsOfFile: path) } catch { fail("error: \(path): \(error)", status: 1) }
    var output = StandardOutput()
    DiffWorkload.edited(document).writeJSON(to: &output)
    do { try output.flush() } catch {
        fail("error: \(error)", status: 1)
    }
    Platform.exit(0)
}
let emit = arguments.contains("--emit")
let emitTable = arguments.contains("--table")
let buildOnly = arguments.contains("--build-only")
let oneThread = arguments.contains("--one-thread")
let json = arguments.contains("--json")
let wrapJSON = arguments.contains("--wrap-json")
let wrapText = arguments.contains("--wrap-text")
let wrapOne = arguments.contains("--wrap-one-json")
let tiny = arguments.contains("--tiny-json")
let oneItem = arguments.contains("--one-item-json")
let wrapJapanese = arguments.contains("--wrap-ja-json")
let idSections = arguments.contains("--ids-json")
let rowText = arguments.contains("--row-text")
let writers = [
    "--json", "--wrap-json", "--wrap-text", "--wrap-one-json", "--tiny-json", "--one-item-json",
    "--wrap-ja-json", "--ids-json", "--row-text",
]
arguments.removeAll {
    ["--emit", "--table", "--build-only", "--one-thread"].contains($0) || writers.contains($0)
}
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
    Platform.exit(0)
}
if json || wrapJSON || wrapText || wrapOne || tiny || oneItem || wrapJapanese || idSections || rowText {
    var output = StandardOutput()
    if json {
        Workload.writeJSON(items: n, into: &output)
    } else if wrapJSON {
        WrapWorkload.writeJSON(items: n, into: &output)
    } else if wrapOne {
        WrapWorkload.writeOneSectionJSON(items: n, into: &output)
    } else if tiny {
        WrapWorkload.writeTinyJSON(items: n, into: &output)
    } else if wrapJapanese {
        WrapWorkload.writeJapaneseJSON(items: n, into: &output)
    } else if oneItem {
        WrapWorkload.writeOneItemSectionsJSON(items: n, into: &output)
    } else if idSections {
        WrapWorkload.writeIDSectionsJSON(items: n, into: &output)
    } else if rowText {
        Workload.writeRowText(items: n, into: &output)
    } else {
        WrapWorkload.writeText(items: n, into: &output)
    }
    do { try output.flush() } catch {
        fail("error: \(error)", status: 1)
    }
    Platform.exit(0)
}

let width = 80
if emit {
    guard let format = BenchFormat(rawValue: formatName) else { fail(usage, status: 2) }
    var output = StandardOutput()
    let document = emitTable ? Workload.oneSection(items: n, table: true) : Workload.document(items: n)
    if buildOnly {
        withExtendedLifetime(document) {}
        Platform.exit(0)
    }
    try withSystemThreads {
        try format.render(
            document, width: width, options: LayoutOptions(concurrentLayout: !oneThread), into: &output)
        do { try output.flush() } catch {
            fail("error: \(error)", status: 1)
        }
        // Ends inside, where the closure still holds the document: a program that prints a
        // document and exits spends nothing taking it apart.
        Platform.exit(0)
    }
}

/// The time of each stage for one workload, and the bytes it rendered.
struct Timing {
    var build = 0.0
    var layout = 0.0
    var render = 0.0
    var bytes = 0
    var total: Double { build + layout + render }

    init(_ makeDocument: () -> Document) throws {
        let t0 = Platform.now()
        let document = makeDocument()
        let t1 = Platform.now()
        let layout = try LaidOutDocument(document, width: width)
        let sections = Array(layout.sections)
        let t2 = Platform.now()
        var renderer = PlainRenderer()
        var sink = Sink()
        if let title = layout.title { renderer.renderTitle(title, of: layout, into: &sink) }
        for (index, section) in sections.enumerated() {
            if index > 0 { renderer.renderSeparator(into: &sink) }
            renderer.renderSection(section, into: &sink)
        }
        let t3 = Platform.now()
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

if formatName == "plain" {
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
    Platform.exit(0)
}

/// Layout and rendering of each format, the best of five runs, as a ratio to plain.
let t0 = Platform.now()
let document = Workload.document(items: n)
print("sections-\(n), width \(width): build \(ms(Platform.now() - t0)); layout and render, best of 5")
let formats = formatName == "all" ? BenchFormat.allCases : [.plain, BenchFormat(rawValue: formatName)!]
var plainTime = 0.0
for format in formats {
    var best = Double.infinity
    var bytes = 0
    for _ in 0..<5 {
        var sink = Sink()
        let start = Platform.now()
        try withSystemThreads { try format.render(document, width: width, into: &sink) }
        best = min(best, Platform.now() - start)
        bytes = sink.bytes
    }
    if format == .plain { plainTime = best }
    let hundredths = Int((best / plainTime * 100).rounded())
    let ratio = "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    let name = format.rawValue + String(repeating: " ", count: 9 - format.rawValue.count)
    print("  \(name) \(ms(best))   \(ratio) × plain   \(bytes) bytes")
}
