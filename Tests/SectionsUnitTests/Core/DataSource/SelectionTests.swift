import Sections
import Syscalls
import Testing

@testable import Core
@testable import Interactive

/// `onSelect` stores an action beside the item's value; the document dispatches to it by
/// position or id and says when there is none.
@Suite struct SelectionTests {
    final class Log: Sendable {
        let entries = Locked<[String]>([])
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

    @Test func selectingByPositionOrIdRunsTheAction() async throws {
        let log = Log()
        let doc = document(log)
        #expect(try await doc.select(itemAt: ItemPath(section: 0, item: 1)) == .performed)
        #expect(try await doc.select(itemWithID: "email") == .performed)
        #expect(log.all == ["sign out", "email"])
    }

    @Test func anItemWithoutAnActionIsReportedNotRun() async throws {
        let log = Log()
        let doc = document(log)
        #expect(try await doc.select(itemAt: ItemPath(section: 0, item: 2)) == .noAction)
        #expect(try doc.item(at: ItemPath(section: 0, item: 2)).isSelectable == false)
        #expect(try doc.item(at: ItemPath(section: 0, item: 0)).isSelectable)
        #expect(log.all.isEmpty)
    }

    @Test func missingItemsAreErrors() async {
        let doc = document(Log())
        await #expect(
            throws: DataSourceError(.itemOutOfRange, "item 3 is out of range: section 0 has 3 items (0..<3)")
        ) { try await doc.select(itemAt: ItemPath(section: 0, item: 3)) }
        await #expect(throws: DataSourceError(.unknownID, "no item has id \"mail\"")) {
            try await doc.select(itemWithID: "mail")
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

    @Test func theLastActionWinsAndModifiersKeepIt() async throws {
        let log = Log()
        let item = Text("t").onSelect { log.add("first") }.onSelect { log.add("second") }.id("t")
        #expect(item.id == "t")
        let doc = Document { Section { item } }
        #expect(try await doc.select(itemWithID: "t") == .performed)
        #expect(log.all == ["second"])
    }

    /// A model whose methods belong to the main actor, as an app's view model's do.
    @MainActor final class AccountModel {
        var edits: [String] = []
        func editEmail() { edits.append("email") }
    }

    @Test @MainActor func anActionWrittenOnTheMainActorCallsMainActorCode() async throws {
        let model = AccountModel()
        let doc = Document {
            Section { Row("Email", "lin@example.com").id("email").onSelect { model.editEmail() } }
        }
        #expect(doc.item(withID: "email")?.isSelectable == true)
        #expect(try await doc.select(itemWithID: "email") == .performed)
        #expect(model.edits == ["email"])
    }

    @Test func anActionChoosesItsActorExplicitly() async throws {
        let model = AccountModel()
        let doc = Document {
            Section { Text("Edit").id("edit").onSelect { @MainActor in model.editEmail() } }
        }
        #expect(try await doc.select(itemWithID: "edit") == .performed)
        #expect(await model.edits == ["email"])
    }

    /// An actor that builds a document whose action changes the actor's own state.
    actor Counter {
        private(set) var count = 0
        func increment() { count += 1 }
        func document() -> Document {
            Document { Section { Text("More").id("more").onSelect { self.increment() } } }
        }
    }

    @Test func anActionWrittenInAnActorRunsOnThatActor() async throws {
        let counter = Counter()
        let doc = await counter.document()
        #expect(try await doc.select(itemWithID: "more") == .performed)
        #expect(try await doc.select(itemWithID: "more") == .performed)
        #expect(await counter.count == 2)
    }
}
