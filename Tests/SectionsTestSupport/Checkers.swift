import Foundation

/// Independent checkers, written in Python against well-known libraries, that the tests
/// feed Sections' output to. A missing checker fails the test that needs it, with a
/// message saying what to install; `.ci/run` installs them.
enum Checkers {
    /// The folder holding the checker scripts.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Checkers")

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `script` with `arguments`, feeding it `input`; returns its standard output.
    static func run(_ script: String, _ arguments: [String] = [], input: Data) throws -> String {
        let result = try Products.launch(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", folder.appendingPathComponent(script).path] + arguments, input: input)
        guard result.status == 0 else { throw Failure(description: "\(script) failed: \(result.errors)") }
        return result.output
    }

    /// The screen a VT100 terminal of `columns` × `rows` shows after `bytes`.
    static func screen(of bytes: String, columns: Int, rows: Int = 60) throws -> String {
        try run("terminal_screen.py", ["\(columns)", "\(rows)"], input: Data(bytes.utf8))
    }

    /// What a VT100 terminal `width` columns wide shows for each output: its lines, its
    /// styled cells and its window title.
    static func terminal(_ outputs: [String], width: Int) throws -> [Screen] {
        try batch("vt100.py", outputs.map { TerminalInput(text: $0, width: width) })
    }

    /// What a CommonMark/GFM parser reads back from each Markdown text.
    static func markdown(_ texts: [String]) throws -> [MarkdownReading] {
        try batch("markdown_blocks.py", texts)
    }

    /// What GitHub's own renderer, cmark-gfm with GitHub's extensions (autolinks among
    /// them), reads back from each Markdown text, and the links, images and raw HTML it
    /// makes.
    static func gfm(_ texts: [String]) throws -> [GFMReading] {
        try batch("gfm_blocks.py", texts)
    }

    /// What an HTML5 parser reads back from each HTML text: a fragment, or whole pages.
    static func html(_ texts: [String], standalone: Bool = false) throws -> [HTMLReading] {
        try batch("html_elements.py", texts.map { HTMLInput(html: $0, standalone: standalone) })
    }

    /// Runs a checker that reads a JSON array of inputs and answers a JSON array.
    private static func batch<Input: Encodable, Output: Decodable>(
        _ script: String, _ inputs: [Input]
    ) throws -> [Output] {
        let output = try run(script, input: try JSONEncoder().encode(inputs))
        return try JSONDecoder().decode([Output].self, from: Data(output.utf8))
    }
}
