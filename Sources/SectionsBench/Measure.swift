import Sections
import Syscalls

/// A program the report times at one size of the workload.
struct Job: Hashable {
    /// What runs: the same `Program` at another `items` is another job.
    var program: Program
    /// The `N` of `sections-N`.
    var items: Int
}

/// The programs the report compares.
enum Program: Hashable {
    /// `baseline N`, the hand-written limit.
    case baseline
    /// `sections-bench --emit --format F N`.
    case emit(BenchFormat)
    /// `sections-bench --emit --one-thread N`: plain, laid out on the calling thread only.
    case oneThread
    /// `sections-bench --emit --build-only N`: the tree and nothing else.
    case buildOnly
    /// `sections-bench diff --emit N`.
    case diff
    /// `sections render sections-N.json --format plain --width 80`.
    case render
    /// `python3 peer_rich.py sections-N.json`: Rich renders the same document.
    case rich
    /// `sections render wrap-N.json --format F --width W`: the wrap-heavy workload.
    case wrap(BenchFormat, width: Int)
    /// `sections render wrap-ja-N.json --format plain --width W`: Japanese text, which
    /// breaks between characters.
    case wrapJapanese(width: Int)
    /// `fmt -w 38 wrap-N.txt`: GNU fmt fills the same words.
    case fmt
    /// `sections render wrap-one-N.json --format F --width W`: the same items in one section.
    case wrapOne(BenchFormat, width: Int)
    /// `sections render tiny-N.json --format F --width 80`: N items of "same text".
    case tiny(BenchFormat)
    /// `sections diff one-item-N.json one-item-N.json`: N one-item sections against
    /// themselves.
    case diffFiles
    /// `sections diff ids-N.json ids-N.json`: the same sections and items, each with an id.
    case diffIDFiles

    /// A short name for the figures: "baseline", "html", "diff".
    var name: String {
        switch self {
        case .baseline: "baseline"
        case .emit(let format): format.rawValue
        case .oneThread: "plain on one thread"
        case .buildOnly: "build only"
        case .diff: "diff"
        case .render: "sections render"
        case .rich: "Rich"
        case .wrap(let format, let width): "wrap \(format.rawValue) width \(width)"
        case .wrapJapanese(let width): "wrap Japanese plain width \(width)"
        case .fmt: "GNU fmt -w 38"
        case .wrapOne(let format, let width): "one section \(format.rawValue) width \(width)"
        case .tiny(let format): "tiny \(format.rawValue)"
        case .diffFiles: "sections diff"
        case .diffIDFiles: "sections diff with ids"
        }
    }

    /// The name in the measurements table.
    var title: String {
        switch self {
        case .baseline: "baseline"
        case .emit(let format): "sections-bench --emit --format \(format.rawValue)"
        case .oneThread: "sections-bench --emit --one-thread"
        case .buildOnly: "sections-bench --emit --build-only"
        case .diff: "sections-bench diff --emit"
        case .render: "sections render sections-N.json --format plain --width 80"
        case .rich: "python3 peer_rich.py sections-N.json (Rich)"
        case .wrap(let format, let width):
            "sections render wrap-N.json --format \(format.rawValue) --width \(width)"
        case .wrapJapanese(let width): "sections render wrap-ja-N.json --format plain --width \(width)"
        case .fmt: "fmt -w 38 wrap-N.txt"
        case .wrapOne(let format, let width):
            "sections render wrap-one-N.json --format \(format.rawValue) --width \(width)"
        case .tiny(let format): "sections render tiny-N.json --format \(format.rawValue) --width 80"
        case .diffFiles: "sections diff one-item-N.json one-item-N.json"
        case .diffIDFiles: "sections diff ids-N.json ids-N.json"
        }
    }
}

/// The runs of one job, or why it could not be timed.
struct Sample {
    var runs: [ChildRun] = []
    /// Why the job has no figure: it could not start, or it failed.
    var failure: String?

    /// The median wall time in seconds, when every run succeeded.
    var seconds: Double? { failure == nil ? median(runs.map(\.seconds)) : nil }
    /// The median peak resident set size in bytes, when every run succeeded.
    var peakBytes: Double? { failure == nil ? median(runs.map { Double($0.peakBytes) }) : nil }
    /// The median processor time of all threads in seconds, when every run succeeded.
    var cpuSeconds: Double? { failure == nil ? median(runs.map(\.cpuSeconds)) : nil }
}

/// Timing whole processes.
enum Measure {
    /// Runs every job its number of times, in rounds of all the jobs one after another.
    ///
    /// Interleaving the rounds spreads slow spells of a shared machine over every program
    /// alike, where timing one program's runs and then the next's would charge a spell to
    /// whichever ran in it; the ratios between programs are what the targets are about. A
    /// job with fewer runs (Rich, seconds a run) takes part in the first rounds only. The
    /// jobs run one at a time, never two at once on the two cores. A job that fails once is
    /// not run again.
    ///
    /// - Parameter commands: Each job with the command line that runs it and its number of
    ///   runs; the figures are the medians.
    /// - Returns: A sample for every job.
    static func interleaved(_ commands: [(job: Job, command: [String], runs: Int)]) -> [Job: Sample] {
        let rounds = commands.map(\.runs).max() ?? 0
        var samples: [Job: Sample] = [:]
        for round in 0..<rounds {
            Progress.note("  round \(round + 1) of \(rounds)")
            for (job, command, runs) in commands where round < runs && samples[job]?.failure == nil {
                var sample = samples[job] ?? Sample()
                do throws(Spawn.Failure) {
                    guard let executable = command.first else {
                        throw Spawn.Failure(description: "no command for \(job.program.title)")
                    }
                    let run = try Spawn.run(executable, Array(command.dropFirst()))
                    if run.succeeded {
                        sample.runs.append(run)
                    } else {
                        sample.failure = "\(job.program.title) \(job.items) ended with \(run.ending)"
                    }
                } catch {
                    sample.failure = error.description
                }
                samples[job] = sample
            }
        }
        return samples
    }
}

/// The middle value, or the mean of the two middle values; 0 for no values.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Progress on standard error, so that standard output holds only the report.
enum Progress {
    /// Writes one line to standard error at once.
    static func note(_ line: String) {
        var errors = StandardOutput(descriptor: 2)
        errors.write(line + "\n")
        try? errors.flush()
    }
}
