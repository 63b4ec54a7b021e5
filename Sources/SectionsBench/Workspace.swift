/// Where everything the report runs lives, found once at its start, and the inputs it
/// builds: the baseline's executable and the workload as JSON, kept in a cache directory and
/// rebuilt when their sources are newer.
struct Workspace {
    /// This program, which the report runs again as a child for each figure.
    var bench: String
    /// The directory this program was built into; `sections` is built beside it.
    var binDirectory: String
    /// The package, whose `Tests/CompileFixtures` hold the compile-time fixtures.
    var packageRoot: String
    /// `.build/bench-cache`: the compiled baseline, the JSON documents, scratch files.
    var cache: String
    /// The shared bench directory: `baseline.swift`, `workload.py`, `peer_rich.py`.
    var benchDirectory: String
    /// The `swiftc` of the running toolchain (see ``Toolchain/swiftc()``).
    var swiftc: String?
    /// The Python that runs `workload.py` and the peer.
    var python: String?

    /// Finds the paths.
    ///
    /// - Parameter benchDirectory: `--bench-dir`, or `nil` for `../shared/bench` from the
    ///   current directory (`swift run` runs in the package's root), else from the package.
    /// - Returns: The paths; `swiftc` and `python` are `nil` when they cannot be found.
    /// - Throws: A message when this program's path or the bench directory is missing.
    static func locate(benchDirectory: String?) throws(Spawn.Failure) -> Workspace {
        guard let bench = FileSystem.resolved("/proc/self/exe") else {
            throw Spawn.Failure(description: "cannot find this program's path in /proc/self/exe")
        }
        let binDirectory = FileSystem.directory(of: bench)
        // SwiftPM builds into `<package>/.build/<triple>/<configuration>`.
        let root = binDirectory.firstRange(of: "/.build/").map { String(binDirectory[..<$0.lowerBound]) }
        let candidates =
            benchDirectory.map { [$0] } ?? ["../shared/bench", (root ?? ".") + "/../shared/bench"]
        guard let shared = candidates.compactMap(FileSystem.resolved).first(where: FileSystem.isDirectory)
        else {
            throw Spawn.Failure(
                description:
                    "no bench directory at \(candidates[0]): pass --bench-dir PATH (the folder of baseline.swift)"
            )
        }
        let cache = root.map { $0 + "/.build/bench-cache" } ?? binDirectory + "/bench-cache"
        guard FileSystem.makeDirectory(cache) else {
            throw Spawn.Failure(description: "cannot create the cache directory \(cache)")
        }
        return Workspace(
            bench: bench, binDirectory: binDirectory, packageRoot: root ?? ".", cache: cache,
            benchDirectory: shared, swiftc: Toolchain.swiftc(),
            python: Toolchain.python(benchDirectory: shared))
    }

    /// The `sections` command built beside this program, or why it cannot be used.
    var sections: Result<String, Spawn.Failure> {
        let path = binDirectory + "/sections"
        guard FileSystem.isExecutable(path) else {
            return .failure(
                Spawn.Failure(
                    description: "no sections command beside sections-bench: "
                        + "swift build -c release --product sections"))
        }
        return .success(path)
    }

    /// The baseline's executable, compiled with `swiftc -O` when it is missing or older
    /// than `baseline.swift`.
    func baseline() throws(Spawn.Failure) -> String {
        let source = benchDirectory + "/baseline.swift"
        let executable = cache + "/baseline"
        guard let sourceTime = FileSystem.modified(source) else {
            throw Spawn.Failure(description: "no baseline.swift in \(benchDirectory)")
        }
        if let built = FileSystem.modified(executable), built >= sourceTime { return executable }
        guard let swiftc else { throw Spawn.Failure(description: "no swiftc to compile the baseline with") }
        Progress.note("compiling the baseline: swiftc -O \(source)")
        let compiled = Spawn.capture(swiftc, ["-O", source, "-o", executable], scratch: scratch)
        guard let compiled, compiled.run.succeeded else {
            throw Spawn.Failure(description: "swiftc -O baseline.swift failed: \(compiled?.errors ?? "")")
        }
        return executable
    }

    /// `sections-N.json`, written by `python3 workload.py N` when it is missing or older than
    /// the script.
    func workloadJSON(items: Int) -> Result<String, Spawn.Failure> {
        let script = benchDirectory + "/workload.py"
        let document = cache + "/sections-\(items).json"
        guard let python else { return .failure(Spawn.Failure(description: "no python3 to run workload.py")) }
        if let written = FileSystem.modified(document), let scriptTime = FileSystem.modified(script),
            written >= scriptTime
        {
            return .success(document)
        }
        Progress.note("writing the workload as JSON: python3 workload.py \(items)")
        guard let run = try? Spawn.run(python, [script, String(items)], output: document), run.succeeded
        else {
            FileSystem.remove(document)
            return .failure(Spawn.Failure(description: "python3 workload.py \(items) failed"))
        }
        return .success(document)
    }

    /// Whether Python's `rich` is importable, so that the peer can run.
    var richInstalled: Bool {
        guard let python, let run = try? Spawn.run(python, ["-c", "import rich"]) else { return false }
        return run.succeeded
    }

    /// A path prefix for a child's captured output.
    var scratch: String { cache + "/scratch" }
}
