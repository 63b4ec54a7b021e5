#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's calls under names that do not collide with the methods of the types
/// that use them.
enum Posix {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        cRead(descriptor, buffer, count)
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        cWrite(descriptor, buffer, count)
    }

    static func close(_ descriptor: Int32) { _ = cClose(descriptor) }
}

// At file scope the C names are not shadowed by `Posix`'s own methods.
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func cClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
