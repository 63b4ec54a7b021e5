import Testing

@testable import Sections

/// The README's and Getting Started's example, with the output they show.
@Suite struct ReadmeExampleTests {
    struct User {
        var name: String
        var email: String?
        var tags: [String]
    }

    @Test func accountExample() throws {
        let user = User(name: "Lin Hay", email: nil, tags: ["admin", "beta"])
        let doc = Document(title: "Account") {
            Section(id: "profile") {
                Row("Name", user.name)
                if let email = user.email { Row("Email", email) } else { Text("no email on file") }
                for tag in user.tags { Text(tag) }
            } header: {
                "Profile"
            } footer: {
                "\(user.tags.count) tags"
            }
        }
        let expected = """
            Account

            Profile
              Name                           Lin Hay
              no email on file
              admin
              beta
            2 tags

            """
        #expect(try PlainRenderer.render(doc, width: 40) == expected)
    }
}
