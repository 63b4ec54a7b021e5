import Sections
import Testing

/// The initializers written as in SwiftUI, each against the section it means and the
/// older form that builds the same thing.
@Suite struct SectionFormsTests {
    @Test func aTitleIsTheHeader() throws {
        let section = Section("Profile") { Row("Name", "Lin Hay") }
        #expect(
            section
                == Section(
                    id: nil, header: "Profile", footer: nil, layout: .list,
                    items: [Row("Name", "Lin Hay").item]))
        let doc = Document { Section("Profile") { Row("Name", "Lin Hay") } }
        #expect(try PlainRenderer.render(doc, width: 24) == "Profile\n  Name           Lin Hay\n")
    }

    @Test func aTitledSectionTakesAnIdAFooterAndALayout() {
        let section = Section("Files", id: 7, footer: "2 files", layout: .grid) {
            Text("a")
            Text("b")
        }
        #expect(
            section
                == Section(
                    id: "7", header: "Files", footer: "2 files", layout: .grid,
                    items: [Text("a").item, Text("b").item]))
    }

    /// A string is a sequence of characters: `Section(_ data:)` still builds one item per
    /// element when the closure takes the element.
    @Test func aStringWithAnElementClosureIsStillData() {
        let section = Section("ab") { Text(String($0)) }
        #expect(section.header == nil)
        #expect(section.items == [Text("a").item, Text("b").item])
    }

    @Test func trailingHeaderFooterOrBoth() throws {
        let header = Section {
            Row("Name", "Lin Hay")
        } header: {
            "Profile"
        }
        let footer = Section {
            Row("Name", "Lin Hay")
        } footer: {
            "1 item"
        }
        let both = Section {
            Row("Name", "Lin Hay")
        } header: {
            "Profile"
        } footer: {
            "1 item"
        }
        #expect(header == Section(header: "Profile") { Row("Name", "Lin Hay") })
        #expect(footer == Section(footer: "1 item") { Row("Name", "Lin Hay") })
        #expect(both == Section(header: "Profile", footer: "1 item") { Row("Name", "Lin Hay") })
        let doc = Document(sections: [header, footer, both])
        #expect(
            try PlainRenderer.render(doc, width: 24)
                == """
                Profile
                  Name           Lin Hay

                  Name           Lin Hay
                1 item

                Profile
                  Name           Lin Hay
                1 item

                """)
    }

    /// As in SwiftUI, the closures may return a `Text`; a `Header` or `Footer` brings its
    /// style; an optional that is `nil` gives none; a statement in the block still wins.
    @Test func trailingClosuresReturnTextHeadersAndFooters() {
        let email: String? = nil
        let styled = Section {
            Row("Name", "Lin Hay")
        } header: {
            Text("Profile")
        } footer: {
            Footer("1 item").style(.dim)
        }
        #expect(styled.header == "Profile")
        #expect(styled.footer == "1 item")
        #expect(styled.headerStyle == .plain)
        #expect(styled.footerStyle == .dim)
        let accented = Section {
            Row("Name", "Lin Hay")
        } header: {
            Header("Profile").style(.accent)
        }
        #expect(
            accented
                == Section {
                    Header("Profile").style(.accent); Row("Name", "Lin Hay")
                })
        let none = Section {
            Row("Name", "Lin Hay")
        } footer: {
            email
        }
        #expect(none.footer == nil)
        let statement = Section {
            Header("Statement")
        } header: {
            "Closure"
        }
        #expect(statement.header == "Statement")
    }

    @Test func trailingFormsTakeAnIdAndALayout() {
        let section = Section(id: 3, layout: .grid) {
            "a"
        } footer: {
            "end"
        }
        #expect(section.id == "3")
        #expect(section.layout == .grid)
        #expect(section.header == nil)
        #expect(section.footer == "end")
    }

    /// `Section(id:)` takes what `.id(_:)` takes: any value, by its description.
    @Test func sectionIdsTakeAnyDescribableValue() {
        enum Tab: String, CustomStringConvertible {
            case profile
            var description: String { rawValue }
        }
        let missing: String? = nil
        #expect(Section(id: Tab.profile) {}.id == "profile")
        #expect(Section(id: 42, header: "h") {}.id == "42")
        #expect(Section(id: missing) {}.id == nil)
        #expect(Section(["x"], id: 9) { Text($0) }.id == "9")
        #expect(Section(id: 5, header: nil, footer: nil, layout: .list, items: []).id == "5")
        #expect(Section(id: Tab.profile) {}.id == Text("").id(Tab.profile).id)
    }

    @Test func aPanelTitleNeedsNoLabel() throws {
        let titled = Panel("Disk") { Row("Used", "78%") }
        #expect(titled == Panel(title: "Disk") { Row("Used", "78%") })
        let doc = Document { Section { titled } }
        #expect(
            try PlainRenderer.render(doc, width: 20)
                == """
                  ┌─ Disk ─────────┐
                  │ Used       78% │
                  └────────────────┘

                """)
    }
}
