import Sections
import Testing

/// The diff of nested documents (the Changeset format article): nested sections listed
/// among sections by their paths, items by paths of any depth, moves within and across
/// parents, and `applying` giving the new document back.
@Suite struct NestedDiffTests {
    static let old = Document {
        Section("Sources", id: "sources") {
            Text("Package.swift")
            Section("Core") {
                Text("Item.swift")
                Text("Row.swift")
            }
            Section("Layout") { Text("Wrap.swift") }
        }
        Section("Tests") { Text("ItemTests.swift") }
    }

    static let new = Document {
        Section("Sources", id: "sources") {
            Section("Layout") {
                Text("Wrap.swift")
                Text("Grid.swift")
            }
            Section("Core", footer: "1 file") { Text("Row.swift") }
            Text("Package.swift")
        }
        Section("Tests") {
            Text("ItemTests.swift")
            Section("Fixtures") { Text("Item.swift") }
        }
    }

    @Test func nestedSectionsAreListedAmongSectionsByTheirPaths() throws {
        // Sources' children come back in the reverse order: Layout stays (one longest
        // run, as the flat diff picks it), Package.swift and Core move. Item.swift goes to a new section, so it
        // is deleted and inserted; Row.swift stays, the only child Core keeps.
        let changes = try Changeset(from: Self.old, to: Self.new)
        let expected = """
            {
              "sections": {
                "deleted": [],
                "inserted": [[1, 1]],
                "moved": [{"from": [0, 1], "to": [0, 1]}],
                "updated": [[0, 1]]
              },
              "items": {
                "deleted": [[0, 1, 0]],
                "inserted": [[0, 0, 1], [1, 1, 0]],
                "moved": [{"from": [0, 0], "to": [0, 2]}],
                "updated": []
              }
            }

            """
        #expect(changes.json() == expected)
        #expect(changes.sections.updated == [SectionPath(nestedAt: ItemPath(0, 1))])
        #expect(try Self.old.applying(changes) == Self.new)
    }

    @Test func aSectionKeepsItsIdentityWhenItMovesToAnotherParent() throws {
        let old = Document {
            Section("A") { Section("Shared", id: "shared") { Text("x") } }
            Section("B") { Text("y") }
        }
        let new = Document {
            Section("A") {}
            Section("B") {
                Text("y")
                Section("Shared", id: "shared") { Text("x") }
            }
        }
        let changes = try Changeset(from: old, to: new)
        // The section moves; its item moves with it and is no move of its own.
        #expect(changes.sections.moved.map { "\($0.from) → \($0.to)" } == ["[0, 0] → [1, 1]"])
        #expect(changes.items.isEmpty)
        #expect(try old.applying(changes) == new)
    }

    @Test func aDuplicateIdAtDepthNamesBothPlaces() {
        let twice = Document {
            Section("A") {
                Text("x").id("n")
                Section("B") { Text("y").id("n") }
            }
        }
        #expect(
            throws: DocumentError(
                .duplicateID, at: "sections[0].items[1].items[0]",
                "duplicate item id \"n\" in the new document, first used at sections[0].items[0]")
        ) { try Changeset(from: Self.old, to: twice) }
    }

    @Test func aChangesetFitsOnlyTheDocumentItWasMadeFrom() throws {
        let changes = try Changeset(from: Self.old, to: Self.new)
        #expect(throws: DocumentError.self) { try Self.new.applying(changes) }
    }

    /// Seeded random trees, edited at random depths through the data source: applying the
    /// changeset gives the new document, every list is sorted, and a document compared with
    /// itself has no change.
    @Test(arguments: 0..<40) func randomEditsApplyBack(seed: UInt64) throws {
        var random = RandomDocuments(seed: seed, shape: .tree)
        let old = random.document()
        var new = old
        var generator = CodingTests.JSONRoundTripTests.SplitMix64(seed: seed &+ 1000)
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            new = Self.edit(new, using: &generator, random: &random)
        }
        let changes = try Changeset(from: old, to: new)
        let context = "seed \(seed)"
        #expect(try old.applying(changes) == new, "\(context)")
        #expect(changes.sections.deleted == changes.sections.deleted.sorted(), "\(context)")
        #expect(changes.items.inserted == changes.items.inserted.sorted(), "\(context)")
        #expect(changes.items.moved.map(\.from) == changes.items.moved.map(\.from).sorted(), "\(context)")
        #expect(try Changeset(from: new, to: new).isEmpty, "\(context)")
    }

    /// Every position of `document`: each item and nested section.
    static func positions(in document: Document) -> [ItemPath] {
        var paths: [ItemPath] = []
        func walk(_ items: [Item], _ first: ItemPath) {
            for index in items.indices {
                var path = first
                path.item = index
                paths.append(path)
                if let section = try? document.nestedSection(at: path) {
                    walk(section.items, path.appending(item: 0))
                }
            }
        }
        for s in document.sections.indices { walk(document.sections[s].items, ItemPath(section: s, item: 0)) }
        return paths
    }

    static func edit(
        _ document: Document, using generator: inout CodingTests.JSONRoundTripTests.SplitMix64,
        random: inout RandomDocuments
    ) -> Document {
        let paths = positions(in: document)
        guard let path = paths.randomElement(using: &generator) else {
            return (try? document.insertingItem(Text(random.word()), at: ItemPath(section: 0, item: 0)))
                ?? document
        }
        switch Int.random(in: 0...4, using: &generator) {
        case 0: return (try? document.removingItem(at: path)) ?? document
        case 1: return (try? document.insertingItem(random.leaf(), at: path)) ?? document
        case 2:
            let section = Section(header: random.word()) { Text(random.word()) }
            return (try? document.nestingSection(section, at: path)) ?? document
        case 3:
            guard let moved = try? document.removingItem(at: path),
                let destination = (positions(in: moved) + [ItemPath(section: 0, item: 0)]).randomElement(
                    using: &generator)
            else { return document }
            return (try? document.movingItem(from: path, to: destination)) ?? document
        default:
            guard var section = try? document.nestedSection(at: path) else {
                return (try? document.replacingItem(at: path, with: Text(random.word()))) ?? document
            }
            section.footer = random.word()
            section.items.reverse()
            return (try? document.replacingItem(at: path, with: section._sectionItem())) ?? document
        }
    }
}
