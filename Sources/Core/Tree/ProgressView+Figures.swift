// The words a progress item prints beside its bar, the same in every format.

extension ProgressView {
    /// The figures after the bar, each a word or two apart from the next: the percentage,
    /// the count, the rate and the time left, those that are known; empty for a spinner
    /// with no rate. Not sanitised: the unit is the caller's text.
    ///
    /// `62% 31/50 4.2 files/s 0:05 left`
    package var figures: String {
        var parts: [String] = []
        if let percent { parts.append("\(percent)%") }
        if case .count(let done, let total) = amount { parts.append("\(done)/\(total)") }
        if let speed {
            parts.append(Self.number(speed.perSecond) + (speed.unit.map { " " + $0 } ?? "") + "/s")
        }
        if let timeLeft { parts.append(Self.clock(timeLeft) + " left") }
        return parts.joined(separator: " ")
    }

    /// What stands for the progress where no bar is drawn (JSON, Markdown, HTML, plain
    /// text for a cell): the row of its label and figures, or the one of the two it has;
    /// `in progress` for a spinner with neither, which would otherwise show nothing.
    package var textForm: Item {
        let figures = self.figures
        guard let label, !label.isEmpty else {
            return Item(content: .text(figures.isEmpty ? "in progress" : figures))
        }
        return Item(content: figures.isEmpty ? .text(label) : .row(label: label, value: figures))
    }

    /// The whole percentage done, rounded down so that 100% means done; `nil` for a
    /// spinner.
    package var percent: Int? {
        switch amount {
        case .fraction(let fraction, _): Int((fraction * 100 + 1e-9).rounded(.down))
        case .count(let done, let total):
            total > 0 ? Int((Double(done) * 100 / Double(total) + 1e-9).rounded(.down)) : 0
        case .indeterminate: nil
        }
    }

    /// A rate with a tenth below 10 (`4.2`), whole above (`420`).
    package static func number(_ value: Double) -> String {
        if value < 9.95 {
            let tenths = Int((value * 10).rounded())
            return "\(tenths / 10).\(tenths % 10)"
        }
        return value < 1e15 ? "\(Int(value.rounded()))" : "\(value)"
    }

    /// A duration as a clock: `0:05`, `12:30`, `1:05:09`; rounded up to whole seconds.
    package static func clock(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let whole = seconds < 0 ? 0 : seconds + (attoseconds > 0 ? 1 : 0)
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        func twoDigits(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0
            ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// The Swift that makes this progress: `ProgressView("Files", value: 31, total: 50)`.
    package var sourceForm: String {
        let label = self.label.map { swiftLiteral($0) + ", " } ?? ""
        var form: String
        switch amount {
        case .fraction(let fraction, let total) where total == 1:
            form = "ProgressView(\(label)value: \(fraction))"
        case .fraction(let fraction, let total):
            form = "ProgressView(\(label)value: \(fraction * total), total: \(total))"
        case .count(let done, let total): form = "ProgressView(\(label)value: \(done), total: \(total))"
        case .indeterminate: form = "ProgressView(\(label)tick: \(tick))"
        }
        if let speed {
            form +=
                ".rate(\(speed.perSecond)" + (speed.unit.map { ", unit: \(swiftLiteral($0))" } ?? "") + ")"
        }
        if let givenTimeLeft {
            let (seconds, attoseconds) = givenTimeLeft.components
            form += ".timeLeft(.seconds(\(Double(seconds) + Double(attoseconds) / 1e18)))"
        }
        return form
    }
}
