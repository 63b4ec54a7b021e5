import Sections
import Syscalls
import Testing

@testable import Core
@testable import Interactive

/// A live list's feed keeps only the newest version not yet compared, and a producer far
/// faster than the comparisons has its versions coalesced into a chain that ends at the
/// newest.
@Suite struct LatestVersionTests {
    static func version(_ number: Int) -> Document {
        Document { Section { Text("Version \(number)").id("v") } }
    }

    @Test func theNewestVersionPutIsTheOneTaken() {
        let latest = LatestVersion()
        for number in 1...5 { latest.put(Self.version(number)) }
        #expect(latest.take() == Self.version(5))
        latest.put(Self.version(6))
        latest.end()
        #expect(latest.take() == Self.version(6))
        #expect(latest.take() == nil)
    }

    @Test func aWaitingTakerGetsTheNextVersionPut() async {
        let latest = LatestVersion()
        let taker = Task.detached { latest.take() }
        // The taker may or may not wait yet: either way it gets this version.
        latest.put(Self.version(1))
        #expect(await taker.value == Self.version(1))
    }

    /// 2,000 versions made as fast as a stream takes them: every update delivered is made
    /// from the version the one before it delivered, the first from the document shown, the
    /// last is the newest, and none is delivered twice.
    @Test func aFastProducerIsCoalescedIntoAChainEndingAtTheNewest() async throws {
        let (versions, feed) = AsyncStream<Document>.makeStream()
        for number in 1...2_000 { feed.yield(Self.version(number)) }
        feed.finish()
        let list = InteractiveList(Self.version(0), updates: versions)
        let delivered = Delivered()
        await list.updates?({ delivered.append($0) })
        // The comparisons go on on their own thread after the feed has ended.
        for _ in 0..<1_000 where delivered.updates.last?.new != Self.version(2_000) {
            try await Task.sleep(for: .milliseconds(10))
        }
        let updates = delivered.updates
        #expect(updates.last?.new == Self.version(2_000))
        #expect(updates.first?.old == Self.version(0))
        #expect(zip(updates, updates.dropFirst()).allSatisfy { $0.new == $1.old && $0.new != $1.new })
        #expect(updates.count <= 2_000)
    }

    private final class Delivered: @unchecked Sendable {
        private let lock = Platform.Lock()
        private var all: [ListUpdate] = []

        func append(_ update: ListUpdate) {
            lock.lock()
            all.append(update)
            lock.unlock()
        }

        var updates: [ListUpdate] {
            lock.lock()
            defer { lock.unlock() }
            return all
        }
    }
}
