import Syscalls

/// Reads a document's bytes from a descriptor as it is — a regular file from its current
/// offset, a pipe, a socket, a terminal — within a size limit, and decodes them.
///
/// A regular file is read into memory of its own rather than mapped: a mapped file that
/// another process truncates kills the reader with SIGBUS, while a read simply sees the
/// file end early, which this reader reports. Pages behind the decoder are handed back as
/// it goes, so the file costs little more memory than when it was mapped. Anything else is
/// read in chunks and judged as it grows, so endless input (`/dev/zero`, `yes`) stops at
/// its first impossible byte, and endless well-formed input at the limit.
struct InputReader {
    var descriptor: Int32
    /// How the input is named in messages: a quoted path, or `standard input`.
    var name: String
    var maximumSize: Int

    /// Turns the bytes of a document into a value, told the offset below which the bytes
    /// are no longer needed.
    typealias Decode<Value> = (UnsafeBufferPointer<UInt8>, InputRelease?) -> Result<Value, DocumentError>

    func document() throws(DocumentError) -> Document {
        try decoded(errorsAreExact: true) { DocumentDecoder<TreeOutput>.decode($0, consumed: $1) }
    }

    /// Reads the input and decodes it with `decode`.
    ///
    /// - Parameters:
    ///   - errorsAreExact: Whether `decode`'s errors are those of
    ///     ``Document/init(jsonBytes:)``; when not, a failure is decoded again as a whole
    ///     document, whose error is thrown, so that every reader reports bad input alike.
    ///   - decode: Makes the value of the bytes read.
    /// - Returns: The value `decode` made.
    /// - Throws: ``DocumentError`` when the input cannot be read, is too large, or does not
    ///   decode.
    func decoded<Value>(errorsAreExact: Bool, _ decode: Decode<Value>) throws(DocumentError) -> Value {
        try decoded(contents(), errorsAreExact: errorsAreExact, decode)
    }

    /// What the input holds before it is decoded: a regular file's bytes, read whole, or a
    /// stream, read as it is judged.
    enum Contents {
        case file(FileBytes)
        case stream
    }

    /// Reads the input if it is a regular file; else tells that it is read as a stream.
    ///
    /// - Throws: ``DocumentError`` when the input cannot be read or is too large.
    func contents() throws(DocumentError) -> Contents {
        guard let kind = Platform.fileKind(of: descriptor) else { throw failure(Platform.lastErrorMessage) }
        if case .directory = kind { throw failure("it is a directory") }
        // A file that reports no size (as those in /proc do) is read as a stream.
        if case .regular(let size) = kind, size > 0 {
            let start = Platform.currentOffset(of: descriptor)
            if start >= 0 { return .file(try regularFile(from: start, size: size - start)) }
        }
        return .stream
    }

    /// Decodes `contents`, read from this input, with `decode`.
    func decoded<Value>(_ contents: Contents, errorsAreExact: Bool, _ decode: Decode<Value>)
        throws(DocumentError) -> Value
    {
        switch contents {
        case .file(let file): return try decoded(file, errorsAreExact: errorsAreExact, decode)
        case .stream: return try stream(errorsAreExact: errorsAreExact, decode)
        }
    }

    /// The value of `result`, what a decoder made of `bytes`, or its error: when the
    /// decoder's errors are not those of ``Document/init(jsonBytes:)``, the error of
    /// decoding `bytes` as a whole document, so that every reader reports bad input alike.
    static func value<Value>(
        of result: Result<Value, DocumentError>, decoding bytes: UnsafeBufferPointer<UInt8>,
        errorsAreExact: Bool
    ) throws(DocumentError) -> Value {
        switch result {
        case .success(let value): return value
        case .failure(let error):
            if !errorsAreExact { _ = try Document(jsonBytes: bytes) }
            throw error
        }
    }

    func failure(_ reason: String) -> DocumentError {
        DocumentError(.unreadable, at: "", "cannot read \(name): \(reason)")
    }

    func tooLarge() -> DocumentError {
        DocumentError(
            .tooLarge, at: "",
            "\(name) is larger than the limit of \(Self.describe(size: maximumSize))")
    }

    // MARK: Regular files

    /// A regular file's bytes, in pages of their own that go when it does.
    // Unchecked: the pages are written once, before the value is shared, and only read after.
    final class FileBytes: @unchecked Sendable {
        /// `nil` for an empty file.
        fileprivate let memory: UnsafeMutableRawPointer?
        /// Where in the file the bytes start.
        fileprivate let start: Int
        fileprivate let count: Int

        fileprivate init(memory: UnsafeMutableRawPointer?, start: Int, count: Int) {
            self.memory = memory
            self.start = start
            self.count = count
        }

        fileprivate var bytes: UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: memory?.assumingMemoryBound(to: UInt8.self), count: count)
        }

        deinit { if let memory { Platform.unmapPages(memory, count) } }
    }

    private func regularFile(from start: Int, size: Int) throws(DocumentError) -> FileBytes {
        guard size <= maximumSize else { throw tooLarge() }
        guard size > 0 else { return FileBytes(memory: nil, start: start, count: 0) }
        guard let memory = Platform.mapPages(size) else { throw failure(Platform.lastErrorMessage) }
        let file = FileBytes(memory: memory, start: start, count: size)
        try readExactly(
            into: UnsafeMutableBufferPointer(start: memory.assumingMemoryBound(to: UInt8.self), count: size),
            at: start)
        return file
    }

    private func decoded<Value>(_ file: FileBytes, errorsAreExact: Bool, _ decode: Decode<Value>)
        throws(DocumentError) -> Value
    {
        guard let memory = file.memory else {
            return try Self.value(
                of: decode(file.bytes, nil), decoding: file.bytes, errorsAreExact: errorsAreExact)
        }
        let release = InputRelease(memory: memory, page: max(Platform.pageSize, 4096))
        let result = decode(file.bytes, release)
        if case .failure = result, release.hasReleased {
            // The released pages are gone, and the error's line, or the path of a duplicate
            // id, needs them (or the later half's reader gave up on a part it had released):
            // read the file again and decode it whole, keeping every page.
            var again = [UInt8](repeating: 0, count: file.count)
            return try again.withUnsafeMutableBufferPointer { (buffer) throws(DocumentError) in
                try readExactly(into: buffer, at: file.start)
                let bytes = UnsafeBufferPointer(buffer)
                return try Self.value(of: decode(bytes, nil), decoding: bytes, errorsAreExact: errorsAreExact)
            }
        }
        return try Self.value(of: result, decoding: file.bytes, errorsAreExact: errorsAreExact)
    }

    /// Fills `buffer` from the file at `offset`; the file must end exactly there.
    private func readExactly(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int)
        throws(DocumentError)
    {
        var filled = 0
        while filled < buffer.count {
            let count = Platform.readBytes(
                descriptor, into: buffer.baseAddress! + filled, count: min(buffer.count - filled, 1 << 20),
                at: offset + filled)
            if count < 0 {
                if Platform.wasInterrupted(Platform.errorNumber) { continue }
                throw failure(Platform.lastErrorMessage)
            }
            if count == 0 { throw failure("the file shrank while it was read") }
            filled += count
        }
        var extra: UInt8 = 0
        if Platform.readBytes(descriptor, into: &extra, count: 1, at: offset + filled) > 0 {
            throw failure("the file grew while it was read")
        }
        Platform.seek(descriptor, to: offset + filled)
    }

    // MARK: Streams

    private func stream<Value>(errorsAreExact: Bool, _ decode: Decode<Value>) throws(DocumentError) -> Value {
        // Grown with realloc, which moves a large block's pages rather than copying them,
        // so the input never costs twice its size while it grows.
        var capacity = 1 << 16
        guard var storage = Platform.allocateBlock(capacity)?.assumingMemoryBound(to: UInt8.self) else {
            throw failure("out of memory")
        }
        defer { Platform.freeBlock(storage) }
        var count = 0
        var syntax = JSONStreamCheck()
        var nextCheck = 1 << 12
        while true {
            if capacity - count < 1 << 12, capacity <= maximumSize {
                // One byte past the limit is room enough to tell that the input exceeds it;
                // a limit of `Int.max` has no byte past it, and memory runs out first.
                let grown = min(
                    capacity.multipliedReportingOverflow(by: 2).overflow ? .max : 2 * capacity,
                    maximumSize == .max ? .max : maximumSize + 1)
                guard let moved = Platform.reallocateBlock(storage, to: grown) else {
                    throw failure("out of memory")
                }
                storage = moved.assumingMemoryBound(to: UInt8.self)
                capacity = grown
            }
            let received = Platform.readBytes(
                descriptor, into: storage + count, count: min(capacity - count, 1 << 16))
            if received < 0 {
                if Platform.wasInterrupted(Platform.errorNumber) { continue }
                throw failure(Platform.lastErrorMessage)
            }
            let bytes = UnsafeBufferPointer(start: storage, count: count + received)
            if received == 0 {
                return try Self.value(of: decode(bytes, nil), decoding: bytes, errorsAreExact: errorsAreExact)
            }
            guard bytes.count <= maximumSize else { throw tooLarge() }
            if let bad = syntax.check(bytes[count...]) {
                throw InputJudgement.error(at: count + bad, in: bytes)
            }
            count = bytes.count
            if count >= nextCheck, count <= Self.decodedPrefixLimit {
                // What syntax alone cannot tell (an unknown key, a wrong type) is judged
                // by decoding the start at doubling sizes, so the work stays linear.
                try InputJudgement.checkPrefix(bytes)
                nextCheck = count * 2
            }
        }
    }

    /// Up to where a stream is also judged by decoding what has come: beyond it, by its
    /// syntax only, until it ends or reaches the limit.
    static let decodedPrefixLimit = 1 << 20

    /// `256 MiB`, `1.5 GiB` or `300 KiB` for a byte count.
    static func describe(size: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(size)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return size == 1 ? "1 byte" : "\(size) bytes" }
        let rounded = (value * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
        return "\(text) \(units[unit])"
    }
}
