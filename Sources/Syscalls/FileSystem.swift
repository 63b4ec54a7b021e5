#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// The few file operations the report needs, through the C library: reading small files,
/// sizes and times, and comparing two large outputs without loading either whole.
package enum FileSystem {
    /// The text of a small file such as `/proc/cpuinfo`, or `nil` when it cannot be read.
    package static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fill(&chunk, from: descriptor)
            guard count >= 0 else { return nil }
            bytes += chunk[..<count]
            if count < chunk.count { return String(decoding: bytes, as: UTF8.self) }
        }
    }

    /// The size in bytes of a file, or `nil` when it does not exist.
    package static func size(of path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// The modification time of a file in seconds since 1970, or `nil` when it does not exist.
    package static func modified(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            // Darwin's field is st_mtimespec (apple-oss-distributions/xnu, bsd/sys/stat.h).
            return Int(info.st_mtimespec.tv_sec)
        #else
            return Int(info.st_mtim.tv_sec)
        #endif
    }

    /// Whether `path` is a file this process may execute.
    package static func isExecutable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }

    /// Whether `path` is a directory.
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The absolute path with symbolic links resolved, or `nil` when it does not exist.
    package static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// `path` relative to the current directory when it lies inside it, for shorter lines
    /// in the report: `.build/bench-cache/baseline`.
    package static func relative(_ path: String) -> String {
        guard let directory = getcwd(nil, 0) else { return path }
        defer { free(directory) }
        let prefix = String(cString: directory) + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The directory part of a path: `/a/b` for `/a/b/c`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates a directory and its missing parents; `false` if it still does not exist.
    package static func makeDirectory(_ path: String) -> Bool {
        if isDirectory(path) { return true }
        let parent = directory(of: path)
        if parent != path && !isDirectory(parent) { _ = makeDirectory(parent) }
        mkdir(path, 0o755)
        return isDirectory(path)
    }

    /// Deletes a file if it exists.
    package static func remove(_ path: String) { unlink(path) }

    /// Whether two files hold the same bytes, read 1 MiB at a time from each.
    package static func identical(_ first: String, _ second: String) -> Bool {
        let a = open(first, O_RDONLY)
        let b = open(second, O_RDONLY)
        defer {
            if a >= 0 { close(a) }
            if b >= 0 { close(b) }
        }
        guard a >= 0, b >= 0 else { return false }
        var left = [UInt8](repeating: 0, count: 1 << 20)
        var right = left
        while true {
            let count = fill(&left, from: a)
            guard count == fill(&right, from: b) else { return false }
            if count <= 0 { return count == 0 }
            if left[..<count] != right[..<count] { return false }
        }
    }

    /// Reads until `buffer` is full or the file ends; the byte count, or -1 on an error.
    private static func fill(_ buffer: inout [UInt8], from descriptor: Int32) -> Int {
        var total = 0
        while total < buffer.count {
            let count = buffer.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress! + total, $0.count - total)
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return -1 }
            if count == 0 { break }
            total += count
        }
        return total
    }
}
