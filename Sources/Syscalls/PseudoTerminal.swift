#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

/// A pseudo-terminal pair: the bench plays the person at the master side while an
/// interactive list runs on the slave side, as it would on a real terminal.
package final class PseudoTerminal {
    /// The side the bench reads the screen's bytes from and writes keys to.
    package let master: Int32
    /// The side the interactive list uses as its terminal.
    package let slave: Int32

    /// The error when no pseudo-terminal can be opened.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Opens a pair whose window is `rows` by `columns`.
    package init(rows: Int, columns: Int) throws(Failure) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        // In <util.h> on Darwin (apple-oss-distributions/Libc, include/util.h), which
        // `import Darwin` brings, as swiftlang/swift-tools-support-core's
        // Sources/TSCTestSupport/PseudoTerminal.swift uses it.
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw Failure(description: "cannot open a pseudo-terminal: \(Self.reason())")
        }
        self.master = master
        self.slave = slave
    }

    deinit {
        close(slave)
        close(master)
    }

    /// Writes `bytes` to the master side, as keys typed.
    package func type(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads what the list writes until `marker` appears, or until nothing arrives for
    /// `quiet` seconds.
    ///
    /// - Returns: The bytes read, and whether the marker was seen.
    package func read(until marker: [UInt8], quiet: Double) -> (bytes: [UInt8], complete: Bool) {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Self.index(of: marker, in: bytes, from: 0) == nil {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(quiet * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return (bytes, false) }
            let got = buffer.withUnsafeMutableBytes { readBytes(master, $0.baseAddress, $0.count) }
            guard got > 0 else { return (bytes, false) }
            bytes += buffer[..<got]
        }
        return (bytes, true)
    }

    /// Reads what arrives until nothing has for `quiet` seconds since the last byte, or
    /// `limit` seconds have passed, for a program that marks no end of frame (fzf). The
    /// first byte is waited for up to `limit`.
    ///
    /// - Returns: When the last byte arrived (`Platform.now()`), `nil` when none did; and the bytes.
    package func readUntilQuiet(_ quiet: Double, limit: Double) -> (last: Double?, bytes: [UInt8]) {
        var bytes: [UInt8] = []
        var last: Double?
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Platform.now() + limit
        while Platform.now() < deadline {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let wait = last == nil ? max(deadline - Platform.now(), 0) : quiet
            let ready = poll(&poller, 1, Int32(wait * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let got = buffer.withUnsafeMutableBytes { readBytes(master, $0.baseAddress, $0.count) }
            guard got > 0 else { break }
            last = Platform.now()
            let scanned = max(bytes.count - Self.longestQuery, 0)
            bytes += buffer[..<got]
            answerQueries(in: bytes, from: scanned)
        }
        return (last, bytes)
    }

    /// The longest query ``answerQueries(in:from:)`` answers, `ESC [ ? 2004 $ p`.
    private static let longestQuery = 10

    /// Answers what a program asks its terminal, as xterm does: the cursor's place
    /// (`ESC [ 6 n`, answered at the top left, where a full-screen program starts) and
    /// whether a private mode is set (`ESC [ ? N $ p`, answered "reset"). fzf asks both at
    /// start and waits half a second for answers that a silent terminal never gives.
    private func answerQueries(in bytes: [UInt8], from start: Int) {
        var index = start
        while let found = Self.index(of: [0x1B, UInt8(ascii: "[")], in: bytes, from: index) {
            index = found + 2
            if bytes[index...].starts(with: Array("6n".utf8)) {
                type(Array("\u{1B}[1;1R".utf8))
            } else if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
                let digits = bytes[(index + 1)...].prefix {
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                }
                let end = index + 1 + digits.count
                if !digits.isEmpty, bytes[end...].starts(with: Array("$p".utf8)) {
                    type(Array("\u{1B}[?".utf8) + digits + Array(";2$y".utf8))
                }
            }
        }
    }

    /// Where `marker` first occurs in `bytes` at or after `start`.
    package static func index(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// The C library's `read`, named apart from ``PseudoTerminal/read(until:quiet:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
