import Sections
import Testing

@testable import Core
@testable import Interactive

/// The style modifiers, each written once over ``Stylable``: every one of them on every
/// kind of styled content, and what each kind does with a change.
@Suite struct StylableTests {
    /// Each one-attribute modifier, named, with the style it gives; through a generic
    /// function, as a caller of the protocol of their own would write it.
    static func modified<Content: Stylable>(_ content: Content) -> [(String, Content.Styled, Style)] {
        [
            ("bold", content.bold(), .strong),
            ("bold(false)", content.bold(false), Style(strong: false)),
            ("italic", content.italic(), .emphasis),
            ("foregroundStyle", content.foregroundStyle(.error), .error),
            ("underline", content.underline(), .underline),
            ("strikethrough", content.strikethrough(), .strikethrough),
            ("reverseVideo", content.reverseVideo(), .reverse),
            ("reverseVideo(false)", content.reverseVideo(false), Style(reversed: false)),
            ("style", content.style(.dim), .dim),
        ]
    }

    @Test func everyModifierGivesItsStyleToEveryKindOfContent() {
        for (name, item, style) in Self.modified(Row("k", "v")) {
            #expect(item.style == style, "Row.\(name)")
            #expect(item.background == nil, "Row.\(name)")
        }
        for (name, group, style) in Self.modified(Group { Text("a") }) {
            #expect(group.items.map(\.style) == [style], "Group.\(name)")
        }
        for (name, section, style) in Self.modified(Section { Text("a") }) {
            #expect(section.style == style, "Section.\(name)")
            #expect(section.items.map(\.style) == [.plain], "Section.\(name)")
        }
        for (name, header, style) in Self.modified(Header("h")) {
            #expect(header.style == style, "Header.\(name)")
            #expect(header.background == nil, "Header.\(name)")
        }
        for (name, footer, style) in Self.modified(Footer("f")) {
            #expect(footer.style == style, "Footer.\(name)")
            #expect(footer.background == nil, "Footer.\(name)")
        }
    }

    @Test func theModifierNearestTheContentWinsOnEveryKind() {
        let undone = Style(strong: false)
        #expect(Text("x").bold(false).style(.strong).style == undone)
        #expect(Group { Text("x").bold(false) }.bold().items.map(\.style) == [undone])
        #expect(Section { Text("x") }.bold(false).bold().style == undone)
        #expect(Header("h").bold(false).bold().style == undone)
        #expect(Footer("f").bold(false).bold().style == undone)
        #expect(Header("h").bold().foregroundStyle(.accent).style == Style(strong: true, color: .accent))
    }

    @Test func aStyleKeepsTheItemsLinkAndBackground() throws {
        let docs = try #require(Hyperlink("https://example.com/docs"))
        let item = Text("x").link(docs).background(.warning).bold()
        #expect(item.style == .strong)
        #expect(item.link == docs)
        #expect(item.background == .warning)
    }

    /// An item's own modifier replaces its background; a group's fills in only where an
    /// item has none, as its style does; a section's and a statement's replace their own.
    @Test func eachKindTakesABackgroundAsItsModifierSays() {
        let item = Text("x").background(.success).background(.error)
        #expect(item.background == .error)
        #expect(item.style == .plain)
        let group = Group {
            Text("a")
            Text("b").background(.success)
        }
        .background(.error)
        #expect(group.items.map(\.background) == [.error, .success])
        #expect(group.items.map(\.style) == [.plain, .plain])
        let section = Section { Text("a") }.background(.success).background(.error)
        #expect(section.background == .error)
        #expect(section.items.map(\.background) == [nil])
        #expect(Header("h").background(.success).background(.error).background == .error)
        #expect(Footer("f").background(.success).background(.error).background == .error)
        #expect(Header("h").background(.error).style == .plain)
    }

    /// `Header` and `Footer` share their body: each becomes its own kind of item, with its
    /// text, style and background.
    @Test func aHeaderAndAFooterBecomeTheirOwnItems() {
        let header = Header("Checks").bold().background(.error)._sectionItem()
        #expect(header.content == .header("Checks"))
        #expect(header.style == .strong)
        #expect(header.background == .error)
        let footer = Footer("1 failed").italic()._sectionItem()
        #expect(footer.content == .footer("1 failed"))
        #expect(footer.style == .emphasis)
        #expect(footer.background == nil)
    }
}
