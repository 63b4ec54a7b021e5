import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// A progress item in every format: a bar where text is drawn in cells (plain, ANSI, SVG),
/// a `progress` element in HTML, and its label and figures where there is no bar
/// (Markdown, JSON).
@Suite struct ProgressFormatTests {
    static let transfers = ProgressLayoutTests.transfers

    @Test func ansiStylesTheLabelAndDrawsTheSameCells() throws {
        let ansi = try ANSIRenderer.render(Self.transfers, width: 60, colors: .ansi16)
        #expect(
            ansi == """
                \u{1B}[1mTransfers\u{1B}[0m
                  \u{1B}[36mDownloading\u{1B}[0m ██████████████████████████░░░░░░░░░░░░░░░░ 62%
                  \u{1B}[36mFiles\u{1B}[0m ████████████▍░░░░░░░ 62% 31/50 4.2 files/s 0:05 left
                  \u{1B}[36m⠋ Indexing\u{1B}[0m

                """)
    }

    @Test func markdownShowsTheLabelAndFiguresAsARow() throws {
        #expect(
            try MarkdownRenderer.render(Self.transfers) == """
                ## Transfers

                - **Downloading**: 62%
                - **Files**: 62% 31/50 4.2 files/s 0:05 left
                - Indexing

                """)
    }

    /// Hostile labels and units read back exactly through GitHub's renderer, with no link,
    /// image or HTML made of them.
    @Test(.needsPythonCheckers) func markdownReadsBackExactly() throws {
        var random = RandomContent.Generator(seed: 0x3D_9A)
        let documents = (0..<40).map { _ in
            let label = (0..<3).map { _ in RandomContent.hostile.randomElement(using: &random)! }.joined()
            let unit = RandomContent.hostile.randomElement(using: &random)!
            return Document {
                Section {
                    ProgressView(label, value: 0.5).rate(3, unit: unit)
                    ProgressView(value: 7, total: 9)
                    ProgressView(label, tick: 2)
                }
            }
        }
        let readings = try Checkers.gfm(documents.map { try MarkdownRenderer.render($0) })
        for (document, reading) in zip(documents, readings) {
            #expect(reading.markdown == Expected.markdown(document), "\(document)")
            #expect(reading.links == [] && reading.images == [] && reading.html == [], "\(document)")
        }
    }

    @Test func htmlHasAProgressElementBesideTheFigures() throws {
        #expect(
            try HTMLRenderer.render(Self.transfers) == """
                <section>
                <h2>Transfers</h2>
                <dl>
                <dt>Downloading</dt>
                <dd><progress max="100" value="62"></progress>62%</dd>
                <dt>Files</dt>
                <dd><progress max="100" value="62"></progress>62% 31/50 4.2 files/s 0:05 left</dd>
                </dl>
                <ul>
                <li class="progress"><progress></progress>Indexing</li>
                </ul>
                </section>

                """)
    }

    /// A hostile label and unit read back as text, and make no element or attribute.
    @Test(.needsPythonCheckers) func htmlReadsBackExactly() throws {
        let hostile = "<b>x</b> & \"q\" \u{1B}[31m"
        let document = Document {
            Section {
                ProgressView(hostile, value: 3, total: 4).rate(2, unit: "<i>")
                ProgressView(value: 0.5)
            }
        }
        let reading = try Checkers.html([try HTMLRenderer.render(document)])[0]
        #expect(reading.errors == [])
        let progress = reading.elements.filter { $0.tag == "progress" }
        #expect(
            progress.map(\.attributes) == [["max": "100", "value": "75"], ["max": "100", "value": "50"]])
        #expect(reading.elements.first { $0.tag == "dt" }?.text == Sanitizer.sanitize(hostile))
        #expect(reading.elements.first { $0.tag == "dd" }?.text == "75% 3/4 2.0 <i>/s 0:01 left")
        #expect(reading.elements.first { $0.tag == "li" }?.text == "50%")
        #expect(!reading.elements.contains { ["b", "i"].contains($0.tag) })
        #expect(reading.outline == Expected.html(document))
        #expect(reading.strayAttributes == [])
    }

    @Test func jsonHasNoBarSoItWritesTheRowOfLabelAndFigures() throws {
        let json = try JSONRenderer.render(
            Document {
                Section {
                    ProgressView("Files", value: 31, total: 50).id("files")
                    ProgressView(value: 0.25)
                    ProgressView("Indexing", tick: 4)
                }
            })
        #expect(
            json == """
                {
                  "sections": [
                    {
                      "items": [
                        {
                          "label": "Files",
                          "value": "62% 31/50",
                          "id": "files"
                        },
                        "25%",
                        "Indexing"
                      ]
                    }
                  ]
                }

                """)
        #expect(try JSONRenderer.render(try Document(json: json)) == json)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = try encoder.encode(ProgressView("Files", value: 31, total: 50).item)
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"label":"Files","value":"62% 31\/50"}"#)
    }

    @Test(.needsPythonCheckers) func svgDrawsTheBarAsTheTerminalShowsIt() throws {
        let svg = try SVGRenderer.render(Self.transfers, width: 60)
        #expect(svg.components(separatedBy: ">█</text>").count - 1 == 26 + 12)
        #expect(svg.components(separatedBy: ">░</text>").count - 1 == 16 + 7)
        #expect(svg.contains(">⠋</text>"))
    }

    @Test func figuresSayWhatIsKnown() throws {
        #expect(ProgressView(value: 0.29).figures == "29%")
        #expect(ProgressView(value: 0.999).figures == "99%")
        #expect(ProgressView(value: 1.0).figures == "100%")
        #expect(ProgressView(value: 7.0, total: 4.0).figures == "100%")
        #expect(ProgressView(value: -1.0).figures == "0%")
        #expect(ProgressView(value: Double.nan).figures == "0%")
        #expect(ProgressView(value: 1.0, total: 0.0).figures == "0%")
        #expect(ProgressView(value: 60, total: 50).figures == "100% 50/50")
        #expect(ProgressView(value: -3, total: 50).figures == "0% 0/50")
        #expect(ProgressView(value: 3, total: 0).figures == "0% 0/0")
        #expect(ProgressView(tick: 3).figures == "")
        // Where no spinner is drawn, a spinner with no label and no figures still says something.
        #expect(ProgressView(tick: 3).textForm == Text("in progress").item)
        #expect(
            try MarkdownRenderer.render(Document { Section { ProgressView(tick: 3) } }) == "- in progress\n")
        #expect(ProgressView(tick: 3).rate(12.34).figures == "12/s")
        #expect(ProgressView(value: 0.5).rate(0.25).figures == "50% 0.3/s 0:02 left")
        #expect(
            ProgressView(value: 2, total: 10).rate(4, unit: "MB").figures == "20% 2/10 4.0 MB/s 0:02 left")
        #expect(ProgressView(value: 2, total: 10).rate(0).figures == "20% 2/10 0.0/s")
        #expect(ProgressView(value: 2, total: 10).rate(-1).figures == "20% 2/10")
        #expect(ProgressView(value: 2, total: 10).rate(.infinity).figures == "20% 2/10")
        #expect(ProgressView(value: 0.1).timeLeft(.seconds(3909)).figures == "10% 1:05:09 left")
        #expect(
            ProgressView(value: 0.1).rate(1).timeLeft(.milliseconds(750)).figures == "10% 1.0/s 0:01 left")
        #expect(ProgressView(value: 0.1).timeLeft(.seconds(-4)).figures == "10% 0:00 left")
        #expect(ProgressView(value: 0.1).timeLeft(.seconds(750)).timeLeft(nil).figures == "10%")
        #expect(ProgressView.number(9.96) == "10")
        #expect(ProgressView.number(1e300) == "1e+300")
    }

    @Test func itIsAValueLikeEveryOtherItem() throws {
        let files = ProgressView("Files", value: 31, total: 50).rate(4.2, unit: "files")
        #expect(files.fractionCompleted == 0.62)
        #expect(files.rate == 4.2)
        #expect(files.timeLeft == .seconds(5))
        #expect(ProgressView("Indexing").fractionCompleted == nil)
        #expect(files.item.content(as: ProgressView.self) == files)
        #expect(files.item.content(as: Row.self) == nil)
        #expect(files.item.description == #"progress "Files" "62% 31/50 4.2 files/s 0:05 left""#)
        #expect(
            files.item.debugDescription
                == #"ProgressView("Files", value: 31, total: 50).rate(4.2, unit: "files")"#)
        #expect(ProgressView(tick: 2).item.description == "progress")
        #expect(
            ProgressView(value: 1.5, total: 4.0).item.debugDescription
                == "ProgressView(value: 1.5, total: 4.0)")
        #expect(
            ProgressView("Copy", tick: 2).timeLeft(.seconds(3)).item.debugDescription
                == #"ProgressView("Copy", tick: 2).timeLeft(.seconds(3.0))"#)
        #expect(Item(content: .text("Files")).plainText(width: 80) == "Files")
        #expect(files.item.plainText(width: 80) == "Files: 62% 31/50 4.2 files/s 0:05 left")
    }

    /// Moving on is an update of the same item, found by its label, not a new item.
    @Test func aChangedValueIsAnUpdateOfTheSameItem() throws {
        let before = Document { Section { ProgressView("Files", value: 3, total: 10) } }
        let after = Document { Section { ProgressView("Files", value: 4, total: 10) } }
        #expect(try Changeset(from: before, to: after).description == "1 item updated")
    }

    /// The column is as wide as a bar of 20 cells and the figures; the bar fills it.
    @Test func inATableCellTheBarFillsTheColumn() throws {
        let document = Document {
            Section(layout: .table(TableColumn("Job"), TableColumn("Progress"))) {
                TableRow {
                    "build"; ProgressView(value: 0.5)
                }
                TableRow {
                    "test"; ProgressView(value: 1.0)
                }
            }
        }
        #expect(
            try PlainRenderer.render(document, width: 40) == """
                  Job    Progress
                  ─────  ─────────────────────────
                  build  ██████████▌░░░░░░░░░░ 50%
                  test   ████████████████████ 100%

                """)
    }
}
