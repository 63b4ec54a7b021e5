import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Every command that reads a document, run as a process on every kind of bad input: each
/// exits 2, writes nothing to standard output, and writes one line to standard error that
/// says what is wrong and where (<doc:CommandLineReference>).
@Suite struct BadInputTests {
    enum BadInput: String, CaseIterable, Sendable {
        case malformedJSON, invalidUTF8, truncatedFile, emptyFile, nonexistentPath, pathThroughAFile,
            directory, emptyStandardInput, whiteSpaceOnStandardInput, invalidUTF8OnStandardInput
    }

    /// A folder of bad files, made once for the whole run.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sections-bad-input-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files: [String: Data] = [
            "malformed.json": Data(#"{"sections": [}"#.utf8),
            "invalid-utf8.json": invalidUTF8,
            // The first half of a valid document, cut inside its second item.
            "truncated.json": Data(valid.utf8.prefix(valid.utf8.count / 2)),
            "empty.json": Data(),
            "good.json": Data(valid.utf8),
        ]
        for (name, bytes) in files {
            try! bytes.write(to: folder.appendingPathComponent(name))
        }
        return folder
    }()

    /// <doc:DocumentFormat>'s example in the normal form.
    static let valid = SpecExample.document.json()

    /// Made each time rather than kept: LeakSanitizer cannot see the storage of a `Data`
    /// kept in a static (its pointer carries an enum tag) and reports it as leaked.
    static var invalidUTF8: Data {
        Data(#"{"title": "a"#.utf8) + Data([0xFF, 0xFE]) + Data(#"b", "sections": []}"#.utf8)
    }

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The file argument (`-` for standard input), what standard input holds, and the one
    /// line the tool must print.
    static func setting(_ input: BadInput) -> (file: String, input: Data, message: String) {
        switch input {
        case .malformedJSON:
            let file = path("malformed.json")
            return (file, Data(), "\(file): sections[0]: expected a value (line 1, column 15)")
        case .invalidUTF8:
            let file = path("invalid-utf8.json")
            return (file, Data(), "\(file): title: invalid UTF-8 (line 1, column 13)")
        case .truncatedFile:
            let file = path("truncated.json")
            return (
                file, Data(), "\(file): sections[0].items[1]: unexpected end of input (line 12, column 10)"
            )
        case .emptyFile:
            let file = path("empty.json")
            return (file, Data(), "\(file): the input is empty (line 1, column 1)")
        case .nonexistentPath:
            let file = path("missing.json")
            return (file, Data(), "cannot read '\(file)': No such file or directory")
        case .pathThroughAFile:
            let file = path("good.json") + "/x.json"
            return (file, Data(), "cannot read '\(file)': Not a directory")
        case .directory:
            return (folder.path, Data(), "cannot read '\(folder.path)': it is a directory")
        case .emptyStandardInput:
            return ("-", Data(), "standard input: the input is empty (line 1, column 1)")
        case .whiteSpaceOnStandardInput:
            return ("-", Data(" \n\t".utf8), "standard input: the input is empty (line 2, column 2)")
        case .invalidUTF8OnStandardInput:
            return ("-", invalidUTF8, "standard input: title: invalid UTF-8 (line 1, column 13)")
        }
    }

    @Test(arguments: BadInput.allCases, ["render", "diff", "pick"])
    func exitsTwoWithOneMessageAndNoOutput(input: BadInput, command: String) throws {
        let (file, stdin, message) = Self.setting(input)
        // diff reads the bad document as OLD against a good NEW.
        let arguments = command == "diff" ? ["diff", file, Self.path("good.json")] : [command, file]
        let result = try Products.launch(
            Products.directory.appendingPathComponent("sections"), arguments, input: stdin)
        #expect(result == Products.Result(status: 2, output: "", errors: "error: \(message)\n"))
    }

    @Test(arguments: ["plain", "ansi", "markdown", "html", "json"])
    func loneSurrogateEscapesInJSONAreRefused(format: String) throws {
        let input = #"{"title": "a\ud800b", "sections": []}"#
        let result = try Products.run("sections", ["render", "--format", format], input: input)
        #expect(
            result
                == Products.Result(
                    status: 2, output: "",
                    errors:
                        "error: standard input: title: lone surrogate \\uD800 is not a character (line 1, column 13)\n"
                ))
    }
}
