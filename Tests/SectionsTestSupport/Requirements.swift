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

    /// Where `tree(1)` is, which the file-tree playground is compared with.
    static let tree = executable(named: "tree")

    /// Where Debian's Chromium is, which shows SVG output as a browser does.
    static let chromium = executable(named: "chromium")

    /// Where Debian's `unicode-data` package puts the Unicode Character Database.
    static let debianUnicodeData = "/usr/share/unicode"
}

extension Requirements {
    /// What some tests need beyond the Swift toolchain.
    enum Tool: CaseIterable, Sendable {
        case python, pythonCheckers, icu, tmux, valgrind, chromium, unicodeData, tree

        /// What a skipped test says it needs.
        var name: String {
            switch self {
            case .python: "python3"
            case .pythonCheckers: "the Python checkers"
            case .icu: "ICU's Python binding"
            case .tmux: "tmux"
            case .valgrind: "valgrind"
            case .chromium: "Chromium"
            case .unicodeData: "Debian's unicode-data 15.0.0"
            case .tree: "tree"
            }
        }

        /// How to install it.
        var installation: String {
            switch self {
            case .python: "apt-get install python3"
            case .pythonCheckers: "python3 -m pip install -r Tests/Checkers/requirements.txt"
            case .icu: "apt-get install python3-icu"
            case .tmux: "apt-get install tmux"
            case .valgrind: "apt-get install valgrind"
            case .chromium: "apt-get install chromium"
            case .unicodeData: "apt-get install unicode-data"
            case .tree: "apt-get install tree"
            }
        }

        var isInstalled: Bool {
            switch self {
            case .python: Requirements.python3 != nil
            case .pythonCheckers: Requirements.pythonCheckersInstalled
            case .icu: Requirements.icuPython != nil
            case .tmux: Requirements.tmux != nil
            case .valgrind: Requirements.valgrind != nil
            case .chromium: Requirements.chromium != nil
            case .unicodeData:
                FileManager.default.fileExists(atPath: "\(Requirements.debianUnicodeData)/UnicodeData.txt")
            case .tree: Requirements.tree != nil
            }
        }
    }

    /// Whether the tests that need `tool` run: it is installed, or every test must run.
    static func allow(_ tool: Tool) -> Bool {
        announcement
        return strict || tool.isInstalled
    }

    /// Says once, on standard error before the first test that needs a missing tool is
    /// skipped, what this machine lacks and how to install it: Swift Testing lists each
    /// skipped test on a line of its own, which then only names the tool.
    private static let announcement: Void = {
        let missing = Tool.allCases.filter { !$0.isInstalled }
        guard !strict, !missing.isEmpty else { return }
        let lines =
            ["note: the tests that need these tools are skipped here; install them to run every test:"]
            + missing.map { "  \($0.name): \($0.installation)" }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }()
}

extension Trait where Self == ConditionTrait {
    /// The test needs `tool`, and is skipped where it is missing (unless every test must run).
    static func needs(_ tool: Requirements.Tool) -> Self {
        .enabled(if: Requirements.allow(tool), "needs \(tool.name)")
    }

    /// The test feeds output to the Python checkers (a VT100 emulator, Markdown and HTML
    /// parsers).
    static var needsPythonCheckers: Self { needs(.pythonCheckers) }

    /// The test reads output back with a checker that needs Python's standard library only.
    static var needsPython: Self { needs(.python) }

    /// The test shows output in headless Chromium and looks at what it draws.
    static var needsChromium: Self { needs(.chromium) }

    /// The test drives a program in a real terminal, tmux, with a shell's job control.
    static var needsTmux: Self { needs(.tmux) }

    /// The test counts instructions with valgrind.
    static var needsValgrind: Self { needs(.valgrind) }
}
