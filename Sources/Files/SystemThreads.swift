package import Core
import Syscalls

/// The system's threads, locks and condition variables (over the platform seam) as the
/// core's ``ThreadSystem``.
package struct SystemThreads: ThreadSystem {
    package init() {}

    package func start(_ work: @escaping @Sendable () -> Void) -> (any StartedThread)? {
        Platform.Thread.start(work).map(Started.init)
    }

    package func monitor(conditions: Int) -> any Monitor { SystemMonitor(conditions: conditions) }

    package var processors: Int { Self.onlineProcessors }

    private static let onlineProcessors = Platform.onlineProcessors

    private struct Started: StartedThread {
        let thread: Platform.Thread
        func join() { thread.join() }
    }
}

private final class SystemMonitor: Monitor {
    private let mutex = Platform.Lock()
    private let conditions: [Platform.Condition]

    init(conditions count: Int) { conditions = (0..<count).map { _ in Platform.Condition() } }

    func lock() { mutex.lock() }
    func unlock() { mutex.unlock() }
    func wait(_ condition: Int) { conditions[condition].wait(releasing: mutex) }
    func signal(_ condition: Int) { conditions[condition].signal() }
}

/// Runs `body` with the library's parallel steps on the system's threads: a large
/// document is laid out on a second core while the first renders it, and a large
/// table's columns and a large diff's identities are measured in two halves at once.
///
/// ```swift
/// let text = try withSystemThreads { try PlainRenderer.render(document, width: 80) }
/// ```
///
/// The output is the same with or without; only the time differs. The library's core
/// starts no thread of its own, so that it builds wherever Swift does; the `sections`
/// command, ``InteractiveList`` and the readers of files use the system's threads always.
public func withSystemThreads<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Threads.using(SystemThreads(), body)
}
