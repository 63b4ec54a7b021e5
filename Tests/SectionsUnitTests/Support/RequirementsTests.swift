import Foundation
import Testing

@testable import SectionsTestSupport

/// The list of checker modules that decides whether a checker test runs or skips names
/// every module outside Python's standard library that a checker imports: one missing from
/// it turns a partial install into failures instead of skips.
@Suite struct RequirementsTests {
    /// The top-level modules the checker scripts import, less Python's standard library,
    /// as Python's own parser reads the scripts.
    static func importedModules() throws -> Set<String> {
        let script = """
            import ast, pathlib, sys
            names = set()
            for path in sorted(pathlib.Path(sys.argv[1]).glob("*.py")):
                for node in ast.walk(ast.parse(path.read_text(), str(path))):
                    if isinstance(node, ast.Import):
                        names.update(alias.name.split(".")[0] for alias in node.names)
                    elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                        names.add(node.module.split(".")[0])
            print("\\n".join(sorted(names - set(sys.stdlib_module_names))))
            """
        let result = try Products.launch(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, Checkers.folder.path],
            input: Data())
        guard result.status == 0 else { throw Checkers.Failure(description: result.errors) }
        return Set(result.output.split(separator: "\n").map(String.init))
    }

    @Test(.needsPython) func everyModuleACheckerImportsDecidesWhetherItsTestsRun() throws {
        let imported = try Self.importedModules()
        #expect(imported.isSuperset(of: ["pyte", "markdown_it", "linkify_it", "html5lib", "cmarkgfm"]))
        #expect(
            imported.subtracting(Requirements.pythonModules).subtracting(Requirements.debianPythonModules)
                .isEmpty)
    }

    @Test func everyCheckerModuleIsInstalledByTheRequirementsFile() throws {
        let requirements = try String(
            contentsOf: Checkers.folder.appendingPathComponent("requirements.txt"), encoding: .utf8)
        let packages = Set(
            requirements.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
                line.split(separator: "=").first?.lowercased().replacingOccurrences(of: "-", with: "_")
            })
        // Each module's distribution: the names differ only where a package is called
        // "-py" after its JavaScript original.
        let distributions = ["linkify_it": "linkify_it_py", "markdown_it": "markdown_it_py"]
        for module in Requirements.pythonModules {
            #expect(packages.contains(distributions[module] ?? module), "\(module)")
        }
    }
}
