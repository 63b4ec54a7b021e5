import Syscalls

/// Issue 19's targets for interactive lists, from runs of `sections-bench --interactive N`
/// (`InteractiveBenchmark.swift`), each a child process: the first frame, the time each
/// key takes to its first frame, and the bytes each key writes.
struct InteractiveFigures {
    /// One run's measurements.
    struct Run {
        var firstFrame: Double
        var keys: [Key]
        var peakBytes: Int
    }

    /// One key of the script in one run.
    struct Key {
        var name: String
        var latency: Double
        var settled: Double
        var bytes: Int
        var rows: Int
    }

    /// Runs at each size, or why there are none.
    var runs: [Int: Result<[Run], Spawn.Failure>]
    /// Runs of one table of `large` rows, or why there are none.
    var tableRuns: Result<[Run], Spawn.Failure>?
    var large: Int
    var small: Int
    /// The peak memory of building the same document and nothing else, to subtract.
    var documentOnly: [Int: Int]

    /// Runs the child `runs` times at each size.
    static func measure(bench: String, sizes: [Int], runs count: Int, scratch: String) -> [Int: Result<
        [Run], Spawn.Failure
    >] {
        var results: [Int: Result<[Run], Spawn.Failure>] = [:]
        for items in sizes {
            results[items] = measure(bench: bench, items: items, table: false, runs: count, scratch: scratch)
        }
        return results
    }

    /// Runs the child `runs` times on `items` items, or on one table of `items` rows.
    static func measure(
        bench: String, items: Int, table: Bool, runs count: Int, scratch: String
    ) -> Result<[Run], Spawn.Failure> {
        let what = table ? "a table of \(Format.grouped(items)) rows" : "\(Format.grouped(items)) items"
        Progress.note("driving an interactive list of \(what) in a pseudo-terminal")
        let arguments = ["--interactive", String(items)] + (table ? ["--table"] : [])
        return Result { () throws(Spawn.Failure) in
            try (0..<count).map { _ throws(Spawn.Failure) in
                guard let capture = Spawn.capture(bench, arguments, scratch: scratch) else {
                    throw Spawn.Failure(
                        description: "sections-bench \(arguments.joined(separator: " ")) failed")
                }
                return try parse(capture.output, peakBytes: capture.run.peakBytes)
            }
        }
    }

    private static func parse(_ output: String, peakBytes: Int) throws(Spawn.Failure) -> Run {
        var run = Run(firstFrame: .nan, keys: [], peakBytes: peakBytes)
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            switch fields.first {
            case "first-frame" where fields.count == 2:
                run.firstFrame = Double(fields[1]) ?? .nan
            case "key" where fields.count == 6:
                guard let latency = Double(fields[2]), let settled = Double(fields[3]),
                    let bytes = Int(fields[4]), let rows = Int(fields[5])
                else { throw Spawn.Failure(description: "cannot read \"\(line)\"") }
                run.keys.append(
                    Key(name: fields[1], latency: latency, settled: settled, bytes: bytes, rows: rows))
            default:
                throw Spawn.Failure(
                    description: "unexpected line from sections-bench --interactive: \"\(line)\"")
            }
        }
        guard !run.firstFrame.isNaN, !run.keys.isEmpty else {
            throw Spawn.Failure(description: "sections-bench --interactive printed no measurements")
        }
        return run
    }

    var figures: [Figure] {
        [small, large].flatMap {
            figures(items: $0, runs: runs[$0], prefix: "interactive \(Format.items($0)): ")
        }
            + figures(
                items: large, runs: tableRuns, prefix: "interactive \(Format.items(large)) table rows: ")
    }

    private func figures(items: Int, runs: Result<[Run], Spawn.Failure>?, prefix: String) -> [Figure] {
        guard case .success(let runs) = runs ?? .failure(Spawn.Failure(description: "not run")) else {
            let reason: String
            if case .failure(let failure) = runs {
                reason = failure.description
            } else {
                reason = "not run"
            }
            return [Figure(prefix + "first frame", target: "≤ 300 ms", .notMeasured(reason))]
        }
        let first = median(runs.map(\.firstFrame))
        // Per key of the script: the median over the runs; then the slowest key.
        let keyCount = runs.map(\.keys.count).min() ?? 0
        let latencies = (0..<keyCount).map { index in median(runs.map { $0.keys[index].latency }) }
        let settled = (0..<keyCount).map { index in median(runs.map { $0.keys[index].settled }) }
        let keys = runs[0].keys.prefix(keyCount)
        let slowest = latencies.indices.max { latencies[$0] < latencies[$1] } ?? 0
        let slowestSettled = settled.indices.max { settled[$0] < settled[$1] } ?? 0
        let perRow = keys.map { Double($0.bytes) / Double(max($0.rows, 1)) }
        let down = keys.filter { $0.name == "down" }
        var figures = [
            Figure(
                prefix + "first frame after the document is built", measured: Format.milliseconds(first),
                target: "≤ 300 ms", value: first, limit: 0.3),
            Figure(
                prefix + "slowest key to its frame (\(keys[slowest].name))",
                measured: Format.milliseconds(latencies[slowest]), target: "≤ 16 ms",
                value: latencies[slowest],
                limit: 0.016),
            Figure(
                prefix + "slowest key to its last frame (\(keys[slowestSettled].name))",
                information: Format.milliseconds(settled[slowestSettled])),
            Figure(
                prefix + "bytes a key writes: Down / PageDown / filter key",
                information: [
                    Self.bytes(keys, "down"), Self.bytes(keys, "page-down"), Self.bytes(keys, "filter"),
                ].joined(separator: " / ")),
            Figure(
                prefix + "most bytes per row written", measured: Format.grouped(Int(perRow.max() ?? 0)),
                target: "≤ \(InteractiveBenchmark.columns * 2) (2 a column)", value: perRow.max() ?? 0,
                limit: Double(InteractiveBenchmark.columns * 2)),
            Figure(
                prefix + "most rows a Down key writes", measured: String(down.map(\.rows).max() ?? 0),
                target: "≤ 3", value: Double(down.map(\.rows).max() ?? 0), limit: 3),
        ]
        if let document = documentOnly[items], prefix == "interactive \(Format.items(items)): " {
            let extra = Double(median(runs.map { Double($0.peakBytes) })) - Double(document)
            figures.append(
                Figure(
                    prefix + "peak memory beyond building the document",
                    information: Format.mebibytes(max(extra, 0))
                        + " (\(Int(max(extra, 0) / Double(items))) B an item)"))
        }
        return figures
    }

    private static func bytes(_ keys: ArraySlice<Key>, _ name: String) -> String {
        let counts = keys.filter { $0.name == name }.map(\.bytes).sorted()
        return counts.isEmpty ? "–" : Format.grouped(counts[counts.count / 2])
    }
}

extension Format {
    /// Seconds as milliseconds with one decimal: "12.5 ms".
    static func milliseconds(_ seconds: Double) -> String { decimals(seconds * 1000, 1) + " ms" }
}
