import Syscalls

/// Issue 27's targets for live lists, from runs of `sections-bench --live N [--decoded]`
/// (`LiveBenchmark.swift`), each a child process: how soon a new version is on screen, and
/// what a producer faster than the list costs.
struct LiveFigures {
    /// One run's measurements.
    struct Run {
        var updates: [Double]
        var burst: Double?
        var peakBytes: Int
    }

    var shared: Result<[Run], Spawn.Failure>
    var decoded: Result<[Run], Spawn.Failure>
    var items: Int

    /// Runs both kinds of version `runs` times on `items` items.
    static func measure(bench: String, items: Int, runs: Int, scratch: String) -> LiveFigures {
        Progress.note("feeding a live list of \(Format.grouped(items)) items new versions")
        let run = { (decoded: Bool) in
            let arguments = ["--live", String(items)] + (decoded ? ["--decoded"] : [])
            return Result { () throws(Spawn.Failure) in
                try (0..<runs).map { _ throws(Spawn.Failure) in
                    guard let capture = Spawn.capture(bench, arguments, scratch: scratch),
                        capture.run.succeeded
                    else {
                        throw Spawn.Failure(
                            description: "sections-bench \(arguments.joined(separator: " ")) failed")
                    }
                    return try parse(capture.output, peakBytes: capture.run.peakBytes)
                }
            }
        }
        return LiveFigures(shared: run(false), decoded: run(true), items: items)
    }

    private static func parse(_ output: String, peakBytes: Int) throws(Spawn.Failure) -> Run {
        var run = Run(updates: [], burst: nil, peakBytes: peakBytes)
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let seconds = Double(fields[1]) else {
                throw Spawn.Failure(description: "unexpected line from sections-bench --live: \"\(line)\"")
            }
            switch fields[0] {
            case "update": run.updates.append(seconds)
            case "burst": run.burst = seconds
            default:
                throw Spawn.Failure(description: "unexpected line from sections-bench --live: \"\(line)\"")
            }
        }
        guard !run.updates.isEmpty else {
            throw Spawn.Failure(description: "sections-bench --live measured nothing")
        }
        return run
    }

    var figures: [Figure] {
        let prefix = "live \(Format.items(items)): "
        let target = "≤ 100 ms"
        var figures: [Figure] = []
        for (name, runs) in [("shared storage", shared), ("decoded afresh", decoded)] {
            let figure = prefix + "a version with 1% changed to its frame (\(name))"
            switch runs {
            case .failure(let failure):
                figures.append(Figure(figure, target: target, .notMeasured(failure.description)))
            case .success(let runs):
                let value = median(runs.flatMap(\.updates))
                figures.append(
                    Figure(
                        figure, measured: Format.milliseconds(value), target: target, value: value, limit: 0.1
                    ))
            }
        }
        if case .success(let runs) = shared {
            let bursts = runs.compactMap(\.burst)
            if !bursts.isEmpty {
                figures.append(
                    Figure(
                        prefix + "the newest of 50 versions made at full speed to its frame",
                        information: Format.milliseconds(median(bursts))))
            }
            let peak = median(runs.map { Double($0.peakBytes) })
            figures.append(
                Figure(
                    prefix + "peak memory with 50 versions made at full speed",
                    information: Format.mebibytes(peak) + " (\(Int(peak / Double(items))) B an item)"))
        }
        return figures
    }
}
