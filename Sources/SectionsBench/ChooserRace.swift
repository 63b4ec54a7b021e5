import Syscalls

/// One chooser started on a pseudo-terminal of 30 rows by 100 columns and typed the race's
/// keys, as a person would in a terminal window: `sections pick` of a JSON document, or
/// fzf reading the same texts as lines.
///
/// Neither program marks the end of a frame the same way (fzf writes no synchronized
/// output), so a frame is final when the program then writes nothing for half a second:
/// each time runs to the last byte before that quiet. Both are measured the same way.
struct ChooserRace {
    static let rows = 30
    static let columns = 100
    static let quiet = 0.5

    /// The keys, by name: a first filter key, then one that narrows its matches.
    static let keys: [(name: String, bytes: String)] = [("first filter key", "7"), ("narrowing key", "3")]

    /// One run's measurements.
    struct Run {
        /// From starting the program to its last byte before the first quiet: the first
        /// frame with the whole input read.
        var firstFrame: Double
        /// For each key, from typing it to the last byte of the frames it caused.
        var keys: [Double]
    }

    /// Runs `executable` with `arguments`, standard input from `input`, and times it.
    static func run(_ executable: String, _ arguments: [String], input: String) throws(Spawn.Failure) -> Run {
        let terminal: PseudoTerminal
        do { terminal = try PseudoTerminal(rows: rows, columns: columns) } catch {
            throw Spawn.Failure(description: error.description)
        }
        let start = Platform.now()
        let child = try TerminalChild(executable, arguments, input: input, on: terminal)
        defer { child.finish(within: 10) }
        let name = executable.split(separator: "/").last.map(String.init) ?? executable
        guard let first = terminal.readUntilQuiet(quiet, limit: 120).last else {
            terminal.type([0x03])
            throw Spawn.Failure(description: "\(name) drew nothing within 120 s")
        }
        var run = Run(firstFrame: first - start, keys: [])
        for key in keys {
            let typed = Platform.now()
            terminal.type(Array(key.bytes.utf8))
            guard let last = terminal.readUntilQuiet(quiet, limit: 60).last else {
                terminal.type([0x03])
                throw Spawn.Failure(description: "\(name) drew nothing after the \(key.name)")
            }
            run.keys.append(last - typed)
        }
        // Esc leaves both without a choice.
        terminal.type([0x1B])
        return run
    }
}
