import Sections

/// Documents the renderer tests share.
enum Samples {
    /// Styles on rows and text: semantic colours, strong, emphasis and an RGB colour.
    static let checks = Document(title: "Build") {
        Section(header: "Checks", footer: "2 of 3 passed") {
            Row("Tests", "passed").style(.success)
            Row("Lint", "3 warnings").style(Style(strong: true, color: .warning))
            Text("Coverage fell by 2%").style(Style(emphasized: true, color: .rgb(0xD0, 0x40, 0x20)))
        }
    }

    struct Meter: SelfSizingItem {
        var fraction: Double
        func preferredSize(limit: Size) -> Size { Size(width: min(limit.width, 12), height: 2) }
        func draw(in size: Size) -> [String] {
            let filled = Int(Double(size.width) * fraction)
            return [
                String(repeating: "#", count: filled) + String(repeating: ".", count: size.width - filled),
                "\(Int(fraction * 100))%",
            ]
        }
    }

    struct Card: SectionItem {
        var name: String
        var plan: String
        var body: [Item] {
            Header("Card")
            Row("Name", name)
            Row("Plan", plan)
        }
    }

    /// Every kind of item, wide characters, line feeds, and two sections with no header.
    static let mixed = Document(title: "Mixed\ncontent") {
        Section(header: "Kinds") {
            Text("first line\nsecond line")
            Row("City", "東京 (Tokyo)")
            Card(name: "Lin", plan: "Pro")
            Meter(fraction: 0.5)
            Row("Empty", "")
        }
        Section { Text("no header") }
        Section(footer: "only a footer and items") { Text("👍🏽 done") }
    }
}
