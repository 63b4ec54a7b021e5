#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// Waiting for input on several descriptors at once: a terminal's keys, a wake-up pipe, a
/// preview program's output.
extension Platform {
    /// Waits until one of `descriptors` can be read, or `milliseconds` pass (-1: no
    /// limit).
    ///
    /// - Returns: For each descriptor, whether something happened on it (input, or a
    ///   hang-up), none when a signal interrupted the wait; `nil` when the wait fails.
    package static func waitForInput(_ descriptors: [Int32], milliseconds: Int32) -> [Bool]? {
        #if canImport(Darwin)
            // Darwin's `poll` is built on kqueue, and `/dev/tty` has no kqueue filter: it
            // reports POLLNVAL at once (apple-oss-distributions/xnu, bsd/kern/sys_generic.c,
            // bsd/miscfs/specfs/spec_vnops.c), and the caller then blocks in `read`. `select`
            // asks the device itself (bsd/kern/tty_tty.c, `cttyselect`).
            if let selected = selectForInput(descriptors, milliseconds: milliseconds) { return selected }
        #endif
        return pollForInput(descriptors, milliseconds: milliseconds)
    }

    /// ``waitForInput(_:milliseconds:)`` with `poll`.
    package static func pollForInput(_ descriptors: [Int32], milliseconds: Int32) -> [Bool]? {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        if poll(&entries, nfds_t(entries.count), milliseconds) < 0 {
            return errno == EINTR ? descriptors.map { _ in false } : nil
        }
        return entries.map { $0.revents != 0 }
    }

    // The set's layout is Darwin's, 32-bit words (xnu, bsd/sys/_types/_fd_def.h), which a
    // little-endian glibc's 64-bit words match bit for bit: the tests run it on Linux too.
    #if canImport(Darwin) || (canImport(Glibc) && _endian(little))
        /// ``waitForInput(_:milliseconds:)`` with `select`; `nil` when a descriptor is
        /// beyond `FD_SETSIZE`, or `select` fails other than by a signal. The set's bits are
        /// set by hand: `FD_SET` and `FD_ISSET` are macros, which Swift does not import.
        package static func selectForInput(_ descriptors: [Int32], milliseconds: Int32) -> [Bool]? {
            guard let highest = descriptors.max(), Int(highest) < MemoryLayout<fd_set>.size * 8,
                descriptors.allSatisfy({ $0 >= 0 })
            else { return nil }
            var readable = fd_set()
            // Descriptor d is bit d % 32 of the set's 32-bit word d / 32.
            let place = { (descriptor: Int32) in
                (offset: Int(descriptor / 32) * 4, bit: Int32(1) << (descriptor % 32))
            }
            withUnsafeMutableBytes(of: &readable) { words in
                for (offset, bit) in descriptors.map(place) {
                    words.storeBytes(
                        of: words.load(fromByteOffset: offset, as: Int32.self) | bit, toByteOffset: offset,
                        as: Int32.self)
                }
            }
            var limit = timeval(
                tv_sec: .init(milliseconds / 1000), tv_usec: .init(milliseconds % 1000 * 1000))
            let result =
                milliseconds < 0
                ? select(highest + 1, &readable, nil, nil, nil)
                : select(highest + 1, &readable, nil, nil, &limit)
            if result < 0 { return errno == EINTR ? descriptors.map { _ in false } : nil }
            return withUnsafeBytes(of: &readable) { words in
                descriptors.map(place).map {
                    words.load(fromByteOffset: $0.offset, as: Int32.self) & $0.bit != 0
                }
            }
        }
    #endif
}
