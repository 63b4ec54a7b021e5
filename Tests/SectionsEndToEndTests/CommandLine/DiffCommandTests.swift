import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsCLI
@testable import SectionsTestSupport

/// `sections diff OLD NEW` (<doc:CommandLineReference> and <doc:ChangesetFormat>) through
/// the tool's entry point, with files held in memory.
@Suite struct DiffCommandTests {
    typealias Outcome = SectionsToolTests.Outcome

    static let files = [
        "old.json": #"""
        {"sections": [
          {"id": "profile", "header": "Profile", "items": [
            {"label": "Name", "value": "Lin", "id": "name"}, "Joined 2024", "Joined 2024"]},
          {"header": "Tags", "items": ["admin", "beta"]}]}
        """#,
        "new.json": #"""
        {"sections": [
          {"header": "Tags", "items": ["beta", "admin", "Joined 2024"]},
          {"id": "profile", "header": "Profile", "footer": "1 item", "items": [
            {"label": "Name", "value": "Lin Hay", "id": "name"}]},
          {"header": "Devices", "items": ["Laptop"]}]}
        """#,
        "dup.json": #"""
        {"sections": [{"items": [{"text": "a", "id": "x"}, {"text": "b", "id": "x"}]}]}
        """#,
        "bad.json": #"{"sections": [{"items": [{"label": "x", "value": 3}]}]}"#,
        "tree-old.json": #"""
        {"sections": [{"header": "Sources", "layout": "tree", "items": [
          "Package.swift", {"header": "Core", "items": ["Item.swift"]}]}]}
        """#,
        "tree-new.json": #"""
        {"sections": [{"header": "Sources", "layout": "tree", "items": [
          {"header": "Core", "items": ["Item.swift", {"header": "Layout", "items": ["Wrap.swift"]}]},
          "Package.swift"]}]}
        """#,
        "tree-dup.json": #"""
        {"sections": [{"items": [{"header": "A", "items": [{"text": "a", "id": "x"}, {"text": "b", "id": "x"}]}]}]}
        """#,
    ]

    /// The tool's outcome with the files above; `compact` reads them for the diff as the
    /// real system does, into `DiffDocument`s.
    func run(_ arguments: String, input: String = "", compact: Bool = false) -> Outcome {
        func text(_ path: String?) throws(DocumentError) -> String {
            guard let path else { return input }
            guard let text = Self.files[path] else {
                throw DocumentError(.unreadable, at: "", "cannot read '\(path)': No such file or directory")
            }
            return text
        }
        var system = System(
            environment: [:], outputIsTerminal: false, terminalWidth: nil,
            load: { (path: String?, _: Int) throws(DocumentError) -> Document in
                try Document(json: text(path))
            })
        if compact {
            system.loadForDiff = { (path: String?, _: Int) in
                { () throws(DocumentError) -> DiffDocument in
                    try DiffDocument(jsonBytes: Array(text(path).utf8))
                }
            }
        }
        return SectionsToolTests.outcome(arguments, system: system)
    }

    static let expected = """
        {
          "sections": {
            "deleted": [],
            "inserted": [2],
            "moved": [{"from": 0, "to": 1}],
            "updated": [1]
          },
          "items": {
            "deleted": [[0, 2]],
            "inserted": [[2, 0]],
            "moved": [{"from": [0, 1], "to": [0, 2]}, {"from": [1, 0], "to": [0, 1]}],
            "updated": [[1, 0]]
          }
        }

        """

    @Test(arguments: [false, true])
    func printsTheChangesetFromOldToNew(compact: Bool) {
        #expect(
            run("diff old.json new.json", compact: compact)
                == Outcome(status: 0, output: Self.expected, errors: ""))
        #expect(
            run("diff - new.json", input: Self.files["old.json"]!, compact: compact).output == Self.expected)
    }

    /// Nested documents are read whole, from files and from standard input alike, and a
    /// nested section is listed among the sections by its path.
    @Test(arguments: [false, true])
    func nestedDocumentsDiffByPaths(compact: Bool) {
        let expected = """
            {
              "sections": {
                "deleted": [],
                "inserted": [[0, 0, 1]],
                "moved": [],
                "updated": []
              },
              "items": {
                "deleted": [],
                "inserted": [[0, 0, 1, 0]],
                "moved": [{"from": [0, 0], "to": [0, 1]}],
                "updated": []
              }
            }

            """
        #expect(
            run("diff tree-old.json tree-new.json", compact: compact)
                == Outcome(status: 0, output: expected, errors: ""))
        #expect(
            run("diff tree-old.json -", input: Self.files["tree-new.json"]!, compact: compact)
                == Outcome(status: 0, output: expected, errors: ""))
        #expect(
            run("diff tree-old.json tree-dup.json", compact: compact)
                == Outcome(
                    status: 2, output: "",
                    errors: "error: tree-dup.json: sections[0].items[0].items[1]: duplicate item id \"x\", "
                        + "first used at sections[0].items[0].items[0] (line 1, column 78)\n"))
    }

    @Test(arguments: [false, true])
    func invalidOrUnreadableDocumentsExitTwoWithOneMessage(compact: Bool) {
        let cases: [(String, String)] = [
            (
                "diff dup.json new.json",
                "error: dup.json: sections[0].items[1]: duplicate item id \"x\", first used at sections[0].items[0] (line 1, column 52)\n"
            ),
            (
                // Found by the diff's matching, the file then read again for the place.
                "diff old.json dup.json",
                "error: dup.json: sections[0].items[1]: duplicate item id \"x\", first used at sections[0].items[0] (line 1, column 52)\n"
            ),
            (
                "diff old.json bad.json",
                "error: bad.json: sections[0].items[0].value: expected a string (line 1, column 50)\n"
            ),
            ("diff old.json missing.json", "error: cannot read 'missing.json': No such file or directory\n"),
            ("diff old.json", "error: diff takes two files, OLD and NEW, got 1\n"),
            ("diff a b c", "error: diff takes two files, OLD and NEW, got 3\n"),
            ("diff - -", "error: diff reads at most one document from standard input\n"),
            ("diff old.json new.json --width 40", "error: diff prints JSON and takes no option '--width'\n"),
            ("diff -f json old.json new.json", "error: diff prints JSON and takes no option '-f'\n"),
        ]
        for (arguments, message) in cases {
            #expect(
                run(arguments, compact: compact) == Outcome(status: 2, output: "", errors: message),
                "\(arguments)")
        }
    }

    @Test func helpDescribesTheCommand() {
        #expect(run("diff --help") == Outcome(status: 0, output: Help.diff, errors: ""))
        #expect(Help.overview.contains("  diff      Print the changes from one JSON document to another"))
    }

    @Test func theExecutableReadsFilesAndExitsTwoOnADuplicateId() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sections-diff-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Self.files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let result = try Products.run("sections", ["diff", path("old.json"), path("new.json")])
        #expect(result == Products.Result(status: 0, output: Self.expected, errors: ""))
        let failure = try Products.run("sections", ["diff", path("old.json"), path("dup.json")])
        #expect(failure.status == 2)
        #expect(failure.output == "")
        #expect(
            failure.errors.hasPrefix("error: \(path("dup.json")): sections[0].items[1]: duplicate item id"))
        #expect(failure.errors.split(separator: "\n").count == 1)
    }

    /// Files read by the executable, as a diff reads them, fail with the message `render`
    /// gives for the same file, from a file or from standard input: also when the fault is
    /// far into a large file whose start was given back while it was read.
    @Test func theExecutableReportsBadFilesAsRenderDoes() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sections-diff-bad-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let filler = (0..<5_000).map { #"{"items": ["item \#($0)"]}"# }.joined(separator: ", ")
        let bad = [
            #"{"sections": [{"items": [{"text": "a", "id": "x"}]}, \#(filler), {"items": [{"text": "b", "id": "x"}]}]}"#,
            #"{"sections": [{"id": "s", "items": []}, \#(filler), {"id": "s", "items": []}]}"#,
            #"{"sections": [\#(filler), {"items": [{"label": "x", "value": 3}]}]}"#,
            #"{"sections": [{"items": ["a"]}], "title": 1}"#,
        ]
        let good = folder.appendingPathComponent("good.json").path
        try Data(#"{"sections": []}"#.utf8).write(to: URL(fileURLWithPath: good))
        for (index, text) in bad.enumerated() {
            let path = folder.appendingPathComponent("bad\(index).json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let render = try Products.run("sections", ["render", path])
            #expect(render.status == 2 && render.errors.contains(" (line "), "\(index)")
            #expect(try Products.run("sections", ["diff", good, path]) == render, "\(index)")
            let piped = try Products.run("sections", ["render"], input: text)
            #expect(try Products.run("sections", ["diff", "-", good], input: text) == piped, "\(index)")
        }
    }
}
