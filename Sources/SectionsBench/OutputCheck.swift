import Syscalls

/// One untimed run of every format and of the baseline into files: the size of each output,
/// which the streaming figure needs, and whether the plain rendering is byte for byte the
/// baseline's, and the SHA-256 of the baseline's output. It also warms the page cache for
/// the timed runs that follow.
struct OutputCheck {
    /// The bytes each format wrote; a format that failed is absent.
    var bytes: [BenchFormat: Int] = [:]
    /// The bytes the baseline wrote.
    var baselineBytes = 0
    /// Whether plain and the baseline wrote the same bytes.
    var identical = false
    /// The SHA-256 of the baseline's output, or why it could not be taken.
    var baselineDigest: Result<String, Spawn.Failure>

    /// Runs the check at `items`, deleting the outputs afterwards.
    ///
    /// - Throws: A message when the baseline cannot run: every figure compares with it.
    init(_ workspace: Workspace, baseline: String, items: Int) throws(Spawn.Failure) {
        let expected = workspace.cache + "/baseline.out"
        defer { FileSystem.remove(expected) }
        let run = try Spawn.run(baseline, [String(items)], output: expected)
        guard run.succeeded, let size = FileSystem.size(of: expected) else {
            throw Spawn.Failure(description: "the baseline ended with \(run.ending)")
        }
        baselineBytes = size
        baselineDigest = ReferenceOutput.digest(of: expected, scratch: workspace.scratch)
        for format in BenchFormat.allCases {
            let output = workspace.cache + "/\(format.rawValue).out"
            defer { FileSystem.remove(output) }
            let arguments = ["--emit", "--format", format.rawValue, String(items)]
            guard let run = try? Spawn.run(workspace.bench, arguments, output: output), run.succeeded
            else { continue }
            bytes[format] = FileSystem.size(of: output)
            if format == .plain { identical = FileSystem.identical(output, expected) }
        }
    }
}
