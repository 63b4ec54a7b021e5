import Sections
import Syscalls

/// `sections-bench --live N [--decoded]`: a live `InteractiveList` of `sections-N` on a
/// pseudo-terminal of 40 rows by 100 columns (as `--interactive`), fed new versions, each
/// with 1% of its rows replaced (every hundredth row, the top one included, so that every
/// version changes what is on screen). The versions share the untouched rows' storage, as
/// those made by the data source's mutations do, or with `--decoded` are read afresh
/// from JSON, which shares nothing; all are made before any is timed.
///
/// It prints one line a measurement, for the report to read:
/// - `update S`: for each of three versions fed one at a time, seconds from handing it to
///   the list to the end of the last frame it caused;
/// - `burst S`: without `--decoded`, 50 more versions made and handed over as fast as they
///   can be made, from handing over the newest to the end of the frame that shows it
///   (versions that arrive while one is compared are coalesced); the run's peak memory,
///   which the report takes, then says what such a producer costs.
enum LiveBenchmark {
    static let versions = 3
    static let burst = 50

    @available(iOS, unavailable, message: "an interactive list needs a terminal")
    @available(tvOS, unavailable, message: "an interactive list needs a terminal")
    @available(watchOS, unavailable, message: "an interactive list needs a terminal")
    static func run(items n: Int, decoded: Bool) async {
        let terminal: PseudoTerminal
        do {
            terminal = try PseudoTerminal(
                rows: InteractiveBenchmark.rows, columns: InteractiveBenchmark.columns)
        } catch { fail("error: \(error)", status: 1) }
        Platform.setEnvironmentVariable("TERM", to: "xterm-256color")
        let first = Workload.document(items: n)
        var made: [Document] = []
        var version = first
        for number in 1...versions {
            version = edited(version, number: number)
            made.append(decoded ? reread(version) : version)
        }
        let (stream, feed) = AsyncStream<Document>.makeStream()
        let list = InteractiveList(first, updates: stream)
            .terminal(.descriptors(input: terminal.slave, output: terminal.slave))
            .presentation(.fullScreen)
        let session = Task.detached { try await list.run() }
        guard terminal.read(until: InteractiveBenchmark.endOfFrame, quiet: 10).complete else {
            fail("error: no first frame within 10 s", status: 1)
        }
        for number in 1...versions {
            let handed = Platform.now()
            feed.yield(made[number - 1])
            guard let shown = lastFrame(on: terminal, showing: marker(number)) else {
                fail("error: version \(number) was not shown", status: 1)
            }
            print("update", shown - handed)
        }
        if !decoded {
            // Made while the list compares: each takes a few milliseconds, a comparison
            // at a million items far longer, so most are coalesced.
            let producer = Task.detached { [version] in
                var version = version
                for number in (versions + 1)...(versions + burst) {
                    version = edited(version, number: number)
                    feed.yield(version)
                    // As a producer that awaits its data would: this process's other pool
                    // thread waits in `poll` for the frames.
                    await Task.yield()
                }
                return Platform.now()
            }
            guard let shown = lastFrame(on: terminal, showing: marker(versions + burst)) else {
                fail("error: the newest of the burst was not shown", status: 1)
            }
            print("burst", shown - (await producer.value))
        }
        feed.finish()
        terminal.type([0x1B])
        _ = try? await session.value
    }

    /// The value version `number` gives the rows it replaces.
    static func marker(_ number: Int) -> String { "version \(number) of the row" }

    /// Every hundredth row replaced, in a copy that shares the other rows' storage, as the
    /// data source's mutations do (one `replacingItem` a row would copy the array of
    /// sections each time).
    static func edited(_ document: Document, number: Int) -> Document {
        var sections = document.sections
        for s in sections.indices {
            // The first row of every section: 1% of a workload of 100 rows a section.
            sections[s].items[0] = Row("Item \(s + 1).1", marker(number)).item
        }
        return Document(title: document.title, sections: sections)
    }

    /// The same version, decoded from its JSON: a document that shares no storage.
    static func reread(_ document: Document) -> Document {
        var json = ""
        document.writeJSON(to: &json)
        guard let decoded = try? Document(json: json) else {
            fail("error: the JSON did not decode", status: 1)
        }
        return decoded
    }

    /// Reads frames until one shows `text` and nothing follows for 0.2 s; the time the
    /// last frame ended, or `nil` when `text` never shows within 30 s.
    private static func lastFrame(on terminal: PseudoTerminal, showing text: String) -> Double? {
        let wanted = Array(text.utf8)
        var seen = false
        var last: Double?
        let deadline = Platform.now() + 30
        while Platform.now() < deadline {
            let frame = terminal.read(until: InteractiveBenchmark.endOfFrame, quiet: seen ? 0.2 : 30)
            guard frame.complete else { break }
            last = Platform.now()
            if !seen, PseudoTerminal.index(of: wanted, in: frame.bytes, from: 0) != nil { seen = true }
        }
        return seen ? last : nil
    }
}
