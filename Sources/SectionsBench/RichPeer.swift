import Syscalls

/// Python's Rich, the optional peer: `Peer/peer_rich.py` renders the workload's JSON with
/// Rich. The report runs it only when `python3` can import `rich`; otherwise its figures
/// are skipped with the line that installs the pinned version.
struct RichPeer {
    /// The command that renders `sections-N.json`, or why there is none.
    var command: Result<[String], Spawn.Failure>
    /// Why the peer's figures are left out, when Python or Rich is not installed.
    var skipped: String?

    /// `Sources/SectionsBench/Peer` in the package.
    static func directory(_ workspace: Workspace) -> String {
        workspace.packageRoot + "/Sources/SectionsBench/Peer"
    }

    /// Finds the script and checks that Rich can be imported.
    ///
    /// - Parameters:
    ///   - workspace: Where Python and the package are.
    ///   - json: The workload's JSON document that the peer renders.
    init(_ workspace: Workspace, json: Result<String, Spawn.Failure>) {
        let directory = Self.directory(workspace)
        let script = directory + "/peer_rich.py"
        let install = "python3 -m pip install " + Self.pinned("rich", directory)
        guard let python = workspace.python else {
            command = .failure(Spawn.Failure(description: "no python3"))
            skipped = "Python 3 not found (no python3 on PATH): Rich's figures need it and \(install)"
            return
        }
        guard FileSystem.size(of: script) != nil else {
            command = .failure(Spawn.Failure(description: "no peer script at \(script)"))
            skipped = nil
            return
        }
        let imports = (try? Spawn.run(python, ["-c", "import rich"]))?.succeeded ?? false
        skipped = imports ? nil : "Rich not installed: \(install)"
        command = json.map { [python, script, $0] }
    }

    /// The `package==…` line of the peers' `requirements.txt`, so that a message installs
    /// the version the figures were taken with; the whole file when that line is missing.
    static func pinned(_ package: String, _ directory: String) -> String {
        let requirements = directory + "/requirements.txt"
        let lines = FileSystem.contents(of: requirements)?.split(separator: "\n") ?? []
        guard let line = lines.first(where: { $0.hasPrefix(package + "==") }) else {
            return "-r " + requirements
        }
        return String(line)
    }
}
