import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

@Suite struct HTMLRendererTests {
    @Test func specExampleAsAFragment() throws {
        let expected = """
            <h1>Account</h1>
            <section>
            <h2>Profile</h2>
            <ul>
            <li>a plain text item</li>
            <li>a text item with an id</li>
            </ul>
            <dl>
            <dt>Name</dt>
            <dd>Lin Hay</dd>
            <dt>Email</dt>
            <dd>lin@example.com</dd>
            </dl>
            <footer>2 items</footer>
            </section>

            """
        #expect(try HTMLRenderer.render(SpecExample.document) == expected)
    }

    @Test func documentStylesBecomeElementsAndClasses() throws {
        let expected = """
            <h1>Build</h1>
            <section>
            <h2>Checks</h2>
            <dl>
            <dt><span class="success">Tests</span></dt>
            <dd><span class="success">passed</span></dd>
            <dt><span class="warning"><strong>Lint</strong></span></dt>
            <dd><span class="warning"><strong>3 warnings</strong></span></dd>
            </dl>
            <ul>
            <li><span style="color: #d04020"><em>Coverage fell by 2%</em></span></li>
            </ul>
            <footer>2 of 3 passed</footer>
            </section>

            """
        #expect(try HTMLRenderer.render(Samples.checks) == expected)
    }

    @Test func everyKindOfItem() throws {
        let expected = """
            <h1>Mixed
            content</h1>
            <section>
            <h2>Kinds</h2>
            <ul>
            <li>first line
            second line</li>
            </ul>
            <dl>
            <dt>City</dt>
            <dd>東京 (Tokyo)</dd>
            </dl>
            <ul>
            <li class="header">Card</li>
            </ul>
            <dl>
            <dt>Name</dt>
            <dd>Lin</dd>
            <dt>Plan</dt>
            <dd>Pro</dd>
            </dl>
            <ul>
            <li class="drawn">######......
            50%</li>
            </ul>
            <dl>
            <dt>Empty</dt>
            <dd></dd>
            </dl>
            </section>
            <section>
            <ul>
            <li>no header</li>
            </ul>
            </section>
            <section>
            <ul>
            <li>👍🏽 done</li>
            </ul>
            <footer>only a footer and items</footer>
            </section>

            """
        #expect(try HTMLRenderer.render(Samples.mixed, width: 40) == expected)
    }

    @Test(.needsPythonCheckers) func aStandalonePageHasAStylesheetForLightAndDarkFromTheTheme() throws {
        var theme = Theme.standard
        theme.lightColors[.accent] = .palette(21)
        theme.roles[.value] = Style(emphasized: true)
        let page = try HTMLRenderer.render(SpecExample.document, theme: theme, standalone: true)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.contains("<title>Account</title>\n<style>\n:root { color-scheme: light dark;"))
        #expect(page.contains(" --accent: #0000ff;"))
        #expect(page.contains("@media (prefers-color-scheme: dark) {\n  :root {"))
        #expect(page.contains("\ndd, li.row span.value { font-style: italic; }\n"))
        #expect(page.contains("\ndt, li.row span.label { color: var(--accent); }\n"))
        #expect(
            page.hasSuffix(
                "<main>\n" + (try HTMLRenderer.render(SpecExample.document))
                    + "</main>\n</body>\n</html>\n"))
        let reading = try Checkers.html([page], standalone: true)[0]
        #expect(reading.errors == [])
        #expect(
            reading.elements.map(\.tag).prefix(8) == [
                "html", "head", "meta", "meta", "title", "style", "body", "main",
            ])
    }

    @Test func escapedShowsControlsAndEscapesMarkup() {
        #expect(
            HTMLRenderer.escaped("<b class=\"x\">&\u{0}</b>")
                == "&lt;b class=&quot;x&quot;&gt;&amp;␀&lt;/b&gt;")
    }

    /// Seeded random content of markup characters, spaces, line feeds and wide characters
    /// reads back exactly and makes no element or attribute.
    @Test(.needsPythonCheckers) func randomContentReadsBackExactly() throws {
        var random = RandomContent.Generator(seed: 0x4854_4D4C)
        let documents = (0..<150).map { _ in RandomContent.document(using: &random) }
        let readings = try Checkers.html(documents.map { try HTMLRenderer.render($0) })
        for (document, reading) in zip(documents, readings) {
            #expect(reading.outline == Expected.html(document), "\(document)")
            #expect(reading.strayAttributes == [])
        }
    }
}
