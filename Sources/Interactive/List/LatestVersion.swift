package import Core
import Syscalls

/// The newest version of a live list's document that has arrived and not yet been compared
/// with the one shown: the feed puts each version as it comes, replacing one not yet taken,
/// so that however fast a producer makes versions, the list holds at most one waiting (the
/// newest wins) and compares only that one. A version taken is compared with the one shown
/// before it, so a version skipped costs nothing.
///
/// The comparisons run on a thread of their own, which ``take()`` blocks: on the
/// concurrency runtime's threads, a comparison at a million items kept a thread for a
/// tenth of a second, and with a producer on the other one of two cores, the task that
/// reads the versions waited while the stream buffered every version made.
package final class LatestVersion: @unchecked Sendable {
    // Read and written only with `lock` held.
    private let lock = Platform.Lock()
    private let arrived = Platform.Condition()
    private var pending: Document?
    private var ended = false

    package init() {}

    /// Makes `version` the one the next ``take()`` returns, in place of one not taken.
    package func put(_ version: Document) {
        lock.lock()
        pending = version
        lock.unlock()
        arrived.signal()
    }

    /// No version comes after those put: ``take()`` returns the one waiting, then `nil`.
    package func end() {
        lock.lock()
        ended = true
        lock.unlock()
        arrived.signal()
    }

    /// The newest version put and not yet taken, waiting for one if there is none; `nil`
    /// once ``end()`` has been called and none waits.
    package func take() -> Document? {
        lock.lock()
        defer { lock.unlock() }
        while pending == nil && !ended { arrived.wait(releasing: lock) }
        let version = pending
        pending = nil
        return version
    }
}
