import Core
import Syscalls

/// The laid-out sections the list has read, kept where reading a section's lines does not
/// change the model: laying out a long table's first pass twice in one frame would cost
/// what the frame may take.
///
/// What it holds follows from the document, the width and the layout options alone, so
/// copies of a model may share it; a change to any of them starts a new memo
/// (``LayoutCache/removeAll()``) rather than emptying this one, which copies made before
/// the change still read.
package final class SectionMemo: @unchecked Sendable {
    // `@unchecked`: every access to `sections` holds `lock`.
    private let lock = Platform.Lock()
    private var sections: [Int: SectionLines] = [:]

    /// Sections in view are few; a list scrolled far keeps only the latest.
    private static let limit = 32

    package subscript(index: Int) -> SectionLines? {
        lock.lock()
        defer { lock.unlock() }
        return sections[index]
    }

    /// Section `index`'s lines, made by `make` unless they are kept.
    package func lines(_ index: Int, make: () -> SectionLines) -> SectionLines {
        if let kept = self[index] { return kept }
        // Made outside the lock: another reader of the same section makes it too, at worst.
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if sections.count >= Self.limit { sections.removeAll(keepingCapacity: true) }
        sections[index] = made
        return made
    }
}
