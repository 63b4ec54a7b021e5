import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Per-type renderings keyed by the Swift type, in every format, and the fallback of
/// types without one.
@Suite struct ItemRenderingsTests {
    struct ProfileCard: SectionItem {
        var name: String
        var plan: String
        var body: [Item] {
            Row("Name", name)
            Row("Plan", plan)
        }
    }

    /// Holds a card in its body, so registrations must reach nested items.
    struct Team: SectionItem {
        var lead: ProfileCard
        var body: [Item] {
            Text("Team")
            lead
        }
    }

    static let document = Document {
        Section(header: "People") {
            ProfileCard(name: "Lin Hay", plan: "Pro")
            Team(lead: ProfileCard(name: "Sam <b>*", plan: "Free"))
            Text("note")
        }
    }

    @Test func markdownUsesTheRegistrationForItsTypeAndTheBodyForOthers() throws {
        var renderer = MarkdownRenderer()
        renderer.itemRenderings.register(ProfileCard.self) { card, _ in
            "**\(MarkdownRenderer.escaped(card.name))** on the \(MarkdownRenderer.escaped(card.plan)) plan"
        }
        let expected = """
            ## People

            - **Lin Hay** on the Pro plan
            - Team
            - **Sam \\<b>\\*** on the Free plan
            - note

            """
        #expect(renderer.render(try LaidOutDocument(Self.document, width: 40)) == expected)
        let fallback = try MarkdownRenderer.render(Self.document, width: 40)
        #expect(fallback.contains("- **Name**: Lin Hay\n- **Plan**: Pro\n- Team\n- **Name**: Sam"))
    }

    @Test func htmlWritesTheRegistrationAsTheContentOfAnItem() throws {
        var renderer = HTMLRenderer()
        renderer.itemRenderings.register(ProfileCard.self) { card, _ in
            "<strong>\(HTMLRenderer.escaped(card.name))</strong> (\(HTMLRenderer.escaped(card.plan)))"
        }
        renderer.itemRenderings.register(Text.self) { text, item in
            "<em>\(HTMLRenderer.escaped(text.string))</em> at \(item.lines.count) line"
        }
        let expected = """
            <section>
            <h2>People</h2>
            <ul>
            <li><strong>Lin Hay</strong> (Pro)</li>
            <li><em>Team</em> at 1 line</li>
            <li><strong>Sam &lt;b&gt;*</strong> (Free)</li>
            <li><em>note</em> at 1 line</li>
            </ul>
            </section>

            """
        #expect(renderer.render(try LaidOutDocument(Self.document, width: 40)) == expected)
    }

    @Test func plainAndANSIWriteTheRegistrationInPlaceOfTheLines() throws {
        var plain = PlainRenderer()
        plain.itemRenderings.register(ProfileCard.self) { card, _ in "  \(card.name) · \(card.plan)\n" }
        let expected = """
            People
              Lin Hay · Pro
              Team
              Sam <b>* · Free
              note

            """
        #expect(plain.render(try LaidOutDocument(Self.document, width: 40)) == expected)
        var ansi = ANSIRenderer(colors: .ansi16)
        ansi.itemRenderings.register(Row.self) { _, item in
            item.lines.map { "  \u{1B}[7m" + $0.text.dropFirst(2) + "\u{1B}[0m\n" }.joined()
        }
        let output = ansi.render(try LaidOutDocument(Self.document, width: 20))
        #expect(output.hasPrefix("\u{1B}[1mPeople\u{1B}[0m\n  \u{1B}[7mName       Lin Hay\u{1B}[0m\n"))
    }

    @Test func aLaterRegistrationReplacesAnEarlierOne() throws {
        var renderings = ItemRenderings<MarkdownRenderer>()
        #expect(renderings.isEmpty)
        renderings.register(Text.self) { _, _ in "first" }
        renderings.register(Text.self) { _, _ in "second" }
        var renderer = MarkdownRenderer()
        renderer.itemRenderings = renderings
        let doc = Document { Section { Text("x") } }
        #expect(renderer.render(try LaidOutDocument(doc, width: 40)) == "- second\n")
    }

    @Test func everyItemRendersInEveryFormatWithoutRegistrations() throws {
        let doc = Samples.mixed
        #expect(try PlainRenderer.render(doc, width: 40).contains("######......"))
        #expect(try ANSIRenderer.render(doc, width: 40).contains("######......"))
        #expect(try MarkdownRenderer.render(doc, width: 40).contains("######......"))
        #expect(try HTMLRenderer.render(doc, width: 40).contains("######......"))
        #expect(try JSONRenderer.render(doc, width: 40).contains("######......"))
    }
}

/// Structured formats and registrations walk bodies with their own stack, as the layout does.
@Suite struct DeepNestingRenderingTests {
    @Test func itemsNestedTenThousandDeepInEveryFormat() throws {
        let doc = Document { Section { LimitsTests.Nested(depth: 10_000) } }
        #expect(try MarkdownRenderer.render(doc, width: 20) == "- bottom\n")
        #expect(
            try HTMLRenderer.render(doc, width: 20) == "<section>\n<ul>\n<li>bottom</li>\n</ul>\n</section>\n"
        )
        var plain = PlainRenderer()
        plain.itemRenderings.register(Text.self) { text, _ in "  [\(text.string)]\n" }
        #expect(plain.render(try LaidOutDocument(doc, width: 20)) == "  [bottom]\n")
    }

    @Test func aRegistrationTakesANestedItemWhole() throws {
        let doc = Document { Section { LimitsTests.Nested(depth: 50) } }
        var markdown = MarkdownRenderer()
        markdown.itemRenderings.register(LimitsTests.Nested.self) { nested, item in
            "depth \(nested.depth), \(item.lines.count) line"
        }
        #expect(markdown.render(try LaidOutDocument(doc, width: 20)) == "- depth 50, 1 line\n")
    }
}
