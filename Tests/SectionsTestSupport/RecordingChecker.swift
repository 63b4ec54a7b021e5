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

extension Checkers {
    /// The frames Chromium shows of a recording at each time, in milliseconds from the
    /// start (see `recording_in_chromium.py`); `nil` for a time it wrote nothing at.
    static func framesShown(in svg: String, at times: [Int]) throws -> [[Int]?] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "recording-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run(
            "recording_in_chromium.py", [folder.path] + times.map(String.init), input: Data(svg.utf8))
        return try JSONDecoder().decode([[Int]?].self, from: Data(output.utf8))
    }
}
