// An order summary as semantic HTML: a fragment, or a page with `--standalone`.
// Run it with `swift run html-page [--standalone] > order.html`.
import Sections

struct Product: SectionItem {
    var name: String
    var price: String
    var body: [Item] { Row(name, price) }
}

let document = Document(title: "Order #1042") {
    Section(id: "items", header: "Items", footer: "Prices include VAT.") {
        Product(name: "Tea <loose leaf>", price: "€ 12.00")
        Product(name: "Cups & saucers", price: "€ 30.00")
        Row("Total", "€ 42.00").style(.strong)
    }
    Section(id: "delivery", header: "Delivery") {
        Text("Arrives Tuesday.\nLeave at the door.").style(.success)
    }
}

var renderer = HTMLRenderer(standalone: CommandLine.arguments.contains("--standalone"))
renderer.itemRenderings.register(Product.self) { product, _ in
    "\(HTMLRenderer.escaped(product.name)) <span class=\"accent\">\(HTMLRenderer.escaped(product.price))</span>"
}
do {
    print(renderer.render(try LaidOutDocument(document, width: 80)), terminator: "")
} catch {
    print("error: \(error)")
}
