/// Printable ASCII (0x20–0x7E) eight bytes at a time.
///
/// Most labels and values are nothing else, so the scans that look for work (the sanitiser's
/// search for controls, a row's clean-width test) skip them a word at a time and look at
/// single bytes only where a word holds something else.
package enum PrintableASCII {
    /// Whether all eight bytes of `word` are printable ASCII: no high bit, no byte below
    /// 0x20, no 0x7F (the usual "has a byte less than" and "has a zero byte" tests, exact
    /// when no byte has its high bit set).
    ///
    /// Reference: ``isPrintable(byte:)`` of each of the eight bytes.
    @inline(__always)
    package static func isPrintable(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below20 = (word &- ones &* 0x20) & ~word & highs
        let delete = word ^ (ones &* 0x7F)
        let has7F = (delete &- ones) & ~delete & highs
        return (word & highs) | below20 | has7F == 0
    }

    /// Whether one byte is printable ASCII: the definition the word tests must agree with.
    package static func isPrintable(byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// A count of leading bytes that are all printable ASCII, found a word at a time: it
    /// stops at the first word holding anything else, and is `bytes.count` when every byte
    /// is printable and there are at least eight (fewer make no word, and give 0). Bytes
    /// after it still need looking at one by one.
    ///
    /// Reference: ``firstNonPrintable(in:)``, which this is at most, by less than eight, and
    /// equal to when it is `bytes.count` of at least eight bytes.
    @inline(__always)
    package static func prefix(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        while start + 8 <= bytes.count, isPrintable(ByteWords.word(bytes, at: start)) {
            start += 8
        }
        // Fewer than eight bytes left after clean words: test the last eight, which overlap
        // words already passed, instead of the tail byte by byte.
        if bytes.count >= 8, bytes.count - start < 8, isPrintable(ByteWords.word(bytes, at: bytes.count - 8))
        {
            start = bytes.count
        }
        return start
    }

    /// The offset of the first byte that is not printable ASCII, or `bytes.count`, one byte
    /// at a time.
    package static func firstNonPrintable(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.firstIndex { !isPrintable(byte: $0) } ?? bytes.count
    }
}
