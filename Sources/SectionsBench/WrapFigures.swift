import Syscalls

/// Issue 18's targets for the wrap-heavy workload (`WrapWorkload.swift`), from the medians
/// of `sections render wrap-N.json` at widths 40 and 80 and of GNU `fmt -w 38` on its text.
struct WrapFigures {
    var samples: [Job: Sample]
    var large: Int
    var small: Int
    var unavailable: [Program: Figure.Verdict]
    /// The files at `large`, whose sizes make the memory allowances.
    var files: Workspace.WrapFiles?

    /// Every program the figures need at `large`.
    static let programs: [Program] =
        [.fmt] + BenchFormat.allCases.flatMap { [Program.wrap($0, width: 40), .wrap($0, width: 80)] }
        + [.wrapJapanese(width: 40), .wrapJapanese(width: 80)]

    /// The programs that only the memory figures need: one large section, tiny items, and
    /// the diff of one-item sections.
    static let memoryPrograms: [Program] = [
        .wrapOne(.plain, width: 40), .wrapOne(.plain, width: 80), .wrapOne(.markdown, width: 40),
        .wrapOne(.html, width: 40), .wrapOne(.svg, width: 40), .tiny(.plain), .tiny(.markdown), .tiny(.svg),
        .diffFiles, .diffIDFiles,
    ]

    /// The programs whose time at `large` over `small` is a growth figure.
    static let growthPrograms: [Program] = [
        .wrap(.plain, width: 40), .wrapOne(.plain, width: 40), .tiny(.plain), .diffFiles, .diffIDFiles,
    ]

    var figures: [Figure] {
        let big = Format.items(large)
        let narrow = Job(program: .wrap(.plain, width: 40), items: large)
        var figures = [
            ratio("wrap \(big) plain: width 40 / width 80", narrow, .wrap(.plain, width: 80), limit: 1.5),
            ratio("wrap \(big) plain width 40 / GNU fmt -w 38", narrow, .fmt, limit: 2),
            ratio(
                "wrap \(big) Japanese plain: width 40 / width 80",
                Job(program: .wrapJapanese(width: 40), items: large),
                .wrapJapanese(width: 80), limit: 1.5),
            ratio(
                "sections with ids \(big) diff with itself: time / without ids",
                Job(program: .diffIDFiles, items: large), .diffFiles, limit: 1.5),
        ]
        for format in [BenchFormat.markdown, .html, .json] {
            figures.append(
                ratio(
                    "wrap \(big) \(format.rawValue): width 40 / width 80",
                    Job(program: .wrap(format, width: 40), items: large), .wrap(format, width: 80), limit: 1.2
                ))
        }
        figures += Self.growthPrograms.map(growth)
        let shapes: [(String, KeyPath<Workspace.WrapFiles, String>, [Program])] = [
            // Each workload's peak against its own file: the Japanese file is the larger.
            ("wrap", \.json, Self.programs.filter { if case .wrap = $0 { true } else { false } }),
            (
                "Japanese wrap", \.japanese,
                Self.programs.filter { if case .wrapJapanese = $0 { true } else { false } }
            ),
            (
                "wrap in one section", \.oneSection,
                Self.memoryPrograms.filter { if case .wrapOne = $0 { true } else { false } }
            ),
            ("tiny items", \.tiny, Self.memoryPrograms.filter { if case .tiny = $0 { true } else { false } }),
        ]
        for (shape, file, programs) in shapes {
            figures.append(memory("\(shape) \(Format.items(large)) render", file: file, programs: programs))
        }
        figures.append(
            memory(
                "one-item sections \(Format.items(large)) diff with itself", file: \.oneItemSections,
                programs: [.diffFiles], times: 6))
        figures.append(
            memory(
                "sections with ids \(Format.items(large)) diff with itself", file: \.idSections,
                programs: [.diffIDFiles], times: 6))
        return figures
    }

    private func median(_ job: Job, _ measure: KeyPath<Sample, Double?>) -> Double? {
        guard unavailable[job.program] == nil, let sample = samples[job] else { return nil }
        return sample[keyPath: measure]
    }

    private func missing(_ jobs: Job...) -> Figure.Verdict {
        for job in jobs {
            if let verdict = unavailable[job.program] { return verdict }
            guard let sample = samples[job] else { return .notMeasured("\(job.program.title) was not run") }
            if let failure = sample.failure { return .notMeasured(failure) }
        }
        return .notMeasured("no runs")
    }

    /// The ratio of two jobs' median times at `large`.
    private func ratio(_ name: String, _ numerator: Job, _ denominator: Program, limit: Double) -> Figure {
        let other = Job(program: denominator, items: large)
        let target = "≤ " + Format.limit(limit) + "×"
        guard let a = median(numerator, \.seconds), let b = median(other, \.seconds) else {
            return Figure(name, target: target, missing(numerator, other))
        }
        return Figure(
            name, measured: "\(Format.seconds(a)) / \(Format.seconds(b)) = \(Format.ratio(a / b))",
            target: target, value: a / b, limit: limit)
    }

    /// Time at `large` over time at `small`.
    private func growth(_ program: Program) -> Figure {
        let name = "\(program.name) growth: time \(Format.items(large)) / \(Format.items(small))"
        let (a, b) = (Job(program: program, items: large), Job(program: program, items: small))
        guard let big = median(a, \.seconds), let little = median(b, \.seconds) else {
            return Figure(name, target: "≤ 11", missing(a, b))
        }
        return Figure(
            name,
            measured:
                "\(Format.seconds(big)) / \(Format.seconds(little)) = \(Format.decimals(big / little, 1))",
            target: "≤ 11", value: big / little, limit: 11)
    }

    /// The largest peak of `programs` over `times` the file plus 64 bytes an item.
    private func memory(
        _ what: String, file: KeyPath<Workspace.WrapFiles, String>, programs: [Program], times: Int = 3
    ) -> Figure {
        let name = "\(what): peak memory / (\(times) × file + 64 B an item)"
        let target = "≤ 1×"
        guard let path = files?[keyPath: file], let fileBytes = FileSystem.size(of: path) else {
            return Figure(name, target: target, .notMeasured("the workload's file was not written"))
        }
        var worst: (program: Program, peak: Double)?
        for program in programs {
            let job = Job(program: program, items: large)
            guard let peak = median(job, \.peakBytes) else {
                return Figure(name, target: target, missing(job))
            }
            if peak > worst?.peak ?? -1 { worst = (program, peak) }
        }
        guard let worst else { return Figure(name, target: target, .notMeasured("no runs")) }
        let allowance = Double(times) * Double(fileBytes) + 64 * Double(large)
        return Figure(
            name,
            measured:
                "\(Format.mebibytes(worst.peak)) (\(worst.program.name)) / \(Format.mebibytes(allowance)) = "
                + Format.ratio(worst.peak / allowance),
            target: target, value: worst.peak / allowance, limit: 1)
    }
}
