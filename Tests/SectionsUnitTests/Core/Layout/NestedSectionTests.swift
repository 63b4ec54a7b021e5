import Sections
import Testing

/// Sections inside sections, laid out as the Plain layout article's nesting says: each level
/// moved right by 2 columns, its header and footer at its parent's item indent, while at
/// least 8 columns remain for its items.
@Suite struct NestedSectionTests {
    static let document = Document {
        Section("Sources") {
            Text("Package.swift")
            Section("NIOCore", footer: "2 files") {
                Row("ByteBuffer.swift", "52 KB")
                Text("EventLoop.swift")
            }
            Text("README.md")
        }
    }

    @Test func aNestedSectionIsLaidOutTwoColumnsIn() throws {
        let expected = """
            Sources
              Package.swift
              NIOCore
                ByteBuffer.swift               52 KB
                EventLoop.swift
              2 files
              README.md

            """
        #expect(try PlainRenderer.render(Self.document, width: 40) == expected)
    }

    @Test func nestingAddsNoIndentWhenFewerThanEightColumnsWouldRemain() throws {
        let expected = """
            Sources
              Package.s
              wift
              NIOCore
              ByteBuffe
              r.swift
                52 KB
              EventLoop
              .swift
              2 files
              README.md

            """
        #expect(try PlainRenderer.render(Self.document, width: 11) == expected)
    }

    @Test func sectionsNestToAnyDepthWithEveryStatementForm() throws {
        let names = ["a", "b"]
        let flag = true
        let document = Document {
            Section("1") {
                if flag {
                    Section("2") {
                        for name in names {
                            Section(name) { Text("leaf \(name)") }
                        }
                    }
                }
                Group { Section("3") { "three" } }
            }
        }
        let expected = """
            1
              2
                a
                  leaf a
                b
                  leaf b
              3
                three

            """
        #expect(try PlainRenderer.render(document, width: 40) == expected)
    }
}
