/// The newest version of a live list's document that has arrived and not yet been compared
/// with the one shown: the feed's reader puts each version as it comes, replacing one not
/// yet taken, so that however fast a producer makes versions, the list holds at most one
/// waiting (the newest wins) and compares only that one. A version taken is compared with
/// the one shown before it, so a version skipped costs nothing.
final class LatestVersion: @unchecked Sendable {
    // Read and written only with `lock` held.
    private let lock = Platform.Lock()
    private var pending: Document?
    private var ended = false
    private var waiter: CheckedContinuation<Document?, Never>?

    init() {}

    /// Makes `version` the one the next ``next()`` returns, in place of one not taken.
    func put(_ version: Document) {
        lock.lock()
        guard let waiter else {
            pending = version
            lock.unlock()
            return
        }
        self.waiter = nil
        lock.unlock()
        waiter.resume(returning: version)
    }

    /// No version comes after those put: ``next()`` returns the one waiting, then `nil`.
    func end() {
        lock.lock()
        ended = true
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(returning: nil)
    }

    /// The newest version put and not yet taken, waiting for one if there is none; `nil`
    /// after ``end()`` or when the task is cancelled.
    func next() async -> Document? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Document?, Never>) in
                lock.lock()
                if let version = pending {
                    pending = nil
                    lock.unlock()
                    continuation.resume(returning: version)
                } else if ended {
                    lock.unlock()
                    continuation.resume(returning: nil)
                } else {
                    waiter = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            end()
        }
    }
}
