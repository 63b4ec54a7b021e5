import Sections

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the tool learns from, and does to, the process it runs in.
///
/// Tests give a made-up system; the real one reads the process environment, the
/// terminal and the file system.
struct System {
    /// Environment variables (`COLUMNS`, `NO_COLOR`, `TERM`).
    var environment: [String: String]
    /// Whether standard output is a terminal.
    var outputIsTerminal: Bool
    /// The terminal's width in columns: of standard output, else of `/dev/tty`.
    var terminalWidth: Int?
    /// Reads a whole file, or standard input for `nil`.
    var read: (_ path: String?) throws(InputError) -> [UInt8]
    /// Lets a person choose an item on the terminal; `nil` when they cancel.
    var pick: (Document) throws(UsageError) -> String? = PickSession.run
    /// Reads and decodes a file in one step, mapping it rather than copying it; `nil`
    /// (made-up systems) reads the file's bytes with `read` instead.
    var readDocument: ((_ path: String) throws(DocumentError) -> Document)?

    /// The process this tool runs in, as the library's terminal detection sees it.
    static var current: System {
        let terminal = TerminalEnvironment.current()
        return System(
            environment: terminal.variables,
            outputIsTerminal: terminal.isTerminal,
            terminalWidth: terminal.terminalColumns,
            read: readInput,
            readDocument: { (path: String) throws(DocumentError) in try Document(contentsOfFile: path) })
    }

    /// The facts in the form the library's detection rules take.
    var terminal: TerminalEnvironment {
        TerminalEnvironment(
            variables: environment, isTerminal: outputIsTerminal, terminalColumns: terminalWidth)
    }
}

/// An input that cannot be read: exit status 2.
struct InputError: Error, Equatable {
    var message: String
}

/// Reads all of a file or of standard input; a directory or a missing file is an error.
private func readInput(_ path: String?) throws(InputError) -> [UInt8] {
    let name = path.map { "'\($0)'" } ?? "standard input"
    let descriptor = path.map { open($0, O_RDONLY) } ?? 0
    guard descriptor >= 0 else { throw InputError(message: "cannot read \(name): \(errorText())") }
    defer { if path != nil { close(descriptor) } }
    var status = stat()
    var bytes: [UInt8] = []
    if fstat(descriptor, &status) == 0 {
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw InputError(message: "cannot read \(name): it is a directory")
        }
        // Sized up front, a large file is read without the copies of a doubling buffer,
        // which would otherwise set the peak memory of a whole render.
        if (status.st_mode & S_IFMT) == S_IFREG { bytes.reserveCapacity(Int(status.st_size) + 1) }
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return bytes }
        if count < 0 {
            if errno == EINTR { continue }
            throw InputError(message: "cannot read \(name): \(errorText())")
        }
        bytes.append(contentsOf: chunk[..<count])
    }
}

private func errorText() -> String { String(cString: strerror(errno)) }
