import Testing

@testable import SectionsTestSupport

/// The built `sections` executable, run as a process: exit statuses and streams. Bad
/// input is BadInputTests' matrix.
@Suite struct ExecutableTests {
    @Test func demoPrintsTheSampleAndExitsZero() throws {
        let result = try Products.run("sections", ["demo", "--width", "40"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("Account overview\n\nProfile\n  Name"))
        #expect(result.output.hasSuffix("3 notes\n"))
    }

    @Test func columnsSetsTheDefaultWidth() throws {
        let result = try Products.run("sections", ["demo"], environment: ["COLUMNS": "30"])
        #expect(result.output.split(separator: "\n").map(\.count).max() ?? 0 <= 30)
    }
}
