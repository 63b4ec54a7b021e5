import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The SVG pictures as a browser shows them: headless Chromium draws something (the
/// screenshot is not blank), and puts every glyph where the grid says — each `<text>`
/// element's first character at the left edge of its column, each cluster after it as many
/// cells further on as the layout counts before it, whatever width the font gives a glyph
/// (a one-cell emoji such as 🌧 squeezes no neighbour), and a cluster fitted to its cells
/// ending where they end.
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
        // One-cell emoji, symbols and control pictures, whose glyphs fonts draw wider or
        // narrower than a cell, beside text that must keep its cells; in a panel.
        Document(title: "Weather 🌧 report") {
            Section(header: "Forecast", layout: .list.inPanel()) {
                Row("Tokyo 東京", "🌧 rain, 18°C")
                Row("Oslo", "❄ snow \u{1B} key")
                Text("🌧🌧🌧 then plain text to the end")
                Text("arrows → ← ✓ ✗ ★ and ⌘ keys")
            }
        },
        // Runs of clusters that count no cells, which a browser would otherwise draw at the
        // font's width over their neighbours.
        Document(title: "No cells") {
            Section(header: "Zero-width") {
                Row(String(repeating: "\u{0600}", count: 60), "value")
                Row("\u{06DD}\u{FFF9}\u{FFFA}\u{FFFB}\u{1160}\u{13430}", "next")
                Row("\u{202E}\u{2066}\u{200B}\u{2069}\u{202C}", "after")
            }
        },
    ]

    /// A window title longer than its bar.
    static let longTitle = String(repeating: "東京 long title ", count: 12)

    @Test(.needsChromium) func chromiumDrawsEveryGlyphOnTheCellGrid() throws {
        let outputs =
            try Self.documents.map {
                try SVGRenderer.render($0, width: 44, window: SVGRenderer.Window(title: "sections"))
            }
            + [8, 44].map {
                try SVGRenderer.render(Self.documents[0], width: $0, window: .init(title: Self.longTitle))
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
                guard run.textLength > 0 else {
                    #expect(abs(run.end - run.x) < 0.5, "\(what) of no cells ends at \(run.end)")
                    continue
                }
                // Each cluster at the cells the layout counts before it; the DOM counts
                // characters in UTF-16 code units.
                var cells = 0
                var offset = 0
                for (position, cluster) in run.text.enumerated() {
                    let width = DisplayWidth.placed(cluster, startsText: position == 0)
                    if width > 0, offset < run.starts.count {
                        let expected = run.x + Double(cells) * cell
                        #expect(abs(run.starts[offset] - expected) < 1, "\(what) cluster \(position)")
                    }
                    cells += width
                    offset += cluster.utf16.count
                }
                if run.fitted || run.text.allSatisfy(\.isASCII) {
                    #expect(abs(run.end - (run.x + run.textLength)) < 1, "\(what) ends at \(run.end)")
                }
            }
            // The title stays in its bar, clear of the three buttons and of both edges.
            let title = try #require(view.title, "document \(index): no title")
            let width = try #require(Double(outputs[index].firstMatch(of: /width="(\d+)"/)?.1 ?? ""))
            #expect(title.start >= Double(SVGGeometry.buttonsWidth) - 1, "document \(index): \(title)")
            #expect(title.end <= width - Double(SVGGeometry.titleGap) + 1, "document \(index): \(title)")
            #expect(
                title.text == (index < Self.documents.count ? "sections" : title.text)
                    && (index < Self.documents.count || title.text.hasSuffix("…")), "\(title.text)")
        }
    }

    /// What `svg_in_chromium.py` reports for one picture.
    struct ChromiumView: Decodable {
        var screenshot: String
        var blank: Bool
        var runs: [Run]?
        var title: Title?

        struct Title: Decodable {
            var text: String
            var start: Double
            var end: Double
        }

        struct Run: Decodable {
            var text: String
            var x: Double
            var textLength: Double
            var fitted: Bool
            var starts: [Double]
            var end: Double
        }
    }
}
