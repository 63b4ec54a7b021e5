/// Whether the preview being made is still wanted: the session sets it when the highlight
/// leaves the item, or the list ends, and a preview command stops its program.
///
/// Previews are made on a thread of their own rather than in a task, since a preview may
/// block (a program that runs for seconds, a closure of yours that waits), and a blocked
/// task holds one of the few threads every task of the process shares.
final class PreviewCancellation: @unchecked Sendable {
    // Read and written only with `lock` held.
    private let lock = Platform.Lock()
    private var cancelled = false

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
