import Sections
import Testing

@testable import Core
@testable import Interactive

/// A diff finds the first repeated id in reading order, however it looks for it: section
/// ids of the old document, then of the new, then item ids of the old, then of the new; in the old document's table, among
/// the new elements that match nothing, or in a file's records. Checked against a plain
/// scan over seeded random pairs whose ids repeat.
@Suite(.systemThreads) struct RepeatedIDTests {
    typealias Random = ChangesetPropertyTests.Random

    /// `document` with a few ids given again: a section's or an item's id set to one used
    /// elsewhere in it, or to one of `others`.
    static func repeating(_ document: Document, from others: [String], _ random: inout Random) -> Document {
        var document = document
        let sectionIDs = document.sections.compactMap(\.id) + ["s0", "t0"]
        let itemIDs = document.sections.flatMap { $0.items.compactMap(\.id) } + others
        for _ in 0..<Int.random(in: 0...2, using: &random) where !document.sections.isEmpty {
            let s = Int.random(in: document.sections.indices, using: &random)
            if Bool.random(using: &random) || document.sections[s].items.isEmpty {
                document.sections[s].id = sectionIDs.randomElement(using: &random)
            } else {
                let i = Int.random(in: document.sections[s].items.indices, using: &random)
                let item = document.sections[s].items[i]
                document.sections[s].items[i] = Item(
                    id: itemIDs.randomElement(using: &random), content: item.content)
            }
        }
        return document
    }

    /// The first repeated section id of `document` by a plain scan.
    static func firstSectionRepeat(in document: Document, side: DiffSide) -> RepeatedID? {
        var sections: [String: Int] = [:]
        for (s, section) in document.sections.enumerated() {
            guard let id = section.id else { continue }
            if let first = sections[id] {
                return RepeatedID(.duplicateSection(id, at: s, first: first, in: side), in: side)
            }
            sections[id] = s
        }
        return nil
    }

    /// The first repeated item id of `document` by a plain scan.
    static func firstItemRepeat(in document: Document, side: DiffSide) -> RepeatedID? {
        var items: [String: ItemPath] = [:]
        for (s, section) in document.sections.enumerated() {
            for (i, item) in section.items.enumerated() {
                guard let id = item.id else { continue }
                let path = ItemPath(section: s, item: i)
                if let first = items[id] {
                    return RepeatedID(.duplicateItem(id, at: path, first: first, in: side), in: side)
                }
                items[id] = path
            }
        }
        return nil
    }

    /// The error of a diff of the two documents as files are read, ids unchecked.
    static func fileDiffError(_ old: Document, _ new: Document) throws -> RepeatedID? {
        func read(_ document: Document) throws -> DiffDocument {
            let bytes = Array(document.json().utf8)
            return try bytes.withUnsafeBufferPointer {
                try DiffDocument.decode($0, consumed: nil, checkingIDs: false).get()
            }
        }
        var output = ""
        do {
            try DiffDocument.writeChangesJSON(from: DiffDocument.Old(read(old)), to: read(new), to: &output)
            return nil
        } catch let error as RepeatedID {
            return error
        }
    }

    @Test(arguments: 0..<4)
    func theFirstRepeatInReadingOrderIsReported(batch: UInt64) throws {
        var random = Random(seed: 0x1D5_0000 &+ batch)
        var repeats = 0
        for round in 0..<500 {
            let document = ChangesetPropertyTests.document(&random)
            let edited = ChangesetPropertyTests.edited(document, &random)
            let ids = document.sections.flatMap { $0.items.compactMap(\.id) }
            let old = round % 3 == 0 ? Self.repeating(document, from: [], &random) : document
            let new = Self.repeating(edited, from: ids, &random)
            let expected =
                Self.firstSectionRepeat(in: old, side: .old) ?? Self.firstSectionRepeat(in: new, side: .new)
                ?? Self.firstItemRepeat(in: old, side: .old) ?? Self.firstItemRepeat(in: new, side: .new)
            if expected != nil { repeats += 1 }
            var changeset: DocumentError?
            do { _ = try Changeset(from: old, to: new) } catch { changeset = error }
            #expect(changeset == expected?.error, "batch \(batch) round \(round)")
            let file = try Self.fileDiffError(old, new)
            #expect(file?.error == expected?.error, "batch \(batch) round \(round)")
            #expect(file?.side == expected?.side, "batch \(batch) round \(round)")
        }
        // Enough of the rounds repeat an id for the comparison to mean something.
        #expect(repeats > 150)
    }
}
