import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// A progress item's bar takes what its line leaves; narrower, the bar and figures go under
/// the label, and at the narrowest the bar is left out, never the label or the figures.
@Suite struct ProgressLayoutTests {
    static let transfers = Document {
        Section(header: "Transfers") {
            ProgressView("Downloading", value: 0.62)
            ProgressView("Files", value: 31, total: 50).rate(4.2, unit: "files")
            ProgressView("Indexing", tick: 0)
        }
    }

    @Test func theBarTakesWhatTheLineLeaves() throws {
        #expect(
            try PlainRenderer.render(Self.transfers, width: 60) == """
                Transfers
                  Downloading ██████████████████████████░░░░░░░░░░░░░░░░ 62%
                  Files ████████████▍░░░░░░░ 62% 31/50 4.2 files/s 0:05 left
                  ⠋ Indexing

                """)
    }

    @Test func narrowerTheBarGoesUnderTheLabelAndAtTheNarrowestItIsLeftOut() throws {
        #expect(
            try PlainRenderer.render(Self.transfers, width: 44) == """
                Transfers
                  Downloading ████████████████░░░░░░░░░░ 62%
                  Files
                    ████▉░░░ 62% 31/50 4.2 files/s 0:05 left
                  ⠋ Indexing

                """)
        #expect(
            try PlainRenderer.render(Self.transfers, width: 14) == """
                Transfers
                  Downloading
                    ███▋░░ 62%
                  Files
                    ██████▏░░░
                    62% 31/50
                    4.2 files/
                    s 0:05
                    left
                  ⠋ Indexing

                """)
        let narrowest = try PlainRenderer.render(Self.transfers, width: 8)
        #expect(narrowest.hasPrefix("Transfer\ns\n  Downlo\n  ading\n    62%\n  Files\n    62%\n"))
        #expect(!narrowest.contains("█"))
    }

    @Test func asciiGlyphsDrawBracketsHashesAndDots() throws {
        var options = LayoutOptions()
        options.glyphs = .ascii
        #expect(
            try PlainRenderer.render(Self.transfers, width: 44, options: options) == """
                Transfers
                  Downloading [##############..........] 62%
                  Files
                    [###...] 62% 31/50 4.2 files/s 0:05 left
                  | Indexing

                """)
    }

    @Test func aTruncatedItemKeepsOneLineCuttingTheLabelBeforeTheBar() throws {
        let document = Document {
            Section {
                ProgressView("Download", value: 1.5, total: 4.0).rate(0.5, unit: "GB")
                ProgressView(value: 0.3).truncated()
                ProgressView("A very long label indeed", value: 0.5).truncated()
            }
        }
        #expect(
            try PlainRenderer.render(document, width: 40) == """
                  Download ██▎░░░ 37% 0.5 GB/s 0:05 left
                  ██████████▏░░░░░░░░░░░░░░░░░░░░░░░ 30%
                  A very long label indeed ████▌░░░░ 50%

                """)
        #expect(
            try PlainRenderer.render(document, width: 20) == """
                  Download
                    ██████░░░░░░░░░░
                    37% 0.5 GB/s
                    0:05 left
                  ████▏░░░░░░░░░ 30%
                  A very… ███░░░ 50%

                """)
    }

    @Test func barsFillByEighthsOfACellRoundedDown() {
        let bars = ProgressGlyphs.unicode
        #expect(bars.bar(0, width: 8) == "░░░░░░░░")
        #expect(bars.bar(1, width: 8) == "████████")
        #expect(bars.bar(0.5, width: 8) == "████░░░░")
        #expect(bars.bar(1.0 / 64, width: 8) == "▏░░░░░░░")
        #expect(bars.bar(0.999, width: 8) == "███████▉")
        #expect(bars.bar(0.29, width: 100).filter { $0 == "█" }.count == 29)
        let ascii = ProgressGlyphs.ascii
        #expect(ascii.bar(0.5, width: 10) == "[####....]")
        #expect(ascii.bar(0.99, width: 10) == "[#######.]")
        #expect(ascii.bar(1, width: 5) == "[###]")
        for width in 5...40 {
            for step in 0...16 {
                #expect(DisplayWidth.of(bars.bar(Double(step) / 16, width: width)) == width)
                #expect(ascii.bar(Double(step) / 16, width: width).count == width)
            }
        }
    }

    @Test func theSpinnerCountsRoundItsFramesEitherWay() throws {
        let frames = (0..<11).map { ProgressGlyphs.unicode.spinner($0) }
        #expect(frames.joined() == "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏⠋")
        #expect(ProgressGlyphs.unicode.spinner(-1) == "⠏")
        #expect((0..<5).map { ProgressGlyphs.ascii.spinner($0) }.joined() == "|/-\\|")
        let spinning = Document { Section { ProgressView("Indexing", tick: 3).rate(120, unit: "files") } }
        #expect(try PlainRenderer.render(spinning, width: 30) == "  ⠸ Indexing       120 files/s\n")
        #expect(try PlainRenderer.render(Document { Section { ProgressView(tick: 1) } }, width: 8) == "  ⠙\n")
    }

    /// Seeded random progress items with hostile labels and units, truncated or not, at
    /// every width from 8 to 200: no line wider than the width, none ending with a space,
    /// and, where nothing is cut, every character of the labels and figures in order.
    @Test func theInvariantsHoldAtEveryWidth() throws {
        var random = RandomContent.Generator(seed: 0x9_0C4E55)
        func text() -> String {
            (0..<Int.random(in: 0...4, using: &random)).map { _ in
                (RandomContent.hostile + RandomContent.pieces + ["Downloading", "lorem ipsum dolor"])
                    .randomElement(using: &random)!
            }.joined()
        }
        for sample in 0..<30 {
            var items: [ProgressView] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let label: String? = Bool.random(using: &random) ? text() : nil
                var item: ProgressView
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let value = Double.random(in: -0.2...1.2, using: &random)
                    item = label.map { ProgressView($0, value: value) } ?? ProgressView(value: value)
                case 1:
                    let total = Int.random(in: -1...5000, using: &random)
                    let done = Int.random(in: -10...5100, using: &random)
                    item =
                        label.map { ProgressView($0, value: done, total: total) }
                        ?? ProgressView(value: done, total: total)
                default:
                    let tick = Int.random(in: -20...20, using: &random)
                    item = label.map { ProgressView($0, tick: tick) } ?? ProgressView(tick: tick)
                }
                if Bool.random(using: &random) {
                    item = item.rate(
                        Double.random(in: 0...2000, using: &random),
                        unit: Bool.random(using: &random) ? text() : nil)
                }
                if Bool.random(using: &random) {
                    item = item.timeLeft(.seconds(Int.random(in: -5...90_000, using: &random)))
                }
                items.append(item)
            }
            let truncates = Int.random(in: 0..<4, using: &random) == 0
            let document = Document {
                Section {
                    for item in items { if truncates { item.truncated() } else { item } }
                }
            }
            for width in 8...200 {
                let context = "sample \(sample), width \(width)"
                let laidOut = try LaidOutDocument(document, width: width)
                LayoutInvariants(context: context).check(document, laidOut, truncates: true)
                guard !truncates else { continue }
                var shown: [String] = []
                for section in laidOut.sections {
                    for line in section.lines { shown += line.runs.filter { $0.role != .drawn }.map(\.text) }
                }
                let expected = items.map { item in
                    let spinner =
                        item.fractionCompleted == nil ? ProgressGlyphs.unicode.spinner(item.tick) : ""
                    return spinner + Sanitizer.sanitize((item.label ?? "") + item.figures)
                }
                #expect(Reading.letters(shown.joined()) == Reading.letters(expected.joined()), "\(context)")
            }
        }
    }
}
