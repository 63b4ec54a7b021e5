import Foundation
import Syscalls

@testable import SectionsTestSupport

/// What a child process costs, measured without a clock: the peak of its resident memory
/// as the kernel counts it, and the instructions it runs as valgrind counts them (the same
/// count for the same binary and input, whatever else the machine is doing).
enum ProcessCosts {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether this test process, and so the products built with it, runs under a
    /// sanitizer (Scripts/sanitizers), whose shadow memory and instrumentation change
    /// both costs.
    static let underSanitizer = ["__asan_init", "__tsan_init"].contains { (name: String) in
        SystemCalls.hasSymbol(name)
    }

    /// Runs `executable` with standard input from /dev/null, standard output into the file
    /// at `output`, standard error discarded; returns its exit status and the peak of its
    /// resident memory in bytes.
    ///
    /// Started through `Tests/Checkers/peak_memory.py`: Linux carries a process's peak
    /// across fork and exec, so a child of this test runner would report at least the
    /// runner's own peak (tens of megabytes, depending on the tests around it).
    static func peakMemory(
        _ executable: String, _ arguments: [String], output: String
    ) throws -> (status: Int32, bytes: Int) {
        let report = try Checkers.run("peak_memory.py", [output, executable] + arguments, input: Data())
        let fields = report.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard fields.count == 2, let status = Int32(exactly: fields[0]) else {
            throw Failure(description: "peak_memory.py \(executable): unexpected report \(report)")
        }
        return (status, fields[1])
    }

    /// The instructions `executable` runs with `arguments`, counted by valgrind's
    /// cachegrind; hashing is made deterministic so that the count is too.
    static func instructions(_ executable: String, _ arguments: [String]) throws -> Int {
        guard let valgrind = Requirements.valgrind else {
            throw Failure(description: "needs valgrind (apt-get install valgrind; .ci/run installs it)")
        }
        let result = try Products.launch(
            URL(fileURLWithPath: valgrind),
            ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", executable]
                + arguments,
            input: Data(), environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
        guard result.status == 0,
            let match = result.errors.firstMatch(of: #/I\s+refs:\s+([0-9,]+)/#),
            let count = Int(match.1.filter { $0 != "," })
        else {
            throw Failure(description: "valgrind \(executable) \(arguments) failed: \(result.errors)")
        }
        return count
    }
}
