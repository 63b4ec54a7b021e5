import Foundation
import Sections
import SectionsTesting
import Testing

@testable import SectionsCLI

/// `sections record`: the image `ListSession.recording(pace:)` makes of the same session,
/// to standard output or a file, and one-line errors for what it cannot do.
@Suite struct RecordCommandTests {
    static let menu = Document {
        Section(id: "drinks", header: "Drinks") {
            Text("tea").id("tea")
            Text("coffee").id("coffee")
            Text("<water & 'ice'>").id("water")
        }
    }

    static func run(_ arguments: [String]) -> SectionsToolTests.Outcome {
        let system = System(
            environment: [:], outputIsTerminal: false, terminalWidth: nil,
            load: { (_: String?, _: Int) throws(DocumentError) -> Document in menu })
        var output = ""
        var errors = ""
        let status = SectionsTool.run(arguments, system: system, output: &output, errors: &errors)
        return SectionsToolTests.Outcome(status: status, output: output, errors: errors)
    }

    @Test func recordWritesWhatTheLibraryRecords() throws {
        let session = try InteractiveList(Self.menu).session(
            rows: 6, columns: 30, keys: "Down Down wa C-u Enter")
        #expect(
            Self.run([
                "record", "menu.json", "--keys", "Down Down wa C-u Enter", "--width", "30", "--height", "6",
            ])
                == .init(status: 0, output: session.recording(), errors: ""))
        // A pace of any size is cut at the latest time a recording places a frame at.
        let longest = try InteractiveList(Self.menu).session(rows: 24, columns: 80, keys: "Down")
        #expect(
            Self.run(["record", "--keys=Down", "--pace", String(Int.max)])
                == .init(status: 0, output: longest.recording(pace: SVGRecording.latest), errors: ""))
        let paced = try InteractiveList(Self.menu).session(rows: 24, columns: 80, keys: "Down")
        #expect(
            Self.run(["record", "--keys=Down", "--pace", "120"])
                == .init(status: 0, output: paced.recording(pace: .milliseconds(120)), errors: ""))
    }

    @Test func outputGoesToTheFileNamed() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "record-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(
            Self.run(["record", "-o", file.path, "--keys", "Up"]) == .init(status: 0, output: "", errors: ""))
        let session = try InteractiveList(Self.menu).session(rows: 24, columns: 80, keys: "Up")
        #expect(try String(contentsOf: file, encoding: .utf8) == session.recording())
        #expect(
            Self.run(["record", "--output", "/nonexistent/folder/out.svg"])
                == .init(
                    status: 2, output: "",
                    errors: "error: cannot write '/nonexistent/folder/out.svg': No such file or directory\n"))
    }

    @Test func badOptionsFailWithOneLine() {
        let cases: [([String], String)] = [
            (["record", "--speed", "2"], "unknown option '--speed' (see 'sections --help')"),
            (["record", "--pace", "fast"], "invalid count for '--pace' 'fast': expected an integer from 1"),
            (["record", "--pace", "0"], "invalid count for '--pace' '0': expected an integer from 1"),
            (
                ["record", "--height", "-3"],
                "invalid count for '--height' '-3': expected an integer from 1 to 10000"
            ),
            (
                ["record", "--height", "99999999999999"],
                "invalid count for '--height' '99999999999999': expected an integer from 1 to 10000"
            ),
            (["record", "--width", "wide"], "invalid width 'wide': expected an integer from 8 to 1000000"),
            (
                ["record", "--height", "2"],
                "record: the terminal is too small: 2 rows and 80 columns, a list needs at least 3 rows and 10 columns"
            ),
            (["record", "--keys"], "option '--keys' needs a value"),
            (["record", "a.json", "b.json"], "record takes at most one file, got 2"),
            (
                ["record", "--multi"],
                "option '--multi' does not apply to record (see 'sections record --help')"
            ),
            (
                ["pick", "--keys", "Down"],
                "option '--keys' does not apply to pick (see 'sections pick --help')"
            ),
        ]
        for (arguments, message) in cases {
            #expect(
                Self.run(arguments) == .init(status: 2, output: "", errors: "error: \(message)\n"),
                "\(arguments)")
        }
    }

    @Test func helpNamesTheCommand() {
        #expect(Self.run(["--help"]).output.contains("  record    Write a scripted session of pick's list"))
        #expect(
            Self.run(["record", "--help"]).output.hasPrefix("USAGE: sections record [<file>] [--keys <keys>]")
        )
    }
}
