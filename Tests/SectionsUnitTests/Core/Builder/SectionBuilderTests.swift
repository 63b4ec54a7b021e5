import Sections
import Testing

@testable import Core
@testable import Interactive

/// Every statement form a `@SectionBuilder` block accepts, checked against the tree it builds.
@Suite struct SectionBuilderTests {
    enum Plan {
        case free
        case pro(seats: Int)
    }
    struct Device { var serial: Int; var name: String; var os: String }
    struct User {
        var name = "Lin Hay"
        var email: String? = "lin@example.com"
        var plan = Plan.pro(seats: 5)
        var tags = ["admin", "beta"]
        var devices = [
            Device(serial: 7, name: "Laptop", os: "Linux"), Device(serial: 9, name: "Phone", os: "Android"),
        ]
    }

    struct ProfileCard: SectionItem {
        var name: String
        var body: [Item] {
            Header("Card")
            Row("Card holder", name)
        }
    }

    func profile(_ user: User, advanced: Bool) -> Document {
        Document(title: "Account") {
            Section(id: "profile") {
                Row("Name", user.name)
                if let email = user.email { Row("Email", email) } else { Text("no email on file") }
                switch user.plan {
                case .free: Text("Free plan")
                case .pro(let seats): Row("Seats", "\(seats)")
                }
                for tag in user.tags { Text(tag) }
                ForEach(user.devices, id: \.serial) { Row($0.name, $0.os) }
                Group {
                    if advanced {
                        Row("Id", "u-1")
                        Row("Created", "2024")
                    }
                }
                if #available(macOS 10.15, *) { Text("available") }
                ProfileCard(name: user.name)
                user.email.map { Text($0).id("email-text") }
            } header: {
                "Profile"
            } footer: {
                "\(user.tags.count) tags"
            }
        }
    }

    @Test func everyControlFlowFormBuildsTheExpectedTree() {
        let doc = profile(User(), advanced: true)
        let expected: [Item] = [
            Row("Name", "Lin Hay").item, Row("Email", "lin@example.com").item, Row("Seats", "5").item,
            Text("admin").item, Text("beta").item,
            Row("Laptop", "Linux").id(7), Row("Phone", "Android").id(9),
            Row("Id", "u-1").item, Row("Created", "2024").item, Text("available").item,
            ProfileCard(name: "Lin Hay").item, Text("lin@example.com").id("email-text"),
        ]
        #expect(doc.title == "Account")
        #expect(doc.sections.count == 1)
        #expect(doc.sections[0].id == "profile")
        #expect(doc.sections[0].header == "Profile")
        #expect(doc.sections[0].footer == "2 tags")
        #expect(doc.sections[0].items == expected)
    }

    @Test func otherBranchesAndEmptyOptionals() {
        var user = User()
        user.email = nil
        user.plan = .free
        user.tags = []
        user.devices = []
        let items = profile(user, advanced: false).sections[0].items
        #expect(
            items == [
                Row("Name", "Lin Hay").item, Text("no email on file").item, Text("Free plan").item,
                Text("available").item, ProfileCard(name: "Lin Hay").item,
            ])
    }

    @Test func emptyBlocksAndHeaderFooterStatements() {
        let section = Section {
            Header("Top")
            Footer("Bottom")
        }
        #expect(section == Section(id: nil, header: "Top", footer: "Bottom", layout: .list, items: []))
        #expect(Section {}.items.isEmpty)
        #expect(Section(header: "Arg") { Header("Statement") }.header == "Statement")
    }

    @Test func userTypesAreTheirOwnIdentity() {
        let card = ProfileCard(name: "Lin").item
        #expect(card.content(as: ProfileCard.self) == ProfileCard(name: "Lin"))
        #expect(card.content(as: Row.self) == nil)
        #expect(Row("a", "b").item.content(as: Row.self) == Row("a", "b"))
        #expect(card != ProfileCard(name: "Kim").item)
        #expect(card != Row("Card holder", "Lin").item)
    }

    @Test func customItemBodiesAreLaidOutInPlace() throws {
        let doc = Document {
            Section {
                ProfileCard(name: "Lin"); Text("after")
            }
        }
        #expect(try PlainRenderer.render(doc, width: 24) == "  Card\n  Card holder        Lin\n  after\n")
    }

    @Test func sectionsFromArraysAndDocumentsFrom2DArrays() {
        let section = Section(["a", "b"], header: "Letters") { Text($0) }
        #expect(
            section
                == Section(
                    id: nil, header: "Letters", footer: nil, layout: .list,
                    items: [Text("a").item, Text("b").item]))
        let doc = Document(title: "Grid", data: [["a"], ["b", "c"]], header: { "Part \($0 + 1)" }) {
            Text($0)
        }
        #expect(doc.sections.map(\.header) == ["Part 1", "Part 2"])
        #expect(doc.sections.map(\.items.count) == [1, 2])
    }

    @Test func documentBuilderAcceptsControlFlow() {
        let flags = [true, false]
        let doc = Document {
            Section(id: "first") {}
            for (index, flag) in flags.enumerated() {
                if flag { Section(id: "on-\(index)") {} } else { Section(id: "off-\(index)") {} }
            }
            Optional<Section>.none
        }
        #expect(doc.sections.map(\.id) == ["first", "on-0", "off-1"])
    }

    /// Blocks inside blocks, loops of several statements, arrays, groups and optionals
    /// travel as group items while the block is built; the result is flat and in order.
    @Test func nestedBlocksComeOutFlat() {
        @SectionBuilder func nested(_ flag: Bool) -> [Item] {
            "a"
            for n in 0..<3 {
                Text("b\(n)")
                if flag {
                    Text("c\(n)")
                    [Text("d\(n)").item, Text("e\(n)").item]
                }
            }
            Group { Group { "f" } }
            Optional(Text("g"))
            Optional<Text>.none
            [Item]()
        }
        let texts = nested(true).map { $0.content(as: Text.self)?.string }
        #expect(
            texts == ["a", "b0", "c0", "d0", "e0", "b1", "c1", "d1", "e1", "b2", "c2", "d2", "e2", "f", "g"])
        #expect(nested(false).count == 6)
        #expect(nested(true).allSatisfy { $0.builtItems == nil })
    }

    /// Every kind of section content, first in a block (where it is passed on generically)
    /// and later in one (where it is boxed), gives the same items.
    @Test func everyKindOfContentInEveryPosition() {
        let rows = [Row("r1", "1"), Row("r2", "2")]
        let missing: String? = nil
        @SectionBuilder func alone(_ kind: Int) -> [Item] {
            switch kind {
            case 0: "string"
            case 1: Text("text")
            case 2: rows
            case 3: Optional("optional string")
            case 4: missing
            case 5: Item(content: .text("item"))
            case 6: ["s1", "s2"]
            case 7: Group { "grouped" }
            default: ForEach(["e1"], id: \.self) { Text($0) }
            }
        }
        @SectionBuilder func together() -> [Item] {
            Row("first", "0")
            "string"
            Text("text")
            rows
            Optional("optional string")
            missing
            Item(content: .text("item"))
            ["s1", "s2"]
            Group { "grouped" }
            ForEach(["e1"], id: \.self) { Text($0) }
        }
        let expected = [
            Text("string").item, Text("text").item, Row("r1", "1").item, Row("r2", "2").item,
            Text("optional string").item, Text("item").item, Text("s1").item, Text("s2").item,
            Text("grouped").item, Text("e1").id("e1"),
        ]
        #expect((0...8).flatMap(alone) == expected)
        #expect(together() == [Row("first", "0").item] + expected)
        #expect(together().allSatisfy { $0.builtItems == nil })
    }

    @Test func optionalAndArrayHeadersAreLifted() {
        let subtitle: Header? = Header("Second")
        let notes = [Footer("one"), Footer("two")]
        let section = Section {
            Header("First")
            subtitle
            Row("a", "b")
            notes
        }
        #expect(section.header == "First\nSecond")
        #expect(section.footer == "one\ntwo")
        #expect(section.items == [Row("a", "b").item])
    }
}
