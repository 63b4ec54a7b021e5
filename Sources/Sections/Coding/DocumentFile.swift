#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Document {
    /// Reads a document from a JSON file.
    ///
    /// ```swift
    /// let document = try Document(contentsOfFile: "report.json")
    /// ```
    ///
    /// A regular file is mapped into memory rather than copied, and the pages behind the
    /// decoder are handed back as it finishes each section, so a large file costs little
    /// more memory than the document it holds.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/unreadable`` when the file
    ///   cannot be read (its message names the path and the reason), or any decoding error
    ///   of ``init(jsonBytes:)``.
    public init(contentsOfFile path: String) throws(DocumentError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Self.unreadable(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Self.unreadable(path, String(cString: strerror(errno)))
        }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw Self.unreadable(path, "it is a directory") }
        let size = Int(status.st_size)
        guard (status.st_mode & S_IFMT) == S_IFREG, size > 0,
            let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED
        else {
            self = try Document(jsonBytes: try Self.readAll(descriptor, path: path))
            return
        }
        defer { munmap(mapping, size) }
        let page = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)
        var released = 0
        let bytes = UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: size)
        let result = DocumentDecoder.decode(bytes) { offset in
            // Pages wholly before the decoder are read again from the file if an error
            // message needs their lines, so dropping them loses nothing.
            let end = offset / page * page
            guard end > released else { return }
            madvise(mapping + released, end - released, MADV_DONTNEED)
            released = end
        }
        self = try result.get()
    }

    private static func unreadable(_ path: String, _ reason: String) -> DocumentError {
        DocumentError(.unreadable, at: "", "cannot read '\(path)': \(reason)")
    }

    /// Everything a descriptor that cannot be mapped (a pipe, a device) gives.
    private static func readAll(_ descriptor: Int32, path: String) throws(DocumentError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(path, String(cString: strerror(errno)))
            }
            bytes += chunk[..<count]
        }
    }
}
