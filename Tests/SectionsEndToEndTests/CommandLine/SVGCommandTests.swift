import Foundation
import Testing

@testable import SectionsTestSupport

/// `sections render --format svg` on every document of the fuzzing corpus (`Fuzz/corpus`) (every layout,
/// wide and hostile text, the empty document), at the narrowest width, a middle one and
/// the default: a picture in a window whose rows an XML parser reads back as the plain
/// format's lines.
@Suite struct SVGCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test(.needsPython) func everyCorpusDocumentIsAPictureOfItsPlainRendering() throws {
        try #require(Self.files.count >= 5)
        for width in ["8", "40", "80"] {
            var pictures: [String] = []
            var plains: [String] = []
            for name in Self.files {
                // A fuzzing input's first byte picks its width; the JSON follows.
                let bytes = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
                let input = String(
                    decoding: bytes.first == UInt8(ascii: "{") ? bytes : bytes.dropFirst(), as: UTF8.self)
                let svg = try Products.run(
                    "sections", ["render", "--format", "svg", "--width", width], input: input)
                let plain = try Products.run(
                    "sections", ["render", "--format", "plain", "--width", width], input: input)
                #expect(svg.status == 0 && svg.errors == "", "\(name) at \(width)")
                #expect(svg.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(name)")
                #expect(svg.output.hasSuffix("</svg>\n"), "\(name) at \(width)")
                pictures.append(svg.output)
                plains.append(plain.output)
            }
            let readings = try Checkers.svg(pictures)
            try #require(readings.count == Self.files.count)
            for (index, name) in Self.files.enumerated() {
                #expect(readings[index].errors == [], "\(name) at \(width)")
                #expect(
                    readings[index].lines == expectedSVGLines(plain: plains[index]), "\(name) at \(width)")
            }
        }
    }
}
