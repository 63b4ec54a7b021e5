// A directory listing like `ls`: names packed into the fewest rows that fit, each column as
// wide as its own longest name (here at most 18, wider names wrap), down the columns first
// like `ls -C`, and across the rows first like `ls -x`. Run it with
// `swift run file-grid [WIDTH]`.
import Sections

let names = [
    "Builder", "Coding", "Documentation.docc", "Layout", "Package.swift", "README.md", "Rendering",
    "Scripts", "Terminal", "Tests", "Tree", "Unicode", "東京タワー.txt",
    "a-very-long-file-name-that-needs-wrapping.json",
]

let document = Document {
    Section(header: "ls", layout: .grid(columnWidth: .maximum(18))) {
        for name in names { Text(name) }
    }
    Section(header: "ls -x", layout: .grid(order: .rowMajor, columnWidth: .maximum(18))) {
        for name in names { Text(name) }
    }
}

let width = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 80
do {
    print(try PlainRenderer.render(document, width: width), terminator: "")
} catch {
    print("error: \(error)")
}
