import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The frame writer's bytes shown by a terminal emulator (pyte, Tests/Checkers/frame_screens.py):
/// after every frame of a random sequence, written row by row as only the changed rows
/// are, the screen shows exactly that frame, in the looks it asks for.
@Suite struct FrameScreenTests {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    struct Screen: Decodable {
        var lines: [String]
        var segments: [[Run]]
        var cursor: [Int]
    }

    /// A run of cells with one look: its text, colour, bold, reverse video.
    struct Run: Decodable, Equatable, CustomStringConvertible {
        var text: String
        var colour: String
        var bold: Bool
        var reverse: Bool

        init(text: String, colour: String, bold: Bool, reverse: Bool) {
            (self.text, self.colour, self.bold, self.reverse) = (text, colour, bold, reverse)
        }

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            text = try fields.decode(String.self)
            colour = try fields.decode(String.self)
            bold = try fields.decode(Bool.self)
            reverse = try fields.decode(Bool.self)
        }

        var description: String { "\(text)|\(colour)\(bold ? "|bold" : "")\(reverse ? "|reverse" : "")" }
    }

    static func screens(_ chunks: [String], columns: Int, rows: Int) throws -> [Screen] {
        struct Request: Encodable { var columns: Int, rows: Int, chunks: [String] }
        let input = try JSONEncoder().encode(Request(columns: columns, rows: rows, chunks: chunks))
        let output = try Checkers.run("frame_screens.py", input: input)
        return try JSONDecoder().decode([Screen].self, from: Data(output.utf8))
    }

    static let words = ["Tea", "Coffee", "Water", "Cake", "Soup", "東京", "a b", "x"]
    static let looks: [Look] = [
        [], .header, .highlight, .match, .chosen, .status, .dim, [.match, .highlight],
    ]

    /// Random frames of `rows` rows; each keeps some rows of the one before, as a list's
    /// frames do.
    static func frames(count: Int, rows: Int, seed: UInt64) -> [Frame] {
        var random = Generator(seed: seed)
        var frame = Frame(rows: Array(repeating: FrameRow(segments: []), count: rows))
        var frames: [Frame] = []
        for _ in 0..<count {
            // A scroll: the rows under the status line move together, as a wheel turn
            // moves them, and the frame writer scrolls the terminal instead of writing them.
            if rows > 3, Int.random(in: 0..<3, using: &random) == 0 {
                let shift =
                    Int.random(in: 1...(rows - 1) / 2, using: &random)
                    * (Bool.random(using: &random) ? 1 : -1)
                let old = frame.rows
                for row in 1..<rows {
                    frame.rows[row] =
                        (1..<rows).contains(row + shift) ? old[row + shift] : FrameRow(segments: [])
                }
            }
            for row in 0..<rows where Int.random(in: 0..<5, using: &random) == 0 {
                frame.rows[row] = FrameRow(
                    segments: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                        let text = words.randomElement(using: &random)!
                        let width = text.unicodeScalars.reduce(0) { $0 + ($1.value > 0x2E80 ? 2 : 1) }
                        return FrameSegment(
                            text: text, width: width, look: looks.randomElement(using: &random)!)
                    })
            }
            frames.append(frame)
        }
        return frames
    }

    /// The runs pyte should show for a row: faint is not a pyte attribute, so the status
    /// line and dim text look plain there.
    static func runs(of row: FrameRow) -> [Run] {
        var runs: [Run] = []
        for segment in row.segments {
            let look = segment.look
            let colour = look.contains(.match) ? "green" : look.contains(.chosen) ? "magenta" : "default"
            let run = Run(
                text: segment.text, colour: colour, bold: !look.isDisjoint(with: [.header, .match, .chosen]),
                reverse: look.contains(.highlight))
            if let last = runs.last,
                (last.colour, last.bold, last.reverse) == (run.colour, run.bold, run.reverse)
            {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        return runs.filter { ($0.colour, $0.bold, $0.reverse) != ("default", false, false) }
    }

    static func text(of row: FrameRow) -> String {
        let text = row.segments.map(\.text).joined()
        return String(text.reversed().drop { $0 == " " }.reversed())
    }

    @Test(.needsPythonCheckers) func fullScreenFramesShowExactlyWhatTheyHold() throws {
        let frames = Self.frames(count: 40, rows: 8, seed: 19)
        var writer = FrameWriter(addressing: .absolute)
        let chunks = frames.map { writer.text(for: $0) }
        let screens = try Self.screens(chunks, columns: 30, rows: 8)
        for (number, (frame, screen)) in zip(frames, screens).enumerated() {
            #expect(screen.lines == frame.rows.map(Self.text), "frame \(number)")
            #expect(screen.segments == frame.rows.map(Self.runs), "frame \(number)")
        }
        #expect(chunks.dropFirst().contains(""), "some frames change nothing and write nothing")
    }

    /// Inline, the region is made below the shell's lines (the screen scrolls), frames
    /// are drawn there by relative movements only, and leaving clears the region and puts
    /// the cursor where the region began.
    @Test(.needsPythonCheckers) func inlineFramesStayInTheirRowsAndLeaveNothingBehind() throws {
        let region = ScreenRegion(.inline(height: 5), rows: 8)
        let shell = (1...6).map { "line \($0)\n" }.joined()
        let frames = Self.frames(count: 30, rows: 5, seed: 7)
        var writer = FrameWriter(addressing: .relative)
        let chunks = [shell + region.enter] + frames.map { writer.text(for: $0) } + [region.leave]
        let screens = try Self.screens(chunks, columns: 30, rows: 8)
        let above = ["line 4", "line 5", "line 6"]
        #expect(screens[0].lines == above + Array(repeating: "", count: 5))
        #expect(screens[0].cursor == [0, 3])
        for (number, frame) in frames.enumerated() {
            let screen = screens[number + 1]
            #expect(screen.lines == above + frame.rows.map(Self.text), "frame \(number)")
            #expect(Array(screen.segments.dropFirst(3)) == frame.rows.map(Self.runs), "frame \(number)")
            #expect(screen.cursor == [0, 3], "between frames the cursor is on the region's first row")
        }
        #expect(screens.last?.lines == above + Array(repeating: "", count: 5))
        #expect(screens.last?.cursor == [0, 3])
    }
}
