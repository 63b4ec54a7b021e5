import Sections
import Testing

@testable import Core
@testable import Interactive

/// A million-row document holds a million items: their size is part of its memory.
@Suite struct ItemSizeTests {
    @Test func anItemIs56Bytes() {
        #expect(MemoryLayout<Item>.stride == 56)
    }

    /// A section's lines are arrays of runs; a run's link is a number in its lines' link
    /// table, so it takes no room beside the text and copying a run retains only the text.
    @Test func aRunIs40BytesWithItsLinkNumber() {
        #expect(MemoryLayout<Run>.stride == 40)
        #expect(MemoryLayout<Hyperlink?>.size == 8)
    }
}
