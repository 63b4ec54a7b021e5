/// Tests on eight bytes at once, read as one little-endian word (SWAR), for the scans that
/// look for a few byte values in long runs of text: a JSON string's end, a filter's next
/// character, a byte outside ASCII.
///
/// Every scan built on these names the byte-by-byte reference it must agree with, keeps it
/// beside itself, and is tested against it on seeded random bytes.
@usableFromInline package enum ByteWords {
    @usableFromInline package static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline package static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Non-zero exactly when some byte of `word` is zero (the classic SWAR test). The
    /// lowest mark is the first zero byte; marks above it may be false (a borrow carries).
    ///
    /// Reference: ``firstZeroByte(of:)``.
    @inlinable @inline(__always)
    package static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// The place (0 for the low byte) of the first zero byte of `word`, or `nil`, one byte
    /// at a time: what the lowest mark of ``zeroBytes(_:)`` must say.
    package static func firstZeroByte(of word: UInt64) -> Int? {
        (0..<8).first { word >> UInt64(8 * $0) & 0xFF == 0 }
    }

    /// The eight bytes of `bytes` from `offset`, the first in the low byte, whatever their
    /// alignment. The eight must lie in the buffer: debug builds check it, release builds
    /// load without a check, as every caller has made sure of it.
    @inlinable @inline(__always)
    package static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        assert(offset >= 0 && offset <= bytes.count &- 8, "a word read past the buffer's end")
        return UInt64(
            littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(
                fromByteOffset: offset, as: UInt64.self))
    }

    /// Whether `a` and `b` hold the same bytes, compared a word at a time, the last word
    /// overlapping the one before rather than a byte at a time.
    ///
    /// Reference: `a.elementsEqual(b)`.
    @inlinable @inline(__always)
    package static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count >= 8 else {
            var offset = 0
            while offset < count {
                if a[offset] != b[offset] { return false }
                offset &+= 1
            }
            return true
        }
        let last = count &- 8
        var offset = 0
        while offset < last {
            if word(a, at: offset) != word(b, at: offset) { return false }
            offset &+= 8
        }
        return word(a, at: last) == word(b, at: last)
    }
}
