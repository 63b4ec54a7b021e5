import Syscalls

/// Where everything the report runs lives, found once at its start, and the inputs it
/// writes: the workload as JSON, in a cache directory.
struct Workspace {
    /// This program, which the report runs again as a child for each figure.
    var bench: String
    /// The directory this program was built into; `sections` and `sections-baseline` are
    /// built beside it.
    var binDirectory: String
    /// The package, whose `Tests/CompileFixtures` hold the compile-time fixtures.
    var packageRoot: String
    /// `.build/bench-cache`: the JSON documents, the outputs of the check, scratch files.
    var cache: String
    /// The `swiftc` of the running toolchain (see ``Toolchain/swiftc()``).
    var swiftc: String?
    /// The `python3` on `PATH`, which runs the Rich peer.
    var python: String?

    /// Finds the paths.
    ///
    /// - Returns: The paths; `swiftc` and `python` are `nil` when they cannot be found.
    /// - Throws: A message when this program's path is missing or the cache cannot be made.
    static func locate() throws(Spawn.Failure) -> Workspace {
        guard let bench = FileSystem.resolved("/proc/self/exe") else {
            throw Spawn.Failure(description: "cannot find this program's path in /proc/self/exe")
        }
        let binDirectory = FileSystem.directory(of: bench)
        // SwiftPM builds into `<package>/.build/<triple>/<configuration>`.
        let root = binDirectory.firstRange(of: "/.build/").map { String(binDirectory[..<$0.lowerBound]) }
        let cache = root.map { $0 + "/.build/bench-cache" } ?? binDirectory + "/bench-cache"
        guard FileSystem.makeDirectory(cache) else {
            throw Spawn.Failure(description: "cannot create the cache directory \(cache)")
        }
        return Workspace(
            bench: bench, binDirectory: binDirectory, packageRoot: root ?? ".", cache: cache,
            swiftc: Toolchain.swiftc(), python: Toolchain.onPath("python3"))
    }

    /// The `sections` command built beside this program, or why it cannot be used.
    var sections: Result<String, Spawn.Failure> { built("sections") }

    /// The hand-written baseline built beside this program (`Sources/SectionsBaseline`).
    func baseline() throws(Spawn.Failure) -> String {
        try built("sections-baseline").get()
    }

    /// The product `name` of this package, built beside this program.
    private func built(_ name: String) -> Result<String, Spawn.Failure> {
        let path = binDirectory + "/" + name
        guard FileSystem.isExecutable(path) else {
            return .failure(
                Spawn.Failure(
                    description: "no \(name) beside sections-bench: swift build -c release --product \(name)")
            )
        }
        return .success(path)
    }

    /// `sections-N.json`, written by this program's `--json N` for every report, so that it
    /// is never older than the generator.
    func workloadJSON(items: Int) -> Result<String, Spawn.Failure> {
        written("sections-\(items).json", by: "--json", items: items)
    }

    /// The files of the wrap-heavy workload (`WrapWorkload.swift`), written by this program
    /// for every report.
    struct WrapFiles {
        /// `wrap-N.json` (`--wrap-json N`), `wrap-N.txt` (`--wrap-text N`), the items in one
        /// section (`--wrap-one-json N`), `N` tiny items (`--tiny-json N`) and `N` sections of
        /// one item (`--one-item-json N`), and the same with ids (`--ids-json N`).
        var json, text, oneSection, tiny, oneItemSections, idSections: String
        /// `wrap-ja-N.json` (`--wrap-ja-json N`): the Japanese items.
        var japanese: String
    }

    func wrapWorkload(items: Int) -> Result<WrapFiles, Spawn.Failure> {
        func file(_ name: String, by option: String) throws(Spawn.Failure) -> String {
            try written(name, by: option, items: items).get()
        }
        // Written in order, and none after the first that fails.
        return Result { () throws(Spawn.Failure) in
            WrapFiles(
                json: try file("wrap-\(items).json", by: "--wrap-json"),
                text: try file("wrap-\(items).txt", by: "--wrap-text"),
                oneSection: try file("wrap-one-\(items).json", by: "--wrap-one-json"),
                tiny: try file("tiny-\(items).json", by: "--tiny-json"),
                oneItemSections: try file("one-item-\(items).json", by: "--one-item-json"),
                idSections: try file("ids-\(items).json", by: "--ids-json"),
                japanese: try file("wrap-ja-\(items).json", by: "--wrap-ja-json"))
        }
    }

    /// The rows of `sections-N` as lines (`--row-text N`), for the chooser that reads lines.
    func rowText(items: Int) -> Result<String, Spawn.Failure> {
        written("rows-\(items).txt", by: "--row-text", items: items)
    }

    /// A file of the cache written by this program with `option N`.
    private func written(_ name: String, by option: String, items: Int) -> Result<String, Spawn.Failure> {
        let file = cache + "/" + name
        guard let run = try? Spawn.run(bench, [option, String(items)], output: file), run.succeeded else {
            FileSystem.remove(file)
            return .failure(Spawn.Failure(description: "sections-bench \(option) \(items) failed"))
        }
        return .success(file)
    }

    /// A path prefix for a child's captured output.
    var scratch: String { cache + "/scratch" }
}
