import Core
import Syscalls

/// Whether the preview being made is still wanted: the session sets it when the highlight
/// leaves the item, or the list ends, and a preview command stops its program.
///
/// Previews are made on a thread of their own rather than in a task, since a preview may
/// block (a program that runs for seconds, a closure of yours that waits), and a blocked
/// task holds one of the few threads every task of the process shares.
package final class PreviewCancellation: @unchecked Sendable {
    // Read and written only with `lock` held.
    private let lock = Platform.Lock()
    private var cancelled = false
    private var stop: (@Sendable () -> Void)?

    package var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Cancels, and runs the action given to ``stopping(with:)`` at once: a program is
    /// killed before the list returns, not when the preview's thread next looks, which a
    /// process that exits after the list would never reach.
    package func cancel() {
        lock.lock()
        defer { lock.unlock() }
        cancelled = true
        stop?()
        stop = nil
    }

    /// Runs `action` when the preview is cancelled (at once if it is already), until
    /// `body` returns. The action runs with the lock held, so once this returns it neither
    /// runs nor is running: a child that `action` kills can then be waited for without
    /// the risk of killing another process that took its number.
    package func stopping<T>(with action: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
        lock.lock()
        if cancelled { action() } else { stop = action }
        lock.unlock()
        let result = body()
        lock.lock()
        stop = nil
        lock.unlock()
        return result
    }
}
