import Core
import Syscalls

/// A list that asks plainly: the items printed numbered under their section headers, then
/// a prompt, answered a line at a time. Nothing is redrawn, the cursor is never moved and
/// the terminal's settings are left alone, so the terminal's own line editing works, a
/// screen reader reads each line once, and a terminal that cannot move the cursor (a
/// `dumb` one) or is too small for the full-screen list still serves.
///
/// A number (several in multiple choice, such as `1 3 5` or `2-4`) chooses; other text
/// filters, printing the matching items with their numbers, ranked as the full-screen
/// list ranks them; an empty line shows every item again, and in browse mode ends the
/// list, as `q` does. Esc alone on a line, or the end of input (Ctrl-D), dismisses it.
package struct PlainPrompt {
    package let list: InteractiveList
    package let mailbox: Mailbox
    private let input: Int32
    private let output: Int32
    private let ownsDescriptor: Bool
    private var document: Document
    /// A version newer than the one shown, shown when the listing is next printed.
    private var newer: Document?
    private var pending: [UInt8] = []

    /// Opens the terminal, or takes the descriptors given (which need not be a terminal's:
    /// nothing here asks anything of a terminal).
    package init(list: InteractiveList, mailbox: Mailbox) throws(InteractiveListError) {
        self.list = list
        self.mailbox = mailbox
        document = list.document
        switch list.device {
        case .descriptors(let input, let output):
            (self.input, self.output, ownsDescriptor) = (input, output, false)
        case .controlling:
            let descriptor = Platform.openControllingTerminal(forWriting: true)
            guard descriptor >= 0 else {
                throw .noTerminal(reason: "cannot open /dev/tty (\(Platform.lastErrorMessage))")
            }
            (input, output, ownsDescriptor) = (descriptor, descriptor, true)
        }
    }

    /// Asks until the person chooses, leaves or dismisses the list.
    package mutating func run() -> Result<SessionEnd, InteractiveListError> {
        defer { if ownsDescriptor { Platform.closeDescriptor(input) } }
        var listing = PlainListing(document, width: width)
        write(listing.all())
        while true {
            write([prompt(listing)], endsLine: false)
            guard let line = readLine() else {
                write([""])
                return .failure(.cancelled)
            }
            switch PlainAnswer.reading(line, mode: list.mode, count: listing.itemCount) {
            case .cancel:
                return .failure(.cancelled)
            case .empty:
                if list.mode == .browse { return .success(.quit) }
                document = newer ?? document
                newer = nil
                listing = PlainListing(document, width: width)
                write(listing.all())
            case .invalid(let message):
                write([Self.sentence(message)])
            case .choose(let numbers)
            where list.mode == .multiple && !(list.limit?.contains(numbers.count) ?? true):
                let limit = list.limit!
                let bound =
                    numbers.count < limit.lowerBound
                    ? "at least \(limit.lowerBound)" : "at most \(limit.upperBound)"
                write(["Choose \(bound) items: \(numbers.count) given."])
            case .choose(let numbers):
                return .success(.chosen(numbers.compactMap(listing.path(ofNumber:)), document))
            case .filter(let query):
                if let newer {
                    document = newer
                    self.newer = nil
                    listing = PlainListing(document, width: width)
                }
                let paths = document.paths(matchingFilter: query, width: width)
                let quoted = "'" + UntrustedText.singleLine(query) + "'"
                guard !paths.isEmpty else {
                    write(["No item matches \(quoted)."])
                    continue
                }
                let count = paths.count == 1 ? "1 item matches" : "\(paths.count) items match"
                write(["\(count) \(quoted):"] + listing.listing(of: paths))
            }
        }
    }

    /// What the prompt asks, and how to answer.
    private func prompt(_ listing: PlainListing) -> String {
        let range = listing.itemCount == 1 ? "1" : "1-\(listing.itemCount)"
        switch list.mode {
        case .single:
            return "Type a number (\(range)) to choose, or text to filter: "
        case .multiple:
            return "Type numbers (\(range); several as 1 3 5 or 2-4) to choose, or text to filter: "
        case .browse:
            return "Type text to filter, or press Enter to quit: "
        }
    }

    private static func sentence(_ message: String) -> String {
        message.prefix(1).uppercased() + message.dropFirst() + "."
    }

    /// The terminal's width, else 80: the descriptors may not be a terminal's.
    private var width: Int {
        guard let size = Platform.windowSize(of: output), size.columns > 0 else { return 80 }
        return size.columns
    }

    /// The next line typed, without its line feed; `nil` at the end of input or when the
    /// list is cancelled. New versions of the document that arrive meanwhile are kept for
    /// the next listing.
    private mutating func readLine() -> String? {
        while true {
            if let end = pending.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                let line = Array(pending[..<end])
                // CR LF is one line end: a terminal in raw mode, or a file written on Windows.
                let pair = pending[end] == 0x0D && end + 1 < pending.count && pending[end + 1] == 0x0A
                pending.removeSubrange(...(pair ? end + 1 : end))
                return String(decoding: line, as: UTF8.self)
            }
            guard let ready = Platform.waitForInput([input, mailbox.readEnd], milliseconds: -1) else {
                return nil
            }
            if ready[1] {
                for byte in mailbox.drain() where byte == 0 {
                    let (updates, cancelled) = mailbox.take()
                    if cancelled { return nil }
                    if let last = updates.last { newer = last.new }
                }
            }
            guard ready[0] else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes {
                Platform.readBytes(input, into: $0.baseAddress, count: $0.count)
            }
            if count < 0,
                Platform.wasInterrupted(Platform.errorNumber) || Platform.wouldBlock(Platform.errorNumber)
            {
                continue
            }
            guard count > 0 else { return nil }
            pending += buffer[..<count]
        }
    }

    /// Writes `lines`, each followed by a line feed unless `endsLine` is false for the last.
    private func write(_ lines: [String], endsLine: Bool = true) {
        TerminalDevice.write(lines.joined(separator: "\n") + (endsLine ? "\n" : ""), to: output)
    }
}
