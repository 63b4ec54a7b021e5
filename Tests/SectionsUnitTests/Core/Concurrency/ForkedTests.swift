import Core
import Files
import Syscalls
import Testing

/// The fork/join every parallel step uses: the work runs beside the caller, and its result
/// comes back once, whole, whichever thread did it.
@Suite struct ForkedTests {
    /// The work starts before the caller joins: it waits for a word from the caller that
    /// is only given after the work has said it started, which work kept for `join()`
    /// never would.
    @Test func theWorkRunsBesideTheCaller() throws {
        let started = Locked(false)
        let released = Locked(false)
        let forked = Forked(on: SystemThreads()) { () -> Int in
            started.withLock { $0 = true }
            while !released.withLock({ $0 }) { SystemCalls.sleep(microseconds: 1_000) }
            return 42
        }
        try #require(forked.isConcurrent, "this machine can start a thread")
        var waited = 0
        while !started.withLock({ $0 }), waited < 5_000 {
            SystemCalls.sleep(microseconds: 1_000)
            waited += 1
        }
        #expect(started.withLock { $0 })
        released.withLock { $0 = true }
        #expect(forked.join() == 42)
    }

    /// Halves summed on two threads make the sum of the whole, for empty, tiny and long
    /// halves.
    @Test(arguments: [1, 2, 3, 1_000, 65_537]) func halvesJoinToTheWhole(count: Int) {
        let numbers = (0..<count).map { ($0 &* 2_654_435_761) % 1_000 }
        let middle = count / 2
        let later = Forked(on: SystemThreads()) { numbers[middle...].reduce(0, +) }
        #expect(numbers[..<middle].reduce(0, +) + later.join() == numbers.reduce(0, +))
    }

    /// A fork that is never joined joins its thread as it goes, after the work is done.
    @Test func anUnjoinedForkWaitsForItsWork() {
        let finished = Locked(false)
        do {
            _ = Forked(on: SystemThreads()) { () -> Int in
                SystemCalls.sleep(microseconds: 20_000)
                finished.withLock { $0 = true }
                return 0
            }
        }
        #expect(finished.withLock { $0 })
    }

    /// Without a thread system, the work waits for `join()` and runs there, on the
    /// caller's thread, with the same result.
    @Test func withoutThreadsTheJoinDoesTheWork() {
        let ran = Locked(false)
        let forked = Forked(on: nil) { () -> Int in
            ran.withLock { $0 = true }
            return 7
        }
        #expect(!forked.isConcurrent)
        #expect(!ran.withLock { $0 })
        #expect(forked.join() == 7)
        #expect(ran.withLock { $0 })
    }
}
