import Testing

/// The built `sections` executable, run as a process: exit statuses and streams.
@Suite struct ExecutableTests {
    @Test func demoPrintsTheSampleAndExitsZero() throws {
        let result = try Products.run("sections", ["demo", "--width", "40"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("Account overview\n\nProfile\n  Name"))
        #expect(result.output.hasSuffix("3 notes\n"))
    }

    @Test func invalidInputExitsTwoWithNothingOnStandardOutput() throws {
        let result = try Products.run("sections", ["render"], input: "{\"sections\": [}")
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("error: standard input: "))
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test func emptyStandardInputIsAnError() throws {
        let result = try Products.run("sections", ["render"], input: "")
        #expect(result.status == 2)
        #expect(result.output == "")
    }

    @Test func aDirectoryIsAnError() throws {
        let result = try Products.run("sections", ["render", "/"])
        #expect(
            result
                == Products.Result(
                    status: 2, output: "", errors: "error: cannot read '/': it is a directory\n"))
    }

    @Test func columnsSetsTheDefaultWidth() throws {
        let result = try Products.run("sections", ["demo"], environment: ["COLUMNS": "30"])
        #expect(result.output.split(separator: "\n").map(\.count).max() ?? 0 <= 30)
    }
}
