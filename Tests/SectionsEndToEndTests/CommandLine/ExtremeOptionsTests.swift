import Foundation
import Testing

@testable import SectionsTestSupport

/// Every numeric option of the built `sections` at the extremes of a 64-bit integer: the
/// largest accepted value works, and anything past it is a one-line usage error, never a
/// crash.
@Suite struct ExtremeOptionsTests {
    /// More than one read of standard input, so that the buffer grows toward the limit.
    static let largeDocument =
        "{\"title\": \"" + String(repeating: "x", count: 100_000) + "\", \"sections\": []}"

    static func pipe(_ arguments: String) throws -> Products.Result {
        let file = try InputChannelTests.temporaryFile(Data(largeDocument.utf8))
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try InputChannelTests.shell(
            "cat '\(file)' | \"$SECTIONS\" \(arguments) 2>&1; echo \"status $?\"")
    }

    @Test(arguments: ["render -", "diff - /dev/null", "pick -"])
    func theLargestInputLimitReadsAPipe(command: String) throws {
        let result = try Self.pipe("\(command) --max-input-size 9223372036854775807")
        let lines = result.output.split(separator: "\n")
        #expect(
            lines.last.map { ["status 0", "status 1", "status 2"].contains($0) } == true,
            "\(result.output.suffix(300))")
        #expect(!result.output.contains("overflow") && !result.output.contains("Fatal"))
        if command == "render -" {
            #expect(result.output.hasPrefix(String(repeating: "x", count: 80) + "\n"))
            #expect(result.output.hasSuffix("status 0\n"))
        }
    }

    @Test(arguments: [
        (
            "9223372036854775808",
            "invalid size '9223372036854775808': expected a number of bytes, optionally with K, M or G"
        ),
        (
            "9223372036854775807K",
            "invalid size '9223372036854775807K': expected a number of bytes, optionally with K, M or G"
        ),
        ("8589934592G", "invalid size '8589934592G': expected a number of bytes, optionally with K, M or G"),
        ("0", "invalid size '0': expected a number of bytes, optionally with K, M or G"),
        ("-1", "invalid size '-1': expected a number of bytes, optionally with K, M or G"),
    ])
    func aSizePastTheLargestIsAUsageError(size: String, message: String) throws {
        let result = try Products.run("sections", ["render", "--max-input-size", size], input: "{}")
        #expect(result == Products.Result(status: 2, output: "", errors: "error: \(message)\n"))
    }

    @Test(arguments: ["8589934591G", "9007199254740991K", "1"])
    func theLargestSizesInEachUnitAreAccepted(size: String) throws {
        let result = try Products.run(
            "sections", ["render", "--max-input-size", size], input: #"{"title": "t", "sections": []}"#)
        #expect(result.status == (size == "1" ? 2 : 0))
    }

    @Test(arguments: [
        "9223372036854775807", "-9223372036854775808", "99999999999999999999", "1000001", "7", "-0x10",
    ])
    func aWidthPastEitherEndIsAUsageError(width: String) throws {
        let result = try Products.run("sections", ["demo", "--width", width])
        #expect(
            result
                == Products.Result(
                    status: 2, output: "",
                    errors: "error: invalid width '\(width)': expected an integer from 8 to 1000000\n"))
    }

    @Test(arguments: ["8", "1000000"]) func theWidestAndNarrowestWidthsWork(width: String) throws {
        let result = try Products.run("sections", ["demo", "--width", width, "--format", "plain"])
        #expect(result.status == 0 && result.errors.isEmpty)
    }
}
