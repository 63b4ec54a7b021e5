/// A line-by-line difference between two texts, shown the way `diff -u` shows one.
///
/// ```swift
/// print(LineDifference(expected: "a\nb\n", actual: "a\nc\n"))
/// //   a
/// // - b
/// // + c
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
    /// - Complexity: O(*n* × *m*) in the numbers of lines, which golden texts keep small.
    public init(expected: String, actual: String) {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
        self.lines = lines
    }

    /// The difference with `-` before expected lines and `+` before actual ones; a `⏎` marks
    /// where a line ends, so trailing spaces show.
    public var description: String {
        lines.map { line in
            switch line {
            case .same(let text): "  " + text + "⏎"
            case .expected(let text): "- " + text + "⏎"
            case .actual(let text): "+ " + text + "⏎"
            }
        }.joined(separator: "\n")
    }
}
