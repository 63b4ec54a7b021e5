/// One line of the report: a measured figure beside its target.
struct Figure {
    /// How a figure compares with its target.
    enum Verdict: Equatable {
        case pass, fail
        /// A figure shown for context, without a target: what the second core is worth.
        case information
        /// The figure could not be taken: a program is missing or failed; the reason says
        /// which and how to fix it.
        case notMeasured(String)
        /// The figure was left out on purpose, as the Rich peer is when Rich is not installed.
        case skipped(String)

        /// The mark in the table.
        var mark: String {
            switch self {
            case .pass: "PASS"
            case .fail: "FAIL"
            case .information: "–"
            case .notMeasured: "not measured"
            case .skipped: "skipped"
            }
        }

        /// The reason, for the notes under the table.
        var reason: String? {
            switch self {
            case .pass, .fail, .information: nil
            case .notMeasured(let reason), .skipped(let reason): reason
            }
        }
    }

    var name: String
    var measured: String
    var target: String
    var verdict: Verdict

    /// A figure that is a number compared with a limit: `PASS` when `value` is at most
    /// `limit` (or, with `atLeast`, at least `limit`).
    init(
        _ name: String, measured: String, target: String, value: Double, limit: Double, atLeast: Bool = false
    ) {
        self.name = name
        self.measured = measured
        self.target = target
        verdict = (atLeast ? value >= limit : value <= limit) ? .pass : .fail
    }

    /// A figure shown for context, without a target.
    init(_ name: String, information measured: String) {
        self.name = name
        self.measured = measured
        target = "–"
        verdict = .information
    }

    /// A figure that has no value, with the reason.
    init(_ name: String, target: String, _ verdict: Verdict) {
        self.name = name
        measured = "–"
        self.target = target
        self.verdict = verdict
    }

    /// A figure that is a yes-or-no check.
    init(_ name: String, measured: String, target: String, holds: Bool) {
        self.name = name
        self.measured = measured
        self.target = target
        verdict = holds ? .pass : .fail
    }
}

/// Number formats for the tables.
enum Format {
    /// "1.42×": two decimals below 10, one below 100, none above.
    static func ratio(_ value: Double) -> String {
        decimals(value, value < 10 ? 2 : value < 100 ? 1 : 0) + "×"
    }

    /// A target's limit: "11", "1.5".
    static func limit(_ value: Double) -> String {
        value == value.rounded() ? decimals(value, 0) : decimals(value, 1)
    }

    /// Seconds with three decimals: "0.271 s".
    static func seconds(_ value: Double) -> String { decimals(value, 3) + " s" }

    /// Bytes as MiB with one decimal: "99.6 MiB".
    static func mebibytes(_ bytes: Double) -> String { decimals(bytes / 1_048_576, 1) + " MiB" }

    /// A workload size in short: "1M", "100k", "1,500".
    static func items(_ n: Int) -> String {
        n % 1_000_000 == 0 ? "\(n / 1_000_000)M" : n % 1000 == 0 ? "\(n / 1000)k" : grouped(n)
    }

    /// An integer with thousands separators: "1,000,000".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// `value` rounded to `places` decimals, without exponent notation.
    static func decimals(_ value: Double, _ places: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let sign = value < 0 && scaled > 0 ? "-" : ""
        let whole = sign + String(scaled / Int(scale))
        guard places > 0 else { return whole }
        let fraction = String(scaled % Int(scale))
        return whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}

/// Seconds as whole milliseconds: "183 ms".
func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) + " ms" }
