import SectionsTesting
import Testing

@testable import Sections

@Suite struct PlainRendererTests {
    static let account = Document(title: "Account") {
        Section(id: "profile", header: "Profile", footer: "2 items") {
            "a plain text item"
            Text("a text item with an id").id("intro")
            Row("Name", "Lin Hay").id("name")
            Row("Email", "lin@example.com")
        }
    }

    @Test func specExampleAtWidth40() throws {
        let expected = """
            Account

            Profile
              a plain text item
              a text item with an id
              Name                           Lin Hay
              Email                  lin@example.com
            2 items

            """
        expectRendering(of: Self.account, width: 40, toBe: expected)
    }
}
