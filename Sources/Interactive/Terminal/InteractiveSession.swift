package import Core
import Syscalls

/// How a session ended without an error.
package enum SessionEnd: Sendable {
    /// Items chosen, in the version of the document they were chosen in.
    case chosen([ItemPath], Document)
    /// The person left a browsing list with `q`.
    case quit
}

/// One showing of a list: the terminal, the model and the loop that joins them, run on a
/// thread of its own, since it blocks in `poll` while waiting for a key.
///
/// Everything that happens to the list arrives through two descriptors: the terminal's
/// input (keys) and the mailbox's pipe (new versions, cancellation, and signals, whose
/// handlers write their numbers there). Between two `poll`s the loop applies what came,
/// does a slice of the model's background work, and draws the frame if it changed.
package struct InteractiveSession {
    package let list: InteractiveList
    package let mailbox: Mailbox

    /// Shows the list until it ends; the terminal is restored before this returns.
    package func run() -> Result<SessionEnd, InteractiveListError> {
        if list.asksPlainly || !(environment("ACCESSIBLE") ?? "").isEmpty { return askPlainly() }
        let device: TerminalDevice
        do {
            device = try TerminalDevice(descriptors: descriptors, term: environment("TERM"))
        } catch .dumbTerminal {
            return askPlainly()
        } catch {
            return .failure(error)
        }
        defer { device.release() }
        let size = device.size ?? (rows: 24, columns: 80)
        guard size.rows >= InteractiveList.minimumRows, size.columns >= InteractiveList.minimumColumns else {
            device.release()
            return askPlainly()
        }
        let start: SessionStart
        do {
            start = try SessionStart(list: list, rows: size.rows, columns: size.columns)
        } catch {
            return .failure(.layout(error))
        }
        let region = start.region
        let colour = environment("NO_COLOR").map(\.isEmpty) ?? true
        var loop = SessionLoop(
            device: device, mailbox: mailbox, model: start.model, region: region,
            writer: FrameWriter(addressing: region.addressing, colour: colour), size: size,
            pane: start.pane, previewContent: list.previewContent)
        let answersSignals = TerminalSignals.install(pipe: mailbox.writeEnd)
        defer { if answersSignals { TerminalSignals.uninstall() } }
        device.write(region.enter)
        let end = loop.run()
        device.write(loop.region.leave)
        return end
    }

    /// The list as plain questions and answers, where the full-screen list cannot be
    /// drawn or is not wanted.
    private func askPlainly() -> Result<SessionEnd, InteractiveListError> {
        do {
            var prompt = try PlainPrompt(list: list, mailbox: mailbox)
            return prompt.run()
        } catch {
            return .failure(error)
        }
    }

    private var descriptors: (input: Int32, output: Int32)? {
        switch list.device {
        case .controlling: nil
        case .descriptors(let input, let output): (input, output)
        }
    }

    private func environment(_ name: String) -> String? {
        if let variables = list.variables { return variables[name] }
        return Platform.environmentVariable(name)
    }
}

/// The loop of a session, with the state it changes.
package struct SessionLoop {
    package let device: TerminalDevice
    package let mailbox: Mailbox
    package var model: ListModel
    package var region: ScreenRegion
    package var writer: FrameWriter
    package var size: (rows: Int, columns: Int)
    private var decoder = KeyDecoder()
    /// Since when the decoder has waited for more bytes: a lone ESC to be told from the
    /// start of a sequence, a character to be finished, a paste to end.
    private var waitingSince: ContinuousClock.Instant?
    package var dirty = true
    /// The preview pane, when the list has one, and what makes its documents.
    package var pane: PreviewPane?
    package let previewContent: (@Sendable (Item, PreviewCancellation) -> Document?)?
    /// Counts the versions of the document applied, so that a preview made for an item
    /// of an earlier one is not shown; the version the pane's preview was made in.
    package var previewVersion = 0
    package var previewShownVersion = -1
    /// Whether a preview is being made, how to stop it and for which item: it is
    /// cancelled when the highlight leaves that item.
    package var previewRunning = false
    package var previewCancellation: PreviewCancellation?
    package var previewRunningNumber: Int?
    /// The terminal is smaller than a list needs: nothing is drawn until it grows.
    private var tooSmall = false

    package init(
        device: TerminalDevice, mailbox: Mailbox, model: ListModel, region: ScreenRegion,
        writer: FrameWriter, size: (rows: Int, columns: Int),
        pane: PreviewPane? = nil, previewContent: (@Sendable (Item, PreviewCancellation) -> Document?)? = nil
    ) {
        self.pane = pane
        self.previewContent = previewContent
        self.device = device
        self.mailbox = mailbox
        self.model = model
        self.region = region
        self.writer = writer
        self.size = size
    }

    package mutating func run() -> Result<SessionEnd, InteractiveListError> {
        // A preview still being made stops with the list (a command is killed).
        defer { previewCancellation?.cancel() }
        while true {
            requestPreview()
            draw()
            // A lone ESC is Escape, and a character broken off is U+FFFD, unless the rest
            // follows within 50 ms, however often the loop wakes meanwhile; a paste whose
            // end does not come within a second ends there, so no keys are lost to it.
            let wait = waitingSince.map { max(0, waitLimit - milliseconds(since: $0)) }
            let timeout: Int32 = model.hasPendingWork ? 0 : wait.map(Int32.init) ?? -1
            guard let ready = Platform.waitForInput([device.input, mailbox.readEnd], milliseconds: timeout)
            else {
                return .failure(.noTerminal(reason: "the terminal cannot be read"))
            }
            if ready[1], let end = handleMail() { return end }
            var keys: [Key] = []
            if ready[0] {
                guard let bytes = device.read() else {
                    return .failure(.noTerminal(reason: "the terminal closed"))
                }
                keys = decoder.keys(from: bytes)
                // The wait starts again with every byte that comes (none when interrupted).
                let waits = decoder.waits || decoder.isPasting
                waitingSince = waits ? (bytes.isEmpty ? waitingSince ?? .now : .now) : nil
            } else if let since = waitingSince, milliseconds(since: since) >= waitLimit {
                keys = decoder.flush()
                waitingSince = nil
            }
            if let end = handle(keys) { return end }
            // The answer to a key first; the model's background work after.
            draw()
            if model.hasPendingWork {
                // A key that arrives meanwhile waits for the slice: short slices keep any
                // key's answer well within a 16 ms frame.
                _ = model.advance(budget: ListModel.workSlice)
                dirty = true
            }
        }
    }

    /// How long the decoder's pending bytes wait for the rest, in milliseconds.
    private var waitLimit: Int { decoder.isPasting ? 1000 : 50 }

    /// Applies the keys of one read, as ``ListModel/handle(_:from:)`` does, until one
    /// ends the list.
    private mutating func handle(_ keys: [Key]) -> Result<SessionEnd, InteractiveListError>? {
        if !keys.isEmpty { dirty = true }
        var index = 0
        while let outcome = model.handle(keys, from: &index) {
            if let end = self.outcome(outcome) { return end }
        }
        return nil
    }

    private func milliseconds(since instant: ContinuousClock.Instant) -> Int {
        let elapsed = ContinuousClock.now - instant
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }

    private mutating func outcome(_ outcome: ListOutcome) -> Result<SessionEnd, InteractiveListError>? {
        switch outcome {
        case .continuing: return nil
        case .chosen(let paths): return .success(.chosen(paths, model.document))
        case .cancelled: return .failure(.cancelled)
        case .quit: return .success(.quit)
        case .suspend:
            suspend()
            return nil
        }
    }

    /// Applies what the pipe brought: new versions, cancellation, signals.
    private mutating func handleMail() -> Result<SessionEnd, InteractiveListError>? {
        for byte in mailbox.drain() {
            switch Int32(byte) {
            case 0:
                let (updates, cancelled) = mailbox.take()
                if cancelled { return .failure(.cancelled) }
                for update in updates {
                    model.apply(update)
                    previewVersion += 1
                    dirty = true
                }
                receive(mailbox.takePreviews())
            case TerminalSignals.windowChanged: resize()
            case TerminalSignals.continued:
                // Continued after a stop from elsewhere (SIGSTOP), or after our own: the
                // settings and modes may have been changed meanwhile.
                device.takeSettings()
                device.write(region.resume)
                writer.invalidate()
                resize()
            case TerminalSignals.stop: suspend()
            case let number:
                // SIGTERM, SIGHUP, SIGINT, SIGQUIT: the terminal back, then the signal as
                // the process had it; ending the list if the process lives on.
                device.write(region.leave)
                device.restore()
                TerminalSignals.raiseAsBefore(number)
                return .failure(.cancelled)
            }
        }
        return nil
    }

    /// Gives the terminal back, stops the process as Ctrl-Z does, and takes the terminal
    /// again when continued. When the stop is discarded (a process group with no shell
    /// to continue it, as in `choice=$(sections pick …)`), the list simply goes on.
    private mutating func suspend() {
        device.write(region.leave)
        device.restore()
        TerminalSignals.raiseAsBefore(TerminalSignals.stop)
        device.takeSettings()
        let rows = device.size?.rows ?? size.rows
        region = ScreenRegion(region.presentation, rows: rows)
        device.write(region.enter)
        writer.invalidate()
        resize()
    }

    /// Reads the terminal's size again and lays the list out for it.
    private mutating func resize() {
        dirty = true
        guard let new = device.size else { return }
        let changed = new.rows != size.rows || new.columns != size.columns
        size = new
        guard new.rows >= InteractiveList.minimumRows, new.columns >= InteractiveList.minimumColumns else {
            tooSmall = true
            device.write(region.clear)
            return
        }
        guard changed || tooSmall else { return }
        tooSmall = false
        if case .inline = region.presentation {
            // The rows are taken again at the new height, from the region's first row.
            device.write(region.clear)
            region = ScreenRegion(region.presentation, rows: new.rows)
            device.write(region.enter)
        } else {
            region = ScreenRegion(region.presentation, rows: new.rows)
        }
        writer.invalidate()
        let area = listSize
        try? model.resize(width: area.columns, height: area.rows)
        resizePane()
    }

    private mutating func draw() {
        guard dirty, !tooSmall else { return }
        dirty = false
        let text = writer.text(for: composedFrame())
        if !text.isEmpty { device.write(text) }
    }
}
