import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive

/// Thousands of seeded random pairs of documents: applying the changeset to OLD gives NEW;
/// deletions, insertions and updates are exactly those of a plain reading of
/// <doc:ChangesetFormat>; moves are as few as a quadratic longest-common-subsequence says;
/// and the JSON form reads back through Foundation's parser with every list sorted.
@Suite struct ChangesetPropertyTests {
    typealias Random = CodingTests.JSONRoundTripTests.SplitMix64

    /// Small pools, so that equal contents, equal headers and reused ids are common.
    static let words = ["x", "y", "z", "w"]
    static let values = ["1", "2"]
    static let headers = ["A", "B", "C"]

    static func item(_ random: inout Random, ids: inout [String]) -> Item {
        let content: Item.Content =
            Bool.random(using: &random)
            ? .text(words.randomElement(using: &random)!)
            : .row(label: words.randomElement(using: &random)!, value: values.randomElement(using: &random)!)
        var id: String?
        if Int.random(in: 0..<4, using: &random) == 0, let free = ids.popLast() { id = free }
        return Item(id: id, content: content)
    }

    static func section(_ random: inout Random, ids: inout [String], sectionIDs: inout [String]) -> Section {
        var id: String?
        if Int.random(in: 0..<3, using: &random) == 0, let free = sectionIDs.popLast() { id = free }
        let header = Bool.random(using: &random) ? headers.randomElement(using: &random) : nil
        let footer = Int.random(in: 0..<4, using: &random) == 0 ? "f" : nil
        let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in item(&random, ids: &ids) }
        return Section(id: id, header: header, footer: footer, layout: .list, items: items)
    }

    static func document(_ random: inout Random) -> Document {
        var ids = (0..<10).map { "i\($0)" }.shuffled(using: &random)
        var sectionIDs = (0..<6).map { "s\($0)" }.shuffled(using: &random)
        return Document(
            title: Bool.random(using: &random) ? "T" : nil,
            sections: (0..<Int.random(in: 0...5, using: &random)).map { _ in
                section(&random, ids: &ids, sectionIDs: &sectionIDs)
            })
    }

    /// A few random edits of `document`: most items and sections stay, some move.
    static func edited(_ document: Document, _ random: inout Random) -> Document {
        var sections = document.sections
        var unusedIDs = ["n0", "n1", "n2"]
        var unusedSectionIDs = ["t0", "t1"]
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let nonEmpty = sections.indices.filter { !sections[$0].items.isEmpty }
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where !nonEmpty.isEmpty:
                let s = nonEmpty.randomElement(using: &random)!
                sections[s].items.remove(at: Int.random(in: sections[s].items.indices, using: &random))
            case 1 where !sections.isEmpty:
                let s = Int.random(in: sections.indices, using: &random)
                let i = Int.random(in: 0...sections[s].items.count, using: &random)
                sections[s].items.insert(item(&random, ids: &unusedIDs), at: i)
            case 2, 3:
                guard let s = nonEmpty.randomElement(using: &random) else { break }
                let moving = sections[s].items.remove(
                    at: Int.random(in: sections[s].items.indices, using: &random))
                let t = Int.random(in: sections.indices, using: &random)
                sections[t].items.insert(
                    moving, at: Int.random(in: 0...sections[t].items.count, using: &random))
            case 4 where !nonEmpty.isEmpty:
                let s = nonEmpty.randomElement(using: &random)!
                let i = Int.random(in: sections[s].items.indices, using: &random)
                let old = sections[s].items[i]
                sections[s].items[i] = Item(id: old.id, content: item(&random, ids: &unusedIDs).content)
            case 5 where sections.count > 1:
                let moving = sections.remove(at: Int.random(in: sections.indices, using: &random))
                sections.insert(moving, at: Int.random(in: 0...sections.count, using: &random))
            case 6 where !sections.isEmpty:
                sections.remove(at: Int.random(in: sections.indices, using: &random))
            case 7:
                var none: [String] = []
                let added = section(&random, ids: &unusedIDs, sectionIDs: &none)
                sections.insert(added, at: Int.random(in: 0...sections.count, using: &random))
            case 8 where !sections.isEmpty:
                let s = Int.random(in: sections.indices, using: &random)
                sections[s].footer = sections[s].footer == nil ? "g" : nil
                if Bool.random(using: &random), sections[s].id == nil {
                    sections[s].id = unusedSectionIDs.popLast()
                }
            case 9 where !nonEmpty.isEmpty:
                let s = nonEmpty.randomElement(using: &random)!
                sections[s].items.shuffle(using: &random)
            default:
                break
            }
        }
        let title = Int.random(in: 0..<5, using: &random) == 0 ? "U" : document.title
        return Document(title: title, sections: sections)
    }

    @Test(arguments: 0..<4)
    func applyingTheChangesetGivesTheNewDocument(batch: UInt64) throws {
        var random = Random(seed: 0x5EC7_1045 &+ batch)
        for round in 0..<1000 {
            let old = Self.document(&random)
            let new = round % 5 == 0 ? Self.document(&random) : Self.edited(old, &random)
            try Self.check(old, new, "batch \(batch) round \(round)")
        }
    }

    /// The diff of nested documents, read on flat ones, finds the same changes as the flat
    /// one: the same identities and rules, two implementations.
    @Test func theNestedDiffAgreesWithTheFlatOne() throws {
        var random = Random(seed: 0x7EE5)
        for round in 0..<1000 {
            let old = Self.document(&random)
            let new = round % 5 == 0 ? Self.document(&random) : Self.edited(old, &random)
            guard let flat = try? Changeset(from: old, to: new) else { continue }
            let nested = try NestedDiff(from: old, to: new).changes()
            #expect(nested.sections == flat.sections, "round \(round)")
            #expect(nested.items == flat.items, "round \(round)")
        }
    }

    static func check(_ old: Document, _ new: Document, _ context: String) throws {
        let changeset = try Changeset(from: old, to: new)
        #expect(try old.applying(changeset) == new, "\(context)")
        let expected = Oracle(old: old, new: new)
        #expect(changeset.sections.deleted.map(\.section) == expected.sectionsDeleted, "\(context)")
        #expect(changeset.sections.inserted.map(\.section) == expected.sectionsInserted, "\(context)")
        #expect(changeset.sections.updated.map(\.section) == expected.sectionsUpdated, "\(context)")
        #expect(changeset.sections.moved.count == expected.sectionMoves, "\(context)")
        #expect(changeset.items.deleted == expected.itemsDeleted, "\(context)")
        #expect(changeset.items.inserted == expected.itemsInserted, "\(context)")
        #expect(changeset.items.updated == expected.itemsUpdated, "\(context)")
        #expect(changeset.items.moved.count == expected.itemMoves, "\(context)")
        #expect(changeset.sections.moved.map(\.from) == changeset.sections.moved.map(\.from).sorted())
        #expect(changeset.items.moved.map(\.from) == changeset.items.moved.map(\.from).sorted())
        #expect(try Changeset(from: old, to: old).isEmpty, "\(context)")
        try checkJSON(changeset, context)
    }

    /// The JSON form holds the same lists, read by an independent parser.
    static func checkJSON(_ changeset: Changeset, _ context: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(changeset.json().utf8)) as? [String: Any]
        let sections = object?["sections"] as? [String: Any]
        let items = object?["items"] as? [String: Any]
        #expect(sections?["deleted"] as? [Int] == changeset.sections.deleted.map(\.section), "\(context)")
        #expect(sections?["updated"] as? [Int] == changeset.sections.updated.map(\.section), "\(context)")
        let paths = (items?["inserted"] as? [[Int]])?.map { ItemPath(section: $0[0], item: $0[1]) }
        #expect(paths == changeset.items.inserted, "\(context)")
        let moves = (items?["moved"] as? [[String: [Int]]])?.map { ($0["from"] ?? []) + ($0["to"] ?? []) }
        #expect(
            moves
                == changeset.items.moved.map { [$0.from.section, $0.from.item, $0.to.section, $0.to.item] },
            "\(context)")
    }
}
