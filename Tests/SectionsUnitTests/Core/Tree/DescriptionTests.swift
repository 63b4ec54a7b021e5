import Sections
import Testing

/// `print` and `debugPrint` of the public values: a few words, and the Swift that builds
/// the value. Each expected debug form is the code on the line before it.
@Suite struct DescriptionTests {
    struct ProfileCard: SectionItem {
        var name: String
        var body: [Item] { Row("Name", name) }
    }

    @Test func itemsPrintWhatTheyHold() {
        let email = Row("Email", "lin@example.com").id("email")
        #expect(email.description == #"row "Email": "lin@example.com", id "email""#)
        #expect(email.debugDescription == #"Row("Email", "lin@example.com").id("email")"#)
        #expect("\(email)" == email.description)
        #expect(String(reflecting: email) == email.debugDescription)

        let text = Text("Line one\nline \"two\"").item
        #expect(text.description == #"text "Line one\nline \"two\"""#)
        #expect(text.debugDescription == #"Text("Line one\nline \"two\"")"#)
    }

    @Test func modifiersAreWrittenAsModifiers() {
        let styled = Text("/usr/local/bin").style(.error).truncated(.middle).id(7)
        #expect(
            styled.debugDescription == #"Text("/usr/local/bin").style(.error).truncated(.middle).id("7")"#)
        let custom = Text("x").style(Style(strong: true, dim: false, color: .rgb(91, 60, 196))).truncated()
        #expect(
            custom.debugDescription
                == #"Text("x").style(Style(strong: true, dim: false, color: .rgb(91, 60, 196))).truncated()"#)
        #expect(
            Text("x").style(Style(color: .brightRed)).debugDescription
                == #"Text("x").style(Style(color: .brightRed))"#)
        let selectable = Row("Open", "").onSelect {}.id("open")
        #expect(selectable.debugDescription == #"Row("Open", "").onSelect { … }.id("open")"#)
    }

    @Test func containersAndOwnTypes() {
        let row = TableRow("1", "/sbin/init").item
        #expect(row.description == #"table row "1", "/sbin/init""#)
        #expect(row.debugDescription == #"TableRow("1", "/sbin/init")"#)
        let styledCells = TableRow {
            Text("1").style(.strong); "init"
        }.item
        #expect(styledCells.debugDescription == #"TableRow { Text("1").style(.strong); Text("init") }"#)

        let panel = Panel("Disk") {
            Row("Used", "78%"); Panel { Text("inner") }
        }.item
        #expect(panel.description == #"panel "Disk" of 2 items"#)
        #expect(panel.debugDescription == #"Panel("Disk") { Row("Used", "78%"); Panel { Text("inner") } }"#)
        #expect(Panel {}.item.description == "panel of 0 items")

        let card = ProfileCard(name: "Lin").id("card")
        #expect(card.description == #"ProfileCard(name: "Lin"), id "card""#)
        #expect(card.debugDescription == #"ProfileCard(name: "Lin").id("card")"#)
    }

    @Test func sectionsPrintTheirHeaderAndItems() {
        let section = Section("Profile", id: "profile") {
            Row("Name", "Lin Hay")
            Text("Joined in 2024")
        }
        #expect(section.description == #"section "Profile", id "profile", 2 items"#)
        #expect(
            section.debugDescription == """
                Section("Profile", id: "profile") {
                    Row("Name", "Lin Hay")
                    Text("Joined in 2024")
                }
                """)

        let grid = Section(footer: "3 files", layout: .grid(order: .rowMajor, gap: 3).spacing(1)) { "a" }
            .style(.dim).headerStyle(.accent)
        #expect(grid.description == "section, grid, 1 item")
        #expect(
            grid.debugDescription == """
                Section(footer: "3 files", layout: .grid(order: .rowMajor, gap: 3).spacing(1)) {
                    Text("a")
                }.style(.dim).headerStyle(.accent)
                """)
        #expect(Section {}.debugDescription == "Section {}")
        #expect(Section {}.description == "section, 0 items")
    }

    @Test func layoutsAreWrittenAsTheirMembers() {
        let table = Section(
            layout: .table(TableColumn("PID", alignment: .trailing, width: .fixed(6)), TableColumn("Command"))
        ) {}
        #expect(
            table.debugDescription
                == #"Section(layout: .table(TableColumn("PID", alignment: .trailing, width: .fixed(6)), TableColumn("Command"))) {}"#
        )
        let panel = Section("Disk", layout: .panel) {}
        #expect(panel.debugDescription == #"Section("Disk", layout: .panel) {}"#)
        let boxed = Section(layout: .grid(columnWidth: .maximum(12)).inPanel().separator(.rule)) {}
        #expect(
            boxed.debugDescription
                == "Section(layout: .grid(columnWidth: .maximum(12)).inPanel().separator(.rule)) {}")
        let wide = Section(layout: .table([], gap: 4).insets(leading: 0, trailing: 1).alignment(.center)) {}
        #expect(
            wide.debugDescription
                == "Section(layout: .table([], gap: 4).insets(leading: 0, trailing: 1).alignment(.center)) {}"
        )
    }

    @Test func documentsPrintTheirSections() {
        let doc = Document(title: "Account") {
            Section("Profile") { Row("Name", "Lin Hay") }
            Section {}
        }
        #expect(doc.description == #"document "Account", 2 sections, 1 item"#)
        #expect(
            doc.debugDescription == """
                Document(title: "Account") {
                    Section("Profile") {
                        Row("Name", "Lin Hay")
                    }
                    Section {}
                }
                """)
        #expect(Document {}.debugDescription == "Document {}")
        #expect(Document {}.description == "document, 0 sections, 0 items")
    }

    @Test func changesetsListTheirChanges() throws {
        let old = Document {
            Section("Profile", id: "profile") {
                Row("Name", "Lin Hay").id("name")
                Row("Plan", "Free").id("plan")
                Text("gone").id("gone")
            }
        }
        let new = Document(title: "Account") {
            Section("Your profile", id: "profile") {
                Row("Plan", "Pro").id("plan")
                Row("Name", "Lin Hay").id("name")
                Text("new").id("new")
            }
            Section("Devices", id: "devices") { Row("Laptop", "Linux") }
        }
        let changes = try Changeset(from: old, to: new)
        #expect(
            changes.description
                == "1 section inserted, 1 section updated, 1 item deleted, 2 items inserted, 1 item moved, "
                + "1 item updated, title changed")
        #expect(
            changes.debugDescription == """
                Changeset {
                    insert section 1: Section("Devices", id: "devices") {}
                    update section 0: Section("Your profile", id: "profile") {}
                    delete item [0, 2]
                    insert item [0, 2]: Text("new").id("new")
                    insert item [1, 0]: Row("Laptop", "Linux")
                    move item [0, 0] → [0, 1]
                    update item [0, 0]: Row("Plan", "Pro").id("plan")
                    title "Account"
                }
                """)
        let none = try Changeset(from: old, to: old)
        #expect(none.description == "no changes")
        #expect(none.debugDescription == "Changeset {}")
    }

    @Test func pathsPrintAsInTheJSONAndDebugPrintAsSwift() {
        let path = ItemPath(section: 1, item: 0)
        #expect(path.description == "[1, 0]")
        #expect(path.debugDescription == "ItemPath(section: 1, item: 0)")
    }
}
