import Sections
import XCTest

/// A user's main-actor model, called from an item's action.
@MainActor final class AccountModel {
    var edits: [String] = []
    func editEmail() { edits.append("email") }
}

/// Selection as a package that depends on Sections writes it, in XCTest.
final class SelectionTests: XCTestCase {
    @MainActor func testAnActionCallsAMainActorModel() async throws {
        let model = AccountModel()
        let document = Document {
            Section { Row("Email", "lin@example.com").id("email").onSelect { model.editEmail() } }
        }
        let outcome = try await document.select(itemWithID: "email")
        XCTAssertEqual(outcome, .performed)
        XCTAssertEqual(model.edits, ["email"])
    }
}
