/// Lays a document's sections out on a second thread while the caller renders them.
///
/// After a large document is built, layout and rendering take about half each of the rest,
/// and only rendering must happen in order on the caller's thread. So a worker thread lays
/// sections out ahead, and the caller, when the section it needs is not ready, lays out
/// one itself rather than wait: both cores stay busy whichever stage is slower (the
/// bench README gives what it saved).
///
/// Each section is laid out by the same function as on one thread and handed over in
/// document order, so the sections, and every rendering of them, are the same. Sections
/// laid out ahead stay under ``lineBudget`` lines (and ``sectionBudget`` sections), so
/// memory still grows with the tree rather than with the output. When the caller stops
/// early, `deinit` tells the worker to stop and waits for it.
package final class LayoutAhead {
    /// Lines laid out and not yet taken past which the worker stops to wait.
    package static let lineBudget = 8_192
    /// Sections in flight (claimed and not yet taken) past which the worker waits.
    package static let sectionBudget = 64

    private let queue: SectionQueue
    private let thread: any StartedThread

    /// Starts the worker on a thread of `system`, or returns `nil` when it cannot start
    /// one (the caller then lays out on its own).
    package init?(
        _ document: Document, width: Int, options: LayoutOptions, itemLines: Bool = true,
        on system: any ThreadSystem
    ) {
        let queue = SectionQueue(
            document, width: width, options: options, itemLines: itemLines,
            monitor: system.monitor(conditions: 2))
        guard let thread = system.start({ queue.work() }) else { return nil }
        self.queue = queue
        self.thread = thread
    }

    /// The next printing section in document order; `nil` after the last.
    package func next() -> LaidOutSection? { queue.take() }

    deinit {
        queue.cancel()
        thread.join()
    }

    /// Whether a document is worth a second thread of `system`: enough items that starting
    /// one (tens of microseconds) is noise, more than one section to share, and more than
    /// one core.
    package static func isWorthwhile(for document: Document, on system: any ThreadSystem) -> Bool {
        guard document.sections.count > 1 else { return false }
        var items = 0
        for section in document.sections {
            items += section.items.count
            if items >= 2_000 { return system.processors > 1 }
        }
        return false
    }
}

/// The sections of one document as work for two threads: each printing section is claimed
/// by one of them, laid out outside the lock, and put in its slot; the caller takes the
/// slots in order.
private final class SectionQueue: @unchecked Sendable {
    private let document: Document
    private let width: Int
    private let options: LayoutOptions
    private let itemLines: Bool

    // Everything below is read and written only with `mutex` held; that is what makes
    // the class safe to share (checked by the thread sanitizer run of Scripts/sanitizers).
    private let mutex: any Monitor
    /// The monitor's conditions: a section the caller waits for is ready; the worker may
    /// lay out another.
    private static let sectionReady = 0
    private static let roomMade = 1
    /// Laid-out sections by claim number, modulo the section budget; `nil` while in work.
    private var slots = [LaidOutSection?](repeating: nil, count: LayoutAhead.sectionBudget)
    /// Where the search for the next printing section goes on.
    private var position = 0
    /// Claims made, and claims the caller has taken.
    private var claimed = 0
    private var taken = 0
    /// No printing section is left to claim.
    private var exhausted = false
    private var readyLines = 0
    private var cancelled = false
    private var callerWaits = false
    private var workerWaits = false

    package init(
        _ document: Document, width: Int, options: LayoutOptions, itemLines: Bool, monitor: any Monitor
    ) {
        mutex = monitor
        self.document = document
        self.width = width
        self.options = options
        self.itemLines = itemLines
    }

    /// The worker's loop: claim, lay out, put, until nothing is left or the caller has gone.
    package func work() {
        mutex.lock()
        defer { mutex.unlock() }
        while true {
            while !cancelled, !exhausted, !hasRoom {
                workerWaits = true
                mutex.wait(Self.roomMade)
                workerWaits = false
            }
            guard !cancelled, let (number, index) = claim() else { return }
            mutex.unlock()
            let section = layOut(index)
            mutex.lock()
            put(section, claim: number)
            // The caller sleeps only when the section it needs is in work here.
            if callerWaits, number == taken { mutex.signal(Self.sectionReady) }
        }
    }

    /// The next section in order: taken from its slot, laid out here when nobody has
    /// claimed it yet, or, while the worker has it, waited for after laying out a later one.
    package func take() -> LaidOutSection? {
        mutex.lock()
        defer { mutex.unlock() }
        while true {
            if taken < claimed, let section = slots[taken % slots.count].take() {
                taken += 1
                readyLines -= section.heldLineCount
                if workerWaits, readyLines <= LayoutAhead.lineBudget / 2,
                    claimed - taken <= slots.count / 2
                {
                    mutex.signal(Self.roomMade)
                }
                return section
            }
            if taken == claimed {
                // Nobody has it: lay it out here and hand it straight back.
                guard let (_, index) = claim() else { return nil }
                taken += 1
                mutex.unlock()
                let section = layOut(index)
                mutex.lock()
                return section
            }
            // The worker has it: help with a later one rather than sit idle.
            if hasRoom, let (number, index) = claim() {
                mutex.unlock()
                let section = layOut(index)
                mutex.lock()
                put(section, claim: number)
                continue
            }
            callerWaits = true
            mutex.wait(Self.sectionReady)
            callerWaits = false
        }
    }

    /// Tells the worker to stop after the section it has in work.
    package func cancel() {
        mutex.lock()
        cancelled = true
        mutex.signal(Self.roomMade)
        mutex.unlock()
    }

    /// Whether another section may be laid out ahead of the caller.
    private var hasRoom: Bool {
        claimed - taken < slots.count && (readyLines < LayoutAhead.lineBudget || claimed == taken)
    }

    /// The next printing section's claim number and index, or `nil` when none is left.
    private func claim() -> (claim: Int, index: Int)? {
        guard let index = LaidOutSections.nextPrinting(in: document, from: &position) else {
            exhausted = true
            return nil
        }
        claimed += 1
        return (claimed - 1, index)
    }

    private func put(_ section: LaidOutSection, claim number: Int) {
        slots[number % slots.count] = section
        readyLines += section.heldLineCount
    }

    private func layOut(_ index: Int) -> LaidOutSection {
        LaidOutSection(
            document.sections[index], at: index, width: width, options: options, itemLines: itemLines)
    }
}
