import SectionsTesting
import Testing

@testable import Sections

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
}
