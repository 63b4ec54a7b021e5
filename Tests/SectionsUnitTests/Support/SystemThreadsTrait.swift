import Core
import Files
import Testing

/// Runs each test of a suite with the core's parallel steps on the system's threads, as
/// the `sections` command runs them: without it, a test of a step's two halves would
/// test one thread's work twice.
struct SystemThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Threads.$system.withValue(SystemThreads()) { try await function() }
    }
}

extension Trait where Self == SystemThreadsTrait {
    /// The core's parallel steps run on the system's threads.
    static var systemThreads: Self { SystemThreadsTrait() }
}
