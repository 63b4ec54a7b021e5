import Syscalls

/// Finding the outside programs the report runs: the Swift compiler, Python and `sha256sum`.
enum Toolchain {
    /// The `swiftc` of the toolchain this program runs on, or the first on `PATH`.
    ///
    /// The running toolchain is the one whose `libswiftCore.so` is mapped into this
    /// process (`<toolchain>/usr/lib/swift/linux/`); its compiler is `<toolchain>/usr/bin/
    /// swiftc`. That is the compiler that built the `Sections` module the fixtures import,
    /// which another `swiftc` on `PATH` could not read. A statically linked bench maps no
    /// such library, so `PATH` is the fallback.
    static func swiftc() -> String? {
        let maps = FileSystem.contents(of: "/proc/self/maps") ?? ""
        let suffix = "/lib/swift/linux/libswiftCore.so"
        for line in maps.split(separator: "\n") {
            guard let start = line.firstIndex(of: "/"), line.hasSuffix(suffix) else { continue }
            let library = line[start...]
            let compiler = library.dropLast(suffix.count) + "/bin/swiftc"
            if FileSystem.isExecutable(String(compiler)) { return String(compiler) }
        }
        return onPath("swiftc")
    }

    /// The first executable called `name` in the directories of `PATH`.
    static func onPath(_ name: String) -> String? {
        guard let path = Platform.environmentVariable("PATH") else { return nil }
        for directory in path.split(separator: ":") {
            let candidate = directory + "/" + name
            if FileSystem.isExecutable(candidate) { return candidate }
        }
        return nil
    }
}
