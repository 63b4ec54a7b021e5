import Sections
import Testing

@testable import Core
@testable import Interactive

/// Each rule of <doc:ChangesetFormat> on a small pair of documents, checked against the exact JSON, and
/// applying each changeset to OLD gives NEW.
@Suite struct ChangesetTests {
    /// The changeset's JSON, after checking that it turns `old` into `new`.
    func diff(_ old: Document, _ new: Document) throws -> String {
        let changeset = try Changeset(from: old, to: new)
        #expect(try old.applying(changeset) == new)
        return changeset.json()
    }

    /// The JSON of a changeset whose lists hold these texts between their brackets.
    func expected(
        sectionsDeleted: String = "", sectionsInserted: String = "", sectionsMoved: String = "",
        sectionsUpdated: String = "", deleted: String = "", inserted: String = "", moved: String = "",
        updated: String = ""
    ) -> String {
        """
        {
          "sections": {
            "deleted": [\(sectionsDeleted)],
            "inserted": [\(sectionsInserted)],
            "moved": [\(sectionsMoved)],
            "updated": [\(sectionsUpdated)]
          },
          "items": {
            "deleted": [\(deleted)],
            "inserted": [\(inserted)],
            "moved": [\(moved)],
            "updated": [\(updated)]
          }
        }

        """
    }

    @Test func equalDocumentsGiveAnEmptyChangeset() throws {
        let doc = Document(title: "T") { Section(id: "a") { Text("x") } }
        let changeset = try Changeset(from: doc, to: doc)
        #expect(changeset.isEmpty)
        #expect(try diff(doc, doc) == expected())
        #expect(try diff(Document(sections: []), Document(sections: [])) == expected())
    }

    @Test func itemsThatSwapPlacesAreOneMoveAndNewItemsAreInsertions() throws {
        let old = Document {
            Section(id: "a") {
                Text("x"); Text("y"); Text("z")
            }
        }
        let new = Document {
            Section(id: "a") {
                Text("y"); Text("x"); Text("z"); Text("w")
            }
        }
        #expect(
            try diff(old, new) == expected(inserted: "[0, 3]", moved: #"{"from": [0, 0], "to": [0, 1]}"#))
    }

    @Test func aReversedSectionKeepsOneItemAndMovesTheRest() throws {
        let old = Document {
            Section {
                "1"; "2"; "3"; "4"
            }
        }
        let new = Document {
            Section {
                "4"; "3"; "2"; "1"
            }
        }
        let changeset = try Changeset(from: old, to: new)
        #expect(changeset.items.moved.count == 3)
        #expect(try old.applying(changeset) == new)
    }

    @Test func equalContentsAreToldApartByTheirOccurrence() throws {
        let old = Document {
            Section {
                Text("x"); Text("x"); Text("y")
            }
        }
        let new = Document {
            Section {
                Text("x"); Text("y")
            }
        }
        #expect(try diff(old, new) == expected(deleted: "[0, 1]"))
        let across = Document {
            Section(id: "a") { Text("x") }
            Section(id: "b") { Text("x") }
        }
        let swapped = Document {
            Section(id: "a") {}
            Section(id: "b") {
                Text("x"); Text("x")
            }
        }
        // The first "x" in reading order is still the first one: it moved to section b.
        #expect(try diff(across, swapped) == expected(moved: #"{"from": [0, 0], "to": [1, 0]}"#))
    }

    @Test func idsFollowTheItemWhateverItsContent() throws {
        let old = Document {
            Section {
                Row("Name", "Lin").id("n"); Text("x")
            }
        }
        let new = Document {
            Section {
                Text("x"); Row("Full name", "Lin Hay").id("n")
            }
        }
        #expect(try diff(old, new) == expected(moved: #"{"from": [0, 0], "to": [0, 1]}"#, updated: "[0, 1]"))
        // An id given to a content-identified item is a new identity.
        let identified = Document {
            Section {
                Row("Name", "Lin").id("n"); Text("x").id("x")
            }
        }
        #expect(try diff(old, identified) == expected(deleted: "[0, 1]", inserted: "[0, 1]"))
    }

    @Test func aChangedValueOrKindIsAnUpdateOfTheSameItem() throws {
        let old = Document {
            Section {
                Row("Plan", "Free"); Text("Seats"); Row("Email", "a@b")
            }
        }
        let new = Document {
            Section {
                Row("Plan", "Pro"); Row("Seats", "5"); Row("Email", "a@b")
            }
        }
        #expect(try diff(old, new) == expected(updated: "[0, 0], [0, 1]"))
    }

    @Test func anUpdateIsAnyChangeEqualitySees() throws {
        // The diff compares items property by property (`Matching.oldItem(_:equals:of:)`):
        // a property added to `Item` must be compared there as well.
        #expect(
            Mirror(reflecting: Item(content: .text("x"))).children.map(\.label)
                == ["id", "stored", "style", "truncation"])
        let old = Document {
            Section {
                Text("a"); Text("b"); Text("c"); Row("d", "1"); Text("e"); Row("f", "1")
            }
        }
        let new = Document {
            Section {
                Text("a").style(.dim); Text("b").truncated(); Text("c"); Row("d", "2"); Text("e")
                Row("f", "1").style(.strong)
            }
        }
        #expect(try diff(old, new) == expected(updated: "[0, 0], [0, 1], [0, 3], [0, 5]"))
    }

    @Test func aSelectableItemIsItsContentAlone() throws {
        let old = Document {
            Section {
                Row("Plan", "Free").onSelect {}; Text("Seats"); TableRow("Disk", "78%").onSelect {}
            }
        }
        let new = Document {
            Section {
                TableRow("Disk", "78%"); Row("Plan", "Pro").onSelect {}; Text("Seats").onSelect {}
            }
        }
        #expect(
            try diff(old, new)
                == expected(moved: #"{"from": [0, 2], "to": [0, 0]}"#, updated: "[0, 1]"))
    }

    @Test func sectionsAreMatchedByIdThenHeaderThenPosition() throws {
        let old = Document {
            Section(id: "a", header: "First") { Text("a0") }
            Section(header: "Notes") { Text("n0") }
            Section { Text("p0") }
            Section(header: "Gone") {
                Text("g0"); Text("g1")
            }
        }
        let new = Document {
            Section(id: "a", header: "Renamed") { Text("a0") }
            Section(header: "Notes", footer: "new footer") { Text("n0") }
            Section { Text("p0") }
            Section(header: "Added") { Text("d0") }
        }
        // The whole text, once: the form of `json()` exactly.
        let golden = """
            {
              "sections": {
                "deleted": [3],
                "inserted": [3],
                "moved": [],
                "updated": [0, 1]
              },
              "items": {
                "deleted": [[3, 0], [3, 1]],
                "inserted": [[3, 0]],
                "moved": [],
                "updated": []
              }
            }

            """
        #expect(try diff(old, new) == golden)
    }

    @Test func aSectionWithoutIdOrHeaderIsItsPosition() throws {
        let old = Document {
            Section(id: "a") { Text("a0") }
            Section { Text("p") }
        }
        let new = Document {
            Section(id: "new") {}
            Section(id: "a") { Text("a0") }
            Section { Text("p") }
        }
        // The untitled section moved from index 1 to 2, so it is another section.
        #expect(
            try diff(old, new)
                == expected(
                    sectionsDeleted: "1", sectionsInserted: "0, 2", deleted: "[1, 0]", inserted: "[2, 0]"))
    }

    @Test func aMovedSectionTakesItsItemsWithoutMovingThem() throws {
        let old = Document {
            Section(id: "a") {
                Text("a0"); Text("a1")
            }
            Section(id: "b") { Text("b0") }
            Section(id: "c") { Text("c0") }
        }
        let new = Document {
            Section(id: "c") { Text("c0") }
            Section(id: "a") {
                Text("a0"); Text("a1")
            }
            Section(id: "b") {
                Text("b0"); Text("c1")
            }
        }
        #expect(try diff(old, new) == expected(sectionsMoved: #"{"from": 2, "to": 0}"#, inserted: "[2, 1]"))
    }

    @Test func itemsOfDeletedOrInsertedSectionsAreNeverCommon() throws {
        let old = Document {
            Section(id: "a") {
                Text("x").id("x"); Text("y")
            }
            Section(id: "b") { Text("z") }
        }
        let new = Document {
            Section(id: "b") {
                Text("z"); Text("y")
            }
            Section(id: "c") { Text("x").id("x") }
        }
        // "x" and "y" were in a deleted section, so both are deleted, and inserted where
        // they are now, even "y", which is in a common section.
        #expect(
            try diff(old, new)
                == expected(
                    sectionsDeleted: "0", sectionsInserted: "1", deleted: "[0, 0], [0, 1]",
                    inserted: "[0, 1], [1, 0]"))
    }

    @Test func itemsCrossingBetweenCommonSectionsAreMoves() throws {
        let old = Document {
            Section(id: "a") {
                Text("x"); Text("y")
            }
            Section(id: "b") { Text("z") }
        }
        let new = Document {
            Section(id: "a") { Text("x") }
            Section(id: "b") {
                Text("y"); Text("z")
            }
        }
        #expect(try diff(old, new) == expected(moved: #"{"from": [0, 1], "to": [1, 0]}"#))
    }

    struct Badge: SectionItem {
        var name: String
        var body: [Item] { Text(name) }
    }

    @Test func itemsOfYourOwnTypesAreIdentifiedByTheirValue() throws {
        let old = Document {
            Section {
                Badge(name: "gold"); Badge(name: "silver")
            }
        }
        let new = Document {
            Section {
                Badge(name: "silver"); Badge(name: "gold"); Badge(name: "bronze")
            }
        }
        #expect(
            try diff(old, new) == expected(inserted: "[0, 2]", moved: #"{"from": [0, 0], "to": [0, 1]}"#))
    }

    /// Records each piece the writer hands over.
    struct Pieces: TextOutputStream {
        var pieces: [String] = []
        mutating func write(_ string: String) { pieces.append(string) }
    }

    @Test func longListsAreWrittenInBoundedPiecesWithEveryDigit() throws {
        let old = Document { Section(id: "s") { Text("kept") } }
        let new = Document {
            Section(id: "s") {
                for k in 0..<20_000 { Text("new \(k)") }
                Text("kept")
            }
        }
        let changeset = try Changeset(from: old, to: new)
        var output = Pieces()
        changeset.writeJSON(to: &output)
        #expect(output.pieces.count > 2)
        #expect(output.pieces.allSatisfy { $0.utf8.count < 2 * 65_536 })
        let inserted = (0..<20_000).map { "[0, \($0)]" }.joined(separator: ", ")
        #expect(output.pieces.joined() == expected(inserted: inserted))
    }

    @Test func theTitleIsCarriedButNotWritten() throws {
        let old = Document(title: "Before") { Section { Text("x") } }
        let new = Document(title: "After") { Section { Text("x") } }
        let changeset = try Changeset(from: old, to: new)
        #expect(changeset.changesTitle)
        #expect(changeset.title == "After")
        #expect(!changeset.isEmpty)
        #expect(changeset.json() == expected())
        #expect(try old.applying(changeset) == new)
        #expect(try Changeset(from: new, to: Document { Section { Text("x") } }).title == nil)
    }
}
