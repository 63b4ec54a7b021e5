import Sections

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the interactive loop of `sections pick` on the terminal.
enum PickSession {
    /// Shows the picker until a choice or a cancellation.
    ///
    /// - Returns: The chosen item's id (or text), or `nil` when cancelled.
    /// - Throws: ``UsageError`` when there is no terminal.
    static func run(_ document: Document) throws(UsageError) -> String? {
        let terminal = try RawTerminal()
        defer { terminal.close() }
        var picker: Picker
        do {
            picker = try Picker(document, width: max(terminal.size.columns, 8))
        } catch {
            throw UsageError(message: "\(error)")
        }
        var pending: [UInt8] = []
        while true {
            draw(picker, on: terminal)
            guard let bytes = terminal.read() else { return nil }
            var (keys, rest) = Key.decode(pending + bytes, complete: false)
            if rest == [0x1B] {
                // A lone ESC is Escape unless the rest of an arrow key follows at once.
                guard let more = terminal.read(timeoutMilliseconds: 50) else { return nil }
                let decoded = Key.decode(rest + more, complete: more.isEmpty)
                keys += decoded.keys
                rest = decoded.rest
            }
            pending = rest
            for key in keys {
                switch picker.handle(key, page: max(terminal.size.rows - 4, 1)) {
                case .continuing: continue
                case .chosen(let result): return result
                case .cancelled: return nil
                // The handler gives the terminal back, stops, and takes it again on SIGCONT.
                case .suspended: raise(SIGTSTP)
                }
            }
        }
    }

    private static func draw(_ picker: Picker, on terminal: RawTerminal) {
        let lines = picker.screen(height: terminal.size.rows)
        // Raw mode does not turn LF into CR LF, so every line starts at column 0 by itself.
        terminal.write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
    }
}
