import Syscalls

/// Issue 8's targets for the workload, as figures computed from the measured medians.
///
/// Every figure is a ratio of two programs timed in the same session, never a time in
/// seconds: seconds move with the machine and its load, ratios much less.
struct Targets {
    /// The medians of every job the report ran.
    var samples: [Job: Sample]
    /// The untimed run's output sizes and byte check at `large`.
    var check: OutputCheck
    /// The `N` of the main figures (1,000,000) and of the growth and peer figures (100,000).
    var large: Int
    var small: Int
    /// Programs that were not run, with the reason: Rich when it is not installed, `sections`
    /// when it is not built.
    var unavailable: [Program: Figure.Verdict]

    /// Every figure, in the order of the issue.
    var figures: [Figure] {
        let (big, little) = (Format.items(large), Format.items(small))
        let plain = Job(program: .emit(.plain), items: large)
        let baseline = Job(program: .baseline, items: large)
        var figures = [
            compare("plain \(big): time / baseline", plain, baseline, limit: 1.5),
            compare("plain \(big): peak memory / baseline", plain, baseline, limit: 2, memory: true),
            information(
                "plain \(big): processor time of all threads / baseline", plain, baseline, \.cpuSeconds),
            information(
                "plain \(big) laid out on one thread: time / baseline",
                Job(program: .oneThread, items: large),
                baseline),
            Figure(
                "plain \(big): same bytes as the baseline",
                measured: Format.grouped(check.bytes[.plain] ?? 0) + " B"
                    + (check.identical ? ", identical" : " vs \(Format.grouped(check.baselineBytes)) B"),
                target: "identical", holds: check.identical),
            reference,
            compare(
                "plain \(little): speed-up over Rich", Job(program: .rich, items: small),
                Job(program: .emit(.plain), items: small), limit: 200, atLeast: true),
            compare(
                "sections render of JSON \(little): speed-up over Rich", Job(program: .rich, items: small),
                Job(program: .render, items: small), limit: 100, atLeast: true),
        ]
        for format in BenchFormat.allCases where format != .plain && format != .svg {
            figures.append(
                compare(
                    "\(format.rawValue) \(big): time / plain", Job(program: .emit(format), items: large),
                    plain, limit: 2))
        }
        // Issue 20: a picture of the terminal costs at most three times the terminal's text.
        figures.append(
            compare(
                "svg \(big): time / ansi", Job(program: .emit(.svg), items: large),
                Job(program: .emit(.ansi), items: large), limit: 3))
        for program in BenchFormat.allCases.map(Program.emit) + [.diff] {
            figures.append(
                compare(
                    "\(program.name) growth: time \(big) / \(little)", Job(program: program, items: large),
                    Job(program: program, items: small), limit: 11, growth: true))
        }
        figures.append(
            compare("diff \(big): time / baseline", Job(program: .diff, items: large), baseline, limit: 5))
        figures.append(streaming)
        return figures
    }

    /// The median time (or peak memory) of a job, or `nil` when it has none.
    /// The median of one measure of a job (its time unless told), or `nil` when it has none.
    private func median(_ job: Job, _ measure: KeyPath<Sample, Double?> = \.seconds) -> Double? {
        guard unavailable[job.program] == nil, let sample = samples[job] else { return nil }
        return sample[keyPath: measure]
    }

    /// Why the first of `jobs` that has no median has none.
    private func missing(_ jobs: Job...) -> Figure.Verdict {
        for job in jobs {
            if let verdict = unavailable[job.program] { return verdict }
            guard let sample = samples[job] else { return .notMeasured("\(job.program.title) was not run") }
            if let failure = sample.failure { return .notMeasured(failure) }
        }
        return .notMeasured("no runs")
    }

    /// A figure that is the ratio of two jobs' medians against a limit.
    private func compare(
        _ name: String, _ numerator: Job, _ denominator: Job, limit: Double, atLeast: Bool = false,
        memory: Bool = false, growth: Bool = false
    ) -> Figure {
        let target = (atLeast ? "≥ " : "≤ ") + Format.limit(limit) + (growth ? "" : "×")
        let measure: KeyPath<Sample, Double?> = memory ? \.peakBytes : \.seconds
        guard let a = median(numerator, measure), let b = median(denominator, measure) else {
            return Figure(name, target: target, missing(numerator, denominator))
        }
        let show = memory ? Format.mebibytes : Format.seconds
        let ratio = growth ? Format.decimals(a / b, 1) : Format.ratio(a / b)
        return Figure(
            name, measured: "\(show(a)) / \(show(b)) = \(ratio)", target: target, value: a / b, limit: limit,
            atLeast: atLeast)
    }

    /// A ratio of two jobs' medians shown without a target.
    private func information(
        _ name: String, _ numerator: Job, _ denominator: Job, _ measure: KeyPath<Sample, Double?> = \.seconds
    ) -> Figure {
        guard let a = median(numerator, measure), let b = median(denominator, measure) else {
            return Figure(name, target: "–", missing(numerator, denominator))
        }
        return Figure(
            name, information: "\(Format.seconds(a)) / \(Format.seconds(b)) = \(Format.ratio(a / b))")
    }

    /// The baseline's output is the workload's: its SHA-256 is the published one.
    private var reference: Figure {
        let name = "baseline \(Format.items(large)): SHA-256 of the output"
        guard let published = ReferenceOutput.sha256[large] else {
            return Figure(
                name, target: "–", .skipped("no published SHA-256 for N = \(Format.grouped(large))"))
        }
        let target = Self.short(published) + ", published"
        switch check.baselineDigest {
        case .success(let digest):
            return Figure(name, measured: Self.short(digest), target: target, holds: digest == published)
        case .failure(let failure):
            return Figure(name, target: target, .notMeasured(failure.description))
        }
    }

    /// The first 16 hexadecimal digits of a digest, enough to tell two apart in a table.
    private static func short(_ digest: String) -> String { digest.prefix(16) + "…" }

    /// Rendering streams when the memory it needs beyond the tree's is a small share of the
    /// output: a renderer that held the whole output would need at least the output's size
    /// on top of the tree. The figure is the worst format's (peak of `--emit --format F` −
    /// peak of `--emit --build-only`) / output bytes, at most a quarter, SVG included: it
    /// sizes its picture in a first pass and then writes as it draws.
    private var streaming: Figure {
        let name = "streaming \(Format.items(large)): peak memory beyond the tree / output"
        let target = "≤ 0.25"
        let treeJob = Job(program: .buildOnly, items: large)
        guard let tree = median(treeJob, \.peakBytes) else {
            return Figure(name, target: target, missing(treeJob))
        }
        var worst: (format: BenchFormat, extra: Double, share: Double)?
        for format in BenchFormat.allCases {
            let job = Job(program: .emit(format), items: large)
            guard let peak = median(job, \.peakBytes) else {
                return Figure(name, target: target, missing(job))
            }
            guard let bytes = check.bytes[format], bytes > 0 else {
                return Figure(name, target: target, .notMeasured("--format \(format.rawValue) wrote nothing"))
            }
            let share = (peak - tree) / Double(bytes)
            if share > worst?.share ?? -.infinity { worst = (format, peak - tree, share) }
        }
        guard let worst else { return Figure(name, target: target, .notMeasured("no formats")) }
        let bytes = Double(check.bytes[worst.format] ?? 0)
        return Figure(
            name,
            measured:
                "\(Format.mebibytes(worst.extra)) / \(Format.mebibytes(bytes)) (\(worst.format.rawValue)) = "
                + Format.decimals(worst.share, 2),
            target: target, value: worst.share, limit: 0.25)
    }
}
