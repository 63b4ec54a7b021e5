import Sections
import Testing

@testable import Core

/// `OutlineGroup`: data shaped as a tree becomes items and nested sections, to any depth.
@Suite struct OutlineGroupTests {
    struct File: Identifiable {
        var name: String
        var size = ""
        var children: [File]? = nil
        var id: String { name }
    }

    static let files = [
        File(name: "Package.swift", size: "4 KB"),
        File(
            name: "Sources",
            children: [
                File(name: "NIOCore", children: [File(name: "ByteBuffer.swift", size: "52 KB")]),
                File(name: "Empty", children: []),
            ]),
        File(name: "README.md"),
    ]

    @Test func leavesBuildItemsAndBranchesAreSectionsToAnyDepth() throws {
        let document = Document {
            Section("swift-nio", layout: .tree) {
                OutlineGroup(Self.files, id: \.name, children: \.children) { file in
                    Row(file.name, file.size)
                } header: { folder in
                    folder.name
                }
            }
        }
        let expected = """
            swift-nio
            ├── Package.swift                   4 KB
            ├── Sources
            │   ├── NIOCore
            │   │   └── ByteBuffer.swift       52 KB
            │   └── Empty
            └── README.md

            """
        #expect(try PlainRenderer.render(document, width: 40) == expected)
    }

    @Test func eachElementsIdIsItsSectionsOrItsFirstItems() {
        let group = OutlineGroup(Self.files, children: \.children) { file in
            Text(file.name)
            Text("second")
        } header: { folder in
            Header(folder.name).bold()
        }
        let document = Document { Section { group } }
        #expect(document.sections[0].items.map(\.id) == ["Package.swift", nil, nil, "README.md", nil])
        guard case .section(let sources) = document.sections[0].items[2].content else {
            Issue.record("Sources is not a section")
            return
        }
        #expect(sources.section.id == "Sources" && sources.section.header == "Sources")
        #expect(sources.section.headerStyle.isStrong == true)
        let folders = sources.section.items.map { item -> String? in
            if case .section(let nested) = item.content { nested.section.id } else { nil }
        }
        #expect(folders == ["NIOCore", "Empty"])
    }
}
