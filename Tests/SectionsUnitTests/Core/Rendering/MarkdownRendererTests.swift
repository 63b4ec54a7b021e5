import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

@Suite struct MarkdownRendererTests {
    /// Every white-space scalar beyond ASCII starts with a byte the escaper checks for, so
    /// ruling other text out by its first byte drops none.
    @Test func everyWhiteSpaceScalarHasALeadByteTheEscaperChecks() {
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isWhitespace else { continue }
            let lead = String(scalar).utf8.first!
            #expect(MarkdownText.mayLeadWhiteSpace(lead), "U+\(String(value, radix: 16))")
        }
    }

    /// The bit words of the escaping fast path name exactly the special bytes.
    @Test func theSpecialByteTestMatchesTheList() {
        let special = Set(MarkdownText.specialBytes)
        #expect(special.count == 19)
        for byte in UInt8.min...UInt8.max {
            #expect(MarkdownText.isSpecial(byte) == special.contains(byte), "byte \(byte)")
        }
    }

    @Test func specExample() throws {
        let expected = """
            # Account

            ## Profile

            - a plain text item
            - a text item with an id
            - **Name**: Lin Hay
            - **Email**: lin<!-- -->@example.com

            2 items

            """
        #expect(try MarkdownRenderer.render(SpecExample.document) == expected)
    }

    @Test func everyKindOfItemAndListsThatMustStayApart() throws {
        let expected = """
            # Mixed&#10;content

            ## Kinds

            - first line\\
              second line
            - **City**: 東京 (Tokyo)
            - **Card**
            - **Name**: Lin
            - **Plan**: Pro
            - ######......\\
              50%
            - **Empty**:

            * no header

            - 👍🏽 done

            only a footer and items

            """
        #expect(try MarkdownRenderer.render(Samples.mixed, width: 40) == expected)
    }

    @Test(.needsPythonCheckers) func strongAndEmphasisStylesDimAndColoursHaveNoForm() throws {
        let expected = """
            # Build

            ## Checks

            - **Tests**: passed
            - **Lint**: **3 warnings**
            - *Coverage fell by 2%*

            2 of 3 passed

            """
        let markdown = try MarkdownRenderer.render(Samples.checks)
        #expect(markdown == expected)
        let reading = try Checkers.markdown([markdown])[0]
        #expect(
            reading.blocks[2].items?[1]
                == Checkers.Inline(text: "Lint: 3 warnings", strong: ["Lint", "3 warnings"], emphasis: []))
        #expect(
            reading.blocks[2].items?[2]
                == Checkers.Inline(text: "Coverage fell by 2%", strong: [], emphasis: ["Coverage fell by 2%"])
        )
    }

    @Test(
        arguments: [
            ("*a* _b_ `c` [d](e) <f> ![g](h)", #"\*a\* \_b\_ \`c\` \[d](e) \<f> !\[g](h)"#),
            ("a < b, a <= b, array[0], <", #"a < b, a \<= b, array\[0], <"#),
            ("# one", ##"\# one"##), ("#1 and ####### seven", "#1 and ####### seven"),
            ("1. two", #"1\. two"#), ("12) three", #"12\) three"#), ("3) x", #"3\) x"#),
            ("2026.", #"2026\."#), ("1.5 and 3)x", "1.5 and 3)x"),
            ("- four", #"\- four"#), ("+ five", #"\+ five"#), ("-", #"\-"#), ("---", #"\---"#),
            ("-- x, +1, -2", "-- x, +1, -2"), ("=== ", #"\===&#32;"#), ("=== six", "=== six"),
            ("> quote, a > b", #"\> quote, a > b"#),
            ("a | b \\ c ~ d & e &amp; &#35;", #"a \| b \ c \~ d & e \&amp; \&#35;"#),
            (#"C:\Users\lin \* end\"#, #"C:\Users\lin \\\* end\\"#),
            ("snake_case file_name.txt _x a_ __init__", #"snake_case file_name.txt \_x a\_ \_\_init\_\_"#),
            ("see www.example.com or https://x.org", #"see www\.example.com or https\://x.org"#),
            ("README.md v1.2.3 Item 3.5 a.b end.", "README.md v1.2.3 Item 3.5 a.b end."),
            ("    indented  ", "&#32;   indented &#32;"), ("\u{3000}wide space", "&#x3000;wide space"),
            ("line\nbreak", "line\\\nbreak"), ("ends\n\n", "ends&#10;&#10;"), ("\nstarts", "\\\nstarts"),
            ("1.\n2) b\n- c", "1\\.\\\n2\\) b\\\n\\- c"),
            // GFM autolinks: `www.` and `scheme://` break at an escape, an address only at
            // a node boundary, which the empty comment before its `@` makes.
            (
                "a@b.co www.1 mailto:x@y.zz xmpp:a@b.c",
                #"a<!-- -->@b.co www\.1 mailto:x<!-- -->@y.zz xmpp:a<!-- -->@b.c"#
            ),
            ("x_@y.io a@b@c.de", #"x\_<!-- -->@y.io a<!-- -->@b<!-- -->@c.de"#),
            ("@team, a @ b, (@x)", "@team, a @ b, (@x)"), ("awww.1", #"awww\.1"#),
        ] as [(String, String)])
    func escaping(content: String, markdown: String) {
        #expect(MarkdownText.block(content) == markdown)
    }

    @Test func headingsKeepEveryHashAndLineFeedAsText() {
        #expect(MarkdownText.heading("C# ##\nnext") == ###"C# \##&#10;next"###)
        #expect(MarkdownText.heading("# a #") == ##"\# a \#"##)
    }

    @Test func escapedShowsControlsAsTheLayoutDoes() {
        #expect(MarkdownRenderer.escaped("a\u{1B}[1m*b*") == "a␛\\[1m\\*b\\*")
    }

    /// A table row outside a table is one list item of its cells; beside an empty first or
    /// last cell the separator's space is a reference, so the parser keeps it.
    @Test(.needsPythonCheckers) func aRowOutsideATableKeepsTheSpacesBesideEmptyEndCells() throws {
        let document = Document { Section { TableRow("", "b", "") } }
        let markdown = try MarkdownRenderer.render(document)
        #expect(markdown == "- &#32;\\| b \\|&#32;\n")
        #expect(try Checkers.markdown([markdown])[0].blocks.first?.items?.first?.text == " | b | ")
    }

    /// Seeded random content of markup characters, spaces, line feeds and wide characters
    /// reads back exactly and makes no markup.
    @Test(.needsPythonCheckers) func randomContentReadsBackExactly() throws {
        var random = RandomContent.Generator(seed: 0x5EC7_1045)
        let documents = (0..<150).map { _ in RandomContent.document(using: &random) }
        let outputs = try documents.map { try MarkdownRenderer.render($0) }
        let readings = try Checkers.markdown(outputs)
        let github = try Checkers.gfm(outputs)
        for (index, document) in documents.enumerated() {
            #expect(readings[index] == Expected.markdown(document), "\(document)")
            #expect(github[index].markdown == Expected.markdown(document), "\(document)")
            #expect(github[index].links == [] && github[index].html == [], "\(document)")
        }
    }
}
