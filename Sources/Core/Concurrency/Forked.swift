/// Work started on a thread of its own beside the caller, whose result the caller takes
/// once with ``join()``: the one shape of the package's parallel steps (fork, go on with
/// the other half, join).
///
/// When no ``ThreadSystem`` is given, or it cannot start a thread, ``join()`` does the
/// work on the caller's thread, so a step never depends on getting one and its result is
/// the same either way.
/// A `Forked` that is never joined joins its thread when it goes, so no thread outlives
/// what it reads.
///
/// ```swift
/// let later = Forked { hashes(of: middle..<count) }
/// var all = hashes(of: 0..<middle)
/// all += later.join()
/// ```
package final class Forked<Value: Sendable> {
    /// Where the thread leaves the result. The thread holds it, not the `Forked`: a thread
    /// that held the `Forked` could let it go last, and its `deinit` would join itself.
    // Unchecked: the thread writes `value` before it ends, and the caller reads it only
    // after the thread's join has returned, which orders the two.
    private final class Outcome: @unchecked Sendable {
        var value: Value?
    }

    private let outcome = Outcome()
    private var work: (@Sendable () -> Value)?
    private var thread: (any StartedThread)?

    /// Starts `work` on a thread of `system` (by default, that of the work in progress),
    /// or keeps it for ``join()`` when no thread can be had.
    package init(on system: (any ThreadSystem)? = Threads.system, _ work: @escaping @Sendable () -> Value) {
        let outcome = outcome
        thread = system?.start { outcome.value = work() }
        if thread == nil { self.work = work }
    }

    /// Whether the work runs on a thread of its own rather than in ``join()``.
    package var isConcurrent: Bool { thread != nil }

    /// Waits for the work and returns its result; the work itself, here, when no thread
    /// could be started. Called once.
    package func join() -> Value {
        if let thread {
            thread.join()
            self.thread = nil
        } else if let work {
            outcome.value = work()
            self.work = nil
        }
        guard let value = outcome.value else { preconditionFailure("a Forked is joined once") }
        outcome.value = nil
        return value
    }

    deinit { thread?.join() }
}
