import Foundation
import Syscalls
import Testing

@testable import SectionsTestSupport

/// The built `sections` reading from every kind of channel a caller may hand it: a socket,
/// a file descriptor at an offset, endless devices and pipes, a file that shrinks while it
/// is read, and input in the wrong encoding or with other line ends.
@Suite struct InputChannelTests {
    static let sections = Products.directory.appendingPathComponent("sections").path
    static let document = #"{"sections": [{"items": ["one", "two"]}]}"#

    /// Runs a shell command line, with `$SECTIONS` the built tool.
    static func shell(_ command: String) throws -> Products.Result {
        try Products.launch(
            URL(fileURLWithPath: "/bin/sh"), ["-c", command], input: Data(),
            environment: ["SECTIONS": sections, "PATH": "/usr/bin:/bin"])
    }

    static func temporaryFile(_ contents: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sections-input-\(UUID().uuidString).json"
        ).path
        try contents.write(to: URL(fileURLWithPath: path))
        return path
    }

    // Foundation's `Process` is macOS-only among Apple's systems.
    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        @Test func aSocketOnStandardInputIsReadAsItIs() throws {
            let sockets = try #require(SystemCalls.socketPair())
            let pair = [sockets.0, sockets.1]
            let written = Self.document.utf8.withContiguousStorageIfAvailable {
                Platform.writeBytes(pair[0], from: $0.baseAddress, count: $0.count)
            }
            #expect(written == Self.document.utf8.count)
            SystemCalls.shutdownWriting(pair[0])
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.sections)
            process.arguments = ["render", "--format", "plain"]
            process.standardInput = FileHandle(fileDescriptor: pair[1], closeOnDealloc: true)
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            Platform.closeDescriptor(pair[0])
            #expect(process.terminationStatus == 0)
            #expect(String(decoding: printed, as: UTF8.self) == "  one\n  two\n")
        }
    #endif

    @Test func aFileOnStandardInputIsReadFromItsOffset() throws {
        let file = try Self.temporaryFile(Data(("a header line\n" + Self.document + "\n").utf8))
        defer { FileSystem.remove(file) }
        let result = try Self.shell("{ read -r _; \"$SECTIONS\" render --format plain; } < '\(file)'")
        #expect(result == Products.Result(status: 0, output: "  one\n  two\n", errors: ""))
    }

    /// Each endless source stops at once, at the byte that cannot begin a document.
    @Test(
        arguments: [
            ("\"$SECTIONS\" render /dev/zero", "error: /dev/zero: expected a value (line 1, column 1)\n"),
            ("\"$SECTIONS\" render /dev/urandom < /dev/null", nil),
            (
                "yes 2>/dev/null | \"$SECTIONS\" render",
                "error: standard input: expected a value (line 1, column 1)\n"
            ),
            (
                "yes '{' 2>/dev/null | \"$SECTIONS\" render",
                "error: standard input: expected a key in double quotes (line 2, column 1)\n"
            ),
            (
                "cat /dev/zero 2>/dev/null | \"$SECTIONS\" diff - /dev/zero",
                "error: standard input: expected a value (line 1, column 1)\n"
            ),
        ] as [(String, String?)])
    func endlessInvalidInputStopsAtItsFirstImpossibleByte(command: String, message: String?) throws {
        let result = try Self.shell(command)
        #expect(result.status == 2)
        #expect(result.output == "")
        if let message { #expect(result.errors == message) }
        #expect(result.errors.hasPrefix("error: ") && result.errors.filter { $0 == "\n" }.count == 1)
    }

    /// Endless input that stays well formed stops at the size limit.
    @Test(arguments: [
        #"{ printf '{"title": "'; yes a | tr -d '\n'; }"#,
        #"{ printf '{"sections": [{"items": ['; yes '"x",'; }"#,
    ])
    func endlessWellFormedInputStopsAtTheLimit(producer: String) throws {
        let result = try Self.shell(
            "{ \(producer); } 2>/dev/null | \"$SECTIONS\" render --max-input-size 64K")
        #expect(
            result
                == Products.Result(
                    status: 2, output: "",
                    errors:
                        "error: standard input is larger than the limit of 64 KiB (see --max-input-size)\n"))
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
        let file = try Self.temporaryFile(Data(Self.document.utf8))
        defer { FileSystem.remove(file) }
        let result = try Products.run("sections", ["render", file, "--max-input-size", "16"])
        #expect(result.status == 2)
        #expect(
            result.errors == "error: '\(file)' is larger than the limit of 16 bytes (see --max-input-size)\n")
        #expect(try Products.run("sections", ["render", file, "--max-input-size", "1K"]).status == 0)
    }

    /// Another process truncating the file while it is read: an error or a rendering of
    /// what was there, never a crash.
    @Test func aFileThatShrinksWhileItIsReadIsNeverACrash() throws {
        let items = (0..<300_000).map { #"{"label": "item \#($0)", "value": "some value"}"# }
        let contents = Data((#"{"sections": [{"items": ["# + items.joined(separator: ",") + "]}]}").utf8)
        for delay in ["0", "0.005", "0.01", "0.02", "0.05"] {
            let file = try Self.temporaryFile(contents)
            defer { FileSystem.remove(file) }
            let result = try Self.shell(
                "\"$SECTIONS\" render '\(file)' --format json > /dev/null & sleep \(delay); "
                    + "truncate -s 1000 '\(file)'; wait $!")
            #expect([0, 1, 2].contains(result.status), "after \(delay) s: \(result)")
            #expect(result.errors.filter { $0 == "\n" }.count <= 1)
        }
    }

    @Test(arguments: [
        ("\r", "line 3, column 14"), ("\r\n", "line 3, column 14"), ("\n", "line 3, column 14"),
    ])
    func everyKindOfLineEndCounts(lineEnd: String, position: String) throws {
        let text = ["{", #""sections": ["#, #"  {"items": [3]}]}"#].joined(separator: lineEnd)
        let file = try Self.temporaryFile(Data(text.utf8))
        defer { FileSystem.remove(file) }
        let result = try Products.run("sections", ["render", file])
        #expect(result.errors.hasPrefix("error: \(file): sections[0].items[0]: expected a text item"))
        #expect(result.errors.hasSuffix(" (\(position))\n"))
    }

    @Test func aByteOrderMarkIsNotAColumn() throws {
        let file = try Self.temporaryFile(Data([0xEF, 0xBB, 0xBF]) + Data(#"{"sections": 1}"#.utf8))
        defer { FileSystem.remove(file) }
        let result = try Products.run("sections", ["render", file])
        #expect(result.errors == "error: \(file): sections: expected an array (line 1, column 14)\n")
    }

    @Test(
        arguments: [
            ([0xFF, 0xFE] + Array("{}".utf16).flatMap { [UInt8($0), 0] }, "UTF-16"),
            ([0xFE, 0xFF] + Array("{}".utf16).flatMap { [0, UInt8($0)] }, "UTF-16"),
            (Array("{}".utf16).flatMap { [UInt8($0), 0] }, "UTF-16"),
            ([0, 0, 0xFE, 0xFF, 0, 0, 0, 0x7B], "UTF-32"),
            ([0x7B, 0, 0, 0, 0x7D, 0, 0, 0], "UTF-32"),
        ] as [([UInt8], String)])
    func wideEncodingsAreNamed(bytes: [UInt8], encoding: String) throws {
        let file = try Self.temporaryFile(Data(bytes))
        defer { FileSystem.remove(file) }
        for result in [
            try Products.run("sections", ["render", file]),
            try Self.shell("cat '\(file)' | \"$SECTIONS\" render"),
        ] {
            #expect(result.status == 2)
            #expect(
                result.errors.hasSuffix(
                    "the input looks like \(encoding), but documents are UTF-8 "
                        + "(convert it, e.g. with iconv -f \(encoding) -t UTF-8) (line 1, column 1)\n"),
                "\(result.errors)")
        }
    }
}
