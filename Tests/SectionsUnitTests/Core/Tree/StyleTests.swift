import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Styles set in the DSL flow down the tree like an environment and reach every run.
@Suite struct StyleTests {
    /// Each line's runs as `text:style` pairs, the style spelled by its set attributes.
    func styles(_ document: Document, width: Int = 40) throws -> [String] {
        let layout = try LaidOutDocument(document, width: width)
        var runs: [String] = []
        for section in layout.sections {
            let header = section.header.map { Array($0) } ?? []
            let items = section.items.flatMap { Array($0.lines) }
            let footer = section.footer.map { Array($0) } ?? []
            for line in header + items + footer {
                for run in line.runs { runs.append(run.text + ":" + spelled(run.style)) }
            }
        }
        return runs
    }

    func spelled(_ style: Style) -> String {
        var words: [String] = []
        if let strong = style.isStrong { words.append(strong ? "strong" : "light") }
        if let emphasized = style.isEmphasized { words.append(emphasized ? "em" : "upright") }
        if let dim = style.isDim { words.append(dim ? "dim" : "bright") }
        switch style.color {
        case .accent?: words.append("accent")
        case .error?: words.append("error")
        case .warning?: words.append("warning")
        case .success?: words.append("success")
        case let color?: words.append("\(color.representation)")
        case nil: break
        }
        return words.isEmpty ? "plain" : words.joined(separator: "+")
    }

    @Test func aSectionStyleReachesHeaderItemsAndFooterAndItemsOverrideIt() throws {
        let document = Document {
            Section(header: "Head", footer: "Foot") {
                Text("inherits")
                Text("overrides").style(Style(dim: false, color: .error))
                Row("Key", "value").style(.strong)
            }
            .style(.dim)
            .headerStyle(.accent)
        }
        #expect(
            try styles(document) == [
                "Head:dim+accent", "inherits:dim", "overrides:bright+error", "Key:strong+dim",
                "value:strong+dim", "Foot:dim",
            ])
    }

    @Test func theInnermostModifierWins() {
        let item = Text("x").style(.strong).style(Style(strong: false, color: .accent))
        #expect(item.style == Style(strong: true, color: .accent))
    }

    @Test func aGroupStylesEachItemAndKeepsWhatTheyHave() throws {
        let document = Document {
            Section {
                Group {
                    Text("a")
                    Text("b").style(Style(emphasized: true, color: .warning))
                }
                .style(Style(color: .success))
                Text("c")
            }
        }
        #expect(try styles(document) == ["a:success", "b:em+warning", "c:plain"])
    }

    @Test func headerAndFooterStatementsCarryTheirStyles() throws {
        let document = Document {
            Section {
                Header("Top").style(.strong)
                Text("body")
                Footer("End").style(.emphasis)
            }
        }
        #expect(try styles(document) == ["Top:strong", "body:plain", "End:em"])
        #expect(document.sections[0].headerStyle == .strong)
        #expect(document.sections[0].footerStyle == .emphasis)
    }

    struct Badge: SectionItem {
        var text: String
        var body: [Item] {
            Text(text)
            Text("note").style(.dim)
        }
    }

    @Test func anItemOfYoursPassesItsStyleToItsBody() throws {
        let document = Document {
            Section { Badge(text: "new").style(.accent) }.style(.emphasis)
        }
        #expect(try styles(document) == ["new:em+accent", "note:em+dim+accent"])
    }

    @Test func stylesNeverChangeTheLayout() throws {
        let plain = SpecExample.document
        var styled = plain
        styled.sections[0] = styled.sections[0].style(Style(strong: true, color: .rgb(1, 2, 3)))
        for width in [8, 17, 40, 80] {
            #expect(
                try PlainRenderer.render(styled, width: width) == PlainRenderer.render(plain, width: width))
        }
    }

    @Test func inheritingTakesOnlyWhatIsUnset() {
        let own = Style(strong: false, color: .error)
        let base = Style(strong: true, emphasized: true, dim: true, color: .accent)
        #expect(
            own.inheriting(from: base) == Style(strong: false, emphasized: true, dim: true, color: .error))
        #expect(Style.plain.inheriting(from: base) == base)
    }
}
