import Sections
import Syscalls
import Testing

/// The Swift blocks of one Markdown file of the documentation, compiled by
/// `Scripts/extract-doc-samples.py` into code that runs them in order.
struct Sample: Sendable, CustomTestStringConvertible {
    /// What a block printed, beside the output the text shows after it.
    struct Output: Sendable {
        /// The line of the block's opening fence.
        var line: Int
        var printed: String
        var shown: String
        /// The picture the text shows of it: a file, relative to the repository.
        var picture: String
    }

    /// The Markdown file, relative to the repository.
    var file: String
    /// Package manifests the file shows, each a whole `Package.swift`.
    var manifests: [String]
    /// Runs the blocks' statements in order and returns the outputs to compare.
    var run: @MainActor @Sendable () async throws -> [Output]

    var testDescription: String { file }
}

/// Where the samples' `print` and `debugPrint` write: the generated code runs inside
/// `extension Sample`, where these static functions are found before the standard
/// library's, and a test gives each run a printer of its own.
extension Sample {
    /// Collects what a sample prints; `Sendable`, since a sample's actions may print.
    final class Printer: Sendable {
        private let text = Locked("")

        func write(_ piece: String) { text.withLock { $0 += piece } }

        /// What was printed since the last call.
        func take() -> String {
            text.withLock { text in
                defer { text = "" }
                return text
            }
        }
    }

    @TaskLocal static var printer: Printer?

    static func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
        printer?.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
    }

    static func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n") {
        printer?.write(items.map { String(reflecting: $0) }.joined(separator: separator) + terminator)
    }

    /// What the sample printed since the last call.
    static func printed() -> String { printer?.take() ?? "" }
}
