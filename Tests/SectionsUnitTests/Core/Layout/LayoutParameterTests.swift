import Sections
import Testing

@testable import Core
@testable import Interactive

/// Spacing, separators, alignment, insets and section spacing at explicit widths, and
/// the defaults that keep <doc:PlainLayout>'s output.
@Suite struct LayoutParameterTests {
    static let parameters = Document {
        Section(header: "Spaced", layout: .list.spacing(1)) {
            Text("one"); Text("two")
        }
        Section(header: "Ruled", layout: .list.separator(.rule)) {
            Text("one"); Row("two", "2")
        }
        Section(header: "Centred", layout: .list.alignment(.center)) {
            Text("one"); Text("three"); Row("a", "b")
        }
        Section(header: "Trailing", layout: .list.alignment(.trailing).insets(leading: 4, trailing: 2)) {
            Text("one")
            Row("a", "b")
        }
    }

    @Test func eachParameter() throws {
        let expected = """
            Spaced
              one

              two

            Ruled
              one
              ──────────────────
              two              2

            Centred
                     one
                    three
              a                b

            Trailing
                           one
                a            b

            """
        #expect(try plain(Self.parameters, width: 20) == expected)
    }

    @Test func sectionSpacing() throws {
        let document = Document(title: "T") {
            Section(header: "A") { Text("a") }
            Section(header: "B") { Text("b") }
        }
        #expect(
            try plain(document, width: 20, options: LayoutOptions(sectionSpacing: 0)) == "T\nA\n  a\nB\n  b\n"
        )
        #expect(
            try plain(document, width: 20, options: LayoutOptions(sectionSpacing: 2))
                == "T\n\n\nA\n  a\n\n\nB\n  b\n")
    }

    @Test func theDefaultsAreSpec4() {
        let list = SectionLayout.list
        #expect(list.isPlainList)
        #expect(list.insets == Insets(leading: 2, trailing: 0))
        #expect(
            list.spacing == 0 && list.separator == .none && list.alignment == .leading
                && list.panelStyle == nil)
        #expect(list.gap == 2)
        #expect(LayoutOptions() == LayoutOptions(glyphs: .unicode, sectionSpacing: 1))
        #expect(!SectionLayout.list.spacing(1).isPlainList)
    }

    @Test func insetsGiveWayToLeaveTwoColumns() throws {
        let output = try plain(width: 8, layout: .list.insets(leading: 10, trailing: 3)) { Text("abcd") }
        #expect(output == "      ab\n      cd\n")
    }

    @Test func separatorsAndSpacingAreThereForRenderers() throws {
        let document = Document {
            Section(layout: .list.separator(.rule)) {
                Text("one"); Text("two")
            }
        }
        let section = try #require(Array(try LaidOutDocument(document, width: 12).sections).first)
        #expect(section.items[0].separator == nil)
        #expect(section.items[1].separator?.map(\.text) == ["  ──────────"])
        #expect(section.items[1].lines.map(\.text) == ["  two"])
        #expect(section.lines.count == 3)
    }

    @Test func namesInJSON() {
        #expect(SectionLayout.list.description == "list")
        #expect(SectionLayout.grid.description == "grid")
        #expect(SectionLayout.table(TableColumn("A")).description == "table")
        #expect(SectionLayout.panel.description == "panel")
        #expect(SectionLayout.grid.inPanel().description == "grid")
        #expect(SectionLayout(named: "panel") == .panel)
        #expect(SectionLayout(named: "table")?.columns == [])
        #expect(SectionLayout(named: "tiles") == nil)
        #expect(SectionLayout.panel.insets.leading == 0)
    }
}
