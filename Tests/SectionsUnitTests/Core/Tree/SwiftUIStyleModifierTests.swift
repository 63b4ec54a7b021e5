import Sections
import Testing

@testable import Core
@testable import Interactive

/// `bold()`, `italic()` and `foregroundStyle(_:)`: SwiftUI's names for `style(_:)` with one
/// attribute, on everything that has `style(_:)`.
@Suite struct SwiftUIStyleModifierTests {
    @Test func anItemsModifiersAreItsStyles() {
        #expect(Text("x").bold().style == .strong)
        #expect(Text("x").italic().style == .emphasis)
        #expect(Row("k", "v").foregroundStyle(.error).style == .error)
        #expect(Text("x").bold(false).style == Style(strong: false))
        #expect(Text("x").italic(false).style == Style(emphasized: false))
        #expect(
            Text("x").bold().italic().foregroundStyle(.rgb(1, 2, 3)).style
                == Style(strong: true, emphasized: true, color: .rgb(1, 2, 3)))
    }

    @Test func theNearestModifierWinsAsWithStyle() {
        #expect(Text("x").bold(false).bold().style == Style(strong: false))
        #expect(Text("x").foregroundStyle(.accent).style(.error).style == .accent)
        #expect(Text("x").style(.strong).bold(false).style == .strong)
    }

    @Test func aGroupSectionHeaderAndFooterTakeThemToo() {
        let group = Group {
            Text("a")
            Text("b").bold(false)
        }
        .bold()
        #expect(group.items.map(\.style) == [.strong, Style(strong: false)])
        #expect(Group { Text("a") }.italic().items.map(\.style) == [.emphasis])
        #expect(Group { Text("a") }.foregroundStyle(.success).items.map(\.style) == [.success])
        let section = Section { Text("a") }
        #expect(section.bold().style == .strong)
        #expect(section.italic().style == .emphasis)
        #expect(section.foregroundStyle(.warning).style == .warning)
        #expect(Header("h").bold().style == .strong)
        #expect(Header("h").italic().style == .emphasis)
        #expect(Header("h").foregroundStyle(.accent).style == .accent)
        #expect(Footer("f").bold().style == .strong)
        #expect(Footer("f").italic().style == .emphasis)
        #expect(Footer("f").foregroundStyle(.accent).style == .accent)
    }

    @Test func boldFalseUndoesAnInheritedBoldInTheRendering() throws {
        let document = Document {
            Section(header: "Checks") {
                Row("Lint", "passed")
                Row("Tests", "failed").bold(false).foregroundStyle(.error)
            }
            .bold()
        }
        let expected = """
            \u{1B}[1mChecks\u{1B}[0m
              \u{1B}[1;36mLint\u{1B}[0m                  \u{1B}[1mpassed\u{1B}[0m
              \u{1B}[31mTests\u{1B}[0m                 \u{1B}[31mfailed\u{1B}[0m

            """
        #expect(try ANSIRenderer.render(document, width: 30, colors: .ansi16) == expected)
    }
}
