/// The threads the core may run work on, given to it by a module that has them.
///
/// The core imports nothing but the Swift standard library, which has no thread to start
/// and no lock to wait on, so that it builds wherever Swift does. A module above it that
/// has the C library's threads (`Files`, over the package's platform seam) gives them as a
/// `ThreadSystem` for a stretch of work with ``Threads/using(_:_:)``; without one, every
/// parallel step of the core does its work on the caller's thread, with the same result.
package protocol ThreadSystem: Sendable {
    /// Starts `work` on a thread of its own; `nil` when the system cannot make one.
    func start(_ work: @escaping @Sendable () -> Void) -> (any StartedThread)?
    /// A lock with `conditions` condition variables that wait with it held.
    func monitor(conditions: Int) -> any Monitor
    /// The processors the system has online.
    var processors: Int { get }
}

/// A thread a ``ThreadSystem`` started.
package protocol StartedThread {
    /// Waits for the thread to finish.
    func join()
}

/// A lock and the condition variables that wait with it: what two threads that hand work
/// to each other share.
package protocol Monitor: AnyObject, Sendable {
    func lock()
    func unlock()
    /// Sleeps until condition `condition` is signalled, with the lock let go meanwhile and
    /// held again after.
    func wait(_ condition: Int)
    /// Wakes one thread waiting on condition `condition`.
    func signal(_ condition: Int)
}

/// Which ``ThreadSystem`` the core's parallel steps use: the one given for the work in
/// progress on this thread (or task), if any.
package enum Threads {
    /// The thread system of the work in progress; `nil` runs every step on the caller's
    /// thread.
    @TaskLocal package static var system: (any ThreadSystem)?

    /// `body`'s result, with the core's parallel steps running on `system`'s threads.
    package static func using<Result>(_ system: any ThreadSystem, _ body: () throws -> Result) rethrows
        -> Result
    {
        try $system.withValue(system, operation: body)
    }
}
