import Foundation

/// The independent checkers in `Tests/Checkers`: a VT100 terminal emulator, a
/// CommonMark/GFM parser and an HTML5 parser, run as Python processes.
///
/// Each takes a batch of inputs as JSON and answers a batch of readings. A missing
/// Python or checker module fails the test with the message saying how to install it.
enum Checkers {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What a terminal shows for one output.
    struct Screen: Decodable, Equatable {
        var lines: [String]
        /// Styled runs of cells per line: text, colour, bold, italics, underscore, reverse.
        var segments: [[[Cell]]]
        var title: String
        var cursor: [Int]

        enum Cell: Decodable, Equatable, CustomStringConvertible {
            case text(String)
            case flag(Bool)

            init(from decoder: any Decoder) throws {
                let value = try decoder.singleValueContainer()
                if let flag = try? value.decode(Bool.self) { self = .flag(flag) } else {
                    self = .text(try value.decode(String.self))
                }
            }

            var description: String {
                switch self {
                case .text(let text): text
                case .flag(let flag): flag ? "true" : "false"
                }
            }
        }

        /// The styled runs as `text|colour|b|i` strings, bold and italics as letters.
        var styledRuns: [String] {
            segments.flatMap { line in
                line.map { cells in
                    let values = cells.map(\.description)
                    return values[0] + "|" + values[1] + (values[2] == "true" ? "|bold" : "")
                        + (values[3] == "true" ? "|italic" : "")
                }
            }
        }
    }

    /// A block of Markdown as read back.
    struct MarkdownBlock: Decodable, Equatable {
        var kind: String
        var level: Int?
        var bullet: String?
        var text: String?
        var strong: [String]?
        var emphasis: [String]?
        var items: [Inline]?
    }

    struct Inline: Decodable, Equatable {
        var text: String
        var strong: [String]
        var emphasis: [String]
    }

    struct MarkdownReading: Decodable, Equatable {
        var blocks: [MarkdownBlock]
        var unexpected: [String]
    }

    struct HTMLElement: Decodable, Equatable {
        var tag: String
        var attributes: [String: String]
        var text: String
    }

    struct HTMLReading: Decodable, Equatable {
        var elements: [HTMLElement]
        var errors: [String]
    }

    private struct TerminalInput: Encodable {
        var text: String
        var width: Int
    }

    private struct HTMLInput: Encodable {
        var html: String
        var standalone: Bool
    }

    static func terminal(_ outputs: [String], width: Int) throws -> [Screen] {
        try run("vt100.py", outputs.map { TerminalInput(text: $0, width: width) })
    }

    static func markdown(_ texts: [String]) throws -> [MarkdownReading] {
        try run("markdown_blocks.py", texts)
    }

    static func html(_ texts: [String], standalone: Bool = false) throws -> [HTMLReading] {
        try run("html_elements.py", texts.map { HTMLInput(html: $0, standalone: standalone) })
    }

    /// `Tests/Checkers`, found from this file's place in the repository.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Checkers")

    private static func run<Input: Encodable, Output: Decodable>(
        _ script: String, _ inputs: [Input]
    ) throws -> [Output] {
        // The batch goes through a file: a large one would fill a pipe before Python reads it.
        let inputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("sections-checker-\(UUID().uuidString).json")
        try JSONEncoder().encode(inputs).write(to: inputFile)
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", directory.appendingPathComponent(script).path]
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = stdout
        process.standardError = stderr
        do { try process.run() } catch {
            throw Failure(description: "cannot run python3 for checker \(script): \(error)")
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "checker \(script) failed (status \(process.terminationStatus)): "
                    + String(decoding: errors, as: UTF8.self))
        }
        return try JSONDecoder().decode([Output].self, from: output)
    }
}
