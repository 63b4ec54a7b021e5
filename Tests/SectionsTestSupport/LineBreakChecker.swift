import Foundation
import Testing

/// ICU's line BreakIterator (Debian's `python3-icu`, `Tests/Checkers/line_breaks.py`): where
/// an independent implementation of UAX #14 allows a line to break.
extension Checkers {
    /// ICU's answer for one text.
    struct LineBreaks: Decodable, Equatable {
        /// ICU's version and the Unicode version of its data.
        var icu: String
        var unicode: String
        /// The scalar offsets before which a line may break, the text's ends left out.
        var breaks: [Int]
    }

    /// ICU's line-break opportunities in each text.
    static func lineBreaks(_ texts: [String]) throws -> [LineBreaks] {
        guard let python = Requirements.icuPython else {
            throw Failure(description: "line_breaks.py needs PyICU: apt-get install python3-icu")
        }
        let result = try Products.launch(
            URL(fileURLWithPath: python), [folder.appendingPathComponent("line_breaks.py").path],
            input: try JSONEncoder().encode(texts))
        guard result.status == 0 else {
            throw Failure(description: "line_breaks.py failed: \(result.errors)")
        }
        return try JSONDecoder().decode([LineBreaks].self, from: Data(result.output.utf8))
    }
}

extension Requirements {
    /// The checker modules that come from Debian's packages rather than the requirements
    /// file, each with its own skip: ICU's binding, built against Debian's ICU.
    static let debianPythonModules = ["icu"]

    /// A Python that imports PyICU: `python3` on `PATH`, else Debian's own, where
    /// `apt-get install python3-icu` puts the module when `PATH` leads to another Python.
    static let icuPython: String? = {
        let candidates = [executable(named: "python3"), "/usr/bin/python3"].compactMap { $0 }
        return candidates.first { python in
            let result = try? Products.launch(
                URL(fileURLWithPath: python), ["-c", "import icu"], input: Data())
            return result?.status == 0
        }
    }()
}

extension Trait where Self == ConditionTrait {
    /// The test asks ICU where lines may break.
    static var needsICU: Self { needs(.icu) }
}
