import Sections
import Testing

@testable import Core
@testable import Interactive

/// Old positions to new by the changeset's identities.
@Suite struct IdentityMapTests {
    @Test func followsItemsAndSections() throws {
        let old = Document {
            Section(id: "a", header: "A") {
                Text("x").id("x")
                Text("y").id("y")
                Text("plain")
            }
            Section(id: "b") { Text("z").id("z") }
            Section(id: "gone") { Text("w").id("w") }
        }
        let new = Document {
            Section(id: "b") {
                Text("y").id("y")
                Text("z!").id("z")
            }
            Section(id: "a", header: "A") {
                Text("plain")
                Text("new").id("n")
            }
        }
        let map = try IdentityMap(from: old, to: new)
        #expect(map.newSection(0) == 1)
        #expect(map.newSection(1) == 0)
        #expect(map.newSection(2) == nil)
        #expect(map.newSection(7) == nil)
        #expect(map.newPath(ItemPath(section: 0, item: 0)) == nil)
        #expect(map.newPath(ItemPath(section: 0, item: 1)) == ItemPath(section: 0, item: 0))
        #expect(map.newPath(ItemPath(section: 0, item: 2)) == ItemPath(section: 1, item: 0))
        #expect(map.newPath(ItemPath(section: 1, item: 0)) == ItemPath(section: 0, item: 1))
        #expect(map.newPath(ItemPath(section: 2, item: 0)) == nil)
        #expect(map.newPath(ItemPath(section: 0, item: 9)) == nil)
        #expect(map.newNumber(3) == 1)
        #expect(map.newNumber(-1) == nil)
        #expect(map.newNumber(5) == nil)
    }

    @Test func agreesWithTheChangeset() throws {
        var checked = 0
        for seed in UInt64(1)...20 {
            var documents = RandomDocuments(seed: seed)
            let old = documents.document()
            let new = Document(
                title: old.title,
                sections: old.sections.reversed().map { section in
                    var section = section
                    if !section.items.isEmpty { section.items.removeFirst() }
                    section.items.reverse()
                    return section
                })
            let changes = try Changeset(from: old, to: new)
            checked += changes.items.moved.count + changes.items.deleted.count
            let map = try IdentityMap(from: old, to: new)
            for move in changes.items.moved { #expect(map.newPath(move.from) == move.to) }
            for deleted in changes.items.deleted { #expect(map.newPath(deleted) == nil) }
            for move in changes.sections.moved {
                #expect(map.newSection(move.from.section) == move.to.section)
            }
            for deleted in changes.sections.deleted { #expect(map.newSection(deleted.section) == nil) }
        }
        #expect(checked > 100)
    }
}
