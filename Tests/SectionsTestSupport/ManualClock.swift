import Sections
import Syscalls

/// A clock that stands still until a test moves it, so that anything timed by it runs the
/// same on every machine and no test waits.
final class ManualClock: Clock, Sendable {
    /// A point on the clock: the time since it was made.
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let time = Locked(Duration.zero)

    var now: Instant { Instant(offset: time.withLock { $0 }) }
    var minimumResolution: Duration { .nanoseconds(1) }

    /// Moves the clock on.
    func advance(by duration: Duration) { time.withLock { $0 += duration } }

    /// Returns at once, having moved the clock to `deadline`: nothing in the tests sleeps.
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        time.withLock { $0 = max($0, deadline.offset) }
    }
}
