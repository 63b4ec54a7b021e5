import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Links through every layout that lays a part out on its own and then places it: panels,
/// grids, table cells set side by side, and the bodies of items of yours. A run holds its
/// link as a number in its storage's table, so each move into other storage must number it
/// again there.
@Suite struct LinkLayoutTests {
    static let first = Hyperlink("https://example.com/first")!
    static let second = Hyperlink("https://example.com/second")!

    struct Card: SectionItem {
        var body: [Item] {
            Text("card")
            Text("own").link(LinkLayoutTests.second)
        }
    }

    /// Every run that takes cells, line by line, as `text→url`, or the text alone when it
    /// has no link.
    static func runs(_ document: Document, width: Int) throws -> [[String]] {
        try LaidOutDocument(document, width: width).sections.flatMap { section in
            section.lines.map { line in
                line.runs.filter { !$0.text.isEmpty }.map { run in
                    line.link(of: run).map { "\(run.text)→\($0.url)" } ?? run.text
                }
            }
        }
    }

    @Test func aPanelsItemsKeepTheirLinksInsideTheBox() throws {
        let document = Document {
            Section(header: "Box", layout: .panel) {
                Text("linked").link(Self.first)
                Text("plain")
            }
        }
        let runs = try Self.runs(document, width: 20)
        #expect(
            runs == [
                ["┌─", "Box", "────────────┐"], ["│", "linked→https://example.com/first", "│"],
                ["│", "plain", "│"], ["└──────────────────┘"],
            ])
    }

    @Test func aGridsCellsKeepTheirLinks() throws {
        let document = Document {
            Section(layout: .grid) {
                Text("one").link(Self.first)
                Text("two")
                Text("three").link(Self.second)
            }
        }
        let runs = try Self.runs(document, width: 40)
        #expect(
            runs == [
                ["one→https://example.com/first", "two", "three→https://example.com/second"]
            ])
    }

    @Test func wrappedCellsOfABorderedTableKeepTheRowsLink() throws {
        let document = Document {
            Section(layout: .table([TableColumn("Name"), TableColumn("Note")], border: .rounded)) {
                TableRow("disk", "almost full now").link(Self.first)
            }
        }
        let link = "→https://example.com/first"
        let runs = try Self.runs(document, width: 20)
        #expect(
            runs == [
                ["╭──────┬─────────╮"], ["│", "Name", "│", "Note", "│"], ["├──────┼─────────┤"],
                ["│", "disk" + link, "│", "almost" + link, "│"], ["│", "│", "full" + link, "│"],
                ["│", "│", "now" + link, "│"], ["╰──────┴─────────╯"],
            ])
    }

    @Test func anItemOfYoursLinksThePartsWithoutALinkOfTheirOwn() throws {
        let document = Document {
            Section {
                Card().link(Self.first)
                Panel("Inside") { Text("boxed") }.link(Self.second)
            }
        }
        let runs = try Self.runs(document, width: 24)
        #expect(
            runs == [
                ["card→https://example.com/first"], ["own→https://example.com/second"],
                ["┌─", "Inside→https://example.com/second", "───────────┐"],
                ["│", "boxed→https://example.com/second", "│"], ["└────────────────────┘"],
            ])
        // The composed item's parts, as a renderer reading items gets them.
        let layout = try LaidOutDocument(document, width: 24)
        var sections = layout.sections.makeIterator()
        let item = try #require(sections.next()?.items.first)
        guard case .composed(let parts) = item.content else {
            Issue.record("a card is composed")
            return
        }
        #expect(parts.map { (part: LaidOutItem) in part.link } == [Self.first, Self.second])
    }
}
