/// A value behind a ``Platform/Lock``, for the package's tests and tools.
///
/// The standard library's `Mutex` would do, but it needs the Swift 6 runtime (macOS 15,
/// iOS 18), and the package supports macOS 13 and iOS 16.
package final class Locked<Value>: @unchecked Sendable {
    // Unchecked: `value` is only read or written between `lock()` and `unlock()`.
    private let lock = Platform.Lock()
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, the lock held.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
