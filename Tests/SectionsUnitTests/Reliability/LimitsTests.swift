import Sections
import Testing

@testable import Core
@testable import Interactive

/// Extreme inputs render or fail with a clear error: no stack overflow, no quadratic work.
@Suite struct LimitsTests {
    /// An item whose body holds the next one, `depth` levels down.
    struct Nested: SectionItem {
        var depth: Int
        var body: [Item] {
            if depth == 0 { Text("bottom") } else { Nested(depth: depth - 1) }
        }
    }

    /// Groups inside groups, `depth` levels, made by a loop: the test itself must not
    /// recurse 10,000 deep (under AddressSanitizer its own frames overflow the stack).
    static func groups(_ depth: Int) -> Group {
        var group = Group { Text("bottom") }
        for _ in 0..<depth {
            let inner = group
            group = Group { inner }
        }
        return group
    }

    @Test func groupsNestedTenThousandDeep() throws {
        let doc = Document { Section { Self.groups(10_000) } }
        #expect(try PlainRenderer.render(doc, width: 20) == "  bottom\n")
    }

    @Test func itemsNestedTenThousandDeep() throws {
        let doc = Document { Section(id: "s") { Nested(depth: 10_000).id("top") } }
        try doc.validate()
        #expect(try PlainRenderer.render(doc, width: 20) == "  bottom\n")
        #expect(doc.json().contains("\"bottom\""))
        #expect(doc == Document { Section(id: "s") { Nested(depth: 10_000).id("top") } })
    }

    @Test func aOneMegabyteWordIsCutIntoFullLines() throws {
        let word = String(repeating: "abcdefghij", count: 100_000)
        let text = try PlainRenderer.render(Document { Section { Text(word) } }, width: 80)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1_000_000 / 78 + 1)
        #expect(lines.dropLast().allSatisfy { $0.count == 80 })
        #expect(lines.map { $0.dropFirst(2) }.joined() == word)
    }

    /// At the narrowest width a word is cut into pieces of 6 cells (the items' 2-cell
    /// indent leaves 6); a narrower width is a documented error (ItemLayoutTests).
    @Test func aOneMegabyteWordAtWidthEight() throws {
        let word = String(repeating: "abcdefghij", count: 100_000)
        let text = try PlainRenderer.render(Document { Section { Text(word) } }, width: 8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == (1_000_000 + 5) / 6)
        #expect(lines.dropLast().allSatisfy { $0.count == 8 && $0.hasPrefix("  ") })
        #expect(lines.map { $0.dropFirst(2) }.joined() == word)
    }

    @Test func widthTenThousand() throws {
        let doc = Document { Section { Row("Name", "Lin") } }
        let line = try PlainRenderer.render(doc, width: 10_000)
        #expect(line.count == 10_001)
        #expect(line.hasSuffix("Lin\n"))
    }
}
