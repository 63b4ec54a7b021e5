import Syscalls

/// Hands the pages of a file's input back to the system behind its reader, a megabyte at a
/// time, so that a large file costs little more memory than the document read from it.
///
/// A thread that reads a later part of the input (``LaterHalf``) has a release of its own,
/// from the first page that begins in its part: each release is used by one thread, and
/// none touches another's pages.
// Unchecked: each release is used by one thread at a time (see above), never two at once.
final class InputRelease: @unchecked Sendable {
    private let memory: UnsafeMutableRawPointer
    private let page: Int
    private let first: Int
    /// The end of the pages handed back, from `first`.
    private var released: Int
    /// The releases of later parts, made on this one's thread before theirs start.
    private var parts: [InputRelease] = []

    /// How much of the input, at least, is handed back at once: a call a page, after
    /// nearly every section of a file of small sections, cost a system call and a flush of
    /// the address translations.
    static let step = 1 << 20

    init(memory: UnsafeMutableRawPointer, page: Int, from start: Int = 0) {
        self.memory = memory
        self.page = page
        first = (start + page - 1) / page * page
        released = first
    }

    /// The reader no longer needs the input before `offset`.
    func release(before offset: Int) {
        let end = offset / page * page
        guard end - released >= Self.step else { return }
        Platform.discardPages(memory + released, end - released)
        released = end
    }

    /// A release for the part of the input from `start` that another thread reads.
    func part(from start: Int) -> InputRelease {
        let part = InputRelease(memory: memory, page: page, from: start)
        parts.append(part)
        return part
    }

    /// Whether any page was handed back, by this release or, once their threads are done,
    /// by those of its parts.
    var hasReleased: Bool { released > first || parts.contains { $0.hasReleased } }
}
