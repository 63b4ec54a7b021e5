/// A line-by-line difference between two texts, shown the way `diff -u` shows one.
///
/// ```swift
/// print(LineDifference(expected: "a\nb\n", actual: "a\nc\n"))
/// //   a⏎
/// // - b⏎
/// // + c⏎
/// //   ⏎
/// ```
public struct LineDifference: Sendable, CustomStringConvertible {
    /// One line of the difference.
    public enum Line: Hashable, Sendable {
        /// A line both texts have.
        case same(String)
        /// A line only the expected text has.
        case expected(String)
        /// A line only the actual text has.
        case actual(String)
    }

    /// The lines, in order; unchanged lines included.
    public let lines: [Line]

    /// True when the texts are equal.
    public var isEmpty: Bool { lines.allSatisfy { if case .same = $0 { true } else { false } } }

    /// Compares two texts line by line.
    ///
    /// - Parameters:
    ///   - expected: The text that should have been produced.
    ///   - actual: The text that was produced.
    /// - Complexity: O(*n* + *m*) for the lines the texts share at their start and end,
    ///   and O(*n* × *m*) for the lines between, the stretch that differs.
    public init(expected: String, actual: String) {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The lines both start and end with are the same lines: only those between are
        // compared, so one changed line in a long snapshot costs no table of its length.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle = Self.compare(
            Array(old[prefix..<old.count - suffix]), Array(new[prefix..<new.count - suffix]))
        lines = old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
    }

    /// The lines of a longest common subsequence of `old` and `new`, and the others.
    private static func compare(_ old: [String], _ new: [String]) -> [Line] {
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [Line] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals before additions, as `diff -u` shows them.
                lines.append(.expected(old[i]))
                i += 1
            } else {
                lines.append(.actual(new[j]))
                j += 1
            }
        }
        return lines
    }

    /// Every line, with `-` before expected lines and `+` before actual ones; a `⏎` marks
    /// where a line ends, so trailing spaces show.
    public var description: String {
        lines.map(Self.shown).joined(separator: "\n")
    }

    /// The changed lines with `context` unchanged lines around them, in hunks headed as
    /// `diff -u` heads them: `@@ -3,7 +3,6 @@` names the first line and the number of
    /// lines of the expected text, then of the actual one. Lines are marked as in
    /// ``description``; hunks whose context would meet are one hunk.
    ///
    /// ```swift
    /// let expected = (1...200).map(String.init).joined(separator: "\n")
    /// let actual = expected.replacing("\n100\n", with: "\nhundred\n")
    /// print(LineDifference(expected: expected, actual: actual).unified())
    /// // @@ -97,7 +97,7 @@
    /// //   97⏎
    /// //   …
    /// // - 100⏎
    /// // + hundred⏎
    /// //   …
    /// ```
    ///
    /// - Parameter context: The unchanged lines shown before and after each change; 3 by
    ///   default.
    /// - Returns: The hunks, one line each per line; empty when the texts are equal.
    public func unified(context: Int = 3) -> String {
        let context = max(context, 0)
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        guard let first = changed.first else { return "" }
        // Each hunk as a range of `lines`: the changes whose context meets, and the context.
        var hunks: [Range<Int>] = []
        var start = max(first - context, 0)
        var end = first + 1
        for index in changed.dropFirst() {
            if index - context > end + context {
                hunks.append(start..<min(end + context, lines.count))
                start = index - context
            }
            end = index + 1
        }
        hunks.append(start..<min(end + context, lines.count))
        // The line numbers at the start of each line of the difference, in either text.
        var expectedLine = 1
        var actualLine = 1
        var output: [String] = []
        var position = 0
        for hunk in hunks {
            for line in lines[position..<hunk.lowerBound] { count(line, &expectedLine, &actualLine) }
            let (firstExpected, firstActual) = (expectedLine, actualLine)
            for line in lines[hunk] { count(line, &expectedLine, &actualLine) }
            output.append(
                "@@ -" + Self.range(firstExpected, expectedLine - firstExpected) + " +"
                    + Self.range(firstActual, actualLine - firstActual) + " @@")
            output += lines[hunk].map(Self.shown)
            position = hunk.upperBound
        }
        return output.joined(separator: "\n")
    }

    /// Moves the line numbers past one line of the difference.
    private func count(_ line: Line, _ expected: inout Int, _ actual: inout Int) {
        switch line {
        case .same:
            expected += 1
            actual += 1
        case .expected: expected += 1
        case .actual: actual += 1
        }
    }

    /// A hunk's lines in one text as `diff -u` writes them: `start,count`, just `start` for
    /// one line, and for none the line before, with a count of 0.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start - 1),0"
        case 1: "\(start)"
        default: "\(start),\(count)"
        }
    }

    private static func shown(_ line: Line) -> String {
        switch line {
        case .same(let text): "  " + text + "⏎"
        case .expected(let text): "- " + text + "⏎"
        case .actual(let text): "+ " + text + "⏎"
        }
    }
}
