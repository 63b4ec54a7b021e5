import Syscalls

/// The workload's reference bytes: the SHA-256 of the plain text `sections-baseline N`
/// writes, the same values the README of this target publishes. The output check compares
/// the baseline's output with them, so that every figure is known to be measured on the
/// workload's exact bytes, and the plain rendering with the baseline's.
enum ReferenceOutput {
    /// The SHA-256, in lowercase hexadecimal, for each `N` the report runs.
    static let sha256: [Int: String] = [
        10_000: "9dafdc78a7db6abd615e8a5f506c4a0031fdea23790f217ea5c306cf1dc52efb",
        100_000: "11578c8cf8c920b53644e3abcc990a9e8912d73a24dc89f338ba9b5989a8df56",
        1_000_000: "a7f65d6586c16d362ef2ae375b26b64fd3a7ea794f72a4f71c348e5b21f6fb08",
    ]

    /// The SHA-256 of a file by coreutils' `sha256sum`, or why there is none: the bench
    /// depends on nothing that would hash in process.
    static func digest(of path: String, scratch: String) -> Result<String, Spawn.Failure> {
        guard let sha256sum = Toolchain.onPath("sha256sum") else {
            return .failure(
                Spawn.Failure(description: "no sha256sum on PATH (coreutils) to hash the output with"))
        }
        guard let run = Spawn.capture(sha256sum, [path], scratch: scratch), run.run.succeeded,
            let digest = run.output.split(separator: " ").first, digest.count == 64
        else {
            return .failure(Spawn.Failure(description: "sha256sum \(path) failed"))
        }
        return .success(String(digest))
    }
}
