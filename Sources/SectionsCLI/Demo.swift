import Sections

/// The built-in sample of `sections demo`: a tour of what a document can hold.
enum Demo {
    static var document: Document {
        Document(title: "Account overview") {
            Section(id: "profile") {
                Row("Name", "Lin Hay").id("name")
                Row("Email", "lin@example.com").id("email")
                Row("City", "東京 (Tokyo)")
                Row("Status", "👍🏽 verified")
            } header: {
                "Profile"
            }
            Section(id: "plan", header: "Plan") {
                PlanCard(name: "Pro", seats: 5, renews: "1 March 2027").id("plan-card")
                ProgressView("Storage", value: 0.62)
            }
            Section(id: "notes", header: "Notes", footer: "3 notes") {
                Text(
                    "Widths are counted in terminal cells: 東京タワー takes ten columns and 👨‍👩‍👧 takes two."
                )
                Text(
                    "Long text wraps at spaces; a word wider than the line, like https://example.com/a/very/long/path/that/cannot/fit, is cut between characters."
                )
                Text("Control characters in content are shown, not obeyed: \u{1B}[31m stays plain.")
            }
        }
    }
}

/// A user-defined item made of other items.
struct PlanCard: SectionItem {
    var name: String
    var seats: Int
    var renews: String

    var body: [Item] {
        Row("Plan", name)
        Row("Seats", "\(seats)")
        Row("Renews", renews)
    }
}
