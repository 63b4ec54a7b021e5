import Synchronization
import Testing

@testable import Sections

/// `onSelect` stores an action beside the item's value; the document dispatches to it by
/// position or id and says when there is none.
@Suite struct SelectionTests {
    final class Log: Sendable {
        let entries = Mutex<[String]>([])
        func add(_ entry: String) { entries.withLock { $0.append(entry) } }
        var all: [String] { entries.withLock { $0 } }
    }

    func document(_ log: Log) -> Document {
        Document {
            Section(id: "account") {
                Row("Email", "lin@example.com").id("email").onSelect { log.add("email") }
                Text("Sign out").onSelect { log.add("sign out") }
                Text("Read only")
            }
        }
    }

    @Test func selectingByPositionOrIdRunsTheAction() throws {
        let log = Log()
        let doc = document(log)
        #expect(try doc.selectItem(at: ItemPath(section: 0, item: 1)) == .performed)
        #expect(try doc.selectItem(withID: "email") == .performed)
        #expect(log.all == ["sign out", "email"])
    }

    @Test func anItemWithoutAnActionIsReportedNotRun() throws {
        let log = Log()
        let doc = document(log)
        #expect(try doc.selectItem(at: ItemPath(section: 0, item: 2)) == .noAction)
        #expect(try doc.item(at: ItemPath(section: 0, item: 2)).isSelectable == false)
        #expect(try doc.item(at: ItemPath(section: 0, item: 0)).isSelectable)
        #expect(log.all.isEmpty)
    }

    @Test func missingItemsAreErrors() {
        let doc = document(Log())
        #expect(
            throws: DataSourceError(.itemOutOfRange, "item 3 is out of range: section 0 has 3 items (0..<3)")
        ) { try doc.selectItem(at: ItemPath(section: 0, item: 3)) }
        #expect(throws: DataSourceError(.unknownID, "no item has id \"mail\"")) {
            try doc.selectItem(withID: "mail")
        }
    }

    @Test func actionsAreNotPartOfEqualityHashingOrJSON() throws {
        let plain = Document {
            Section(id: "account") {
                Row("Email", "lin@example.com").id("email")
                Text("Sign out")
                Text("Read only")
            }
        }
        let doc = document(Log())
        #expect(doc == plain)
        #expect(doc.hashValue == plain.hashValue)
        #expect(doc.json() == plain.json())
        #expect(try Changeset(from: plain, to: doc).isEmpty)
    }

    @Test func theLastActionWinsAndModifiersKeepIt() throws {
        let log = Log()
        let item = Text("t").onSelect { log.add("first") }.onSelect { log.add("second") }.id("t")
        #expect(item.id == "t")
        let doc = Document { Section { item } }
        #expect(try doc.selectItem(withID: "t") == .performed)
        #expect(log.all == ["second"])
    }
}
