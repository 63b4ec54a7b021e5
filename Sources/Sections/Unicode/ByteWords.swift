/// Tests on eight bytes at once, read as one little-endian word (SWAR), for the scans that
/// look for a few byte values in long runs of text: a JSON string's end, a filter's next
/// character, a byte outside ASCII.
enum ByteWords {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Non-zero exactly when some byte of `word` is zero (the classic SWAR test). The
    /// lowest mark is the first zero byte; marks above it may be false (a borrow carries).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// The eight bytes from `base + offset`, the first in the low byte, whatever their
    /// alignment.
    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }
}
