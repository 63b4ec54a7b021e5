// A renderer of your own: CSV, one record per item, written against the `Renderer`
// protocol. The DocC article "Writing a renderer" builds it step by step.
// Run it with `swift run csv-renderer`.
import Sections

/// Writes `section,kind,label,value` records (RFC 4180): one per row or text item.
struct CSVRenderer: Renderer {
    var itemRenderings = ItemRenderings<CSVRenderer>()
    private var section = ""

    mutating func beginDocument(_ document: LaidOutDocument, into output: inout some TextOutputStream) {
        output.write("section,kind,label,value\r\n")
    }

    mutating func renderTitle(
        _ lines: Lines, of document: LaidOutDocument, into output: inout some TextOutputStream
    ) {}

    mutating func renderSeparator(into output: inout some TextOutputStream) {}

    mutating func renderSection(_ section: LaidOutSection, into output: inout some TextOutputStream) {
        self.section = section.headerSpan?.text ?? ""
        for item in section.items { renderItem(item, into: &output) }
    }

    mutating func renderItem(_ item: LaidOutItem, into output: inout some TextOutputStream) {
        if let registered = itemRenderings.rendering(of: item) {
            output.write(registered)
            return
        }
        switch item.content {
        case .text(let text): record("text", "", text.text, into: &output)
        case .row(let label, let value): record("row", label.text, value.text, into: &output)
        case .drawn(let lines): record("drawn", "", lines.text, into: &output)
        case .composed(let parts): for part in parts { renderItem(part, into: &output) }
        case .cells(let cells): record("cells", "", cells.map(\.text).joined(separator: "\t"), into: &output)
        case .panel(let title, let parts):
            record("panel", "", title?.text ?? "", into: &output)
            for part in parts { renderItem(part, into: &output) }
        case .section(let nested):
            // A nested section's rows name it as theirs.
            let outer = section
            renderSection(nested, into: &output)
            section = outer
        }
    }

    private func record(_ fields: String..., into output: inout some TextOutputStream) {
        output.write(([section] + fields).map(Self.field).joined(separator: ",") + "\r\n")
    }

    /// A field quoted when it holds a comma, a quote or a line break; quotes doubled.
    static func field(_ text: String) -> String {
        guard text.contains(where: { ",\"\r\n".contains($0) }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}

struct Invoice: SectionItem {
    var number: Int
    var total: String
    var body: [Item] { Row("Invoice \(number)", total) }
}

let document = Document(title: "Billing") {
    Section(header: "Account") {
        Row("Name", "Lin Hay")
        Row("Address", "1 Main St, Springfield")
        Text("Pays by \"direct debit\"\nsince 2024")
    }
    Section(header: "Invoices") {
        Invoice(number: 7, total: "€ 42.00")
        Invoice(number: 8, total: "€ 18.50")
    }
}

var renderer = CSVRenderer()
renderer.itemRenderings.register(Invoice.self) { invoice, _ in
    "Invoices,invoice,\(invoice.number),\(CSVRenderer.field(invoice.total))\r\n"
}
do {
    print(renderer.render(try LaidOutDocument(document, width: 80)), terminator: "")
} catch {
    print("error: \(error)")
}
