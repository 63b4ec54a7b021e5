import Sections
import Testing

@testable import Core
@testable import Interactive

/// The accessible list's listing (numbered items under their headers, as laid out) and
/// how it reads a typed line.
@Suite struct PlainPromptTests {
    static let cafe = Document(title: "Café") {
        Section(
            header: "Drinks", footer: "Prices include tax",
            layout: .table(TableColumn("Name"), TableColumn("Price", alignment: .trailing))
        ) {
            TableRow {
                Text("Espresso"); Text("2.50")
            }.id("esp")
            TableRow {
                Text("Flat white"); Text("3.80")
            }
        }
        Section(header: "Pastries", layout: .grid) {
            Text("Croissant")
            Text("Muffin")
        }
        Section(header: "Notice", layout: .panel) {
            Text("Closed on Mondays")
        }
    }

    @Test func theListingNumbersEveryItemUnderItsHeader() {
        let listing = PlainListing(Self.cafe, width: 40)
        #expect(
            listing.all() == [
                "Café",
                "",
                "Drinks",
                "     Name        Price",
                "     ──────────  ─────",
                "1.   Espresso     2.50",
                "2.   Flat white   3.80",
                "Prices include tax",
                "",
                "Pastries",
                "3.   Croissant",
                "4.   Muffin",
                "",
                "Notice",
                "5.   Closed on Mondays",
            ])
    }

    /// A filter's listing keeps each item's number and its section's header and titles.
    @Test func aFiltersListingKeepsTheNumbers() {
        let listing = PlainListing(Self.cafe, width: 40)
        #expect(
            listing.listing(of: [ItemPath(section: 2, item: 0), ItemPath(section: 0, item: 1)]) == [
                "Notice",
                "5.   Closed on Mondays",
                "",
                "Drinks",
                "     Name        Price",
                "     ──────────  ─────",
                "2.   Flat white   3.80",
            ])
        #expect(listing.path(ofNumber: 4) == ItemPath(section: 1, item: 1))
        #expect(listing.path(ofNumber: 6) == nil)
        #expect(listing.path(ofNumber: 0) == nil)
    }

    /// Wider numbers widen the gutter for every item, so the items stay aligned.
    @Test func theGutterFitsTheWidestNumber() {
        let document = Document(sections: [
            Section(
                id: nil, header: nil, footer: nil, layout: .list, items: (1...10).map { Text("n\($0)").item })
        ])
        let lines = PlainListing(document, width: 20).all()
        #expect(lines.first == " 1.   n1")
        #expect(lines.last == "10.   n10")
    }

    /// Control characters in items and headers are shown as symbols, never sent.
    @Test func hostileTextIsShownNotObeyed() {
        let document = Document(title: "t\u{1B}]0;x\u{7}") {
            Section(header: "h\u{1B}[2J") { Text("i\u{9B}31m") }
        }
        let text = PlainListing(document, width: 30).all().joined(separator: "\n")
        #expect(text == "t␛]0;x␇\n\nh␛[2J\n1.   i\u{FFFD}31m")
    }

    @Test(arguments: [
        ("3", InteractiveList.SelectionMode.single, PlainAnswer.choose([3])),
        (" 3 ", .single, .choose([3])),
        ("1 3", .single, .invalid("choose one item: type one number")),
        ("9", .single, .invalid("there is no item 9: the items are numbered 1 to 5")),
        ("0", .multiple, .invalid("there is no item 0: the items are numbered 1 to 5")),
        ("5 1,2-3 2", .multiple, .choose([1, 2, 3, 5])),
        ("4-2", .multiple, .invalid("the range 4-2 runs backwards: write 2-4")),
        ("1-2-3", .multiple, .invalid("'1-2-3' is neither a number nor a range such as 2-4")),
        ("-", .multiple, .filter("-")),
        ("tea 2", .single, .filter("tea 2")),
        ("3", .browse, .filter("3")),
        ("q", .browse, .empty),
        ("q", .single, .filter("q")),
        ("", .single, .empty),
        ("\u{1B}", .multiple, .cancel),
    ])
    func aLineIsReadAsNumbersOrFilterText(
        line: String, mode: InteractiveList.SelectionMode, answer: PlainAnswer
    ) {
        #expect(PlainAnswer.reading(line, mode: mode, count: 5) == answer)
    }
}
