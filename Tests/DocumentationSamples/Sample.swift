import Synchronization
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
    }

    /// The Markdown file, relative to the repository.
    var file: String
    /// Package manifests the file shows, each a whole `Package.swift`.
    var manifests: [String]
    /// Runs the blocks' statements in order and returns the outputs to compare.
    var run: @MainActor @Sendable () async throws -> [Output]

    var testDescription: String { file }
}

extension Sample {
    /// Where a sample's `print` writes; `Sendable`, since a sample's actions may print.
    final class Printer: Sendable {
        private let text = Mutex("")

        func write(_ piece: String) { text.withLock { $0 += piece } }

        /// What was printed since the last call.
        func take() -> String {
            text.withLock { text in
                defer { text = "" }; return text
            }
        }
    }
}
