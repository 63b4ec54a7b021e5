import Syscalls

/// What the figures were measured on, read from `/proc` and the compiler: times only mean
/// something beside the machine, the toolchain and how busy the machine was.
struct Machine {
    /// The CPU model from `/proc/cpuinfo`, with "virtual" when it reports a hypervisor.
    var processor: String
    /// The cores online (`sysconf(_SC_NPROCESSORS_ONLN)`).
    var cores: Int
    /// Total memory in GiB, from `/proc/meminfo`.
    var memoryGiB: Double
    /// The first line of `swiftc --version`.
    var swift: String
    /// When the report started, in UTC.
    var date: String

    /// Reads the machine's description.
    ///
    /// - Parameters:
    ///   - swiftc: The compiler to ask for its version, if one was found.
    ///   - scratch: A path prefix for the compiler's captured output.
    /// - Returns: What could be read; "unknown" for what could not.
    static func current(swiftc: String?, scratch: String) -> Machine {
        let cpuinfo = FileSystem.contents(of: "/proc/cpuinfo") ?? ""
        let model = field("model name", in: cpuinfo) ?? "unknown CPU"
        let virtual = cpuinfo.contains(" hypervisor") ? " (virtual)" : ""
        let memoryKiB = field("MemTotal", in: FileSystem.contents(of: "/proc/meminfo") ?? "")
            .flatMap { Double($0.split(separator: " ").first ?? "") }
        let version = swiftc.flatMap { Spawn.capture($0, ["--version"], scratch: scratch) }
        let firstLine = version?.output.split(separator: "\n").first.map(String.init)
        return Machine(
            processor: model + virtual, cores: Platform.onlineProcessors,
            memoryGiB: (memoryKiB ?? 0) / 1024 / 1024, swift: firstLine ?? "Swift version unknown",
            date: Platform.utcDate())
    }

    /// One line: "AMD EPYC (virtual), 2 cores, 23.5 GiB; Swift version 6.3.1 (…); 2026-…".
    var summary: String {
        let memory = (memoryGiB * 10).rounded() / 10
        return "\(processor), \(cores) cores, \(memory) GiB; \(swift); \(date)"
    }

    /// The 1-, 5- and 15-minute load averages from `/proc/loadavg`: other work on the
    /// machine slows the runs, and this says how much there was.
    static func load() -> String {
        let fields = (FileSystem.contents(of: "/proc/loadavg") ?? "").split(separator: " ")
        return fields.count >= 3 ? fields[0..<3].joined(separator: " ") : "unknown"
    }

    /// The value after `name` and a colon on the first line that starts with `name`.
    private static func field(_ name: String, in text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingPrefix(while: \.isWhitespace)
                .description
        }
        return nil
    }
}
