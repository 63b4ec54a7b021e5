// Public, for the inlinable ``Platform/firstIndex(of:in:from:to:)``.
#if canImport(Glibc)
    public import Glibc
#elseif canImport(Musl)
    public import Musl
#elseif canImport(Darwin)
    public import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// Memory from the system: blocks that grow in place, and mapped pages that can be handed
/// back while the rest of the mapping is still in use.
extension Platform {
    /// `malloc`; `nil` when out of memory.
    package static func allocateBlock(_ size: Int) -> UnsafeMutableRawPointer? { malloc(size) }

    /// `realloc`, which moves a large block's pages rather than copying them; `nil` when
    /// out of memory, the block then unchanged.
    package static func reallocateBlock(_ block: UnsafeMutableRawPointer, to size: Int)
        -> UnsafeMutableRawPointer?
    {
        realloc(block, size)
    }

    package static func freeBlock(_ block: UnsafeMutableRawPointer?) { free(block) }

    /// Whether `count` bytes at `first` and at `second` are the same, with `memcmp`,
    /// which compares many bytes a step.
    package static func bytesEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool
    {
        memcmp(first, second, count) == 0
    }

    /// The offset of the first `byte` in `bytes` from `start` up to `end`, or `end` when
    /// there is none, with `memchr`, which reads many bytes a step. A search calls it once
    /// per item that holds the byte, from another module: it is inlined there, so the
    /// search calls `memchr` itself.
    @inlinable public static func firstIndex(
        of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    )
        -> Int
    {
        assert(0 <= start && start <= end && end <= bytes.count, "a search past the buffer")
        let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        guard let found = memchr(base + start, Int32(byte), end &- start) else { return end }
        return Int(bitPattern: found) &- Int(bitPattern: base)
    }

    /// The size of a memory page.
    package static var pageSize: Int { Int(sysconf(Int32(_SC_PAGESIZE))) }

    /// Private zero-filled pages of their own, readable and writable; `nil` with `errno`
    /// set when they cannot be mapped.
    package static func mapPages(_ size: Int) -> UnsafeMutableRawPointer? {
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            memory != MAP_FAILED
        else { return nil }
        return memory
    }

    package static func unmapPages(_ memory: UnsafeMutableRawPointer, _ size: Int) {
        _ = munmap(memory, size)
    }

    /// Hands whole pages back to the system while the mapping stays; what they hold
    /// afterwards is undefined, so the caller never reads them again.
    package static func discardPages(_ memory: UnsafeMutableRawPointer, _ size: Int) {
        #if canImport(Darwin)
            // Darwin's MADV_DONTNEED is only a hint that keeps the pages; MADV_FREE lets
            // the kernel take them (apple-oss-distributions/xnu, bsd/sys/mman.h).
            _ = madvise(memory, size, MADV_FREE)
        #else
            _ = madvise(memory, size, MADV_DONTNEED)
        #endif
    }
}
