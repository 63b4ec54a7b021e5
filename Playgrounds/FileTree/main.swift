// A directory tree like `tree -L 3 --noreport`: the folders of the first two levels are
// nested sections of a tree section, drawn behind the same guides, which stay on the lines
// of names too long for the width. Run it with
// `swift run file-tree [DIRECTORY] [WIDTH] [--ascii]` (this package's `Sources` at 80
// columns by default).
//
// Unlike `tree`, names are sorted by their Unicode scalars (as `LC_ALL=C tree` sorts
// them), and a symbolic link shows its own name only.
import Foundation
import Sections

/// A file, or a folder with the entries read from it.
struct Entry: Identifiable {
    var name: String
    /// The folder's entries; `nil` for a file, or a folder deeper than the levels read.
    var children: [Entry]?
    var id: String { name }

    /// The visible entries of the folder at `path`, sorted, folders read `levels` deep.
    static func entries(at path: String, levels: Int) throws -> [Entry] {
        let files = FileManager.default
        return try files.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }.sorted().map {
            let child = path.hasSuffix("/") ? path + $0 : path + "/" + $0
            var isFolder = ObjCBool(false)
            let isReadFolder = levels > 1 && files.fileExists(atPath: child, isDirectory: &isFolder)
            return Entry(
                name: $0,
                children: isReadFolder && isFolder.boolValue
                    ? try entries(at: child, levels: levels - 1) : nil)
        }
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let ascii = arguments.contains("--ascii")
arguments.removeAll { $0 == "--ascii" }
let root = arguments.first ?? "Sources"
let width = arguments.dropFirst().first.flatMap { Int($0) } ?? 80

do {
    let entries = try Entry.entries(at: root, levels: 3)
    let document = Document {
        Section(root, layout: .tree) {
            OutlineGroup(entries, children: \.children) { file in
                Text(file.name)
            } header: { folder in
                folder.name
            }
        }
    }
    let options = LayoutOptions(glyphs: ascii ? .ascii : .unicode)
    print(try PlainRenderer.render(document, width: width, options: options), terminator: "")
} catch {
    // Foundation's own words differ between systems: the message says what failed.
    FileHandle.standardError.write(
        Data("file-tree: \(root): cannot read this folder or one inside it\n".utf8))
    exit(1)
}
