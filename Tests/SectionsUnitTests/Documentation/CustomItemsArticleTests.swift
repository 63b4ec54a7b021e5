import Sections
import SectionsTesting
import Testing

@testable import Core
@testable import Interactive

/// The samples of the "Custom items" article, with the output it shows.
@Suite struct CustomItemsArticleTests {
    struct PlanCard: SectionItem {
        var name: String
        var seats: Int

        var body: [Item] {
            Row("Plan", name)
            Row("Seats", "\(seats)")
        }
    }

    struct Meter: SelfSizingItem {
        var fraction: Double

        func preferredSize(limit: Size) -> Size {
            Size(width: min(limit.width, 12), height: 1)
        }

        func draw(in size: Size) -> [String] {
            let filled = Int(Double(size.width) * fraction)
            return [
                String(repeating: "#", count: filled) + String(repeating: ".", count: size.width - filled)
            ]
        }
    }

    struct Gauge: SectionItem {
        var label: String
        var percent: Int
        var format: @Sendable (Int) -> String = { "\($0)%" }

        var body: [Item] { Row(label, format(percent)) }

        static func == (lhs: Gauge, rhs: Gauge) -> Bool {
            lhs.label == rhs.label && lhs.percent == rhs.percent
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(label)
            hasher.combine(percent)
        }
    }

    let doc = Document {
        Section(header: "Billing") {
            PlanCard(name: "Pro", seats: 5)
            Text("Invoices are sent on the 1st.")
        }
    }

    @Test func composedItem() {
        expectRendering(
            of: doc, width: 32,
            toBe: """
                Billing
                  Plan                       Pro
                  Seats                        5
                  Invoices are sent on the 1st.

                """)
    }

    @Test func selfSizingItem() {
        expectRendering(
            of: Document { Section { Meter(fraction: 0.5) } }, width: 40, toBe: "  ######......\n")
    }

    @Test func typedContent() {
        let item = doc.sections[0].items[0]
        #expect(item.content(as: PlanCard.self)?.seats == 5)
        #expect(item.content(as: Row.self) == nil)
    }

    /// Hashable by hand: the closure does not count, the value is the identity without an
    /// id, and with one a changed value is an update.
    @Test func hashableByHand() throws {
        let percent = Gauge(label: "Disk", percent: 78, format: { "\($0) %" })
        #expect(percent == Gauge(label: "Disk", percent: 78))
        #expect(Set([percent, Gauge(label: "Disk", percent: 78)]).count == 1)
        let before = Document { Section { Gauge(label: "Disk", percent: 78) } }
        let after = Document { Section { Gauge(label: "Disk", percent: 81) } }
        #expect(try Changeset(from: before, to: after).description == "1 item deleted, 1 item inserted")
        let identified = Document { Section { Gauge(label: "Disk", percent: 78).id("disk") } }
        let changed = Document { Section { Gauge(label: "Disk", percent: 81).id("disk") } }
        #expect(try Changeset(from: identified, to: changed).description == "1 item updated")
        #expect(try Changeset(from: before, to: before).isEmpty)
    }
}
