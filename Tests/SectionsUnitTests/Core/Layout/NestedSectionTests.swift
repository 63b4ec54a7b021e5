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
                switch names.count {
                case 2: Section("4") { ForEach(names, id: \.self) { Section("for " + $0) { "x" } } }
                default: Text("none")
                }
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
              4
                for a
                  x
                for b
                  x

            """
        #expect(try PlainRenderer.render(document, width: 40) == expected)
    }

    @Test func markdownGivesANestedHeaderTheHeadingALevelDeeper() throws {
        let expected = """
            ## Sources

            - Package.swift

            ### NIOCore

            - **ByteBuffer.swift**: 52 KB
            - EventLoop.swift

            2 files

            - README.md

            """
        #expect(try MarkdownRenderer.render(Self.document) == expected)
    }

    @Test func markdownPastSixLevelsWritesAStrongParagraph() throws {
        var section = Section("Level 6") { "leaf" }
        for level in (1...5).reversed() { section = Section("Level \(level)") { section } }
        let markdown = try MarkdownRenderer.render(Document { section })
        #expect(markdown.contains("###### Level 5\n\n**Level 6**\n\n- leaf\n"))
    }

    @Test func htmlNestsSectionElementsWithDeeperHeadings() throws {
        let expected = """
            <section>
            <h2>Sources</h2>
            <ul>
            <li>Package.swift</li>
            </ul>
            <section>
            <h3>NIOCore</h3>
            <dl>
            <dt>ByteBuffer.swift</dt>
            <dd>52 KB</dd>
            </dl>
            <ul>
            <li>EventLoop.swift</li>
            </ul>
            <footer>2 files</footer>
            </section>
            <ul>
            <li>README.md</li>
            </ul>
            </section>

            """
        #expect(try HTMLRenderer.render(Self.document) == expected)
    }

    @Test func aSectionInATableOrGridIsAnErrorThatSaysWhereSectionsNest() {
        for layout in [SectionLayout.table(TableColumn("A")), .grid] {
            let document = Document {
                Section(id: "s", layout: layout) { Section("Inner") { "x" } }
            }
            #expect(throws: DocumentError.self) { try document.validate() }
            do {
                try document.validate()
            } catch {
                #expect(error.path == "sections[0].items[0]")
                #expect(
                    error.message
                        == "a Section inside a \(layout.description) section: sections nest only in list and tree sections; "
                        + "put the \(layout.description) in a nested section instead")
            }
        }
    }

    @Test func sectionIdsAreUniqueAcrossDepths() {
        let document = Document {
            Section(id: "a") { Section(id: "b") { Section(id: "a") { "x" } } }
        }
        do {
            try document.validate()
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == #"sections[0].items[0].items[0]: duplicate section id "a", first used at sections[0]"#)
        }
    }

    @Test func aNestedSectionKeepsItsTableLayoutMoved() throws {
        let document = Document {
            Section("Disks") {
                Section(
                    "Mounted", layout: .table(TableColumn("Name"), TableColumn("Size", alignment: .trailing))
                ) {
                    TableRow("root", "512 GB")
                    TableRow("data", "2 TB")
                }
            }
        }
        let expected = """
            Disks
              Mounted
                Name    Size
                ────  ──────
                root  512 GB
                data    2 TB

            """
        #expect(try PlainRenderer.render(document, width: 40) == expected)
    }
}
