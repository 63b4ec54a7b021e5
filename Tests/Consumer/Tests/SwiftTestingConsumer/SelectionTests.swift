import Sections
import Testing

/// A user's main-actor model, called from an item's action.
@MainActor final class AccountModel {
    var edits: [String] = []
    func editEmail() { edits.append("email") }
}

/// Selection as a package that depends on Sections writes it.
@Suite struct SelectionTests {
    @Test @MainActor func anActionCallsAMainActorModel() async throws {
        let model = AccountModel()
        let document = Document {
            Section { Row("Email", "lin@example.com").id("email").onSelect { model.editEmail() } }
        }
        #expect(try await document.select(itemWithID: "email") == .performed)
        #expect(model.edits == ["email"])
    }
}
