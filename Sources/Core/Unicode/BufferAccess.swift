/// Slices and copies of byte buffers by offset, for code that would otherwise add an
/// offset to a bare pointer: each states the bounds it relies on with `assert`, which debug
/// builds and the tests check and release builds compile out, so that they cost what the
/// pointer arithmetic did. Bounds are two offsets rather than a `Range`, whose making checks
/// their order in release builds too.
extension UnsafeBufferPointer<UInt8> {
    /// The bytes from `start` up to `end` of a buffer that is not empty, without a copy.
    @inline(__always)
    package func bytes(from start: Int, to end: Int) -> UnsafeBufferPointer<UInt8> {
        assert(start >= 0 && start <= end && end <= count, "a slice past the buffer's end")
        return UnsafeBufferPointer(start: baseAddress.unsafelyUnwrapped + start, count: end &- start)
    }
}

extension UnsafeMutableBufferPointer<UInt8> {
    /// Copies `source` to the bytes from `offset`, which hold it.
    @inline(__always)
    package func copy(_ source: UnsafeBufferPointer<UInt8>, at offset: Int) {
        assert(offset >= 0 && offset <= count &- source.count, "a copy past the buffer's end")
        guard let start = source.baseAddress else { return }
        (baseAddress.unsafelyUnwrapped + offset).update(from: start, count: source.count)
    }

    /// Copies the bytes of `markup` to the bytes from `offset`, which hold them.
    @inline(__always)
    package func copy(_ markup: StaticString, at offset: Int) {
        assert(offset >= 0 && offset <= count &- markup.utf8CodeUnitCount, "a copy past the buffer's end")
        (baseAddress.unsafelyUnwrapped + offset).update(
            from: markup.utf8Start, count: markup.utf8CodeUnitCount)
    }
}
