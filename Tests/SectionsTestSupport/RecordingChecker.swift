import Foundation

extension Checkers {
    /// What an XML parser reads back from an animated recording of a session (see
    /// `svg_recording.py`): its length, each frame as a static picture and when it is
    /// shown, and everything a recording may not hold.
    struct RecordingReading: Decodable, Equatable {
        struct Frame: Decodable, Equatable {
            /// The frame alone, as a static picture for ``Checkers/svg(_:)``.
            var svg: String
            /// The intervals of the loop in which it is shown, in milliseconds.
            var shown: [[Int]]
        }

        var duration: Int
        var frames: [Frame]
        var errors: [String]
    }

    /// Reads a recording's frames and their times back.
    static func recording(_ svg: String) throws -> RecordingReading {
        let output = try run("svg_recording.py", input: Data(svg.utf8))
        return try JSONDecoder().decode(RecordingReading.self, from: Data(output.utf8))
    }
}
