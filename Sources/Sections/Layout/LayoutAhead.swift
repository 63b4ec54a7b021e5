#if canImport(Glibc) || canImport(Musl)
#if canImport(Glibc)
    import Glibc
#else
    import Musl
#endif

/// Lays a document's sections out on a second thread, ahead of the thread that renders them.
///
/// Layout and rendering each take about half of a large document's time after it is
/// built, and only rendering must happen in order on the caller's thread, so a second core
/// lays out the next sections while the caller renders the current one (measured: the
/// 1,000,000-row benchmark's whole process from 1.82× the hand-written baseline to 1.59×).
/// The sections come out exactly as ``LaidOutSections/Iterator`` lays them out alone: the
/// same function lays each one out, in the same order; only the thread differs.
///
/// The worker stays at most ``lineBudget`` lines ahead (and at least one section), so
/// memory still grows with the tree rather than with the output. When the consumer stops
/// early, the owner's `deinit` tells the worker to stop and waits for it.
final class LayoutAhead {
    /// Lines the worker may hold laid out before the consumer takes them.
    static let lineBudget = 8_192

    private let handoff: Handoff
    private let thread: pthread_t

    /// Starts the worker, or returns `nil` when the system cannot start a thread (the caller
    /// then lays out on its own thread).
    init?(_ document: Document, width: Int, options: LayoutOptions) {
        let handoff = Handoff()
        let work = Work {
            var position = 0
            while let section = LaidOutSections.layOut(
                document, from: &position, width: width, options: options)
            {
                guard handoff.put(section) else { return }
            }
            handoff.finish()
        }
        let context = Unmanaged.passRetained(work).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, runWork, context) == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        self.handoff = handoff
        self.thread = thread
    }

    /// The next section the worker laid out, waiting for it when need be; `nil` after the last.
    func next() -> LaidOutSection? { handoff.take() }

    deinit {
        handoff.cancel()
        pthread_join(thread, nil)
    }

    /// Whether a document is worth a second thread: enough items that a thread's start (tens
    /// of microseconds) is noise, more than one section to overlap, and more than one core.
    static func isWorthwhile(for document: Document) -> Bool {
        guard document.sections.count > 1 else { return false }
        var items = 0
        for section in document.sections {
            items += section.items.count
            if items >= 2_000 { return onlineProcessors > 1 }
        }
        return false
    }

    static let onlineProcessors = sysconf(Int32(_SC_NPROCESSORS_ONLN))
}

/// The worker's body, passed to `pthread_create` through an unmanaged reference.
private final class Work {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

private func runWork(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
    return nil
}

/// Laid-out sections in flight between the two threads: a queue under one mutex, and a
/// condition for each side to sleep on.
///
/// Each side wakes the other only in batches: a thread wakes in microseconds, and waking
/// the renderer for every section cost more than it saved (up to 4,000 context switches and
/// a third more time on the benchmark).
private final class Handoff: @unchecked Sendable {
    // Everything below is read and written only with `mutex` held; that is what makes the
    // class safe to share (checked by the thread sanitizer run of Scripts/sanitizers).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let sectionsQueued = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let roomMade = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var queue: [LaidOutSection?] = []
    private var head = 0
    private var queuedLines = 0
    private var finished = false
    private var cancelled = false
    private var consumerWaits = false
    private var producerWaits = false

    /// Lines queued before a waiting consumer is woken.
    private static let wakeConsumerAt = LayoutAhead.lineBudget / 8
    /// Lines left in the queue when a waiting worker is woken.
    private static let wakeProducerAt = LayoutAhead.lineBudget / 2

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(sectionsQueued, nil)
        pthread_cond_init(roomMade, nil)
    }

    deinit {
        pthread_cond_destroy(roomMade)
        pthread_cond_destroy(sectionsQueued)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        sectionsQueued.deallocate()
        roomMade.deallocate()
    }

    /// Queues a section, waiting while the worker is a budget ahead. Returns `false` when
    /// the consumer has gone, so the worker stops.
    func put(_ section: LaidOutSection) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !cancelled, head < queue.count, queuedLines >= LayoutAhead.lineBudget {
            producerWaits = true
            pthread_cond_wait(roomMade, mutex)
            producerWaits = false
        }
        guard !cancelled else { return false }
        if head == queue.count {
            // Drained: reuse the storage rather than let it grow with the document.
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        queuedLines += section.lines.count
        queue.append(section)
        if consumerWaits, queuedLines >= Self.wakeConsumerAt { pthread_cond_signal(sectionsQueued) }
        return true
    }

    /// Marks the end of the document.
    func finish() {
        pthread_mutex_lock(mutex)
        finished = true
        pthread_cond_signal(sectionsQueued)
        pthread_mutex_unlock(mutex)
    }

    /// The oldest queued section, waiting for a batch when the queue is empty; `nil` once
    /// the worker has finished.
    func take() -> LaidOutSection? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if head == queue.count {
            while !finished, queuedLines < Self.wakeConsumerAt {
                consumerWaits = true
                pthread_cond_wait(sectionsQueued, mutex)
                consumerWaits = false
            }
        }
        guard head < queue.count, let section = queue[head].take() else { return nil }
        // Taken out of the queue, so that the section's memory goes when the caller is done.
        head += 1
        queuedLines -= section.lines.count
        if producerWaits, queuedLines <= Self.wakeProducerAt { pthread_cond_signal(roomMade) }
        return section
    }

    /// Tells the worker to stop at its next section.
    func cancel() {
        pthread_mutex_lock(mutex)
        cancelled = true
        pthread_cond_signal(roomMade)
        pthread_mutex_unlock(mutex)
    }
}
#endif
