import Testing

@testable import Sections

/// A million-row document holds a million items: their size is part of its memory.
@Suite struct ItemSizeTests {
    @Test func anItemIs56Bytes() {
        #expect(MemoryLayout<Item>.stride == 56)
    }
}
