import Sections

/// The example of <doc:DocumentFormat> and <doc:PlainLayout>: one document as the builder
/// writes it, and its plain rendering at width 40, shared by the tests of every stage that
/// shows it.
enum SpecExample {
    static let document = Document(title: "Account") {
        Section(id: "profile", header: "Profile", footer: "2 items") {
            "a plain text item"
            Text("a text item with an id").id("intro")
            Row("Name", "Lin Hay").id("name")
            Row("Email", "lin@example.com")
        }
    }

    /// <doc:PlainLayout>'s output at W = 40.
    static let plainAt40 = """
        Account

        Profile
          a plain text item
          a text item with an id
          Name                           Lin Hay
          Email                  lin@example.com
        2 items

        """
}
