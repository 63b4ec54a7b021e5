// A document built with the DSL, written as JSON, read back, and printed as plain text.
// Run it with `swift run json-export`.
import Sections

struct Battery: SelfSizingItem {
    var percent: Int
    func preferredSize(limit: Size) -> Size { Size(width: min(limit.width, 12), height: 1) }
    func draw(in size: Size) -> [String] {
        let filled = size.width * percent / 100
        return [String(repeating: "█", count: filled) + String(repeating: "░", count: size.width - filled)]
    }
}

struct Device: SectionItem {
    var name: String
    var os: String
    var body: [Item] {
        Row(name, os)
    }
}

let document = Document(title: "Devices") {
    Section(id: "phones", header: "Phones") {
        Device(name: "Lin's phone", os: "iOS 19").id("phone-1")
        Battery(percent: 75)
        Text("Tab\tand \u{7} bell are escaped in JSON, not lost.")
    }
}

do {
    let json = try JSONRenderer.render(document, width: 40)
    print(json, terminator: "")
    let decoded = try Document(json: json)
    print(try JSONRenderer.render(decoded, width: 40) == json ? "same bytes again" : "different!")
    print(try PlainRenderer.render(decoded, width: 40), terminator: "")
} catch {
    print("error: \(error)")
}
