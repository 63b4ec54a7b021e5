import Foundation
import Sections

extension Checkers {
    /// What an XML parser reads back from an SVG picture of the terminal: the text of each
    /// row of the grid, rebuilt from the `<text>` elements' positions alone, the window's
    /// title, and everything the renderer may not write (see `svg_text.py`).
    struct SVGReading: Decodable, Equatable {
        var lines: [String]
        var title: String
        var errors: [String]
    }

    /// Reads each SVG back on the renderer's grid.
    static func svg(_ outputs: [String]) throws -> [SVGReading] {
        let geometry = [
            SVGGeometry.cellWidth, SVGGeometry.cellHeight, SVGGeometry.margin, SVGGeometry.baselineOffset,
            SVGGeometry.titleBarHeight,
        ]
        let output = try run(
            "svg_text.py", geometry.map(String.init), input: try JSONEncoder().encode(outputs))
        return try JSONDecoder().decode([SVGReading].self, from: Data(output.utf8))
    }
}

/// What a picture of the terminal shows, row by row: the plain rendering's lines, with the
/// two characters XML cannot hold (U+FFFE, U+FFFF) as U+FFFD.
func expectedSVGLines(plain: String) -> [String] {
    var lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        String(
            String.UnicodeScalarView(
                line.unicodeScalars.map { $0.value == 0xFFFE || $0.value == 0xFFFF ? "\u{FFFD}" : $0 }))
    }
    if lines.last == "" { lines.removeLast() }
    return lines
}
