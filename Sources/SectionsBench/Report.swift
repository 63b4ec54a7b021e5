import Syscalls

/// `sections-bench [report] [--runs K] [--quick] [--markdown]`: issue 8's
/// figures, each beside its target with PASS or FAIL.
///
/// Every program runs as a whole child process with standard output to `/dev/null`, timed
/// from spawn to exit, the median of `--runs` runs (5; Rich, taking seconds a run, at most 3);
/// see `Measure.swift` for why the runs are interleaved. The baseline, `sections-baseline`,
/// is built beside this program, and the figures are ratios to it or to another program
/// measured in the same session. `--quick` times N = 100,000 and 10,000 in 3 runs, for trying
/// the report out; its figures only indicate. `--markdown` prints the tables for the
/// benchmark README.
///
/// The exit status is 0 when every figure was measured, passing or not (it is a report);
/// 1 when one could not be (a program is missing or failed; the notes say why); 2 for a
/// usage error. Rich not being installed skips its figures without failing.
enum Report {
    /// The report's options.
    struct Options {
        var runs = 5
        var quick = false
        var markdown = false

        /// The options, so that `sections-bench --quick` means the report without `report`.
        static let names: Set = ["--runs", "--quick", "--markdown"]

        /// Parses the arguments after `report`; `nil` for anything it does not know.
        init?(_ arguments: [String]) {
            var rest = arguments[...]
            var runs: Int?
            while let argument = rest.popFirst() {
                switch argument {
                case "--quick": quick = true
                case "--markdown": markdown = true
                case "--runs":
                    guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }
                    runs = value
                default: return nil
                }
            }
            self.runs = runs ?? (quick ? 3 : 5)
        }

        /// The `N` of the main figures and of the smaller size that growth is measured from.
        var sizes: (large: Int, small: Int) { quick ? (100_000, 10_000) : (1_000_000, 100_000) }
    }

    /// Runs the report and returns the exit status.
    static func run(_ arguments: [String], usage: String) -> Int32 {
        guard let options = Options(arguments) else {
            Progress.note(usage)
            return 2
        }
        do {
            let lines = try report(options)
            print(lines.text.joined(separator: "\n"))
            return lines.complete ? 0 : 1
        } catch {
            Progress.note("error: \(error.description)")
            return 1
        }
    }

    /// The jobs of one size, timed together.
    private typealias Group = (items: Int, programs: [Program])

    /// Measures everything and returns the report's lines, and whether every figure was
    /// measured.
    private static func report(_ options: Options) throws(Spawn.Failure) -> (text: [String], complete: Bool) {
        let workspace = try Workspace.locate()
        let baseline = try workspace.baseline()
        let (large, small) = options.sizes
        let loadBefore = Machine.load()
        let machine = Machine.current(swiftc: workspace.swiftc, scratch: workspace.scratch)
        Progress.note("checking the outputs at \(Format.grouped(large)) items")
        let check = try OutputCheck(workspace, baseline: baseline, items: large)

        var unavailable: [Program: Figure.Verdict] = [:]
        let json = workspace.workloadJSON(items: small)
        let render = workspace.sections.flatMap { path in
            json.map { [path, "render", $0, "--format", "plain", "--width", "80"] }
        }
        if case .failure(let failure) = render { unavailable[.render] = .notMeasured(failure.description) }
        let peer = RichPeer(workspace, json: json)
        if let reason = peer.skipped {
            unavailable[.rich] = .skipped(reason)
        } else if case .failure(let failure) = peer.command {
            unavailable[.rich] = .notMeasured(failure.description)
        }
        // Issue 18's wrap-heavy workload, and GNU fmt on its text.
        let wrapLarge = workspace.wrapWorkload(items: large)
        let wrapSmall = workspace.wrapWorkload(items: small)
        let wrapFiles = { (items: Int) in items == large ? try? wrapLarge.get() : try? wrapSmall.get() }
        let fmt = Toolchain.onPath("fmt")
        for case .failure(let failure) in [wrapLarge.map { _ in () }, wrapSmall.map { _ in () }] {
            for program in WrapFigures.programs + WrapFigures.memoryPrograms {
                unavailable[program] = .notMeasured(failure.description)
            }
        }
        if fmt == nil { unavailable[.fmt] = .skipped("GNU fmt is not on PATH (coreutils)") }
        let command = { (job: Job) -> [String] in
            let n = String(job.items)
            switch job.program {
            case .baseline: return [baseline, n]
            case .emit(let format): return [workspace.bench, "--emit", "--format", format.rawValue, n]
            case .oneThread: return [workspace.bench, "--emit", "--one-thread", n]
            case .buildOnly: return [workspace.bench, "--emit", "--build-only", n]
            case .diff: return [workspace.bench, "diff", "--emit", n]
            case .render: return (try? render.get()) ?? []
            case .rich: return (try? peer.command.get()) ?? []
            case .wrap(let format, let width):
                guard let sections = try? workspace.sections.get(), let files = wrapFiles(job.items) else {
                    return []
                }
                return [
                    sections, "render", files.json, "--format", format.rawValue, "--width", String(width),
                ]
            case .wrapJapanese(let width):
                guard let sections = try? workspace.sections.get(), let files = wrapFiles(job.items) else {
                    return []
                }
                return [sections, "render", files.japanese, "--format", "plain", "--width", String(width)]
            case .fmt:
                guard let fmt, let files = wrapFiles(job.items) else { return [] }
                return [fmt, "-w", "38", files.text]
            case .wrapOne(let format, let width):
                guard let sections = try? workspace.sections.get(), let files = wrapFiles(job.items) else {
                    return []
                }
                return [
                    sections, "render", files.oneSection, "--format", format.rawValue, "--width",
                    String(width),
                ]
            case .tiny(let format):
                guard let sections = try? workspace.sections.get(), let files = wrapFiles(job.items) else {
                    return []
                }
                return [sections, "render", files.tiny, "--format", format.rawValue, "--width", "80"]
            case .diffFiles:
                guard let sections = try? workspace.sections.get(), let files = wrapFiles(job.items) else {
                    return []
                }
                return [sections, "diff", files.oneItemSections, files.oneItemSections]
            case .diffIDFiles:
                guard let sections = try? workspace.sections.get(), let files = wrapFiles(job.items) else {
                    return []
                }
                return [sections, "diff", files.idSections, files.idSections]
            }
        }
        let emitting: [Program] = BenchFormat.allCases.map(Program.emit) + [.diff]
        let richRuns = min(options.runs, 3)
        let groups: [Group] = [
            (large, [.baseline, .buildOnly, .oneThread] + emitting),
            (large, WrapFigures.programs + WrapFigures.memoryPrograms),
            (small, [.baseline] + emitting + [.render, .rich]),
            (small, WrapFigures.growthPrograms),
        ]
        var samples: [Job: Sample] = [:]
        for group in groups {
            let jobs = group.programs.filter { unavailable[$0] == nil }.map {
                Job(program: $0, items: group.items)
            }
            Progress.note("timing \(jobs.count) programs at \(Format.grouped(group.items)) items")
            let commands = jobs.map { ($0, command($0), $0.program == .rich ? richRuns : options.runs) }
            samples.merge(Measure.interleaved(commands)) { $1 }
        }
        let compileInputs = CompileTimes.inputs(workspace)
        let compile = compileInputs.flatMap { inputs in
            Progress.note("type-checking the compile-time fixtures, \(options.runs) runs")
            return Result { () throws(Spawn.Failure) in
                try CompileTimes.measure(inputs, runs: options.runs, scratch: workspace.scratch)
            }
        }
        let targets = Targets(
            samples: samples, check: check, large: large, small: small, unavailable: unavailable)
        let wrap = WrapFigures(
            samples: samples, large: large, small: small, unavailable: unavailable,
            files: try? wrapLarge.get())
        var header = [
            "sections-bench report: issue 8's, 18's and 19's targets, whole processes with output to /dev/null, "
                + "median of \(options.runs) runs (Rich: \(richRuns))"
                + (options.quick ? "; --quick: smaller N, the figures only indicate" : ""),
            "Machine: \(machine.summary)",
            "Load average (1, 5, 15 min): \(loadBefore) at the start, \(Machine.load()) at the end",
            "Baseline: \(FileSystem.relative(baseline)), built from Sources/SectionsBaseline with the bench",
        ]
        if case .success(let inputs) = compileInputs {
            header.append(
                "Compile times: \(inputs.swiftc) -typecheck of \(FileSystem.relative(inputs.fixtures)), "
                    + "Sections from \(FileSystem.relative(inputs.modules))")
        }
        let interactive = InteractiveFigures(
            runs: InteractiveFigures.measure(
                bench: workspace.bench, sizes: [small, large], runs: min(options.runs, 3),
                scratch: workspace.scratch),
            tableRuns: InteractiveFigures.measure(
                bench: workspace.bench, items: large, table: true, runs: min(options.runs, 3),
                scratch: workspace.scratch),
            large: large, small: small,
            documentOnly: samples[Job(program: .buildOnly, items: large)]?.peakBytes.map { [large: Int($0)] }
                ?? [:])
        let live = LiveFigures.measure(
            bench: workspace.bench, items: large, runs: min(options.runs, 3), scratch: workspace.scratch)
        let chooser = ChooserFigures.measure(
            workspace: workspace, inputs: ChooserFigures.inputs(workspace, items: large),
            runs: min(options.runs, 3))
        let figures =
            targets.figures + wrap.figures + interactive.figures + live.figures + chooser.figures
            + CompileTimes.figures(compile)
        let text = lines(
            header: header, medians: measurements(samples, groups: groups), figures: figures,
            markdown: options.markdown)
        return (text, !figures.contains { if case .notMeasured = $0.verdict { true } else { false } })
    }

    /// The report: the header lines, the medians, the figures, and notes that say why a
    /// figure was not measured or skipped.
    private static func lines(header: [String], medians: Table, figures: [Figure], markdown: Bool) -> [String]
    {
        var text = markdown ? header.flatMap { [$0, ""] } : header + [""]
        text += medians.lines(markdown: markdown) + [""]
        var table = Table(header: ["figure", "measured", "target", "result"])
        table.rows = figures.map { [$0.name, $0.measured, $0.target, $0.verdict.mark] }
        text += table.lines(markdown: markdown)
        var notes: [String] = []
        for figure in figures {
            guard let reason = figure.verdict.reason else { continue }
            let note = "- \(figure.verdict.mark): \(reason)"
            if !notes.contains(note) { notes.append(note) }
        }
        return notes.isEmpty ? text : text + [""] + notes
    }

    /// The medians of every job, in the order they ran.
    private static func measurements(
        _ samples: [Job: Sample], groups: [Group]
    ) -> Table {
        var table = Table(header: ["program", "N", "time", "peak memory", "runs"])
        for group in groups {
            for program in group.programs {
                guard let sample = samples[Job(program: program, items: group.items)] else { continue }
                table.rows.append([
                    program.title, Format.grouped(group.items),
                    sample.seconds.map(Format.seconds) ?? "failed",
                    sample.peakBytes.map(Format.mebibytes) ?? "–", String(sample.runs.count),
                ])
            }
        }
        return table
    }
}
