import Sections
import Testing

@testable import Core
@testable import Interactive

/// Truncation only where asked for: at the end or in the middle, always visible, for
/// texts, rows and self-sizing items, with either glyph set.
@Suite struct TruncateTests {
    static let items = Document {
        Section {
            Text("a very long line of text that will be cut").truncated()
            Text("/usr/local/lib/a/very/long/path/to/a/tool").truncated(.middle)
            Row("A long label here", "and a long value there").truncated()
            Row("Name", "a value that is long").truncated()
            Gauge(text: "drawn text wider than size", slack: -10).truncated()
            Text("short").truncated()
        }
    }

    @Test func unicodeEllipsis() throws {
        let expected = """
              a very long line of t…
              /usr/local/…/to/a/tool
              A long la…  and a lon…
              Name  a value that is…
              drawn text wide…
              short

            """
        #expect(try plain(Self.items, width: 24) == expected)
    }

    @Test func asciiEllipsis() throws {
        let expected = """
              a very long line of...
              /usr/local...to/a/tool
              A long...   and a l...
              Name   a value that...
              drawn text wi...
              short

            """
        #expect(try plain(Self.items, width: 24, options: .ascii) == expected)
    }

    @Test func neverTheDefault() throws {
        let output = try plain(Document { Section { Text("a very long line of text") } }, width: 14)
        #expect(output == "  a very long\n  line of text\n")
    }

    @Test func eachParagraphKeepsOneLine() throws {
        let output = try plain(
            Document { Section { Text("first paragraph\n\nsecond one").truncated() } }, width: 12)
        #expect(output == "  first par…\n\n  second one\n")
    }

    @Test func cuttingNeverSplitsAClusterAndDropsSpacesAtTheCut() {
        let wide = Truncate.line("東京タワー", width: 6, mode: .end, ellipsis: "…")
        #expect(wide.text == "東京…" && wide.width == 5)
        let spaced = Truncate.line("ab   cdef", width: 5, mode: .end, ellipsis: "…")
        #expect(spaced.text == "ab…" && spaced.width == 3)
        let middle = Truncate.line("abcdefghij", width: 5, mode: .middle, ellipsis: "…")
        #expect(middle.text == "ab…ij" && middle.width == 5)
        let narrow = Truncate.line("abcdef", width: 2, mode: .end, ellipsis: "...")
        #expect(narrow.text == "a." && narrow.width == 2)
    }

    @Test func linesBeyondTheGrantedHeightAreMarked() throws {
        struct Tall: SelfSizingItem {
            func preferredSize(limit: Size) -> Size { Size(width: 10, height: 2) }
            func draw(in size: Size) -> [String] { ["one", "two", "three"] }
        }
        #expect(try plain(Document { Section { Tall().truncated() } }, width: 20) == "  one\n  two…\n")
        #expect(try plain(Document { Section { Tall() } }, width: 20) == "  one\n  two\n  three\n")
    }

    @Test func aPanelPassesTruncationToItsItems() throws {
        let panel = Panel(title: "P") {
            Text("a long line that is cut"); Text("another long line").truncated(.middle)
        }
        let expected = """
              ┌─ P ──────────┐
              │ a long line… │
              │ anothe…line  │
              └──────────────┘

            """
        #expect(try plain(Document { Section { panel.truncated() } }, width: 18) == expected)
    }
}
