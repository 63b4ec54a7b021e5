import Sections
import Syscalls

/// `sections-bench --interactive N`: an interactive list of the `sections-N` workload on a
/// pseudo-terminal of 40 rows by 100 columns, driven by scripted keys as a person would
/// type them, in this process (the report runs it as a child, one process a run).
///
/// It prints one line a measurement, `name value…`, for the report to read:
/// - `first-frame S`: seconds from the document being built to the end of the first frame;
/// - `key NAME LATENCY SETTLED BYTES ROWS`: for each key, the seconds from writing it to
///   the end of the first frame after it; to the end of the last frame it caused (a
///   filter key over many items draws its progress, then its result); the bytes all its
///   frames wrote; and the rows they wrote.
///
/// A frame ends with the end of synchronized output (ESC `[?2026l`), which the list
/// writes after every frame.
enum InteractiveBenchmark {
    static let rows = 40
    static let columns = 100

    /// The keys, in order: moves, a page, the ends, the wheel, a filter typed and erased,
    /// a fold and an unfold.
    static let script: [(name: String, bytes: String)] = [
        ("down", "\u{1B}[B"), ("down", "\u{1B}[B"), ("down", "\u{1B}[B"), ("up", "\u{1B}[A"),
        ("page-down", "\u{1B}[6~"), ("page-down", "\u{1B}[6~"), ("page-up", "\u{1B}[5~"),
        ("end", "\u{1B}[F"), ("home", "\u{1B}[H"),
        ("wheel-down", "\u{1B}[<65;10;10M"), ("wheel-up", "\u{1B}[<64;10;10M"),
        ("filter", "7"), ("filter", "3"), ("filter", "."), ("filter", "9"),
        ("backspace", "\u{7F}"), ("backspace", "\u{7F}"), ("backspace", "\u{7F}"), ("backspace", "\u{7F}"),
        ("down", "\u{1B}[B"), ("fold", "\u{1B}[D"), ("unfold", "\u{1B}[C"),
    ]

    static let endOfFrame = Array("\u{1B}[?2026l".utf8)
    static let rowStart = Array("\u{1B}[2K".utf8)

    /// Runs the script on a list of `n` items, or on one table of `n` rows, and prints
    /// the measurements.
    @available(iOS, unavailable, message: "an interactive list needs a terminal")
    @available(tvOS, unavailable, message: "an interactive list needs a terminal")
    @available(watchOS, unavailable, message: "an interactive list needs a terminal")
    static func run(items n: Int, table: Bool = false) async {
        let terminal: PseudoTerminal
        do { terminal = try PseudoTerminal(rows: rows, columns: columns) } catch {
            fail("error: \(error)", status: 1)
        }
        // The bench is the terminal at the other end of the pair, and reads what an xterm
        // reads; the report's own TERM may be anything, or unset in CI.
        Platform.setEnvironmentVariable("TERM", to: "xterm-256color")
        let document = table ? Workload.oneSection(items: n, table: true) : Workload.document(items: n)
        let start = Platform.now()
        let list = InteractiveList(document)
            .terminal(.descriptors(input: terminal.slave, output: terminal.slave))
            .presentation(.fullScreen)
        let session = Task.detached { try await list.run() }
        let first = terminal.read(until: endOfFrame, quiet: 10)
        guard first.complete else { fail("error: no first frame within 10 s", status: 1) }
        print("first-frame", Platform.now() - start)
        for key in script {
            let typed = Platform.now()
            terminal.type(Array(key.bytes.utf8))
            let frame = terminal.read(until: endOfFrame, quiet: 5)
            guard frame.complete else { fail("error: no frame after the key \(key.name)", status: 1) }
            let latency = Platform.now() - typed
            var bytes = frame.bytes
            var settled = latency
            // The frames that follow by themselves: a filter's progress, then its result.
            while true {
                let more = terminal.read(until: endOfFrame, quiet: 0.2)
                guard more.complete else { break }
                bytes += more.bytes
                settled = Platform.now() - typed
            }
            print("key", key.name, latency, settled, bytes.count, count(rowStart, in: bytes))
        }
        terminal.type([0x1B])
        _ = try? await session.value
    }

    private static func count(_ marker: [UInt8], in bytes: [UInt8]) -> Int {
        var found = 0
        var start = 0
        while let index = PseudoTerminal.index(of: marker, in: bytes, from: start) {
            found += 1
            start = index + marker.count
        }
        return found
    }
}
