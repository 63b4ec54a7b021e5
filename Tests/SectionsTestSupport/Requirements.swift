import Foundation
import Testing

/// Tools outside the Swift toolchain that some tests need as independent judges: the
/// Python checkers of `Tests/Checkers`, valgrind, tmux and Chromium. On a machine without
/// them those tests are skipped with a reason that says what to install, so that
/// `swift test` on a bare toolchain still passes; under `SECTIONS_REQUIRE_CHECKERS=1` (which `.ci/run`
/// sets) they run anyway, so a missing tool fails them instead of hiding them.
enum Requirements {
    /// Whether every test must run, whatever is missing.
    static let strict = ProcessInfo.processInfo.environment["SECTIONS_REQUIRE_CHECKERS"] == "1"

    /// The Python modules the checkers import (`Tests/Checkers/requirements.txt`), so that a
    /// partial install skips their tests rather than failing them (`RequirementsTests`
    /// reads the checkers' imports).
    static let pythonModules = ["pyte", "markdown_it", "linkify_it", "html5lib", "cmarkgfm"]

    /// Whether `python3` on `PATH` imports every checker module.
    static let pythonCheckersInstalled: Bool = {
        let imports = "import " + pythonModules.joined(separator: ", ")
        let result = try? Products.launch(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", imports], input: Data())
        return result?.status == 0
    }()

    /// The first executable called `name` on `PATH`.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").lazy.map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Where valgrind is, when it is installed.
    static let valgrind = executable(named: "valgrind")

    /// Where tmux is, when it is installed.
    static let tmux = executable(named: "tmux")

    /// Where python3 is: the XML checker of SVG output needs its standard library only.
    static let python3 = executable(named: "python3")

    /// Where Debian's Chromium is, which shows SVG output as a browser does.
    static let chromium = executable(named: "chromium")
}

extension Trait where Self == ConditionTrait {
    /// The test feeds output to the Python checkers (a VT100 emulator, Markdown and HTML
    /// parsers).
    static var needsPythonCheckers: Self {
        .enabled(
            if: Requirements.strict || Requirements.pythonCheckersInstalled,
            "needs the Python checkers: python3 -m pip install -r Tests/Checkers/requirements.txt")
    }

    /// The test reads output back with a checker that needs Python's standard library only.
    static var needsPython: Self {
        .enabled(
            if: Requirements.strict || Requirements.python3 != nil, "needs python3: apt-get install python3")
    }

    /// The test shows output in headless Chromium and looks at what it draws.
    static var needsChromium: Self {
        .enabled(
            if: Requirements.strict || Requirements.chromium != nil,
            "needs Chromium: apt-get install chromium")
    }

    /// The test drives a program in a real terminal, tmux, with a shell's job control.
    static var needsTmux: Self {
        .enabled(if: Requirements.strict || Requirements.tmux != nil, "needs tmux: apt-get install tmux")
    }

    /// The test counts instructions with valgrind.
    static var needsValgrind: Self {
        .enabled(
            if: Requirements.strict || Requirements.valgrind != nil,
            "needs valgrind: apt-get install valgrind")
    }
}
