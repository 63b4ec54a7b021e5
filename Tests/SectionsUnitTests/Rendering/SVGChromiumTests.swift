import Foundation
import Testing

@testable import Sections
@testable import SectionsTestSupport

/// The SVG pictures as a browser shows them: headless Chromium draws something (the
/// screenshot is not blank), and puts every glyph where the grid says — each `<text>`
/// element's first character at the left edge of its column, and each character of a
/// one-cell run one cell further on.
@Suite struct SVGChromiumTests {
    /// CJK, emoji sequences, a combining mark, a table, a panel and styles.
    static let documents: [Document] = [
        Document(title: "Wide text") {
            Section(header: "Cities") {
                Row("東京", "Tokyo タワー 333 m")
                Row("Zürich", "Zu\u{308}rich, cafe\u{301}")
                Text("Thumbs 👍🏽, a family 👨‍👩‍👧 and a flag 🇯🇵 take two cells each.")
            }
        },
        Document(title: "Table in a panel") {
            Section(
                header: "Files",
                layout: .table(TableColumn("Name"), TableColumn("Size", alignment: .trailing)).inPanel()
            ) {
                TableRow("README.md", "4 KB")
                TableRow("写真.jpg", "2 MB")
            }
        },
        Samples.checks,
    ]

    @Test(.needsChromium) func chromiumDrawsEveryGlyphOnTheCellGrid() throws {
        let outputs = try Self.documents.map {
            try SVGRenderer.render($0, width: 44, window: SVGRenderer.Window(title: "sections"))
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sections-svg-chromium-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = try Checkers.run(
            "svg_in_chromium.py", [folder.path], input: try JSONEncoder().encode(outputs))
        let views = try JSONDecoder().decode([ChromiumView].self, from: Data(answer.utf8))
        try #require(views.count == outputs.count)
        let cell = Double(SVGGeometry.cellWidth)
        for (index, view) in views.enumerated() {
            #expect(!view.blank, "document \(index): \(view.screenshot)")
            let runs = try #require(view.runs, "document \(index): Chromium wrote no measurements")
            let elements = outputs[index].components(separatedBy: "<text x=").count - 2
            #expect(runs.count == elements, "document \(index)")
            for run in runs {
                let what = "document \(index): \(run.text.debugDescription)"
                #expect(abs(run.starts[0] - run.x) < 0.5, "\(what) starts at \(run.starts[0])")
                guard run.text.allSatisfy(\.isASCII), run.textLength > 0 else { continue }
                for (position, start) in run.starts.enumerated() {
                    #expect(
                        abs(start - (run.x + Double(position) * cell)) < 1, "\(what) character \(position)")
                }
                #expect(abs(run.end - (run.x + run.textLength)) < 1, "\(what) ends at \(run.end)")
            }
        }
    }

    /// What `svg_in_chromium.py` reports for one picture.
    struct ChromiumView: Decodable {
        var screenshot: String
        var blank: Bool
        var runs: [Run]?

        struct Run: Decodable {
            var text: String
            var x: Double
            var textLength: Double
            var starts: [Double]
            var end: Double
        }
    }
}
