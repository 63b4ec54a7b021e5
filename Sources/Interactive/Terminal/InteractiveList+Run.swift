package import Core
package import Syscalls

extension InteractiveList {
    /// Shows the list until the person chooses, and returns what they chose.
    ///
    /// The wait for keys happens on a thread of the list's own, not on the concurrency
    /// runtime's threads, which stay free for the caller's other tasks. After a choice the
    /// terminal is restored first; then each chosen item's ``ItemConvertible/onSelect(_:)``
    /// action runs on its actor, one after the other in document order, and this returns
    /// when they have run.
    ///
    /// ```swift
    /// do {
    ///     let chosen = try await InteractiveList(menu).run()
    ///     print(chosen.first?.item.id ?? "")
    /// } catch .cancelled {
    ///     print("nothing chosen")
    /// }
    /// ```
    ///
    /// - Returns: The chosen items in document order: one in ``SelectionMode/single``
    ///   mode, one or more in ``SelectionMode/multiple`` mode, none when a browsing list
    ///   is left with `q`.
    /// - Throws: ``InteractiveListError/cancelled`` when the person dismisses the list
    ///   (Esc, Ctrl-C) or the task is cancelled; the other cases of
    ///   ``InteractiveListError`` when the list cannot be shown.
    ///
    /// A list needs a terminal, so this is unavailable where apps have none: iOS, tvOS,
    /// watchOS and visionOS. Everything else in the library, from building a document to
    /// rendering it, works there too.
    @available(iOS, unavailable, message: "an interactive list needs a terminal")
    @available(tvOS, unavailable, message: "an interactive list needs a terminal")
    @available(watchOS, unavailable, message: "an interactive list needs a terminal")
    @available(visionOS, unavailable, message: "an interactive list needs a terminal")
    public func run() async throws(InteractiveListError) -> [ChosenItem] {
        let mailbox: Mailbox
        do {
            mailbox = try Mailbox()
        } catch {
            throw .noTerminal(reason: "cannot make a pipe (\(Platform.message(forError: error.code)))")
        }
        let feed = updates.map { updates in Task { await updates { mailbox.post($0) } } }
        defer { feed?.cancel() }
        let session = InteractiveSession(list: self, mailbox: mailbox)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let started = SessionThread.start {
                    continuation.resume(returning: session.run())
                }
                if !started {
                    continuation.resume(returning: .failure(.noTerminal(reason: "cannot start a thread")))
                }
            }
        } onCancel: {
            mailbox.cancel()
        }
        switch result {
        case .failure(let error):
            throw error
        case .success(.quit):
            return []
        case .success(.chosen(let paths, let document)):
            let chosen = ChosenItem.items(at: paths, in: document)
            for choice in chosen { _ = await choice.item.select() }
            return chosen
        }
    }
}

/// What reaches a running list from other threads: new versions of the document, each
/// with its diff from the one before, and a cancellation, each announced by a byte on a pipe that the session polls. The
/// signal handlers write to the same pipe (their numbers; the mailbox writes 0).
package final class Mailbox: @unchecked Sendable {
    package let readEnd: Int32
    package let writeEnd: Int32
    // Read and written only with `lock` held.
    private let lock = Platform.Lock()
    private var updates: [ListUpdate] = []
    private var cancelled = false
    private var previews: [PreviewResult] = []

    package init() throws(Platform.PipeError) {
        (readEnd, writeEnd) = try Platform.makeNonBlockingPipe().get()
    }

    deinit {
        Platform.closeDescriptor(readEnd)
        Platform.closeDescriptor(writeEnd)
    }

    /// Hands a new version to the list, after those not yet applied: each update is made
    /// from the one before, so the list applies them all, in order.
    package func post(_ update: ListUpdate) {
        lock.lock()
        updates.append(update)
        lock.unlock()
        wake()
    }

    /// Hands the list the preview of an item, made on another thread.
    package func post(_ preview: PreviewResult) {
        lock.lock()
        previews.append(preview)
        lock.unlock()
        wake()
    }

    /// The previews made since the last call.
    package func takePreviews() -> [PreviewResult] {
        lock.lock()
        defer { lock.unlock() }
        let taken = previews
        previews = []
        return taken
    }

    /// Ends the list with ``InteractiveListError/cancelled``.
    package func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
        wake()
    }

    /// The versions not yet applied, in order, and whether the list was cancelled.
    package func take() -> ([ListUpdate], Bool) {
        lock.lock()
        defer { lock.unlock() }
        let taken = updates
        updates = []
        return (taken, cancelled)
    }

    /// The bytes on the pipe: 0 for mail, a signal's number for a signal.
    package func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                Platform.readBytes(readEnd, into: $0.baseAddress, count: $0.count)
            }
            guard count > 0 else { return bytes }
            bytes += buffer[..<count]
        }
    }

    private func wake() {
        var byte: UInt8 = 0
        // A full pipe already holds a wake-up; losing this byte loses nothing.
        _ = Platform.writeBytes(writeEnd, from: &byte, count: 1)
    }
}

/// The preview of item `number` of the version `version` of the document, as the
/// list's preview made it.
package struct PreviewResult: Sendable {
    package var number: Int
    package var version: Int
    package var document: Document?
}

/// A thread of its own for a session, which blocks in `poll`.
package enum SessionThread {
    /// Starts `body` on a new detached thread; `false` when none could be made.
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = Platform.Thread.start(body) else { return false }
        thread.detach()
        return true
    }
}
