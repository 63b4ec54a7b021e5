import Syscalls

/// Type-checking time of the builder fixtures in `Tests/CompileFixtures`, against issue 8's
/// compile-time targets.
///
/// Each fixture is type-checked alone, `swiftc -typecheck -Xfrontend
/// -debug-time-function-bodies -I <Modules> Fixture.swift`, so that the cost of loading the
/// `Sections` module is not charged to whichever fixture comes first; the figure is the sum
/// of the times the compiler prints for the fixture's function bodies (the median over the
/// runs; single runs vary by a fifth on a shared machine).
enum CompileTimes {
    /// A fixture, the functions that count, and its target in milliseconds.
    struct Fixture {
        var file: String
        var summary: String
        /// Only the bodies whose description contains this count; all of them when `nil`.
        var function: String?
        var limit: Double?
    }

    /// The fixtures; `PlainBlock` (index 1) and `ConcreteBuilder` (index 3) are compared.
    static let fixtures = [
        Fixture(
            file: "RealisticSection.swift", summary: "50 statements, every control-flow form", limit: 150),
        Fixture(file: "PlainBlock.swift", summary: "300 statements in one block", limit: 400),
        Fixture(file: "SplitBlock.swift", summary: "300 statements in functions of 25, in all", limit: 150),
        // The yardstick: a minimal concrete `[Node]` builder's block, without the builder's own
        // methods, to compare with `plainBlock()`, the same 300 statements with ours.
        Fixture(
            file: "ConcreteBuilder.swift", summary: "the yardstick", function: "concreteBlock()",
            limit: nil),
    ]

    /// Where the compiler and its inputs are, or why they are not.
    struct Inputs {
        var swiftc: String
        /// A `Modules` directory holding `Sections.swiftmodule`.
        var modules: String
        /// `Tests/CompileFixtures`.
        var fixtures: String
    }

    /// Finds the compiler, the `Sections` module and the fixtures, or says which is missing.
    ///
    /// The module is the one built with this program (`<bin>/Modules`, a release build under
    /// `swift run -c release`: type-checking a client reads only the module's interface, so
    /// its optimisation level does not matter), else the debug build's beside it.
    static func inputs(_ workspace: Workspace) -> Result<Inputs, Spawn.Failure> {
        guard let swiftc = workspace.swiftc else {
            return .failure(Spawn.Failure(description: "no swiftc found beside the Swift runtime or on PATH"))
        }
        let candidates = [
            workspace.binDirectory, FileSystem.directory(of: workspace.binDirectory) + "/debug",
        ]
        guard
            let modules = candidates.map({ $0 + "/Modules" })
                .first(where: { FileSystem.size(of: $0 + "/Sections.swiftmodule") != nil })
        else {
            return .failure(
                Spawn.Failure(description: "no Modules/Sections.swiftmodule in \(workspace.binDirectory)"))
        }
        let fixtures = workspace.packageRoot + "/Tests/CompileFixtures"
        guard CompileTimes.fixtures.allSatisfy({ FileSystem.size(of: fixtures + "/" + $0.file) != nil })
        else {
            return .failure(Spawn.Failure(description: "no compile-time fixtures in \(fixtures)"))
        }
        return .success(Inputs(swiftc: swiftc, modules: modules, fixtures: fixtures))
    }

    /// The median milliseconds of every fixture, in the order of ``fixtures``.
    ///
    /// - Throws: A message when the compiler fails on a fixture.
    static func measure(_ inputs: Inputs, runs: Int, scratch: String) throws(Spawn.Failure) -> [Double] {
        var times = [[Double]](repeating: [], count: fixtures.count)
        for round in 1...runs {
            Progress.note("  round \(round) of \(runs)")
            for (index, fixture) in fixtures.enumerated() {
                let arguments = [
                    "-typecheck", "-Xfrontend", "-debug-time-function-bodies", "-I", inputs.modules,
                    inputs.fixtures + "/" + fixture.file,
                ]
                guard let result = Spawn.capture(inputs.swiftc, arguments, scratch: scratch),
                    result.run.succeeded
                else {
                    throw Spawn.Failure(description: "swiftc -typecheck failed on \(fixture.file)")
                }
                times[index].append(milliseconds(in: result.errors, function: fixture.function))
            }
        }
        return times.map(median)
    }

    /// The sum of the function-body times in `-debug-time-function-bodies` output, whose
    /// lines read `12.34ms<TAB>File.swift:6:6<TAB>global function main.(file).name()@…`.
    static func milliseconds(in output: String, function: String?) -> Double {
        var total = 0.0
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count >= 3, fields[0].hasSuffix("ms"), let time = Double(fields[0].dropLast(2))
            else { continue }
            if let function, !fields[2].contains(function) { continue }
            total += time
        }
        return total
    }

    /// The compile-time figures from the medians of ``measure(_:runs:scratch:)``, or each
    /// not measured for the reason the measurement failed.
    static func figures(_ outcome: Result<[Double], Spawn.Failure>) -> [Figure] {
        var figures: [Figure] = []
        for (index, fixture) in fixtures.enumerated() {
            guard let limit = fixture.limit else { continue }
            let name = "compile: \(fixture.file) (\(fixture.summary))"
            let target = "< \(Int(limit)) ms"
            switch outcome {
            case .success(let times):
                figures.append(
                    Figure(
                        name, measured: milliseconds(times[index]), target: target, value: times[index],
                        limit: limit.nextDown))
            case .failure(let failure):
                figures.append(Figure(name, target: target, .notMeasured(failure.description)))
            }
        }
        let name = "compile: PlainBlock / ConcreteBuilder's block (same statements)"
        switch outcome {
        case .success(let times):
            let (ours, yardstick) = (times[1], times[3])
            let measured =
                "\(milliseconds(ours)) / \(milliseconds(yardstick)) = \(Format.ratio(ours / yardstick))"
            figures.append(Figure(name, measured: measured, target: "≤ 1×", value: ours, limit: yardstick))
        case .failure(let failure):
            figures.append(Figure(name, target: "≤ 1×", .notMeasured(failure.description)))
        }
        return figures
    }

    private static func milliseconds(_ value: Double) -> String { Format.decimals(value, 0) + " ms" }
}
