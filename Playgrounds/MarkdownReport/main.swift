// Release notes as GitHub-flavored Markdown, with a contributor type rendered its own way.
// Run it with `swift run markdown-report`.
import Sections

struct Contributor: SectionItem {
    var name: String
    var handle: String
    var changes: Int
    var body: [Item] { Row(name, "\(changes) changes") }
}

let document = Document(title: "Sections 0.2") {
    Section(header: "Highlights") {
        Text("Renderers for ANSI, Markdown, HTML and JSON.")
        Text("Styles: *strong*, _emphasis_ and colours, set like SwiftUI modifiers.").style(.strong)
        Row("Breaking", "none")
    }
    Section(header: "Contributors", footer: "Thanks to everyone who filed an issue.") {
        Contributor(name: "Lin Hay", handle: "lin", changes: 14)
        Contributor(name: "Sam <Q> Ortiz", handle: "sam_o", changes: 3)
    }
}

var renderer = MarkdownRenderer()
renderer.itemRenderings.register(Contributor.self) { person, _ in
    let name = MarkdownRenderer.escaped(person.name)
    let handle = MarkdownRenderer.escaped(person.handle)
    return "**\(name)** (\(handle)), \(person.changes) changes"
}
do {
    print(renderer.render(try LaidOutDocument(document, width: 80)), terminator: "")
} catch {
    print("error: \(error)")
}
